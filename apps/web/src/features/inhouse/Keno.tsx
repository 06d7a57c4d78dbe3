import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KENO_MAX_PICKS, KENO_NUMBERS, KENO_PAYTABLE, kenoHits } from '@lotto/contracts/games/fair/keno';
import { usePlay, type PlayValue } from './api.ts';
import { checkStake, hundredthsText, quickPick } from './helpers.ts';
import { FairnessPanel, PlayButton, RecentRounds, ResultLine, StakeInput } from './parts.tsx';

/** Keno: pick 1 to 10 of 40, ten are drawn; the paytable follows the pick count. */
export function Keno() {
  const { t } = useTranslation();
  const [stake, setStake] = useState('10.00');
  const [picks, setPicks] = useState<number[]>([]);
  const [last, setLast] = useState<PlayValue | null>(null);
  const play = usePlay('keno');
  const shown = last?.game === 'keno' ? last : null;
  const drawn = new Set(shown?.outcome.drawn ?? []);
  const row = KENO_PAYTABLE[picks.length] ?? [];
  const hits = shown ? kenoHits(shown.outcome, shown.params) : null;
  const toggle = (n: number) => {
    setLast(null);
    setPicks((ps) =>
      ps.includes(n)
        ? ps.filter((x) => x !== n)
        : ps.length < KENO_MAX_PICKS
          ? [...ps, n].sort((a, b) => a - b)
          : ps,
    );
  };
  return (
    <div className="ih-game ih-keno">
      <div className="ih-board">
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
                onClick={() => toggle(n)}
                data-testid="keno-number"
                data-state={state}
              >
                {n}
              </button>
            );
          })}
        </div>
        {shown && (
          <p className="ih-big" data-testid="keno-hits">
            {t('inhouse.keno.hits', { hits, picks: shown.params.picks.length })}
          </p>
        )}
      </div>
      <div className="ih-controls">
        <StakeInput value={stake} onChange={setStake} />
        <div className="ih-actions">
          <button
            type="button"
            className="ih-chip"
            onClick={() => {
              setLast(null);
              setPicks(quickPick(picks.length || 5, KENO_NUMBERS));
            }}
            data-testid="keno-quick"
          >
            {t('inhouse.keno.quick')}
          </button>
          <button
            type="button"
            className="ih-chip"
            onClick={() => {
              setLast(null);
              setPicks([]);
            }}
          >
            {t('inhouse.clear')}
          </button>
        </div>
        <p className="ih-note">{t('inhouse.keno.picked', { n: picks.length, max: KENO_MAX_PICKS })}</p>
        <PlayButton
          label={t('inhouse.keno.draw')}
          busy={play.busy}
          disabled={picks.length === 0 || !checkStake(stake).ok}
          error={play.error}
          restricted={play.restricted}
          onClick={() => {
            const s = checkStake(stake);
            if (s.ok) void play.run({ stake: s.text, params: { picks } }).then((v) => v && setLast(v));
          }}
        />
        <ResultLine round={last} />
        {row.length > 0 && (
          <table className="ih-table" data-testid="keno-paytable">
            <thead>
              <tr>
                <th>{t('inhouse.keno.hitsHead')}</th>
                <th>{t('inhouse.multiplier')}</th>
              </tr>
            </thead>
            <tbody>
              {row.map((m, h) => (
                <tr
                  key={h}
                  className={hits === h && shown?.params.picks.length === picks.length ? 'ih-row--hit' : ''}
                >
                  <td>{h}</td>
                  <td>{hundredthsText(m)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
      <FairnessPanel lastRound={last} />
      <RecentRounds
        game="keno"
        describe={(r) =>
          r.game === 'keno'
            ? t('inhouse.keno.hits', { hits: kenoHits(r.outcome, r.params), picks: r.params.picks.length })
            : ''
        }
      />
    </div>
  );
}
