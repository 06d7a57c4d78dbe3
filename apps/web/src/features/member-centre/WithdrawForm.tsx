import type { TFunction } from 'i18next';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BankCard, Withdrawal, WithdrawInfo } from '@lotto/contracts';
import { ApiError, CLIENT_ERROR, newRequestId } from '../../lib/api.ts';
import { errorText, fieldIssues } from '../../lib/api-errors.ts';
import { centsText, formatMoney, parseAmount, toCents } from '../../lib/money.ts';
import { formatTimestamp } from '../../lib/time.ts';
import { requestWithdrawal } from './api.ts';
import { Field, PIN_INPUT } from './Field.tsx';
import { useRefreshWallet, useSubmit } from './submit.ts';
import { isPaymentPassword, withdrawProblem } from './withdraw-rules.ts';

const isWrongPin = (error: unknown) => error instanceof ApiError && error.code === 'payment.password.invalid';

type Request = { cardId: number; amount: bigint; pin: string };

/**
 * Asks for the withdrawal, one at a time, with one key per form: a double click or a retry after
 * a lost answer is one withdrawal. Answers whether the PIN was refused.
 */
function useWithdrawRequest(onCreated: (w: Withdrawal) => void) {
  const refresh = useRefreshWallet();
  const { busy, error, setError, run } = useSubmit();
  const [requestId, setRequestId] = useState(newRequestId);
  const send = async ({ cardId, amount, pin }: Request): Promise<{ wrongPin: boolean }> => {
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
    }
    return { wrongPin };
  };
  return { busy, error, setError, send };
}

/** The words of an amount problem; a server refusal of the amount is its range. */
function amountText(
  t: TFunction,
  {
    problem,
    refused,
    limits,
  }: { problem: string | null; refused: boolean; limits: { min: string; max: string } },
) {
  if (problem === 'required') return t('reg_required');
  if (problem === 'invalid') return t('memberCentre.deposit.invalid');
  if (problem === 'range' || refused) return t('memberCentre.deposit.range', limits);
  if (problem === 'funds') return t('apiErrors.wallet_insufficient_funds');
  return null;
}

/** The member's cards (in the registered name), one chosen. */
function CardChoices({
  cards,
  cardId,
  onChoose,
}: {
  cards: BankCard[];
  cardId: number | undefined;
  onChoose: (id: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="mc-choices">
      <legend>{t('memberCentre.withdraw.toCard')}</legend>
      {cards.map((c) => (
        <label key={c.id} className="mc-choice" data-card={c.id}>
          <input type="radio" name="card" checked={c.id === cardId} onChange={() => onChoose(c.id)} />
          <span>
            <strong>{c.bankName}</strong>
            <small>
              {c.accountName} {c.accountNumber}
            </small>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** Why the request cannot go yet: turnover still owed, or the payment password locked. */
function Blockers({ info }: { info: WithdrawInfo }) {
  const { t } = useTranslation();
  return (
    <>
      {toCents(info.turnoverRequired) > 0n && (
        <p className="mc-error" data-testid="withdraw-turnover">
          {t('memberCentre.withdraw.turnover', { amount: formatMoney(info.turnoverRequired) })}
        </p>
      )}
      {info.paymentPasswordLockedUntil !== null && (
        <p className="mc-error">
          {t('memberCentre.withdraw.locked', { time: formatTimestamp(info.paymentPasswordLockedUntil ?? 0) })}
        </p>
      )}
    </>
  );
}

/** "All": the whole available balance within the brand's maximum. */
const allOf = (info: WithdrawInfo): bigint => {
  const available = toCents(info.available);
  const cap = toCents(info.maxAmount);
  return available < cap ? available : cap;
};

/** The request: a card, the amount (or all of it) and the payment password. */
export function WithdrawForm({
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
  const { busy, error, setError, send } = useWithdrawRequest(onCreated);
  const [cardId, setCardId] = useState(cards[0]?.id);
  const [text, setText] = useState('');
  const [pin, setPin] = useState('');
  const pinInput = useRef<HTMLInputElement>(null);
  const [shown, setShown] = useState(false);
  const limits = { min: formatMoney(info.minAmount), max: formatMoney(info.maxAmount) };
  const refused = Boolean(fieldIssues(error)['amount']);
  const problem = withdrawProblem(text, info);
  const pinWrong = isWrongPin(error);
  // The server's refusal of a well-formed PIN wins; "6 digits" is only for a PIN that is not.
  const pinText = pinWrong
    ? errorText(t, error)
    : !isPaymentPassword(pin)
      ? t('memberCentre.withdraw.pinFormat')
      : null;
  const formError = error !== null && !pinWrong && !refused ? errorText(t, error) : null;
  const blocked = info.paymentPasswordLockedUntil !== null || toCents(info.turnoverRequired) > 0n;
  const all = allOf(info);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setShown(true);
    const amount = parseAmount(text);
    if (problem !== null || amount === null || !isPaymentPassword(pin) || cardId === undefined) return;
    const { wrongPin } = await send({ cardId, amount, pin });
    // A mistyped PIN stays in the field, selected: the member retypes it or corrects a digit.
    if (wrongPin) {
      pinInput.current?.focus();
      pinInput.current?.select();
    }
  };
  return (
    <form className="mc-card mc-form" noValidate onSubmit={(e) => void submit(e)} data-testid="withdraw-form">
      <h4 className="mc-subtitle">{t('memberCentre.withdraw.request')}</h4>
      <CardChoices cards={cards} cardId={cardId} onChoose={setCardId} />
      <Field
        id={`${id}-amount`}
        name="amount"
        label={t('memberCentre.deposit.amount')}
        inputMode="decimal"
        placeholder={t('memberCentre.deposit.limits', limits)}
        value={text}
        problem={shown ? amountText(t, { problem, refused, limits }) : null}
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
      <Blockers info={info} />
      {formError && (
        <p className="mc-error" role="alert">
          {formError}
        </p>
      )}
      <button type="submit" className="button" disabled={busy || blocked} data-testid="withdraw-submit">
        {busy ? t('memberCentre.deposit.sending') : t('memberCentre.withdraw.submit')}
      </button>
    </form>
  );
}
