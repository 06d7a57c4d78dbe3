import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TransferInfo } from '@lotto/contracts';
import { ApiError } from '../../lib/api.ts';
import { errorText, fieldIssues } from '../../lib/api-errors.ts';
import { centsText, formatMoney, parseAmount, toCents } from '../../lib/money.ts';
import { transferTo, useTransferInfo } from './api.ts';
import { AmountField, Field, FormEnd, PinField } from './Field.tsx';
import { WageringRefusal } from './WageringRefusal.tsx';
import { wageringOf } from '../../lib/bonus.ts';
import { isWrongPin, useKeyedSubmit } from './submit.ts';
import { QueryStatus } from '../../ui/QueryStatus.tsx';
import { isPaymentPassword } from './withdraw-rules.ts';
import { PaymentPasswordForm } from './PaymentPasswordForm.tsx';

type Sent = { to: string; amount: string; balance: string };

/** What is wrong with the amount: none, not an amount (or refused), more than is available. */
function amountProblem(t: TFunction, form: { text: string; available: string; refused: boolean }) {
  const amount = parseAmount(form.text);
  if (form.text.trim() === '') return t('reg_required');
  if (amount === null || amount <= 0n || form.refused) return t('memberCentre.deposit.invalid');
  if (amount > toCents(form.available)) return t('apiErrors.wallet_insufficient_funds');
  return null;
}

/** The transfer: to whom (a member's upline is fixed), how much, and the payment password. */
function TransferForm({ info, onSent }: { info: TransferInfo; onSent: (s: Sent) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const client = useQueryClient();
  const { busy, error, setError, send } = useKeyedSubmit();
  const [to, setTo] = useState(info.upline ?? '');
  const [text, setText] = useState('');
  const [pin, setPin] = useState('');
  const [shown, setShown] = useState(false);

  const amount = parseAmount(text);
  const refused = Boolean(fieldIssues(error)['amount']);
  const amountText = amountProblem(t, { text, available: info.available, refused });
  const pinWrong = isWrongPin(error);
  const pinText = !isPaymentPassword(pin)
    ? t('memberCentre.withdraw.pinFormat')
    : pinWrong
      ? errorText(t, error)
      : null;
  const targetWrong = error instanceof ApiError && error.code === 'transfer.target.invalid';
  const toText = to.trim() === '' ? t('reg_required') : targetWrong ? errorText(t, error) : null;
  const formError =
    error !== null && !pinWrong && !targetWrong && !refused && !wageringOf(error)
      ? errorText(t, error)
      : null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setShown(true);
    if (amountText || pinText || toText || amount === null) return;
    const body = { to: to.trim(), amount: centsText(amount) };
    const outcome = await send((requestId) => transferTo({ ...body, paymentPassword: pin, requestId }));
    if (outcome?.ok) {
      await client.invalidateQueries({ queryKey: ['wallet'] });
      onSent({ ...body, balance: outcome.value.balance });
    } else if (outcome) setPin('');
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
      <AmountField
        id={`${id}-amount`}
        value={text}
        problem={shown ? amountText : null}
        onChange={(value) => {
          setText(value);
          setError(null);
        }}
      />
      <PinField
        id={`${id}-pin`}
        value={pin}
        problem={shown || pinWrong ? pinText : null}
        onChange={(digits) => {
          setPin(digits);
          setError(null);
        }}
      />
      <WageringRefusal error={error} />
      <FormEnd error={formError} busy={busy} testId="transfer-submit">
        {busy ? t('memberCentre.deposit.sending') : t('memberCentre.transfer.submit')}
      </FormEnd>
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
