import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TransferInfo } from '@lotto/contracts';
import { ApiError, CLIENT_ERROR, newRequestId } from '../../lib/api.ts';
import { errorText, fieldIssues } from '../../lib/api-errors.ts';
import { centsText, formatMoney, parseAmount, toCents } from '../../lib/money.ts';
import { transferTo, useTransferInfo } from './api.ts';
import { Field, PIN_INPUT } from './Field.tsx';
import { QueryStatus } from './QueryStatus.tsx';
import { isPaymentPassword } from './withdraw-rules.ts';
import { PaymentPasswordForm } from './PaymentPasswordForm.tsx';

type Sent = { to: string; amount: string; balance: string };

function TransferForm({ info, onSent }: { info: TransferInfo; onSent: (s: Sent) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const client = useQueryClient();
  const [to, setTo] = useState(info.upline ?? '');
  const [text, setText] = useState('');
  const [pin, setPin] = useState('');
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [requestId, setRequestId] = useState(newRequestId);
  const sending = useRef(false);

  const amount = parseAmount(text);
  const amountText =
    text.trim() === ''
      ? t('reg_required')
      : amount === null || amount <= 0n || fieldIssues(error)['amount']
        ? t('memberCentre.deposit.invalid')
        : amount > toCents(info.available)
          ? t('apiErrors.wallet_insufficient_funds')
          : null;
  const pinWrong = error instanceof ApiError && error.code === 'payment.password.invalid';
  const pinText = !isPaymentPassword(pin)
    ? t('memberCentre.withdraw.pinFormat')
    : pinWrong
      ? errorText(t, error)
      : null;
  const targetWrong = error instanceof ApiError && error.code === 'transfer.target.invalid';
  const toText = to.trim() === '' ? t('reg_required') : targetWrong ? errorText(t, error) : null;
  const formError =
    error !== null && !pinWrong && !targetWrong && !fieldIssues(error)['amount'] ? errorText(t, error) : null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setShown(true);
    if (amountText || pinText || toText || amount === null || sending.current) return;
    sending.current = true;
    setBusy(true);
    setError(null);
    try {
      const value = await transferTo({
        to: to.trim(),
        amount: centsText(amount),
        paymentPassword: pin,
        requestId,
      });
      await client.invalidateQueries({ queryKey: ['wallet'] });
      onSent({ to: to.trim(), amount: centsText(amount), balance: value.balance });
    } catch (failure) {
      setError(failure);
      setPin('');
      if (!(failure instanceof ApiError && failure.code === CLIENT_ERROR.network))
        setRequestId(newRequestId());
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  return (
    <form className="mc-card mc-form" noValidate onSubmit={(e) => void submit(e)} data-testid="transfer-form">
      <Field
        id={`${id}-to`}
        name="to"
        label={t('memberCentre.transfer.to')}
        value={to}
        readOnly={!info.agent}
        problem={shown || targetWrong ? toText : null}
        onChange={(e) => {
          setTo(e.target.value);
          setError(null);
        }}
      />
      <p className="mc-hint">
        {info.agent ? t('memberCentre.transfer.agentHint') : t('memberCentre.transfer.memberHint')}
      </p>
      <Field
        id={`${id}-amount`}
        name="amount"
        label={t('memberCentre.deposit.amount')}
        inputMode="decimal"
        value={text}
        problem={shown ? amountText : null}
        onChange={(e) => {
          setText(e.target.value);
          setError(null);
        }}
      />
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
      {formError && (
        <p className="mc-error" role="alert">
          {formError}
        </p>
      )}
      <button type="submit" className="button" disabled={busy} data-testid="transfer-submit">
        {busy ? t('memberCentre.deposit.sending') : t('memberCentre.transfer.submit')}
      </button>
    </form>
  );
}

/**
 * Transfer to upline (transferUpline, AGETRANSFERUP3): a member sends to its direct upline; an
 * agent also down its downline and up its chain. The payment password confirms it.
 */
export function TransferUpline() {
  const { t } = useTranslation();
  const info = useTransferInfo();
  const [sent, setSent] = useState<Sent | null>(null);
  const [form, setForm] = useState(0);
  const i = info.data;
  return (
    <div className="mc-stack">
      <QueryStatus query={info} />
      {i && (
        <section className="mc-card">
          <p className="mc-total">
            <span>{t('memberCentre.transfer.available')}</span>
            <strong data-testid="transfer-available">{formatMoney(i.available)}</strong>
          </p>
        </section>
      )}
      {i && !i.paymentPasswordSet && <PaymentPasswordForm change={false} />}
      {sent ? (
        <section className="mc-card" role="status" data-testid="transfer-result">
          <p>{t('memberCentre.transfer.sent', { amount: formatMoney(sent.amount), to: sent.to })}</p>
          <p>{t('memberCentre.transfer.balance', { balance: formatMoney(sent.balance) })}</p>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              setSent(null);
              setForm((n) => n + 1);
            }}
          >
            {t('memberCentre.transfer.again')}
          </button>
        </section>
      ) : i && i.paymentPasswordSet && (i.agent || i.upline) ? (
        <TransferForm key={form} info={i} onSent={setSent} />
      ) : (
        i?.paymentPasswordSet && <p className="mc-status">{t('memberCentre.transfer.noUpline')}</p>
      )}
    </div>
  );
}
