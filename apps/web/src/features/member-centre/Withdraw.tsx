import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BankCard, Withdrawal, WithdrawInfo } from '@lotto/contracts';
import { ApiError, CLIENT_ERROR } from '../../lib/api.ts';
import { errorText, fieldIssues } from '../../lib/api-errors.ts';
import { formatMoney } from '../../lib/format.ts';
import { centsText, parseAmount, toCents } from '../../lib/money.ts';
import { formatTimestamp } from '../../lib/time.ts';
import { Pager } from '../../ui/Pager.tsx';
import {
  addBankCard,
  confirmReceipt,
  requestWithdrawal,
  setPaymentPassword,
  useBankCards,
  useWithdrawals,
  useWithdrawInfo,
} from './api.ts';
import { newRequestId } from './deposit-rules.ts';
import { Field, PIN_INPUT } from './Field.tsx';
import { QueryStatus } from './QueryStatus.tsx';
import {
  isAccountNumber,
  isPaymentPassword,
  proofProblem,
  withdrawProblem,
  type ProofProblem,
} from './withdraw-rules.ts';

const RECEIPT_RESULTS = ['received', 'partial', 'not_received'] as const;

/** Runs one submission at a time and keeps its failure; `run` answers whether it succeeded. */
function useSubmit() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const sending = useRef(false);
  const run = async (work: () => Promise<unknown>): Promise<boolean> => {
    if (sending.current) return false;
    sending.current = true;
    setBusy(true);
    setError(null);
    try {
      await work();
      return true;
    } catch (failure) {
      setError(failure);
      return false;
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };
  return { busy, error, setError, run };
}

/** Money figures moved: the wallet's queries (info, lists, balance, records) read again. */
const useRefreshWallet = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['wallet'] });
};

/** Sets the payment password, or changes it with the old one (`change`). */
export function PaymentPasswordForm({ change }: { change: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const refresh = useRefreshWallet();
  const { busy, error, setError, run } = useSubmit();
  const [values, setValues] = useState({ oldPassword: '', newPassword: '', confirmPassword: '' });
  const [shown, setShown] = useState(false);
  const [saved, setSaved] = useState(false);
  const server = fieldIssues(error);
  const format = t('memberCentre.withdraw.pinFormat');
  const problems = {
    oldPassword:
      change && !isPaymentPassword(values.oldPassword)
        ? format
        : error instanceof ApiError && error.code === 'payment.password.invalid'
          ? errorText(t, error)
          : null,
    newPassword: isPaymentPassword(values.newPassword) ? null : format,
    confirmPassword:
      values.confirmPassword !== values.newPassword || server['confirmPassword']
        ? t('apiErrors.password_mismatch')
        : null,
  };
  const invalid = Object.values(problems).some((p) => p !== null);
  const formError =
    error !== null && problems.oldPassword === null && problems.confirmPassword === null
      ? errorText(t, error)
      : null;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setShown(true);
    setSaved(false);
    if (invalid) return;
    const ok = await run(() =>
      setPaymentPassword({
        ...(change ? { oldPassword: values.oldPassword } : {}),
        newPassword: values.newPassword,
        confirmPassword: values.confirmPassword,
      }),
    );
    if (ok) {
      setSaved(true);
      setShown(false);
      setValues({ oldPassword: '', newPassword: '', confirmPassword: '' });
      await refresh();
    }
  };
  const field = (name: keyof typeof values, label: string) => (
    <Field
      {...PIN_INPUT}
      id={`${id}-${name}`}
      name={name}
      label={label}
      value={values[name]}
      problem={shown || (name === 'oldPassword' && error) ? problems[name] : null}
      onChange={(e) => {
        setValues((v) => ({ ...v, [name]: e.target.value.replace(/\D/g, '') }));
        setError(null);
      }}
    />
  );
  return (
    <form
      className="mc-card mc-form"
      noValidate
      onSubmit={(e) => void submit(e)}
      data-testid={change ? 'payment-password-change' : 'payment-password-set'}
    >
      {!change && <p>{t('memberCentre.withdraw.pinNeeded')}</p>}
      {change && field('oldPassword', t('memberCentre.withdraw.pinOld'))}
      {field('newPassword', t('memberCentre.withdraw.pinNew'))}
      {field('confirmPassword', t('memberCentre.withdraw.pinConfirm'))}
      {formError && (
        <p className="mc-error" role="alert">
          {formError}
        </p>
      )}
      {saved && <p role="status">{t('memberCentre.withdraw.pinSaved')}</p>}
      <button type="submit" className="button" disabled={busy}>
        {change ? t('memberCentre.withdraw.pinChange') : t('memberCentre.withdraw.pinSet')}
      </button>
    </form>
  );
}

function AddCardForm({ registeredName, onDone }: { registeredName: string | null; onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const refresh = useRefreshWallet();
  const { busy, error, setError, run } = useSubmit();
  const [values, setValues] = useState({
    bankName: '',
    accountName: registeredName ?? '',
    accountNumber: '',
  });
  const [shown, setShown] = useState(false);
  const server = fieldIssues(error);
  const nameMismatch = error instanceof ApiError && error.code === 'bank.account.name.mismatch';
  const problems = {
    bankName: values.bankName.trim().length < 2 ? t('reg_required') : null,
    accountName:
      values.accountName.trim().length < 2 ? t('reg_required') : nameMismatch ? errorText(t, error) : null,
    accountNumber:
      !isAccountNumber(values.accountNumber) || server['accountNumber']
        ? t('memberCentre.withdraw.cardNumberFormat')
        : null,
  };
  const formError = error !== null && !nameMismatch && !server['accountNumber'] ? errorText(t, error) : null;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setShown(true);
    if (Object.values(problems).some((p) => p !== null)) return;
    if (await run(() => addBankCard(values))) {
      await refresh();
      onDone();
    }
  };
  const field = (name: keyof typeof values, label: string, extra: { readOnly?: boolean } = {}) => (
    <Field
      id={`${id}-${name}`}
      name={name}
      label={label}
      value={values[name]}
      inputMode={name === 'accountNumber' ? 'numeric' : undefined}
      problem={shown || (name === 'accountName' && nameMismatch) ? problems[name] : null}
      onChange={(e) => {
        setValues((v) => ({ ...v, [name]: e.target.value }));
        setError(null);
      }}
      {...extra}
    />
  );
  return (
    <form className="mc-form mc-stack" noValidate onSubmit={(e) => void submit(e)} data-testid="card-form">
      {field('bankName', t('memberCentre.deposit.bank'))}
      {field('accountName', t('memberCentre.deposit.accountName'), { readOnly: registeredName !== null })}
      <p className="mc-hint">
        {registeredName
          ? t('memberCentre.withdraw.cardNameFixed', { name: registeredName })
          : t('memberCentre.withdraw.cardNameFirst')}
      </p>
      {field('accountNumber', t('memberCentre.deposit.accountNumber'))}
      {formError && (
        <p className="mc-error" role="alert">
          {formError}
        </p>
      )}
      <button type="submit" className="button" disabled={busy} data-testid="card-submit">
        {t('memberCentre.withdraw.cardAdd')}
      </button>
    </form>
  );
}

function BankCards({ cards, registeredName }: { cards: BankCard[]; registeredName: string | null }) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const open = adding || cards.length === 0;
  return (
    <section className="mc-card" aria-label={t('memberCentre.withdraw.cards')} data-testid="bank-cards">
      <h4 className="mc-subtitle">{t('memberCentre.withdraw.cards')}</h4>
      {cards.length === 0 ? (
        <p className="mc-status">{t('memberCentre.withdraw.noCards')}</p>
      ) : (
        <ul className="mc-wallets">
          {cards.map((c) => (
            <li key={c.id} data-card={c.id}>
              <span>
                {c.bankName} · {c.accountName}
              </span>
              <span className="mc-num">{c.accountNumber}</span>
            </li>
          ))}
        </ul>
      )}
      {open ? (
        <AddCardForm registeredName={registeredName} onDone={() => setAdding(false)} />
      ) : (
        <button type="button" className="button button--ghost" onClick={() => setAdding(true)}>
          {t('memberCentre.withdraw.cardNew')}
        </button>
      )}
    </section>
  );
}

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
  const pinWrong = error instanceof ApiError && error.code === 'payment.password.invalid';
  const pinText = !isPaymentPassword(pin)
    ? t('memberCentre.withdraw.pinFormat')
    : pinWrong
      ? errorText(t, error)
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
    const ok = await run(async () => {
      try {
        created = await requestWithdrawal({
          cardId,
          amount: centsText(amount),
          paymentPassword: pin,
          requestId,
        });
      } catch (failure) {
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
    setPin('');
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

function WithdrawalBadge({ status }: { status: Withdrawal['status'] }) {
  const { t } = useTranslation();
  return (
    <span className="mc-badge" data-status={status}>
      {t(`memberCentre.withdraw.statuses.${status}`)}
    </span>
  );
}

const proofText = (t: ReturnType<typeof useTranslation>['t'], problem: ProofProblem) =>
  problem === 'count'
    ? t('memberCentre.withdraw.proofCount')
    : problem === 'type'
      ? t('memberCentre.withdraw.proofType')
      : problem === 'size'
        ? t('memberCentre.withdraw.proofSize')
        : null;

/** The member says whether the payout arrived, with up to 3 proof images (SPEC section 4). */
function ReceiptForm({ order, onDone }: { order: Withdrawal; onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const refresh = useRefreshWallet();
  const { busy, error, run } = useSubmit();
  const [result, setResult] = useState<(typeof RECEIPT_RESULTS)[number]>('received');
  const [files, setFiles] = useState<File[]>([]);
  const problem = proofText(t, proofProblem(files));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (problem) return;
    if (await run(() => confirmReceipt(order.orderRef, result, files))) {
      await refresh();
      onDone();
    }
  };
  return (
    <form
      className="mc-card mc-form"
      noValidate
      onSubmit={(e) => void submit(e)}
      data-testid="receipt-form"
      data-order={order.orderRef}
    >
      <h4 className="mc-subtitle">
        {t('memberCentre.withdraw.receiptTitle', { ref: order.orderRef, amount: formatMoney(order.amount) })}
      </h4>
      {order.autoConfirmAt !== null && (
        <p className="mc-hint">
          {t('memberCentre.withdraw.autoConfirm', { time: formatTimestamp(order.autoConfirmAt) })}
        </p>
      )}
      <fieldset className="mc-choices">
        <legend>{t('memberCentre.withdraw.receiptQuestion')}</legend>
        {RECEIPT_RESULTS.map((r) => (
          <label key={r} className="mc-choice" data-result={r}>
            <input type="radio" name="result" checked={r === result} onChange={() => setResult(r)} />
            <span>{t(`memberCentre.withdraw.receipts.${r}`)}</span>
          </label>
        ))}
      </fieldset>
      <div className="mc-field" data-field="proof">
        <label className="mc-field__label" htmlFor={`${id}-proof`}>
          {t('memberCentre.withdraw.proof')}
        </label>
        <input
          id={`${id}-proof`}
          name="proof"
          type="file"
          accept="image/png,image/jpeg"
          multiple
          onChange={(e) => setFiles(Array.from(e.target.files ?? []))}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-proof-hint`}
        />
        <p id={`${id}-proof-hint`} className={problem ? 'mc-error' : 'mc-hint'}>
          {problem ?? t('memberCentre.withdraw.proofHint')}
        </p>
        {files.length > 0 && (
          <ul className="mc-files" data-testid="receipt-files">
            {files.map((f) => (
              <li key={`${f.name}-${f.size}`}>{f.name}</li>
            ))}
          </ul>
        )}
      </div>
      {error !== null && (
        <p className="mc-error" role="alert">
          {errorText(t, error)}
        </p>
      )}
      <div className="mc-quick">
        <button type="submit" className="button" disabled={busy} data-testid="receipt-submit">
          {t('memberCentre.withdraw.receiptSubmit')}
        </button>
        <button type="button" className="button button--ghost" onClick={onDone}>
          {t('memberCentre.withdraw.cancel')}
        </button>
      </div>
    </form>
  );
}

function WithdrawalList({
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
      {i && cards.data && <BankCards cards={cards.data} registeredName={i.registeredName} />}
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
