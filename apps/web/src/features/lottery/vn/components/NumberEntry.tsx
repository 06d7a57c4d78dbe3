import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_PICKS, parseEntry } from '../entry.ts';

/**
 * Typed numbers ("12 34 56", commas, new lines, or run together), with what was understood:
 * how many numbers, and which pieces were not numbers of the play's digits or came twice.
 */
export function NumberEntry({
  digits,
  text,
  onText,
  minPicks,
}: {
  digits: number;
  text: string;
  onText: (text: string) => void;
  minPicks: number;
}) {
  const { t } = useTranslation();
  const id = useId();
  const parsed = parseEntry(text, digits);
  const example = ['12', '34', '56'].map((n) => n.padStart(digits, '0').slice(-digits)).join(' ');
  return (
    <div className="vn-entry">
      <label htmlFor={id} className="vn-label">
        {t('vnlottery.entry.label', { digits })}
      </label>
      <textarea
        id={id}
        className="vn-input vn-entry__text"
        rows={2}
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        placeholder={t('vnlottery.entry.placeholder', { example })}
        value={text}
        onChange={(e) => onText(e.target.value)}
        aria-invalid={parsed.invalid.length > 0 || undefined}
        data-testid="vn-entry"
      />
      <p className="vn-entry__info" aria-live="polite" data-testid="vn-entry-info">
        <span data-count={parsed.numbers.length}>
          {t('vnlottery.entry.picked', { count: parsed.numbers.length })}
        </span>
        {parsed.numbers.length > 0 && parsed.numbers.length < minPicks && (
          <span className="vn-warn"> · {t('vnlottery.entry.minPicks', { count: minPicks })}</span>
        )}
        {parsed.invalid.length > 0 && (
          <span className="vn-warn">
            {' '}
            · {t('vnlottery.entry.invalid', { digits, list: parsed.invalid.join(', ') })}
          </span>
        )}
        {parsed.duplicates.length > 0 && (
          <span className="vn-warn">
            {' '}
            · {t('vnlottery.entry.duplicates', { list: parsed.duplicates.join(', ') })}
          </span>
        )}
        {parsed.overLimit && (
          <span className="vn-warn"> · {t('vnlottery.entry.overLimit', { max: MAX_PICKS })}</span>
        )}
      </p>
    </div>
  );
}
