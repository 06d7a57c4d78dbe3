/**
 * Odds, prize series and rebates of the lottery (docs/lottery/play-types.md "Odds model").
 *
 * A prize series (prize group, "奖金组") G is a return to player of G / 2000: a play whose single
 * bet wins on average `hitRate` winning bets pays floor(G x 10000 / (2000 x hitRate)) in 1/10000
 * of the bet's stake per winning bet. Every play type therefore returns G / 2000 less the rounding
 * of its odds, whatever its chance. The series between a member's and the top of the chain is the
 * rebate that the agent chain splits: each upline keeps (its series - its downline's series) / 2000
 * of the downline's turnover, 5 basis points of turnover per series step.
 */
import type { Ratio } from '../games/fair/fair.ts';

export const SERIES_BASE = 2000;
export const BP = 10_000;

export type PrizeModeId = 'Lott' | 'ZY' | 'Elott' | 'SEA';

/** Prize series (docs/product/lottery.md#prize-modes): the bounds a member may bet at in each prize mode. */
export type PrizeSeries = { minSeries: number; maxSeries: number; defaultSeries: number };

/**
 * Lott: official draws (China-style and Mark Six) whose results are imported, at most 98%.
 * ZY ("自营", in-house draws of the official games' formats) and Elott (fast e-lottery) run our
 * own draws, at most 99%. SEA: the Vietnamese lotteries, at most 98%; the local market pays
 * lo at about 80 per 23 to 27 units, so 1800 to 1960 is already generous there.
 */
export const PRIZE_MODES: Record<PrizeModeId, PrizeSeries> = {
  Lott: { minSeries: 1700, maxSeries: 1960, defaultSeries: 1900 },
  ZY: { minSeries: 1700, maxSeries: 1980, defaultSeries: 1950 },
  Elott: { minSeries: 1700, maxSeries: 1980, defaultSeries: 1950 },
  SEA: { minSeries: 1700, maxSeries: 1960, defaultSeries: 1900 },
};

/** Every prize mode's id, in the order of PRIZE_MODES: for enums and loops over the modes. */
export const PRIZE_MODE_IDS = Object.keys(PRIZE_MODES) as [PrizeModeId, ...PrizeModeId[]];

export function validSeries(mode: PrizeModeId, series: number): boolean {
  const { minSeries, maxSeries } = PRIZE_MODES[mode];
  return Number.isInteger(series) && series >= minSeries && series <= maxSeries;
}

/** Payout per winning bet in 1/10000 of the bet's stake, rounded down. */
export function oddsBp(hitRate: Ratio, series: number): number {
  const odds = (BigInt(series) * BigInt(BP) * hitRate.den) / (BigInt(SERIES_BASE) * hitRate.num);
  return Number(odds);
}

/** Exact return to player of a play at these odds: hitRate x odds / 10000. */
export function rtp(hitRate: Ratio, odds: number): Ratio {
  return { num: hitRate.num * BigInt(odds), den: hitRate.den * BigInt(BP) };
}

/**
 * Payout = stake per bet x bet multiplier x winning bets x odds / 10000, rounded down to the
 * minor unit (docs/product/wallet.md#money-and-ledger).
 */
export function payoutMinor(
  stakePerBetMinor: bigint,
  { multiplier, winningBets, odds }: { multiplier: number; winningBets: number; odds: number },
): bigint {
  return (stakePerBetMinor * BigInt(multiplier) * BigInt(winningBets) * BigInt(odds)) / BigInt(BP);
}

/** Rebate in basis points of turnover between an upper and a lower series: 5 bp per step. */
export function rebateBp(upperSeries: number, lowerSeries: number): number {
  return Math.max(0, upperSeries - lowerSeries) * (BP / SERIES_BASE);
}

/**
 * Splits the rebate of a bet up the agent chain (decision 014). `chain` is the series the ticket
 * was bet at, then the member's own series, then each upline's, nearest first, up to the top
 * agent. Each account earns `stake x (its series - the series below it) / 2000`, rounded down to
 * the minor unit on its own: the house keeps every remainder. A series below the one under it
 * (a change racing a bet) counts as that one, so a step is never negative and the chain never
 * pays more than (highest series - bet series) / 2000 of the stake.
 */
export function chainRebateMinor(stakeMinor: bigint, chain: number[]): bigint[] {
  const out: bigint[] = [];
  let below = chain[0] ?? 0;
  for (const series of chain.slice(1)) {
    const upper = Math.max(series, below);
    out.push((stakeMinor * BigInt(rebateBp(upper, below))) / BigInt(BP));
    below = upper;
  }
  return out;
}
