/**
 * The ticket cart: several selections of one game, each with its bet count, unit, multiplier and
 * prize series, and the totals the sticky bar shows. Money in integer cents (bigint), computed as
 * the server does (common/stake.ts): stake = bets x units per bet x unit x multiplier.
 */
import { stakeMinor, totalsOf, type Totals } from '../common/stake.ts';
import { ticketBody as body, type Placement } from '../common/ticket.ts';

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
  stakeMinor(item, item.unitCents);

export const cartTotals = (items: readonly CartItem[]): Totals =>
  totalsOf(items.map((item) => ({ betCount: item.betCount, stake: stakeOf(item) })));

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

/** The request body of one cart item (POST /lgw/lottery/tickets), at its unit and series. */
export const ticketBody = (item: CartItem, placement: Placement) =>
  body({ ...item, unitMinor: item.unitCents }, placement);
