import { formatMoney, toCents } from '../../lib/money.ts';

/**
 * Pure rules of the reward pages (reward centre, missions, manual rebate, rank): how their
 * figures are written, kept apart from the components so they are tested without a browser.
 */

/** A rate in basis points as a percent: 20 → "0.20%", 100 → "1.00%". */
export const rateText = (bps: number): string => {
  const whole = Math.trunc(bps / 100);
  const rest = Math.abs(bps % 100);
  return `${whole}.${String(rest).padStart(2, '0')}%`;
};

/** Whether a decimal amount from the server is nothing ("0.00", "0"). */
export const isNothing = (amount: string): boolean => toCents(amount) <= 0n;

/** A mission's figure: bets are a count, every other metric money. */
export const figureText = (metric: string, value: string): string =>
  metric === 'bets' ? value : formatMoney(value);

/** The time left until `endsAt`, in whole days, hours and minutes; zeros once it is past. */
export function timeLeft(endsAt: number, now: number): { days: number; hours: number; minutes: number } {
  const minutes = Math.max(0, Math.floor((endsAt - now) / 60_000));
  return {
    days: Math.floor(minutes / 1440),
    hours: Math.floor((minutes % 1440) / 60),
    minutes: minutes % 60,
  };
}

/** A bar's width from a percent the server sends as a number (0-100, held within). */
export const barWidth = (progress: number): number =>
  Number.isFinite(progress) ? Math.min(100, Math.max(0, progress)) : 0;

/** Percent done of a money target from decimal strings ("250.00" of "1000.00" → 25); 100 without a target. */
export const percentOf = ({ actual, expected }: { actual: string; expected: string }): number => {
  const need = toCents(expected);
  if (need <= 0n) return 100;
  const hundredths = (toCents(actual) * 10_000n) / need;
  return barWidth(Number(hundredths) / 100);
};

/** The top three places of a leaderboard are highlighted. */
export const podium = (rank: number): 1 | 2 | 3 | undefined =>
  rank === 1 || rank === 2 || rank === 3 ? rank : undefined;
