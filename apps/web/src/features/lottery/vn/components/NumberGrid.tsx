import { padNumber } from '../../common/numbers.ts';

/** The 00-99 board (or 0-9 for đầu/đuôi): a tap picks or drops a number. */
export function NumberGrid({
  digits,
  picked,
  onToggle,
}: {
  digits: 1 | 2;
  picked: readonly number[];
  onToggle: (n: number) => void;
}) {
  const chosen = new Set(picked);
  return (
    <div className={`vn-grid vn-grid--${digits}`} data-testid="vn-grid">
      {Array.from({ length: 10 ** digits }, (_, n) => (
        <button
          key={n}
          type="button"
          className="vn-grid__cell"
          aria-pressed={chosen.has(n)}
          onClick={() => onToggle(n)}
          data-n={padNumber(n, digits)}
        >
          {padNumber(n, digits)}
        </button>
      ))}
    </div>
  );
}
