import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SLOT_LINES, SLOT_PAYTABLE, slotLineWins, type PaySymbol } from '@lotto/contracts/games/fair/slot';
import { usePlay, type PlayValue } from './api.ts';
import { checkStake, hundredthsText } from './helpers.ts';
import { FairnessPanel, PlayButton, RecentRounds, ResultLine, StakeInput } from './parts.tsx';
import { SlotSymbol } from './symbols.tsx';

const START: string[][] = [
  ['A', 'B', 'C'],
  ['D', 'E', 'W'],
  ['A', 'B', 'C'],
  ['D', 'E', 'W'],
  ['A', 'B', 'C'],
];

/** Slot 5×3: the reels, a spin, the line wins (slotLineWins) and the paytable. */
export function Slot() {
  const { t } = useTranslation();
  const [stake, setStake] = useState('10.00');
  const [last, setLast] = useState<PlayValue | null>(null);
  const play = usePlay('slot');
  const grid = last?.game === 'slot' ? last.outcome.grid : START;
  const wins = last?.game === 'slot' ? slotLineWins(grid) : [];
  const winning = new Set(
    wins.flatMap((w) => {
      const rows = SLOT_LINES[w.line] ?? [];
      return rows.slice(0, w.count).map((row, reel) => `${reel}:${row}`);
    }),
  );
  return (
    <div className="ih-game ih-slot">
      <div className="ih-board">
        <div className={`ih-reels ${play.busy ? 'ih-reels--spin' : ''}`} data-testid="slot-grid">
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
      </div>
      <div className="ih-controls">
        <StakeInput value={stake} onChange={setStake} />
        <p className="ih-note">{t('inhouse.slot.lines')}</p>
        <PlayButton
          label={t('inhouse.slot.spin')}
          busy={play.busy}
          disabled={!checkStake(stake).ok}
          error={play.error}
          restricted={play.restricted}
          onClick={() => {
            const s = checkStake(stake);
            if (s.ok) void play.run({ stake: s.text, params: {} }).then((v) => v && setLast(v));
          }}
        />
        <ResultLine round={last} />
      </div>
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
      <FairnessPanel lastRound={last} />
      <RecentRounds
        game="slot"
        describe={(r) => (r.game === 'slot' ? r.outcome.grid.map((reel) => reel[1]).join('') : '')}
      />
    </div>
  );
}
