import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KENO_MAX_PICKS, KENO_NUMBERS, KENO_PAYTABLE, kenoHits } from '@lotto/contracts/games/fair/keno';
import { hundredthsText, quickPick } from './helpers.ts';
import { StakeInput } from './parts.tsx';
import { GameLayout, PlayRound, useRound } from './round.tsx';

/** The 40 numbers: picked, drawn, or both (a hit). */
function KenoGrid({
  picks,
  drawn,
  onToggle,
}: {
  picks: number[];
  drawn: Set<number>;
  onToggle: (n: number) => void;
}) {
  return (
    <div className="ih-keno__grid" data-testid="keno-grid">
      {Array.from({ length: KENO_NUMBERS }, (_, i) => i + 1).map((n) => {
        const picked = picks.includes(n);
        const state = drawn.has(n) ? (picked ? 'hit' : 'drawn') : picked ? 'picked' : 'idle';
        return (
          <button
            key={n}
            type="button"
            className={`ih-ball ih-ball--${state}`}
            aria-pressed={picked}
            onClick={() => onToggle(n)}
            data-testid="keno-number"
            data-state={state}
          >
            {n}
          </button>
        );
      })}
    </div>
  );
}

/** What each number of hits pays for this many picks; the last round's line marked. */
function KenoPaytable({ picks, hitRow }: { picks: number; hitRow: number | null }) {
  const { t } = useTranslation();
  const row = KENO_PAYTABLE[picks] ?? [];
  if (row.length === 0) return null;
  return (
    <table className="ih-table" data-testid="keno-paytable">
      <thead>
        <tr>
          <th>{t('inhouse.keno.hitsHead')}</th>
          <th>{t('inhouse.multiplier')}</th>
        </tr>
      </thead>
      <tbody>
        {row.map((m, h) => (
          <tr key={h} className={hitRow === h ? 'ih-row--hit' : ''}>
            <td>{h}</td>
            <td>{hundredthsText(m)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Quick pick (as many as picked, else 5) and clear. */
function KenoActions({ onPicks }: { onPicks: (quick: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <div className="ih-actions">
      <button type="button" className="ih-chip" onClick={() => onPicks(true)} data-testid="keno-quick">
        {t('inhouse.keno.quick')}
      </button>
      <button type="button" className="ih-chip" onClick={() => onPicks(false)}>
        {t('inhouse.clear')}
      </button>
    </div>
  );
}

/** Keno: pick 1 to 10 of 40, ten are drawn; the paytable follows the pick count. */
export function Keno() {
  const { t } = useTranslation();
  const round = useRound('keno');
  const [picks, setPicks] = useState<number[]>([]);
  const shown = round.last?.game === 'keno' ? round.last : null;
  const hits = shown ? kenoHits(shown.outcome, shown.params) : null;
  const toggle = (n: number) => {
    round.setLast(null);
    setPicks((ps) =>
      ps.includes(n)
        ? ps.filter((x) => x !== n)
        : ps.length < KENO_MAX_PICKS
          ? [...ps, n].sort((a, b) => a - b)
          : ps,
    );
  };
  return (
    <GameLayout
      name="keno"
      round={round}
      board={
        <>
          <KenoGrid picks={picks} drawn={new Set(shown?.outcome.drawn ?? [])} onToggle={toggle} />
          {shown && (
            <p className="ih-big" data-testid="keno-hits">
              {t('inhouse.keno.hits', { hits, picks: shown.params.picks.length })}
            </p>
          )}
        </>
      }
      controls={
        <>
          <StakeInput value={round.stake} onChange={round.setStake} />
          <KenoActions
            onPicks={(quick) => {
              round.setLast(null);
              setPicks(quick ? quickPick(picks.length || 5, KENO_NUMBERS) : []);
            }}
          />
          <p className="ih-note">{t('inhouse.keno.picked', { n: picks.length, max: KENO_MAX_PICKS })}</p>
          <PlayRound
            round={round}
            label={t('inhouse.keno.draw')}
            disabled={picks.length === 0}
            params={{ picks }}
          />
          <KenoPaytable
            picks={picks.length}
            hitRow={shown?.params.picks.length === picks.length ? hits : null}
          />
        </>
      }
      describe={(r) =>
        r.game === 'keno'
          ? t('inhouse.keno.hits', { hits: kenoHits(r.outcome, r.params), picks: r.params.picks.length })
          : ''
      }
    />
  );
}
