import { useTranslation } from 'react-i18next';
import type { VnLayout } from '@lotto/contracts/lottery/vn';
import { prizeLabel } from '../labels.ts';
import { headTail, loNumbers, prizeRows, splitTail } from '../results.ts';

/** Columns per tier count, as VN result boards lay them out (G3's six in two rows of three). */
const COLUMNS: Record<number, number> = { 1: 1, 2: 2, 3: 3, 4: 4, 6: 3, 7: 4 };

/**
 * The familiar VN result board: Giải đặc biệt (ĐB) to Giải bảy (north) or tám (south), each
 * number with its last two digits (the lô part) highlighted.
 */
export function PrizeTable({ winNo, layout }: { winNo: string; layout: VnLayout }) {
  const { t } = useTranslation();
  const rows = prizeRows(winNo, layout);
  if (!rows) return <p className="vn-error">{t('vnlottery.results.unreadable')}</p>;
  return (
    <table className="vn-prizes" data-layout={layout} data-testid="vn-prize-table">
      <tbody>
        {rows.map((row) => (
          <tr key={row.prize} data-prize={row.prize}>
            <th scope="row" title={prizeLabel(t, { prize: row.prize, full: true })}>
              {prizeLabel(t, { prize: row.prize })}
            </th>
            <td>
              <div
                className="vn-prizes__numbers"
                style={{ '--cols': COLUMNS[row.numbers.length] ?? 3 } as React.CSSProperties}
              >
                {row.numbers.map((n, i) => {
                  const [head, tail] = splitTail(n);
                  return (
                    <span key={i} className="vn-num" data-testid="vn-prize-number" data-number={n}>
                      {head}
                      <b className="vn-num__tail">{tail}</b>
                    </span>
                  );
                })}
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Đầu / đuôi: for each digit, the lô numbers' other digit (row 1 of đầu: 11, 12, 12 -> 1, 2, 2). */
export function HeadTailTable({ winNo }: { winNo: string }) {
  const { t } = useTranslation();
  const { heads, tails } = headTail(loNumbers(winNo));
  return (
    <table className="vn-headtail" data-testid="vn-head-tail">
      <thead>
        <tr>
          <th scope="col">{t('vnlottery.results.head')}</th>
          <th scope="col">{t('vnlottery.results.lo')}</th>
          <th scope="col">{t('vnlottery.results.tail')}</th>
          <th scope="col">{t('vnlottery.results.lo')}</th>
        </tr>
      </thead>
      <tbody>
        {heads.map((units, d) => (
          <tr key={d} data-digit={d}>
            <th scope="row">{d}</th>
            <td data-testid="vn-head-row">{units.join(', ')}</td>
            <th scope="row">{d}</th>
            <td data-testid="vn-tail-row">{tails[d]!.join(', ')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
