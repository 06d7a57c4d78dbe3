import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Withdrawal, WithdrawInfo } from '@lotto/contracts';
import { formatMoney } from '../../lib/money.ts';
import { useBankCards, useWithdrawals, useWithdrawInfo } from './api.ts';
import { BankCards } from './BankCards.tsx';
import { PaymentPasswordForm } from './PaymentPasswordForm.tsx';
import { QueryStatus } from '../../ui/QueryStatus.tsx';
import { ReceiptForm } from './ReceiptForm.tsx';
import { OrdersSection } from '../../ui/RecordPage.tsx';
import { WithdrawalBadge, WithdrawalList } from './WithdrawalList.tsx';
import { WithdrawForm } from './WithdrawForm.tsx';

/** What may be withdrawn, and the brand's limits. */
function Summary({ info }: { info: WithdrawInfo }) {
  const { t } = useTranslation();
  return (
    <section className="mc-card" data-testid="withdraw-summary">
      <p className="mc-total">
        <span>{t('memberCentre.withdraw.available')}</span>
        <strong data-testid="withdraw-available">{formatMoney(info.available)}</strong>
      </p>
      <p className="mc-hint">
        {t('memberCentre.withdraw.limits', {
          min: formatMoney(info.minAmount),
          max: formatMoney(info.maxAmount),
        })}
      </p>
    </section>
  );
}

/** The withdrawal just asked for: held at once, and a way to ask for another. */
function Requested({ created, onAgain }: { created: Withdrawal; onAgain: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="mc-card" data-testid="withdraw-result" role="status">
      <p className="mc-result__head">
        <span>
          {t('memberCentre.deposit.orderRef')}: <code>{created.orderRef}</code>
        </span>
        <WithdrawalBadge status="pending" />
      </p>
      <p>{t('memberCentre.withdraw.held', { amount: formatMoney(created.amount) })}</p>
      <button type="button" className="button button--ghost" onClick={onAgain}>
        {t('memberCentre.withdraw.again')}
      </button>
    </section>
  );
}

/**
 * Withdraw: the payment password (set it first, change it later), bank cards in the member's
 * registered name, the request (held at once, paid or rejected by the operator), and the
 * member's withdrawals with the receipt confirmation after payment.
 */
export function Withdraw() {
  const { t } = useTranslation();
  const info = useWithdrawInfo();
  const cards = useBankCards();
  const [pageNo, setPageNo] = useState(1);
  const orders = useWithdrawals(pageNo);
  const [created, setCreated] = useState<Withdrawal | null>(null);
  const [form, setForm] = useState(0);
  const [receiptRef, setReceiptRef] = useState<string | null>(null);
  const i = info.data;
  const receiptOrder = orders.data?.list.find((w) => w.orderRef === receiptRef && w.status === 'paid');
  const canRequest = i?.paymentPasswordSet && cards.data && cards.data.length > 0;
  return (
    <div className="mc-stack">
      <QueryStatus query={info} />
      {i && <Summary info={i} />}
      {i && !i.paymentPasswordSet && <PaymentPasswordForm change={false} />}
      {i && cards.data && (
        <BankCards
          cards={cards.data}
          registeredName={i.registeredName}
          paymentPasswordSet={i.paymentPasswordSet}
        />
      )}
      {created ? (
        <Requested
          created={created}
          onAgain={() => {
            setCreated(null);
            setForm((n) => n + 1);
          }}
        />
      ) : (
        canRequest && (
          <WithdrawForm
            key={form}
            info={i}
            cards={cards.data}
            onCreated={(w) => {
              setCreated(w);
              setPageNo(1);
            }}
          />
        )
      )}
      {receiptOrder && (
        <ReceiptForm key={receiptOrder.orderRef} order={receiptOrder} onDone={() => setReceiptRef(null)} />
      )}
      <OrdersSection
        title={t('memberCentre.withdraw.orders')}
        query={orders}
        pageNo={pageNo}
        onPage={setPageNo}
      >
        {(list) => (
          <WithdrawalList
            list={list}
            highlight={created?.orderRef}
            onReceipt={(w) => setReceiptRef(w.orderRef)}
          />
        )}
      </OrdersSection>
      {i?.paymentPasswordSet && (
        <details className="mc-card">
          <summary>{t('memberCentre.withdraw.pinChange')}</summary>
          <PaymentPasswordForm change />
        </details>
      )}
    </div>
  );
}
