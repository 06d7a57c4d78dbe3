import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositChannel, DepositOrder } from '@lotto/contracts';
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
import { createDeposit, useDepositChannels } from './api.ts';
import { amountProblem, quickAmounts, type Problem } from './deposit-rules.ts';
import { AmountField, FormEnd } from './Field.tsx';
import { QueryStatus } from '../../ui/QueryStatus.tsx';
import { useKeyedSubmit } from './submit.ts';

/** A refusal the server put under the amount, as one of our problems. */
const serverProblem = (error: unknown): Problem => {
  const code = fieldIssues(error).amount?.code;
  return code === 'deposit.amount.range' ? 'range' : code === 'deposit.fee' ? 'fee' : null;
};

/**
 * Creates the order (one key per request). A gateway's payment page opens in a new tab, so this
 * page stays and shows the money arrive; the tab is opened inside the click, where browsers allow
 * it, and without it (blocked) this page goes to the payment page and the gateway brings the
 * member back (`leaving`).
 */
function useCreateDeposit(onCreated: (order: DepositOrder) => void) {
  const { busy, error, setError, send } = useKeyedSubmit();
  const [leaving, setLeaving] = useState(false);
  const create = async (channel: DepositChannel, amount: bigint) => {
    let tab: Window | null = null;
    const outcome = await send((requestId) => {
      tab = channel.kind === 'gateway' ? window.open('', '_blank') : null;
      if (tab) tab.opener = null;
      return createDeposit({ channel: channel.code, amount: centsText(amount), requestId });
    });
    const opened = tab as Window | null;
    if (!outcome) return;
    if (!outcome.ok) return opened?.close();
    const order = outcome.value;
    if (order.kind === 'gateway' && order.payUrl) {
      if (!opened) {
        setLeaving(true);
        window.location.assign(order.payUrl);
        return;
      }
      opened.location.href = order.payUrl;
    } else opened?.close();
    onCreated(order);
  };
  return { busy, error, setError, leaving, create };
}

/** The brand's deposit channels, each with its limits. */
function ChannelChoices({
  list,
  chosen,
  onChoose,
}: {
  list: DepositChannel[];
  chosen: string;
  onChoose: (code: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="mc-choices">
      <legend>{t('memberCentre.deposit.channel')}</legend>
      {list.map((c) => (
        <label key={c.code} className="mc-choice" data-channel={c.code}>
          <input
            type="radio"
            name="channel"
            value={c.code}
            checked={c.code === chosen}
            onChange={() => onChoose(c.code)}
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
  );
}

/** The channel's quick amounts within its limits. */
function QuickAmounts({
  quick,
  amount,
  onPick,
}: {
  quick: number[];
  amount: bigint | null;
  onPick: (whole: number) => void;
}) {
  const { t } = useTranslation();
  if (quick.length === 0) return null;
  return (
    <div className="mc-quick" role="group" aria-label={t('memberCentre.deposit.quick')}>
      {quick.map((n) => (
        <button
          key={n}
          type="button"
          className="chip mc-chip"
          aria-pressed={amount === wholeToCents(n)}
          onClick={() => onPick(n)}
        >
          {formatMoney(n)}
        </button>
      ))}
    </div>
  );
}

/** The fee and what reaches the wallet, once the amount is good. */
function FeePreview({ fee, credit }: { fee: bigint | null; credit: bigint | null }) {
  const { t } = useTranslation();
  return (
    <dl className="mc-facts mc-facts--preview" data-testid="deposit-preview">
      <dt>{t('memberCentre.deposit.fee')}</dt>
      <dd className="mc-num" data-testid="deposit-fee">
        {fee !== null ? formatCents(fee) : '–'}
      </dd>
      <dt>{t('memberCentre.deposit.credit')}</dt>
      <dd className="mc-num" data-testid="deposit-credit">
        {credit !== null ? formatCents(credit) : '–'}
      </dd>
    </dl>
  );
}

/** The words of an amount problem: required, not an amount, out of the limits, all fee. */
function problemText(
  t: TFunction,
  { problem, limits }: { problem: Problem; limits: { min: string; max: string } },
) {
  if (problem === 'required') return t('reg_required');
  if (problem === 'invalid') return t('memberCentre.deposit.invalid');
  if (problem === 'range') return t('memberCentre.deposit.range', limits);
  if (problem === 'fee') return t('memberCentre.deposit.feeTooHigh');
  return null;
}

/** The deposit form on the brand's channels: channel, amount (or a quick one), fee and credit. */
export function DepositForm({ onCreated }: { onCreated: (order: DepositOrder) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const channels = useDepositChannels();
  const [code, setCode] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [shown, setShown] = useState(false);
  const { busy, error, setError, leaving, create } = useCreateDeposit(onCreated);

  const list = channels.data ?? [];
  const channel = list.find((c) => c.code === code) ?? list[0];
  if (!channel)
    return channels.data ? (
      <p className="mc-status">{t('memberCentre.deposit.noChannels')}</p>
    ) : (
      <QueryStatus query={channels} />
    );
  if (leaving) return <p className="mc-status">{t('memberCentre.deposit.redirecting')}</p>;

  const amount = parseAmount(text);
  const problem = amountProblem(text, channel) ?? serverProblem(error);
  const fee =
    amount === null || problem !== null
      ? null
      : depositFee({ amount, feeBps: channel.feeBps, feeFixed: toCents(channel.feeFixed) });
  const limits = { min: formatMoney(channel.minAmount), max: formatMoney(channel.maxAmount) };
  const formError = error !== null && serverProblem(error) === null ? errorText(t, error) : null;
  const type = (value: string) => {
    setText(value);
    setError(null);
  };

  return (
    <form
      className="mc-card mc-form"
      noValidate
      data-testid="deposit-form"
      onSubmit={(e) => {
        e.preventDefault();
        setShown(true);
        if (problem === null && amount !== null) void create(channel, amount);
      }}
    >
      <ChannelChoices
        list={list}
        chosen={channel.code}
        onChoose={(next) => {
          setCode(next);
          setError(null);
        }}
      />
      <AmountField
        id={`${id}-amount`}
        placeholder={t('memberCentre.deposit.limits', limits)}
        value={text}
        problem={shown ? problemText(t, { problem, limits }) : null}
        onChange={type}
        onBlur={() => {
          if (text !== '') setShown(true);
        }}
      />
      <QuickAmounts
        quick={quickAmounts(channel)}
        amount={amount}
        onPick={(n) => {
          type(String(n));
          setShown(true);
        }}
      />
      <FeePreview fee={fee} credit={fee === null || amount === null ? null : amount - fee} />
      <FormEnd error={formError} busy={busy} testId="deposit-submit">
        {busy ? t('memberCentre.deposit.sending') : t('memberCentre.deposit.submit')}
      </FormEnd>
    </form>
  );
}
