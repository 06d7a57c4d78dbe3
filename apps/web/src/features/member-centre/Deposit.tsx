import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositOrder } from '@lotto/contracts';
import { useSession } from '../../lib/session.ts';
import { depositOrdersKey, useDepositChannels, useDepositOrders } from './api.ts';
import { DepositForm } from './DepositForm.tsx';
import { OrderList, OrderResult } from './DepositOrders.tsx';
import { OrdersSection } from '../../ui/RecordPage.tsx';

/**
 * Deposit (depositv2): the form on the brand's channels, then for a bank transfer the receiving
 * account and reference (a gateway order opens its payment page instead), and below, the
 * member's orders, asked again every 10 s while one is pending. When an order is paid, the
 * balance and the account record are read again.
 */
export function Deposit() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const token = useSession()?.token;
  const [created, setCreated] = useState<DepositOrder | null>(null);
  const [form, setForm] = useState(0);
  const [pageNo, setPageNo] = useState(1);
  const orders = useDepositOrders(pageNo);
  const names = new Map((useDepositChannels().data ?? []).map((c) => [c.code, c.name]));
  const list = orders.data?.list;

  // An order that left `pending` for `paid` moved money: refresh what shows it.
  const seen = useRef(new Map<string, DepositOrder['status']>());
  useEffect(() => {
    if (!list) return;
    let paid = false;
    for (const o of list) {
      if (seen.current.get(o.orderRef) === 'pending' && o.status === 'paid') paid = true;
      seen.current.set(o.orderRef, o.status);
    }
    if (paid) {
      void client.invalidateQueries({ queryKey: ['wallet', 'balance'] });
      void client.invalidateQueries({ queryKey: ['wallet', 'transactions'] });
    }
  }, [list, client]);

  // The order as the list last saw it (its status moves on while the member waits).
  const current = created ? (list?.find((o) => o.orderRef === created.orderRef) ?? created) : null;

  return (
    <div className="mc-stack">
      {current ? (
        <OrderResult
          order={current}
          onNew={() => {
            setCreated(null);
            setForm((n) => n + 1);
          }}
        />
      ) : (
        <DepositForm
          key={form}
          onCreated={(order) => {
            setCreated(order);
            setPageNo(1);
            void client.invalidateQueries({ queryKey: depositOrdersKey(token) });
          }}
        />
      )}
      <OrdersSection
        title={t('memberCentre.deposit.orders')}
        query={orders}
        pageNo={pageNo}
        onPage={setPageNo}
      >
        {(list) => <OrderList orders={list} names={names} highlight={created?.orderRef} />}
      </OrdersSection>
    </div>
  );
}
