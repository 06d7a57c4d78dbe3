import { useTranslation } from 'react-i18next';
import type { DepositOrder } from '@lotto/contracts';
import { formatMoney } from '../../lib/money.ts';
import { formatTimestamp } from '../../lib/time.ts';
import type { RecordColumn } from '../../ui/RecordsTable.tsx';
import { CopyValue } from '../../ui/CopyValue.tsx';
import { OrdersTable, orderRowProps } from '../../ui/RecordPage.tsx';
import { StatusBadge } from './StatusBadge.tsx';

/** A bank-transfer order: where to send the money, the reference to write, and its status. */
export function OrderResult({ order, onNew }: { order: DepositOrder; onNew: () => void }) {
  const { t } = useTranslation();
  const bank = order.bank;
  return (
    <section className="mc-card" data-testid="deposit-result" data-status={order.status}>
      <p className="mc-result__head">
        <span>
          {t('memberCentre.deposit.orderRef')}: <code data-testid="deposit-order-ref">{order.orderRef}</code>
        </span>
        <StatusBadge status={order.status} />
      </p>
      <dl className="mc-facts">
        <dt>{t('memberCentre.deposit.amount')}</dt>
        <dd className="mc-num">{formatMoney(order.amount)}</dd>
        <dt>{t('memberCentre.deposit.fee')}</dt>
        <dd className="mc-num">{formatMoney(order.fee)}</dd>
        <dt>{t('memberCentre.deposit.credit')}</dt>
        <dd className="mc-num">{formatMoney(order.creditAmount)}</dd>
      </dl>
      {bank && order.status === 'pending' && (
        <>
          <h4 className="mc-subtitle">{t('memberCentre.deposit.transferTo')}</h4>
          <dl className="mc-facts">
            <dt>{t('memberCentre.deposit.bank')}</dt>
            <dd>{bank.bankName}</dd>
            <dt>{t('memberCentre.deposit.accountName')}</dt>
            <dd>{bank.accountName}</dd>
            <dt>{t('memberCentre.deposit.accountNumber')}</dt>
            <dd>
              <CopyValue value={bank.accountNumber} />
            </dd>
            <dt>{t('memberCentre.deposit.reference')}</dt>
            <dd>
              <CopyValue value={bank.reference} testId="deposit-reference" />
            </dd>
          </dl>
          <p>{t('memberCentre.deposit.referenceHint')}</p>
        </>
      )}
      {order.kind === 'gateway' && order.payUrl && order.status === 'pending' && (
        <p>
          {t('memberCentre.deposit.payTab')}{' '}
          <a href={order.payUrl} target="_blank" rel="noopener noreferrer" data-testid="deposit-pay-link">
            {t('memberCentre.deposit.payOpen')}
          </a>
        </p>
      )}
      <p role="status" className="mc-result__status">
        {order.status === 'pending'
          ? t('memberCentre.deposit.waiting')
          : order.status === 'paid'
            ? t('memberCentre.deposit.paidNote')
            : t(`memberCentre.deposit.statuses.${order.status}`)}
      </p>
      <button type="button" className="button button--ghost" onClick={onNew}>
        {t('memberCentre.deposit.again')}
      </button>
    </section>
  );
}

/** The member's deposit orders, the one just made marked. */
export function OrderList({
  orders,
  names,
  highlight,
}: {
  orders: DepositOrder[];
  names: Map<string, string>;
  highlight: string | undefined;
}) {
  const { t } = useTranslation();
  const columns: RecordColumn<DepositOrder>[] = [
    { label: t('memberCentre.records.time'), cell: (o) => formatTimestamp(o.createdAt) },
    { label: t('memberCentre.deposit.orderRef'), cell: (o) => <code>{o.orderRef}</code> },
    { label: t('memberCentre.deposit.channel'), cell: (o) => names.get(o.channel) ?? o.channel },
    { label: t('memberCentre.deposit.amount'), numeric: true, cell: (o) => formatMoney(o.amount) },
    { label: t('memberCentre.deposit.fee'), numeric: true, cell: (o) => formatMoney(o.fee) },
    { label: t('memberCentre.deposit.credit'), numeric: true, cell: (o) => formatMoney(o.creditAmount) },
    { label: t('memberCentre.deposit.status'), cell: (o) => <StatusBadge status={o.status} /> },
  ];
  return (
    <OrdersTable
      rows={orders}
      columns={columns}
      rowKey={(o) => o.orderRef}
      rowProps={(o) => orderRowProps(o, highlight)}
      testId="deposit-orders"
    />
  );
}
