/**
 * Stakes and totals of both lottery screens' slips, computed as the server computes them: stake =
 * bets x units per bet x unit x multiplier (the VN slip's points), in integer minor units.
 */

/** What a slip line stakes on one draw, whatever the screen calls its parts. */
export type Bet = { betCount: number; unitsPerBet: number; multiplier: number };

export const stakeMinor = (bet: Bet, unitMinor: bigint): bigint =>
  BigInt(bet.betCount) * BigInt(bet.unitsPerBet) * unitMinor * BigInt(bet.multiplier);

export type Totals = { tickets: number; bets: number; stake: bigint };

/** Tickets, bets and stake of a slip for one draw. */
export function totalsOf(lines: readonly { betCount: number; stake: bigint }[]): Totals {
  return lines.reduce(
    (t, line) => ({ tickets: t.tickets + 1, bets: t.bets + line.betCount, stake: t.stake + line.stake }),
    { tickets: 0, bets: 0, stake: 0n },
  );
}

/** What a placement costs now: every ticket once per chased draw (the server holds it all). */
export const chargeOf = (totals: Totals, draws: number): bigint => totals.stake * BigInt(Math.max(1, draws));
