import { useTranslation } from 'react-i18next';
import { cryptoBelow, quickPick, type QuickPick } from '../entry.ts';

const SIDES = ['even', 'odd', 'big', 'small'] as const;
const DIGITS = Array.from({ length: 10 }, (_, d) => d);

/** Chẵn, lẻ, tài, xỉu, kép, a đầu or đuôi row, random picks, and clear. */
export function QuickPicks({ digits, onPick }: { digits: number; onPick: (numbers: number[]) => void }) {
  const { t } = useTranslation();
  const pick = (p: QuickPick) => onPick(quickPick(p, { digits, random: cryptoBelow }));
  const grid = digits <= 2;
  return (
    <div className="vn-quick" data-testid="vn-quick">
      {grid &&
        SIDES.map((kind) => (
          <button
            key={kind}
            type="button"
            className="chip vn-chip"
            onClick={() => pick({ kind })}
            data-testid={`vn-quick-${kind}`}
          >
            {t(`vnlottery.quick.${kind}`)}
          </button>
        ))}
      {digits === 2 && (
        <>
          <button type="button" className="chip vn-chip" onClick={() => pick({ kind: 'doubles' })}>
            {t('vnlottery.quick.doubles')}
          </button>
          {(['head', 'tail'] as const).map((kind) => (
            <select
              key={kind}
              className="vn-select"
              aria-label={t(`vnlottery.quick.${kind}`)}
              value=""
              onChange={(e) => pick({ kind, digit: Number(e.target.value) })}
              data-testid={`vn-quick-${kind}`}
            >
              <option value="">{t(`vnlottery.quick.${kind}`)}</option>
              {DIGITS.map((d) => (
                <option key={d} value={d}>
                  {t(`vnlottery.quick.${kind}`)} {d}
                </option>
              ))}
            </select>
          ))}
        </>
      )}
      {[1, 5, 10].map((count) => (
        <button
          key={count}
          type="button"
          className="chip vn-chip"
          onClick={() => pick({ kind: 'random', count })}
          data-testid={`vn-quick-random-${count}`}
        >
          {t('vnlottery.quick.random', { count })}
        </button>
      ))}
      <button
        type="button"
        className="chip vn-chip vn-chip--ghost"
        onClick={() => onPick([])}
        data-testid="vn-quick-clear"
      >
        {t('vnlottery.quick.clear')}
      </button>
    </div>
  );
}
