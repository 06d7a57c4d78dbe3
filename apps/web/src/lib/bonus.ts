import { centsText, toCents } from './money.ts';

/**
 * Bonus wagering as the screens show it (docs/product/agents-and-promotions.md#promotion-screens):
 * how far a bonus's turnover requirement is done, and what a refused withdrawal says about it.
 */
export type Wagering = { required: string; done: string };

/** The bar's width: the server's percent ('37.50'), held within 0-100 (a bet may overshoot). */
export const progressWidth = (progress: string): number => {
  const n = Number(progress);
  if (!Number.isFinite(n) || n <= 0) return 0;
  return Math.min(100, n);
};

/** Percent done of a requirement, two decimals, from decimal strings (never floating money). */
export const progressOf = ({ required, done }: Wagering): string => {
  const need = toCents(required);
  if (need <= 0n) return '100.00';
  const have = toCents(done);
  const hundredths = (have * 10_000n) / need;
  return centsText(hundredths > 10_000n ? 10_000n : hundredths < 0n ? 0n : hundredths);
};

/** Turnover still to bet: required - done, never below 0. */
export const wageringLeft = ({ required, done }: Wagering): string => {
  const left = toCents(required) - toCents(done);
  return centsText(left > 0n ? left : 0n);
};

/** A refusal because a bonus is being wagered, with its progress (`value.wagering` of withdraw.bonus.wagering). */
export const wageringOf = (error: unknown): Wagering | null => {
  // Read by shape, so this file stays free of the API client (the browser tests import it).
  const failure = error as { code?: unknown; facts?: unknown } | null;
  if (typeof failure !== 'object' || failure?.code !== 'withdraw.bonus.wagering') return null;
  const w = (failure.facts as { wagering?: Partial<Wagering> } | undefined)?.wagering;
  return typeof w?.required === 'string' && typeof w.done === 'string'
    ? { required: w.required, done: w.done }
    : null;
};

/** A promotion's percentage as written ('100.00' → '100', '12.50' → '12.5'). */
export const percentText = (percent: string): string => {
  const n = Number(percent);
  return Number.isFinite(n) ? String(n) : percent;
};
