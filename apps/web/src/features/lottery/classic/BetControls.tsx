import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { centsText, formatCents } from '../../../lib/money.ts';
import { oddsText } from '../common/odds.ts';
import { clampMultiplier, MAX_MULTIPLIER } from './cart.ts';

type Series = { minSeries: number; maxSeries: number };

type Props = {
  units: bigint[];
  unit: bigint;
  onUnit: (cents: bigint) => void;
  multiplier: number;
  onMultiplier: (n: number) => void;
  series: number;
  bounds: Series;
  onSeries: (n: number) => void;
  /** Odds of the play at the chosen series, 1/10000 of the bet stake. */
  odds: number | null;
};

/** Unit (yuan, jiao, fen), multiplier and prize series within the prize mode's bounds. */
export function BetControls(p: Props) {
  const { t } = useTranslation();
  const multId = useId();
  const seriesId = useId();
  return (
    <div className="lt-controls">
      <div className="lt-control">
        <span className="lt-control__label">{t('lottery.bet.unit')}</span>
        <div className="segmented" role="group" aria-label={t('lottery.bet.unit')}>
          {p.units.map((u) => (
            <button
              key={String(u)}
              type="button"
              className="segmented__item"
              aria-pressed={u === p.unit}
              onClick={() => p.onUnit(u)}
              data-testid={`lt-unit-${centsText(u)}`}
            >
              {formatCents(u)}
            </button>
          ))}
        </div>
      </div>
      <div className="lt-control">
        <label className="lt-control__label" htmlFor={multId}>
          {t('lottery.bet.multiplier')}
        </label>
        <div className="lt-stepper">
          <button
            type="button"
            aria-label={t('lottery.bet.less')}
            onClick={() => p.onMultiplier(Math.max(1, p.multiplier - 1))}
          >
            −
          </button>
          <input
            id={multId}
            inputMode="numeric"
            value={p.multiplier}
            onChange={(e) => p.onMultiplier(clampMultiplier(e.target.value))}
            data-testid="lt-multiplier"
          />
          <button
            type="button"
            aria-label={t('lottery.bet.more')}
            onClick={() => p.onMultiplier(Math.min(MAX_MULTIPLIER, p.multiplier + 1))}
          >
            +
          </button>
        </div>
      </div>
      <div className="lt-control lt-control--series">
        <label className="lt-control__label" htmlFor={seriesId}>
          {t('lottery.bet.series')} <strong data-testid="lt-series-value">{p.series}</strong>
        </label>
        <input
          id={seriesId}
          type="range"
          min={p.bounds.minSeries}
          max={p.bounds.maxSeries}
          step={10}
          value={p.series}
          onChange={(e) => p.onSeries(Number(e.target.value))}
          data-testid="lt-series"
        />
        <span className="lt-odds">
          {t('lottery.bet.odds')}{' '}
          <strong data-testid="lt-odds">{p.odds === null ? '—' : oddsText(p.odds)}</strong>
        </span>
      </div>
    </div>
  );
}
