import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MallOrder } from '@lotto/contracts';
import { formatWithSymbol } from '../../lib/money.ts';
import { formatTimestamp } from '../../lib/time.ts';
import { Pager } from '../../ui/Pager.tsx';
import { QueryStatus } from '../../ui/QueryStatus.tsx';
import { useMallOrders } from './api.ts';
import { formatPoints, ORDER_FILTERS, type OrderFilter } from './mall-rules.ts';

/** An order's status as a coloured badge: in process, approved, rejected. */
export function OrderBadge({ status }: { status: MallOrder['status'] }) {
  const { t } = useTranslation();
  return (
    <span className="mc-badge mall-badge" data-status={status} data-testid="mall-order-status">
      {t(`mall.statuses.${status}`)}
    </span>
  );
}

function OrderRow({ order, symbol }: { order: MallOrder; symbol: string }) {
  const { t } = useTranslation();
  return (
    <li className="mall-order" data-testid="mall-order" data-status={order.status}>
      <div className="mall-order__head">
        <h3 className="mall-order__title">
          {order.title} <span className="mall-order__qty">× {order.qty}</span>
        </h3>
        <OrderBadge status={order.status} />
      </div>
      <p className="mall-order__line">
        <span>{t('mall.history.points', { points: formatPoints(order.points) })}</span>
        {order.kind === 'cash' && (
          <span>{t('mall.item.pays', { amount: formatWithSymbol(symbol, order.amount) })}</span>
        )}
      </p>
      <p className="mall-order__time">{formatTimestamp(order.createdAt)}</p>
      {order.kind === 'physical' && order.contact && (
        <p className="mall-order__contact">{t('mall.history.contact', { contact: order.contact })}</p>
      )}
      {order.status === 'rejected' && (
        <p className="mall-order__note" data-testid="mall-order-note">
          {order.note ? t('mall.history.note', { note: order.note }) : t('mall.history.noNote')}
        </p>
      )}
      {order.status === 'in_process' && <p className="mc-hint">{t('mall.history.waiting')}</p>}
    </li>
  );
}

/** The member's redemptions, newest first, by status, a page at a time. */
export function RedeemHistory({ symbol }: { symbol: string }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<OrderFilter>('all');
  const [pageNo, setPageNo] = useState(1);
  const orders = useMallOrders(status, pageNo);
  const list = orders.data?.list ?? [];
  return (
    <div className="mall-history" data-testid="mall-history">
      <div className="mall-filters" role="group" aria-label={t('mall.history.filter')}>
        {ORDER_FILTERS.map((f) => (
          <button
            key={f}
            type="button"
            className="chip"
            aria-pressed={f === status}
            data-filter={f}
            onClick={() => {
              setStatus(f);
              setPageNo(1);
            }}
          >
            {f === 'all' ? t('mall.history.all') : t(`mall.statuses.${f}`)}
          </button>
        ))}
      </div>
      <QueryStatus query={orders} />
      {orders.data && list.length === 0 && (
        <p className="mall-empty" data-testid="mall-history-empty">
          {status === 'all' ? t('mall.history.empty') : t('mall.history.emptyStatus')}
        </p>
      )}
      {list.length > 0 && (
        <ul className="mall-orders">
          {list.map((o) => (
            <OrderRow key={o.id} order={o} symbol={symbol} />
          ))}
        </ul>
      )}
      <Pager page={pageNo} pages={orders.data?.totalPages ?? 1} onChange={setPageNo} />
    </div>
  );
}
