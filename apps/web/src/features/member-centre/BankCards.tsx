import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BankCard } from '@lotto/contracts';
import { ApiError } from '../../lib/api.ts';
import { errorText, fieldIssues } from '../../lib/api-errors.ts';
import { addBankCard } from './api.ts';
import { Field, PIN_INPUT } from './Field.tsx';
import { useRefreshWallet, useSubmit } from './submit.ts';
import { isAccountNumber, isPaymentPassword } from './withdraw-rules.ts';

const isWrongPin = (error: unknown) => error instanceof ApiError && error.code === 'payment.password.invalid';

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
  const [pin, setPin] = useState('');
  const pinInput = useRef<HTMLInputElement>(null);
  const [shown, setShown] = useState(false);
  const server = fieldIssues(error);
  const nameMismatch = error instanceof ApiError && error.code === 'bank.account.name.mismatch';
  const pinWrong = isWrongPin(error);
  const pinText = pinWrong
    ? errorText(t, error)
    : !isPaymentPassword(pin)
      ? t('memberCentre.withdraw.pinFormat')
      : null;
  const problems = {
    bankName: values.bankName.trim().length < 2 ? t('reg_required') : null,
    accountName:
      values.accountName.trim().length < 2 ? t('reg_required') : nameMismatch ? errorText(t, error) : null,
    accountNumber:
      !isAccountNumber(values.accountNumber) || server['accountNumber']
        ? t('memberCentre.withdraw.cardNumberFormat')
        : null,
  };
  const formError =
    error !== null && !nameMismatch && !pinWrong && !server['accountNumber'] ? errorText(t, error) : null;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setShown(true);
    if (Object.values(problems).some((p) => p !== null) || pinText !== null) return;
    let wrongPin = false;
    const saved = await run(() =>
      addBankCard({ ...values, paymentPassword: pin }).catch((failure: unknown) => {
        wrongPin = isWrongPin(failure);
        throw failure;
      }),
    );
    if (saved) {
      await refresh();
      onDone();
    } else if (wrongPin) {
      // A mistyped PIN stays in the field, selected, as in the withdraw form.
      pinInput.current?.focus();
      pinInput.current?.select();
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

export function BankCards({
  cards,
  registeredName,
  paymentPasswordSet,
}: {
  cards: BankCard[];
  registeredName: string | null;
  /** Saving a card asks for the payment password: without one the form waits for it. */
  paymentPasswordSet: boolean;
}) {
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
      {open && !paymentPasswordSet ? (
        <p className="mc-hint" data-testid="card-pin-first">
          {t('memberCentre.withdraw.cardPinFirst')}
        </p>
      ) : open ? (
        <AddCardForm registeredName={registeredName} onDone={() => setAdding(false)} />
      ) : (
        <button type="button" className="button button--ghost" onClick={() => setAdding(true)}>
          {t('memberCentre.withdraw.cardNew')}
        </button>
      )}
    </section>
  );
}
