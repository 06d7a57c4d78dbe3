import type { DepositChannel } from '@lotto/contracts';
import { depositFee, parseAmount, toCents, wholeToCents } from '../../lib/money.ts';

/** Quick amounts in whole units; a channel offers those within its limits. */
const QUICK_AMOUNTS = [100, 500, 1_000, 5_000, 10_000, 50_000];

export const quickAmounts = (channel: Pick<DepositChannel, 'minAmount' | 'maxAmount'>): number[] =>
  QUICK_AMOUNTS.filter((n) => {
    const cents = wholeToCents(n);
    return cents >= toCents(channel.minAmount) && cents <= toCents(channel.maxAmount);
  });

export type Problem = 'required' | 'invalid' | 'range' | 'fee' | null;

/** What is wrong with a typed amount on a channel, by the channel's limits and fee. */
export function amountProblem(text: string, channel: DepositChannel): Problem {
  if (text.trim() === '') return 'required';
  const amount = parseAmount(text);
  if (amount === null) return 'invalid';
  if (amount < toCents(channel.minAmount) || amount > toCents(channel.maxAmount)) return 'range';
  if (depositFee({ amount, feeBps: channel.feeBps, feeFixed: toCents(channel.feeFixed) }) >= amount)
    return 'fee';
  return null;
}
