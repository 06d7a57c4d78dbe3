import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositOrder } from '@lotto/contracts';
import { ApiError, CLIENT_ERROR, newRequestId } from '../../lib/api.ts';
import { errorText, fieldIssues } from '../../lib/api-errors.ts';
import {
  centsText,
  depositFee,
  formatCents,
  formatMoney,
  parseAmount,
  toCents,
  wholeToCents,
} from '../../lib/money.ts';
import { useSession } from '../../lib/session.ts';
import { formatTimestamp } from '../../lib/time.ts';
import { Pager } from '../../ui/Pager.tsx';
import { createDeposit, depositOrdersKey, useDepositChannels, useDepositOrders } from './api.ts';
import { CopyValue } from './CopyButton.tsx';
import { amountProblem, quickAmounts, type Problem } from './deposit-rules.ts';
import { QueryStatus } from './QueryStatus.tsx';
import { StatusBadge } from './StatusBadge.tsx';

/** A refusal the server put under the amount, as one of our problems. */
const serverProblem = (error: unknown): Problem => {
  const code = fieldIssues(error).amount?.code;
  return code === 'deposit.amount.range' ? 'range' : code === 'deposit.fee' ? 'fee' : null;
};

function DepositForm({ onCreated }: { onCreated: (order: DepositOrder) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const channels = useDepositChannels();
  const [code, setCode] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [shown, setShown] = useState(false);
  // One key for the life of the form: a double click or a retry after a lost answer is one order.
  const [requestId, setRequestId] = useState(newRequestId);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [leaving, setLeaving] = useState(false);
  const sending = useRef(false);

  const list = channels.data ?? [];
  const channel = list.find((c) => c.code === code) ?? list[0];
  if (!channel)
    return channels.data ? (
      <p className="mc-status">{t('memberCentre.deposit.noChannels')}</p>
    ) : (
      <QueryStatus query={channels} />
    );

  const amount = parseAmount(text);
  const problem = amountProblem(text, channel) ?? serverProblem(error);
  const fee =
    amount === null
      ? null
      : depositFee({ amount, feeBps: channel.feeBps, feeFixed: toCents(channel.feeFixed) });
  const min = formatMoney(channel.minAmount);
  const max = formatMoney(channel.maxAmount);
  const quick = quickAmounts(channel);
  const problemText =
    problem === 'required'
      ? t('reg_required')
      : problem === 'invalid'
        ? t('memberCentre.deposit.invalid')
        : problem === 'range'
          ? t('memberCentre.deposit.range', { min, max })
          : problem === 'fee'
            ? t('memberCentre.deposit.feeTooHigh')
            : null;
  const formError = error !== null && serverProblem(error) === null ? errorText(t, error) : null;

  const submit = async () => {
    setShown(true);
    if (problem !== null || amount === null || sending.current) return;
    sending.current = true;
    setBusy(true);
    setError(null);
    // A gateway's payment page opens in a new tab, so this page stays and shows the money arrive.
    // The tab is opened now, inside the click, where browsers allow it; without it (blocked)
    // this page goes to the payment page and the gateway brings the member back.
    const tab = channel.kind === 'gateway' ? window.open('', '_blank') : null;
    if (tab) tab.opener = null;
    try {
      const order = await createDeposit({ channel: channel.code, amount: centsText(amount), requestId });
      if (order.kind === 'gateway' && order.payUrl) {
        if (tab) {
          tab.location.href = order.payUrl;
        } else {
          setLeaving(true);
          window.location.assign(order.payUrl);
          return;
        }
      } else tab?.close();
      onCreated(order);
    } catch (failure) {
      tab?.close();
      setError(failure);
      // The server answered, so that request is settled: the next try is a new order.
      // After a network failure the order may exist: the same key finds it again.
      if (!(failure instanceof ApiError && failure.code === CLIENT_ERROR.network))
        setRequestId(newRequestId());
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  if (leaving) return <p className="mc-status">{t('memberCentre.deposit.redirecting')}</p>;
  return (
    <form
      className="mc-card mc-form"
      noValidate
      data-testid="deposit-form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <fieldset className="mc-choices">
        <legend>{t('memberCentre.deposit.channel')}</legend>
        {list.map((c) => (
          <label key={c.code} className="mc-choice" data-channel={c.code}>
            <input
              type="radio"
              name="channel"
              value={c.code}
              checked={c.code === channel.code}
              onChange={() => {
                setCode(c.code);
                setError(null);
              }}
            />
            <span>
              <strong>{c.name}</strong>
              <small>
                {t('memberCentre.deposit.limits', {
                  min: formatMoney(c.minAmount),
                  max: formatMoney(c.maxAmount),
                })}
              </small>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="mc-field" data-field="amount">
        <label className="mc-field__label" htmlFor={`${id}-amount`}>
          {t('memberCentre.deposit.amount')}
        </label>
        <input
          id={`${id}-amount`}
          name="amount"
          className="mc-input"
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('memberCentre.deposit.limits', { min, max })}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setError(null);
          }}
          onBlur={() => {
            if (text !== '') setShown(true);
          }}
          aria-invalid={shown && problemText ? true : undefined}
          aria-describedby={shown && problemText ? `${id}-problem` : undefined}
        />
        {shown && problemText && (
          <p id={`${id}-problem`} className="mc-error">
            {problemText}
          </p>
        )}
      </div>
      {quick.length > 0 && (
        <div className="mc-quick" role="group" aria-label={t('memberCentre.deposit.quick')}>
          {quick.map((n) => (
            <button
              key={n}
              type="button"
              className="mc-chip"
              aria-pressed={amount === wholeToCents(n)}
              onClick={() => {
                setText(String(n));
                setShown(true);
                setError(null);
              }}
            >
              {formatMoney(n)}
            </button>
          ))}
        </div>
      )}
      <dl className="mc-facts mc-facts--preview" data-testid="deposit-preview">
        <dt>{t('memberCentre.deposit.fee')}</dt>
        <dd className="mc-num" data-testid="deposit-fee">
          {fee !== null && problem === null ? formatCents(fee) : '–'}
        </dd>
        <dt>{t('memberCentre.deposit.credit')}</dt>
        <dd className="mc-num" data-testid="deposit-credit">
          {amount !== null && fee !== null && problem === null ? formatCents(amount - fee) : '–'}
        </dd>
      </dl>
      {formError && (
        <p className="mc-error" role="alert">
          {formError}
        </p>
      )}
      <button type="submit" className="button" disabled={busy} data-testid="deposit-submit">
        {busy ? t('memberCentre.deposit.sending') : t('memberCentre.deposit.submit')}
      </button>
    </form>
  );
}

/** A bank-transfer order: where to send the money, the reference to write, and its status. */
function OrderResult({ order, onNew }: { order: DepositOrder; onNew: () => void }) {
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

function OrderList({
  orders,
  names,
  highlight,
}: {
  orders: DepositOrder[];
  names: Map<string, string>;
  highlight: string | undefined;
}) {
  const { t } = useTranslation();
  if (orders.length === 0) return <p className="mc-status">{t('memberCentre.empty')}</p>;
  return (
    <table className="mc-table" data-testid="deposit-orders">
      <thead>
        <tr>
          <th scope="col">{t('memberCentre.records.time')}</th>
          <th scope="col">{t('memberCentre.deposit.orderRef')}</th>
          <th scope="col">{t('memberCentre.deposit.channel')}</th>
          <th scope="col" className="mc-num">
            {t('memberCentre.deposit.amount')}
          </th>
          <th scope="col" className="mc-num">
            {t('memberCentre.deposit.fee')}
          </th>
          <th scope="col" className="mc-num">
            {t('memberCentre.deposit.credit')}
          </th>
          <th scope="col">{t('memberCentre.deposit.status')}</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((o) => (
          <tr
            key={o.orderRef}
            data-order={o.orderRef}
            data-status={o.status}
            aria-current={o.orderRef === highlight ? 'true' : undefined}
          >
            <td data-label={t('memberCentre.records.time')}>{formatTimestamp(o.createdAt)}</td>
            <td data-label={t('memberCentre.deposit.orderRef')}>
              <code>{o.orderRef}</code>
            </td>
            <td data-label={t('memberCentre.deposit.channel')}>{names.get(o.channel) ?? o.channel}</td>
            <td data-label={t('memberCentre.deposit.amount')} className="mc-num">
              {formatMoney(o.amount)}
            </td>
            <td data-label={t('memberCentre.deposit.fee')} className="mc-num">
              {formatMoney(o.fee)}
            </td>
            <td data-label={t('memberCentre.deposit.credit')} className="mc-num">
              {formatMoney(o.creditAmount)}
            </td>
            <td data-label={t('memberCentre.deposit.status')}>
              <StatusBadge status={o.status} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

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
      <section className="mc-card" aria-label={t('memberCentre.deposit.orders')}>
        <h4 className="mc-subtitle">{t('memberCentre.deposit.orders')}</h4>
        <QueryStatus query={orders} />
        {orders.data && (
          <>
            <OrderList orders={orders.data.list} names={names} highlight={created?.orderRef} />
            <Pager page={pageNo} pages={orders.data.totalPages} onChange={setPageNo} />
          </>
        )}
      </section>
    </div>
  );
}
