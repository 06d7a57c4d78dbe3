import type { TFunction } from 'i18next';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BankCard } from '@lotto/contracts';
import { ApiError } from '../../lib/api.ts';
import { errorText, fieldIssues } from '../../lib/api-errors.ts';
import { addBankCard } from './api.ts';
import { Field, FormEnd, PinField } from './Field.tsx';
import { isWrongPin, pinProblem, useRefreshWallet, useSubmit } from './submit.ts';
import { isAccountNumber } from './withdraw-rules.ts';

type Card = { bankName: string; accountName: string; accountNumber: string };

/** What is wrong with the card typed: names too short, a name not the registered one, a bad number. */
function cardProblems(t: TFunction, form: { values: Card; error: unknown }) {
  const { values, error } = form;
  const nameMismatch = error instanceof ApiError && error.code === 'bank.account.name.mismatch';
  return {
    bankName: values.bankName.trim().length < 2 ? t('reg_required') : null,
    accountName:
      values.accountName.trim().length < 2 ? t('reg_required') : nameMismatch ? errorText(t, error) : null,
    accountNumber:
      !isAccountNumber(values.accountNumber) || fieldIssues(error)['accountNumber']
        ? t('memberCentre.withdraw.cardNumberFormat')
        : null,
  };
}

/** Saves the card; answers whether the payment password was refused. */
function useAddCard(onDone: () => void) {
  const refresh = useRefreshWallet();
  const { busy, error, setError, run } = useSubmit();
  const save = async (card: Card & { paymentPassword: string }) => {
    let wrongPin = false;
    const saved = await run(() =>
      addBankCard(card).catch((failure: unknown) => {
        wrongPin = isWrongPin(failure);
        throw failure;
      }),
    );
    if (saved) {
      await refresh();
      onDone();
    }
    return { wrongPin };
  };
  return { busy, error, setError, save };
}

/** A new payout card in the member's registered name, confirmed with the payment password. */
function AddCardForm({ registeredName, onDone }: { registeredName: string | null; onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const { busy, error, setError, save } = useAddCard(onDone);
  const [values, setValues] = useState<Card>({
    bankName: '',
    accountName: registeredName ?? '',
    accountNumber: '',
  });
  const [pin, setPin] = useState('');
  const pinInput = useRef<HTMLInputElement>(null);
  const [shown, setShown] = useState(false);
  const nameMismatch = error instanceof ApiError && error.code === 'bank.account.name.mismatch';
  const pinWrong = isWrongPin(error);
  const pinText = pinProblem(t, { pin, error });
  const problems = cardProblems(t, { values, error });
  const formError =
    error !== null && !nameMismatch && !pinWrong && !fieldIssues(error)['accountNumber']
      ? errorText(t, error)
      : null;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setShown(true);
    if (Object.values(problems).some((p) => p !== null) || pinText !== null) return;
    const { wrongPin } = await save({ ...values, paymentPassword: pin });
    // A mistyped PIN stays in the field, selected, as in the withdraw form.
    if (wrongPin) {
      pinInput.current?.focus();
      pinInput.current?.select();
    }
  };
  const field = (name: keyof Card) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    inputMode: name === 'accountNumber' ? ('numeric' as const) : undefined,
    problem: shown || (name === 'accountName' && nameMismatch) ? problems[name] : null,
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      setValues((v) => ({ ...v, [name]: e.target.value }));
      setError(null);
    },
  });
  return (
    <form className="mc-form mc-stack" noValidate onSubmit={(e) => void submit(e)} data-testid="card-form">
      <Field {...field('bankName')} label={t('memberCentre.deposit.bank')} />
      <Field
        {...field('accountName')}
        label={t('memberCentre.deposit.accountName')}
        readOnly={registeredName !== null}
      />
      <p className="mc-hint">
        {registeredName
          ? t('memberCentre.withdraw.cardNameFixed', { name: registeredName })
          : t('memberCentre.withdraw.cardNameFirst')}
      </p>
      <Field {...field('accountNumber')} label={t('memberCentre.deposit.accountNumber')} />
      <PinField
        ref={pinInput}
        id={`${id}-pin`}
        value={pin}
        problem={shown || pinWrong ? pinText : null}
        onChange={(digits) => {
          setPin(digits);
          setError(null);
        }}
      />
      <FormEnd error={formError} busy={busy} testId="card-submit">
        {t('memberCentre.withdraw.cardAdd')}
      </FormEnd>
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
