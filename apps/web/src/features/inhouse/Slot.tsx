import { useTranslation } from 'react-i18next';
import { SLOT_LINES, SLOT_PAYTABLE, slotLineWins, type PaySymbol } from '@lotto/contracts/games/fair/slot';
import type { PlayValue } from './api.ts';
import { hundredthsText } from './helpers.ts';
import { StakeInput } from './parts.tsx';
import { GameLayout, PlayRound, useRound } from './round.tsx';
import { SlotSymbol } from './symbols.tsx';

const START: string[][] = [
  ['A', 'B', 'C'],
  ['D', 'E', 'W'],
  ['A', 'B', 'C'],
  ['D', 'E', 'W'],
  ['A', 'B', 'C'],
];

/** The reels, the winning symbols marked, and the line wins of the last spin. */
function Reels({ last, spinning }: { last: PlayValue | null; spinning: boolean }) {
  const { t } = useTranslation();
  const grid = last?.game === 'slot' ? last.outcome.grid : START;
  const wins = last?.game === 'slot' ? slotLineWins(grid) : [];
  const winning = new Set(
    wins.flatMap((w) => {
      const rows = SLOT_LINES[w.line] ?? [];
      return rows.slice(0, w.count).map((row, reel) => `${reel}:${row}`);
    }),
  );
  return (
    <>
      <div className={`ih-reels ${spinning ? 'ih-reels--spin' : ''}`} data-testid="slot-grid">
        {grid.map((reel, r) => (
          <div className="ih-reel" key={r}>
            {reel.map((s, row) => (
              <span
                key={row}
                className={`ih-symbol ${winning.has(`${r}:${row}`) ? 'ih-symbol--win' : ''}`}
                data-symbol={s}
                title={t(`inhouse.slot.symbols.${s as PaySymbol | 'W'}`)}
              >
                <SlotSymbol symbol={s} />
              </span>
            ))}
          </div>
        ))}
      </div>
      {last?.game === 'slot' && (
        <ul className="ih-wins" data-testid="slot-wins">
          {wins.length === 0 ? (
            <li>{t('inhouse.slot.noLines')}</li>
          ) : (
            wins.map((w) => (
              <li key={w.line}>
                {t('inhouse.slot.lineWin', {
                  line: w.line + 1,
                  count: w.count,
                  symbol: t(`inhouse.slot.symbols.${w.symbol}`),
                  pay: hundredthsText(w.pay),
                })}
              </li>
            ))
          )}
        </ul>
      )}
    </>
  );
}

/** What three, four and five of a symbol pay, and the wild. */
function SlotPaytable() {
  const { t } = useTranslation();
  return (
    <details className="ih-panel">
      <summary>{t('inhouse.paytable')}</summary>
      <table className="ih-table">
        <thead>
          <tr>
            <th>{t('inhouse.slot.symbol')}</th>
            <th>3</th>
            <th>4</th>
            <th>5</th>
          </tr>
        </thead>
        <tbody>
          {(Object.keys(SLOT_PAYTABLE) as PaySymbol[]).map((s) => (
            <tr key={s}>
              <td className="ih-paysym">
                <SlotSymbol symbol={s} /> {t(`inhouse.slot.symbols.${s}`)}
              </td>
              {SLOT_PAYTABLE[s].map((p, i) => (
                <td key={i}>{hundredthsText(p)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="ih-note ih-paysym">
        <SlotSymbol symbol="W" /> {t('inhouse.slot.wild', { wild: t('inhouse.slot.symbols.W') })}
      </p>
    </details>
  );
}

/** Slot 5×3: the reels, a spin, the line wins (slotLineWins) and the paytable. */
export function Slot() {
  const { t } = useTranslation();
  const round = useRound('slot');
  return (
    <GameLayout
      name="slot"
      round={round}
      board={<Reels last={round.last} spinning={round.play.busy} />}
      controls={
        <>
          <StakeInput value={round.stake} onChange={round.setStake} />
          <p className="ih-note">{t('inhouse.slot.lines')}</p>
          <PlayRound round={round} label={t('inhouse.slot.spin')} params={{}} />
        </>
      }
      extra={<SlotPaytable />}
      describe={(r) => (r.game === 'slot' ? r.outcome.grid.map((reel) => reel[1]).join('') : '')}
    />
  );
}
