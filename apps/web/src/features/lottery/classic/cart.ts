/**
 * The ticket cart: several selections of one game, each with its bet count, unit, multiplier and
 * prize series, and the totals the sticky bar shows. Money in integer cents (bigint), computed as
 * the server does: stake = bets x units per bet x unit x multiplier.
 */
import { centsText } from '../../../lib/money.ts';

export type CartItem = {
  /** Identifies the item in the cart (the ticket's requestId is made per placement attempt). */
  key: string;
  gameCode: string;
  playId: string;
  selection: number[][];
  betCount: number;
  unitsPerBet: number;
  unitCents: bigint;
  multiplier: number;
  series: number;
};

export const MAX_MULTIPLIER = 100_000;
export const MIN_CHASE = 2;
export const MAX_CHASE = 120;

export const stakeOf = (item: Pick<CartItem, 'betCount' | 'unitsPerBet' | 'unitCents' | 'multiplier'>) =>
  BigInt(item.betCount) * BigInt(item.unitsPerBet) * item.unitCents * BigInt(item.multiplier);

export type Totals = { tickets: number; bets: number; stake: bigint };

export function cartTotals(items: readonly CartItem[]): Totals {
  return items.reduce(
    (t, item) => ({ tickets: t.tickets + 1, bets: t.bets + item.betCount, stake: t.stake + stakeOf(item) }),
    { tickets: 0, bets: 0, stake: 0n },
  );
}

/** What a placement costs now: every ticket once per chased draw (the server holds it all). */
export const chargeOf = (totals: Totals, draws: number): bigint => totals.stake * BigInt(Math.max(1, draws));

/** A typed multiplier, whole and within 1 ... MAX_MULTIPLIER; 1 for anything else. */
export function clampMultiplier(text: string): number {
  const n = Number.parseInt(text, 10);
  if (!Number.isFinite(n) || n < 1) return 1;
  return Math.min(n, MAX_MULTIPLIER);
}

export function clampChase(n: number): number {
  if (!Number.isFinite(n)) return MIN_CHASE;
  return Math.min(MAX_CHASE, Math.max(MIN_CHASE, Math.round(n)));
}

/**
 * The unit modes of a game (yuan, jiao, fen on the sites this market knows): the game's unit and
 * its tenth and hundredth, while they stay at least one cent.
 */
export function unitChoices(gameUnitCents: bigint): bigint[] {
  return [gameUnitCents, gameUnitCents / 10n, gameUnitCents / 100n].filter(
    (c, i) => c >= 1n && (i === 0 || c * 10n ** BigInt(i) === gameUnitCents),
  );
}

/** The request body of one cart item (POST /lgw/lottery/tickets). */
export function ticketBody(
  item: CartItem,
  placement: { numero: string; requestId: string; chase: { draws: number; stopOnWin: boolean } | null },
) {
  const { numero, requestId, chase } = placement;
  return {
    gameCode: item.gameCode,
    numero,
    playId: item.playId,
    selection: item.selection,
    unit: centsText(item.unitCents),
    multiplier: item.multiplier,
    series: item.series,
    requestId,
    ...(chase ? { chase } : {}),
  };
}

/** Odds in 1/10000 of the bet stake as a payout multiple: 97500 -> "9.75", 21666 -> "2.1666". */
export function oddsText(bp: number): string {
  const whole = Math.floor(bp / 10_000);
  const frac = String(bp % 10_000)
    .padStart(4, '0')
    .replace(/0{1,2}$/, '');
  return `${whole}.${frac.padEnd(2, '0')}`;
}
