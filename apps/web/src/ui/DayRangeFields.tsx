import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { dateOfDay, dayText, QUICK_RANGES, quickRange, type QuickRange } from '../lib/time.ts';

export type DayRange = { range: QuickRange | null; from: string; to: string };

/**
 * The day filter of the record pages: from and to dates, quick ranges (today, previous 7 or 30
 * days), and the refusal of a backwards range. Records lie in the past: the date pickers stop at
 * today too.
 */
export function DayRangeFields({
  value,
  valid,
  onChange,
  today: day,
}: {
  value: DayRange;
  valid: boolean;
  onChange: (next: DayRange) => void;
  /** The last day records may lie in: the browser's today unless told (an agent's brand's). */
  today?: string | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  const today = day ?? dayText(new Date());
  return (
    <>
      <div className="mc-field">
        <label className="mc-field__label" htmlFor={`${id}-from`}>
          {t('memberCentre.records.from')}
        </label>
        <input
          id={`${id}-from`}
          type="date"
          className="text-input mc-input"
          value={value.from}
          max={value.to && value.to < today ? value.to : today}
          data-testid="tx-from"
          onChange={(e) => onChange({ ...value, from: e.target.value, range: null })}
        />
      </div>
      <div className="mc-field">
        <label className="mc-field__label" htmlFor={`${id}-to`}>
          {t('memberCentre.records.to')}
        </label>
        <input
          id={`${id}-to`}
          type="date"
          className="text-input mc-input"
          value={value.to}
          min={value.from || undefined}
          max={today}
          data-testid="tx-to"
          onChange={(e) => onChange({ ...value, to: e.target.value, range: null })}
        />
      </div>
      <div className="mc-quick" role="group" aria-label={t('memberCentre.records.quick')}>
        {QUICK_RANGES.map((range) => (
          <button
            key={range}
            type="button"
            className="chip mc-chip"
            data-range={range}
            aria-pressed={value.range === range}
            onClick={() => onChange({ range, ...quickRange(range, dateOfDay(today)) })}
          >
            {t(`memberCentre.records.ranges.${range}`)}
          </button>
        ))}
      </div>
      {!valid && (
        <p className="mc-error" role="alert">
          {t('memberCentre.records.badRange')}
        </p>
      )}
    </>
  );
}
