import type { TFunction } from 'i18next';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BankCard, Withdrawal, WithdrawInfo } from '@lotto/contracts';
import { errorText, fieldIssues } from '../../lib/api-errors.ts';
import { centsText, formatMoney, parseAmount, toCents } from '../../lib/money.ts';
import { formatTimestamp } from '../../lib/time.ts';
import { requestWithdrawal } from './api.ts';
import { AmountField, FormEnd, PinField } from './Field.tsx';
import { isWrongPin, pinProblem, useKeyedSubmit, useRefreshWallet } from './submit.ts';
import { isPaymentPassword, withdrawProblem } from './withdraw-rules.ts';
import { WageringRefusal } from './WageringRefusal.tsx';
import { wageringOf } from '../../lib/bonus.ts';

type Request = { cardId: number; amount: bigint; pin: string };

/** Asks for the withdrawal (one key per request); answers whether the PIN was refused. */
function useWithdrawRequest(onCreated: (w: Withdrawal) => void) {
  const refresh = useRefreshWallet();
  const { busy, error, setError, send } = useKeyedSubmit();
  const request = async ({ cardId, amount, pin }: Request): Promise<{ wrongPin: boolean }> => {
    const outcome = await send((requestId) =>
      requestWithdrawal({ cardId, amount: centsText(amount), paymentPassword: pin, requestId }),
    );
    if (outcome?.ok) {
      await refresh();
      onCreated(outcome.value);
    }
    return { wrongPin: outcome?.ok === false && isWrongPin(outcome.failure) };
  };
  return { busy, error, setError, request };
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

/** Withdraw it all (nothing to withdraw: off). */
function AllButton({ all, onAll }: { all: bigint; onAll: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="mc-quick">
      <button type="button" className="chip mc-chip" disabled={all <= 0n} onClick={onAll}>
        {t('memberCentre.withdraw.all')}
      </button>
    </div>
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
  const { busy, error, setError, request } = useWithdrawRequest(onCreated);
  const [cardId, setCardId] = useState(cards[0]?.id);
  const [text, setText] = useState('');
  const [pin, setPin] = useState('');
  const pinInput = useRef<HTMLInputElement>(null);
  const [shown, setShown] = useState(false);
  const limits = { min: formatMoney(info.minAmount), max: formatMoney(info.maxAmount) };
  const refused = Boolean(fieldIssues(error)['amount']);
  const problem = withdrawProblem(text, info);
  const pinWrong = isWrongPin(error);
  const pinText = pinProblem(t, { pin, error });
  const formError =
    error !== null && !pinWrong && !refused && !wageringOf(error) ? errorText(t, error) : null;
  const blocked = info.paymentPasswordLockedUntil !== null || toCents(info.turnoverRequired) > 0n;
  const all = allOf(info);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setShown(true);
    const amount = parseAmount(text);
    if (problem !== null || amount === null || !isPaymentPassword(pin) || cardId === undefined) return;
    const { wrongPin } = await request({ cardId, amount, pin });
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
      <AmountField
        id={`${id}-amount`}
        placeholder={t('memberCentre.deposit.limits', limits)}
        value={text}
        problem={shown ? amountText(t, { problem, refused, limits }) : null}
        onChange={(value) => {
          setText(value);
          setError(null);
        }}
      />
      <AllButton
        all={all}
        onAll={() => {
          setText(centsText(all));
          setShown(true);
        }}
      />
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
      <Blockers info={info} />
      <WageringRefusal error={error} />
      <FormEnd error={formError} busy={busy || blocked} testId="withdraw-submit">
        {busy ? t('memberCentre.deposit.sending') : t('memberCentre.withdraw.submit')}
      </FormEnd>
    </form>
  );
}
