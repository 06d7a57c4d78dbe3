import { useTranslation } from 'react-i18next';
import type { Withdrawal } from '@lotto/contracts';
import { formatMoney } from '../../lib/money.ts';
import { formatTimestamp } from '../../lib/time.ts';

/** A withdrawal's status as a badge. */
export function WithdrawalBadge({ status }: { status: Withdrawal['status'] }) {
  const { t } = useTranslation();
  return (
    <span className="mc-badge" data-status={status}>
      {t(`memberCentre.withdraw.statuses.${status}`)}
    </span>
  );
}

/** The member's withdrawals; a paid one offers the receipt confirmation. */
export function WithdrawalList({
  list,
  highlight,
  onReceipt,
}: {
  list: Withdrawal[];
  highlight: string | undefined;
  onReceipt: (w: Withdrawal) => void;
}) {
  const { t } = useTranslation();
  if (list.length === 0) return <p className="mc-status">{t('memberCentre.empty')}</p>;
  return (
    <table className="mc-table" data-testid="withdrawals">
      <thead>
        <tr>
          <th scope="col">{t('memberCentre.records.time')}</th>
          <th scope="col">{t('memberCentre.deposit.orderRef')}</th>
          <th scope="col">{t('memberCentre.withdraw.toCard')}</th>
          <th scope="col" className="mc-num">
            {t('memberCentre.deposit.amount')}
          </th>
          <th scope="col">{t('memberCentre.deposit.status')}</th>
          <th scope="col">{t('memberCentre.withdraw.receipt')}</th>
        </tr>
      </thead>
      <tbody>
        {list.map((w) => (
          <tr
            key={w.orderRef}
            data-order={w.orderRef}
            data-status={w.status}
            aria-current={w.orderRef === highlight ? 'true' : undefined}
          >
            <td data-label={t('memberCentre.records.time')}>{formatTimestamp(w.createdAt)}</td>
            <td data-label={t('memberCentre.deposit.orderRef')}>
              <code>{w.orderRef}</code>
            </td>
            <td data-label={t('memberCentre.withdraw.toCard')}>
              {w.card.bankName} {w.card.accountNumber}
            </td>
            <td data-label={t('memberCentre.deposit.amount')} className="mc-num">
              {formatMoney(w.amount)}
            </td>
            <td data-label={t('memberCentre.deposit.status')}>
              <WithdrawalBadge status={w.status} />
            </td>
            <td data-label={t('memberCentre.withdraw.receipt')}>
              {w.status === 'paid' && w.receipt === null ? (
                <button
                  type="button"
                  className="mc-copy__button"
                  onClick={() => onReceipt(w)}
                  data-testid="receipt-open"
                >
                  {t('memberCentre.withdraw.receiptOpen')}
                </button>
              ) : w.receipt ? (
                <>
                  {t(`memberCentre.withdraw.receipts.${w.receipt}`)}
                  {w.proofCount > 0 && ` (${t('memberCentre.withdraw.proofs', { count: w.proofCount })})`}
                </>
              ) : (
                '–'
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
