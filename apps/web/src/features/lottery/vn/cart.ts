/**
 * The bet slip: lines of one play and its picks at a number of points (the multiplier), each with
 * its own request id so a retried placement is the same ticket (the server is idempotent on it).
 * Money is integer minor units; a bet costs unitsPerBet x unit x points.
 */
import { payoutMinor } from '@lotto/contracts/lottery/odds';
import { chargeOf, stakeMinor, totalsOf } from '../common/stake.ts';

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

/** Stake of one line (or of bets about to become one) on one draw, in minor units. */
export const lineStakeMinor = (
  line: Pick<CartLine, 'betCount' | 'unitsPerBet' | 'points'>,
  unitMinor: bigint,
): bigint => stakeMinor({ ...line, multiplier: line.points }, unitMinor);

/** Bets and stake of the slip, over `draws` draws when it is chased. */
export function cartTotals(slip: { lines: readonly CartLine[]; unitMinor: bigint; draws?: number }): {
  bets: number;
  stakeMinor: bigint;
} {
  const { lines, unitMinor, draws = 1 } = slip;
  const totals = totalsOf(
    lines.map((line) => ({ betCount: line.betCount, stake: lineStakeMinor(line, unitMinor) })),
  );
  return { bets: totals.bets * draws, stakeMinor: chargeOf(totals, draws) };
}

/** Price of one point (one bet at one point): unitsPerBet x unit. */
export const pointPriceMinor = (unitsPerBet: number, unitMinor: bigint): bigint =>
  stakeMinor({ betCount: 1, unitsPerBet, multiplier: 1 }, unitMinor);

/** What one winning bet (a lô hit) pays at one point, at the menu's odds. */
export const winPerHitMinor = (play: { unitsPerBet: number; unitMinor: bigint; oddsBp: number }): bigint =>
  payoutMinor(pointPriceMinor(play.unitsPerBet, play.unitMinor), {
    multiplier: 1,
    winningBets: 1,
    odds: play.oddsBp,
  });

/** Points typed in the slip: a whole number 1 to MAX_POINTS, else null. */
export function parsePoints(text: string): number | null {
  if (!/^\d{1,4}$/.test(text.trim())) return null;
  const n = Number(text.trim());
  return n >= 1 && n <= MAX_POINTS ? n : null;
}
