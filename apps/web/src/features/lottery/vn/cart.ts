/**
 * The bet slip: lines of one play and its picks at a number of points (the multiplier), each with
 * its own request id so a retried placement is the same ticket (the server is idempotent on it).
 * Money is integer minor units; a bet costs unitsPerBet x unit x points.
 */
import { payoutMinor } from '@lotto/contracts/lottery/odds';

export type CartLine = {
  /** Request id of the ticket this line becomes (POST /lgw/lottery/tickets). */
  requestId: string;
  gameCode: string;
  playId: string;
  numbers: number[];
  /** Points per bet (the multiplier). */
  points: number;
  betCount: number;
  unitsPerBet: number;
};

export const MAX_POINTS = 1000;

/** Stake of one line on one draw, in minor units. */
export const lineStakeMinor = (line: CartLine, unitMinor: bigint): bigint =>
  BigInt(line.betCount) * BigInt(line.unitsPerBet) * unitMinor * BigInt(line.points);

/** Bets and stake of the slip, over `draws` draws when it is chased. */
export function cartTotals(
  lines: readonly CartLine[],
  unitMinor: bigint,
  draws = 1,
): { bets: number; stakeMinor: bigint } {
  let bets = 0;
  let stakeMinor = 0n;
  for (const line of lines) {
    bets += line.betCount * draws;
    stakeMinor += lineStakeMinor(line, unitMinor) * BigInt(draws);
  }
  return { bets, stakeMinor };
}

/** Price of one point (one bet at one point): unitsPerBet x unit. */
export const pointPriceMinor = (unitsPerBet: number, unitMinor: bigint): bigint =>
  BigInt(unitsPerBet) * unitMinor;

/** What one winning bet (a lô hit) pays at one point, at the menu's odds. */
export const winPerHitMinor = (unitsPerBet: number, unitMinor: bigint, oddsBp: number): bigint =>
  payoutMinor(pointPriceMinor(unitsPerBet, unitMinor), 1, 1, oddsBp);

/** Points typed in the slip: a whole number 1 to MAX_POINTS, else null. */
export function parsePoints(text: string): number | null {
  if (!/^\d{1,4}$/.test(text.trim())) return null;
  const n = Number(text.trim());
  return n >= 1 && n <= MAX_POINTS ? n : null;
}
