/**
 * Keno: 10 of the numbers 1..40 are drawn (the first 10 steps of a Fisher–Yates shuffle); the
 * player picks 1 to 10 numbers and is paid by how many of them were drawn. Hits are
 * hypergeometric: P(h) = C(p, h) C(40 - p, 10 - h) / C(40, 10). Paytables favour frequent small
 * wins (the top is capped at 500x) so a session's result stays close to the RTP: 96.25% to 96.49%
 * by pick count (kenoRtp, exact).
 */
import { choose, type Ratio, type RoundStream } from './fair.ts';

export const KENO_NUMBERS = 40;
export const KENO_DRAWN = 10;
export const KENO_MAX_PICKS = 10;

export type KenoParams = { picks: number[] };
export type KenoOutcome = { drawn: number[] };

/** Multipliers in hundredths, indexed by pick count, then by hits 0..picks. */
export const KENO_PAYTABLE: Record<number, number[]> = {
  1: [70, 175],
  2: [50, 118, 400],
  3: [0, 129, 200, 1000],
  4: [0, 50, 233, 500, 2000],
  5: [0, 0, 223, 300, 1000, 3000],
  6: [0, 0, 171, 200, 500, 2000, 5000],
  7: [0, 0, 50, 306, 400, 1000, 3000, 10000],
  8: [0, 0, 50, 150, 424, 800, 2500, 8000, 15000],
  9: [0, 0, 0, 150, 335, 600, 1500, 4000, 10000, 25000],
  10: [0, 0, 0, 120, 194, 500, 1500, 3000, 8000, 15000, 50000],
};

export function kenoOutcome(stream: RoundStream): KenoOutcome {
  return { drawn: stream.pick(KENO_NUMBERS, KENO_DRAWN).map((i) => i + 1) };
}

export function validKenoParams({ picks }: KenoParams): boolean {
  return (
    picks.length >= 1 &&
    picks.length <= KENO_MAX_PICKS &&
    new Set(picks).size === picks.length &&
    picks.every((n) => Number.isInteger(n) && n >= 1 && n <= KENO_NUMBERS)
  );
}

export function kenoHits({ drawn }: KenoOutcome, { picks }: KenoParams): number {
  const set = new Set(drawn);
  return picks.filter((n) => set.has(n)).length;
}

export function kenoPayoutBp(outcome: KenoOutcome, params: KenoParams): bigint {
  const row = KENO_PAYTABLE[params.picks.length] ?? [];
  return BigInt(row[kenoHits(outcome, params)] ?? 0) * 100n;
}

/** Exact RTP for `picks` numbers: sum over hits of P(h) x multiplier. */
export function kenoRtp(picks: number): Ratio {
  const row = KENO_PAYTABLE[picks] ?? [];
  const num = row.reduce(
    (sum, m, h) => sum + choose(picks, h) * choose(KENO_NUMBERS - picks, KENO_DRAWN - h) * BigInt(m),
    0n,
  );
  return { num, den: choose(KENO_NUMBERS, KENO_DRAWN) * 100n };
}
