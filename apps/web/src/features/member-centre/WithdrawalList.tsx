import { useTranslation } from 'react-i18next';
import type { Withdrawal } from '@lotto/contracts';
import { formatMoney } from '../../lib/money.ts';
import { formatTimestamp } from '../../lib/time.ts';
import type { RecordColumn } from '../../ui/RecordsTable.tsx';
import { OrdersTable, orderRowProps } from '../../ui/RecordPage.tsx';

/** A withdrawal's status as a badge. */
export function WithdrawalBadge({ status }: { status: Withdrawal['status'] }) {
  const { t } = useTranslation();
  return (
    <span className="mc-badge" data-status={status}>
      {t(`memberCentre.withdraw.statuses.${status}`)}
    </span>
  );
}

/** A withdrawal's receipt: the member's confirmation once paid, or what the member answered. */
function ReceiptCell({ w, onReceipt }: { w: Withdrawal; onReceipt: (w: Withdrawal) => void }) {
  const { t } = useTranslation();
  if (w.status === 'paid' && w.receipt === null)
    return (
      <button
        type="button"
        className="mc-copy__button"
        onClick={() => onReceipt(w)}
        data-testid="receipt-open"
      >
        {t('memberCentre.withdraw.receiptOpen')}
      </button>
    );
  if (!w.receipt) return '–';
  return (
    <>
      {t(`memberCentre.withdraw.receipts.${w.receipt}`)}
      {w.proofCount > 0 && ` (${t('memberCentre.withdraw.proofs', { count: w.proofCount })})`}
    </>
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
  const columns: RecordColumn<Withdrawal>[] = [
    { label: t('memberCentre.records.time'), cell: (w) => formatTimestamp(w.createdAt) },
    { label: t('memberCentre.deposit.orderRef'), cell: (w) => <code>{w.orderRef}</code> },
    {
      label: t('memberCentre.withdraw.toCard'),
      cell: (w) => (
        <>
          {w.card.bankName} {w.card.accountNumber}
        </>
      ),
    },
    { label: t('memberCentre.deposit.amount'), numeric: true, cell: (w) => formatMoney(w.amount) },
    { label: t('memberCentre.deposit.status'), cell: (w) => <WithdrawalBadge status={w.status} /> },
    { label: t('memberCentre.withdraw.receipt'), cell: (w) => <ReceiptCell w={w} onReceipt={onReceipt} /> },
  ];
  return (
    <OrdersTable
      rows={list}
      columns={columns}
      rowKey={(w) => w.orderRef}
      rowProps={(w) => orderRowProps(w, highlight)}
      testId="withdrawals"
    />
  );
}
