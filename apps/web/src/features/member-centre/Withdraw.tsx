import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BankCard, Withdrawal, WithdrawInfo } from '@lotto/contracts';
import { ApiError, CLIENT_ERROR, newRequestId } from '../../lib/api.ts';
import { errorText, fieldIssues } from '../../lib/api-errors.ts';
import { centsText, formatMoney, parseAmount, toCents } from '../../lib/money.ts';
import { formatTimestamp } from '../../lib/time.ts';
import { Pager } from '../../ui/Pager.tsx';
import { requestWithdrawal, useBankCards, useWithdrawals, useWithdrawInfo } from './api.ts';
import { BankCards } from './BankCards.tsx';
import { Field, PIN_INPUT } from './Field.tsx';
import { PaymentPasswordForm } from './PaymentPasswordForm.tsx';
import { QueryStatus } from './QueryStatus.tsx';
import { ReceiptForm } from './ReceiptForm.tsx';
import { WithdrawalBadge, WithdrawalList } from './WithdrawalList.tsx';
import { useRefreshWallet, useSubmit } from './submit.ts';
import { isPaymentPassword, withdrawProblem } from './withdraw-rules.ts';

const isWrongPin = (error: unknown) => error instanceof ApiError && error.code === 'payment.password.invalid';

function WithdrawForm({
  info,
  cards,
  onCreated,
}: {
  info: WithdrawInfo;
  cards: BankCard[];
  onCreated: (w: Withdrawal) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const refresh = useRefreshWallet();
  const { busy, error, setError, run } = useSubmit();
  const [cardId, setCardId] = useState(cards[0]?.id);
  const [text, setText] = useState('');
  const [pin, setPin] = useState('');
  const pinInput = useRef<HTMLInputElement>(null);
  const [shown, setShown] = useState(false);
  // One key per form: a double click or a retry after a lost answer is one withdrawal.
  const [requestId, setRequestId] = useState(newRequestId);
  const min = formatMoney(info.minAmount);
  const max = formatMoney(info.maxAmount);
  const server = fieldIssues(error);
  const problem = withdrawProblem(text, info);
  const amountText =
    problem === 'required'
      ? t('reg_required')
      : problem === 'invalid'
        ? t('memberCentre.deposit.invalid')
        : problem === 'range' || server['amount']
          ? t('memberCentre.deposit.range', { min, max })
          : problem === 'funds'
            ? t('apiErrors.wallet_insufficient_funds')
            : null;
  const pinWrong = isWrongPin(error);
  // The server's refusal of a well-formed PIN wins; "6 digits" is only for a PIN that is not.
  const pinText = pinWrong
    ? errorText(t, error)
    : !isPaymentPassword(pin)
      ? t('memberCentre.withdraw.pinFormat')
      : null;
  const formError = error !== null && !pinWrong && !server['amount'] ? errorText(t, error) : null;
  const locked = info.paymentPasswordLockedUntil !== null;
  const turnover = toCents(info.turnoverRequired) > 0n;
  // "All": the whole available balance within the brand's maximum.
  const all = (() => {
    const available = toCents(info.available);
    const cap = toCents(info.maxAmount);
    return available < cap ? available : cap;
  })();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setShown(true);
    const amount = parseAmount(text);
    if (problem !== null || amount === null || !isPaymentPassword(pin) || cardId === undefined) return;
    let created: Withdrawal | undefined;
    let wrongPin = false;
    const ok = await run(async () => {
      try {
        created = await requestWithdrawal({
          cardId,
          amount: centsText(amount),
          paymentPassword: pin,
          requestId,
        });
      } catch (failure) {
        wrongPin = isWrongPin(failure);
        // The server answered, so that request is settled: the next try is a new withdrawal.
        // After a network failure it may exist: the same key finds it again.
        if (!(failure instanceof ApiError && failure.code === CLIENT_ERROR.network))
          setRequestId(newRequestId());
        throw failure;
      }
    });
    if (ok && created) {
      await refresh();
      onCreated(created);
      return;
    }
    // A mistyped PIN stays in the field, selected: the member retypes it or corrects a digit.
    if (wrongPin) {
      pinInput.current?.focus();
      pinInput.current?.select();
    }
  };
  return (
    <form className="mc-card mc-form" noValidate onSubmit={(e) => void submit(e)} data-testid="withdraw-form">
      <h4 className="mc-subtitle">{t('memberCentre.withdraw.request')}</h4>
      <fieldset className="mc-choices">
        <legend>{t('memberCentre.withdraw.toCard')}</legend>
        {cards.map((c) => (
          <label key={c.id} className="mc-choice" data-card={c.id}>
            <input type="radio" name="card" checked={c.id === cardId} onChange={() => setCardId(c.id)} />
            <span>
              <strong>{c.bankName}</strong>
              <small>
                {c.accountName} {c.accountNumber}
              </small>
            </span>
          </label>
        ))}
      </fieldset>
      <Field
        id={`${id}-amount`}
        name="amount"
        label={t('memberCentre.deposit.amount')}
        inputMode="decimal"
        placeholder={t('memberCentre.deposit.limits', { min, max })}
        value={text}
        problem={shown ? amountText : null}
        onChange={(e) => {
          setText(e.target.value);
          setError(null);
        }}
      />
      <div className="mc-quick">
        <button
          type="button"
          className="mc-chip"
          disabled={all <= 0n}
          onClick={() => {
            setText(centsText(all));
            setShown(true);
          }}
        >
          {t('memberCentre.withdraw.all')}
        </button>
      </div>
      <Field
        {...PIN_INPUT}
        ref={pinInput}
        id={`${id}-pin`}
        name="paymentPassword"
        label={t('memberCentre.withdraw.pin')}
        value={pin}
        problem={shown || pinWrong ? pinText : null}
        onChange={(e) => {
          setPin(e.target.value.replace(/\D/g, ''));
          setError(null);
        }}
      />
      {turnover && (
        <p className="mc-error" data-testid="withdraw-turnover">
          {t('memberCentre.withdraw.turnover', { amount: formatMoney(info.turnoverRequired) })}
        </p>
      )}
      {locked && (
        <p className="mc-error">
          {t('memberCentre.withdraw.locked', { time: formatTimestamp(info.paymentPasswordLockedUntil ?? 0) })}
        </p>
      )}
      {formError && (
        <p className="mc-error" role="alert">
          {formError}
        </p>
      )}
      <button
        type="submit"
        className="button"
        disabled={busy || locked || turnover}
        data-testid="withdraw-submit"
      >
        {busy ? t('memberCentre.deposit.sending') : t('memberCentre.withdraw.submit')}
      </button>
    </form>
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
  return (
    <div className="mc-stack">
      <QueryStatus query={info} />
      {i && (
        <section className="mc-card" data-testid="withdraw-summary">
          <p className="mc-total">
            <span>{t('memberCentre.withdraw.available')}</span>
            <strong data-testid="withdraw-available">{formatMoney(i.available)}</strong>
          </p>
          <p className="mc-hint">
            {t('memberCentre.withdraw.limits', {
              min: formatMoney(i.minAmount),
              max: formatMoney(i.maxAmount),
            })}
          </p>
        </section>
      )}
      {i && !i.paymentPasswordSet && <PaymentPasswordForm change={false} />}
      {i && cards.data && (
        <BankCards
          cards={cards.data}
          registeredName={i.registeredName}
          paymentPasswordSet={i.paymentPasswordSet}
        />
      )}
      {created ? (
        <section className="mc-card" data-testid="withdraw-result" role="status">
          <p className="mc-result__head">
            <span>
              {t('memberCentre.deposit.orderRef')}: <code>{created.orderRef}</code>
            </span>
            <WithdrawalBadge status="pending" />
          </p>
          <p>{t('memberCentre.withdraw.held', { amount: formatMoney(created.amount) })}</p>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              setCreated(null);
              setForm((n) => n + 1);
            }}
          >
            {t('memberCentre.withdraw.again')}
          </button>
        </section>
      ) : (
        i?.paymentPasswordSet &&
        cards.data &&
        cards.data.length > 0 && (
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
      <section className="mc-card" aria-label={t('memberCentre.withdraw.orders')}>
        <h4 className="mc-subtitle">{t('memberCentre.withdraw.orders')}</h4>
        <QueryStatus query={orders} />
        {orders.data && (
          <>
            <WithdrawalList
              list={orders.data.list}
              highlight={created?.orderRef}
              onReceipt={(w) => setReceiptRef(w.orderRef)}
            />
            <Pager page={pageNo} pages={orders.data.totalPages} onChange={setPageNo} />
          </>
        )}
      </section>
      {i?.paymentPasswordSet && (
        <details className="mc-card">
          <summary>{t('memberCentre.withdraw.pinChange')}</summary>
          <PaymentPasswordForm change />
        </details>
      )}
    </div>
  );
}
