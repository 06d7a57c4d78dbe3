import { useTranslation } from 'react-i18next';
import { lastDays, lengthOf, shift, type Days } from './range.ts';

const QUICK = [7, 30] as const;

/**
 * The date range of the agent's reports: from and to dates, quick ranges of 7 and 30 days ending
 * today, and steps back and forth by the range's length (never past today).
 */
export function RangeBar({
  range,
  today,
  onChange,
}: {
  range: Days;
  today: string;
  onChange: (r: Days) => void;
}) {
  const { t } = useTranslation();
  const n = lengthOf(range);
  const set = (next: Days) => next.from <= next.to && onChange(next);
  const step = (way: -1 | 1) => (
    <button
      type="button"
      className="chip mc-chip ac-step"
      aria-label={t(way === -1 ? 'agentCentre.overview.previous' : 'agentCentre.overview.next', { count: n })}
      disabled={way === 1 && range.to >= today}
      data-testid={way === -1 ? 'range-previous' : 'range-next'}
      onClick={() => onChange(shift(range, { way, today }))}
    >
      {way === -1 ? '‹' : '›'}
    </button>
  );
  return (
    <div className="ac-range" role="group" aria-label={t('agentCentre.overview.range')}>
      <div className="ac-range__dates">
        <input
          type="date"
          className="text-input mc-input"
          aria-label={t('memberCentre.records.from')}
          value={range.from}
          max={range.to}
          data-testid="range-from"
          onChange={(e) => set({ ...range, from: e.target.value })}
        />
        <span aria-hidden="true">–</span>
        <input
          type="date"
          className="text-input mc-input"
          aria-label={t('memberCentre.records.to')}
          value={range.to}
          min={range.from}
          max={today}
          data-testid="range-to"
          onChange={(e) => set({ ...range, to: e.target.value })}
        />
      </div>
      <div className="ac-range__steps">
        {step(-1)}
        {QUICK.map((days) => {
          const r = lastDays(today, days);
          return (
            <button
              key={days}
              type="button"
              className="chip mc-chip"
              aria-pressed={r.from === range.from && r.to === range.to}
              data-range={days}
              onClick={() => onChange(r)}
            >
              {t('agentCentre.overview.lastDays', { count: days })}
            </button>
          );
        })}
        {step(1)}
      </div>
    </div>
  );
}
