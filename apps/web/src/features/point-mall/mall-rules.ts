import { centsText, toCents } from '../../lib/money.ts';

/**
 * The point mall's rules on the client (docs/product/agents-and-promotions.md#point-mall). The
 * limits repeat the contract's (packages/contracts/src/mall/mall.ts, checked by the unit test)
 * so the page does not carry the schemas and zod.
 */
export const MALL_MAX_QTY = 10;
export const MALL_CONTACT_MAX = 200;

export const ORDER_FILTERS = ['all', 'in_process', 'approved', 'rejected'] as const;
export type OrderFilter = (typeof ORDER_FILTERS)[number];

/** How far the member is toward the next point, in whole percent (0-100). */
export function nextPointPercent(p: { turnoverPerPoint: string; turnoverToNext: string }): number {
  const per = toCents(p.turnoverPerPoint);
  if (per <= 0n) return 0;
  const left = toCents(p.turnoverToNext);
  const done = per - (left > per ? per : left < 0n ? 0n : left);
  return Number((done * 100n) / per);
}

/** Money `points` convert to at `convertRate` (money a point), as the API writes it: "12.30". */
export const convertAmount = (points: number, convertRate: string): string =>
  centsText(BigInt(Math.max(0, Math.trunc(points))) * toCents(convertRate));

export type ConvertProblem = 'required' | 'invalid' | 'minimum' | 'available' | null;

/** What is wrong with typed points to convert: whole points, at least the minimum, no more than available. */
export function convertProblem(text: string, p: { available: number; minConvert: number }): ConvertProblem {
  const typed = text.trim();
  if (typed === '') return 'required';
  if (!/^\d{1,10}$/.test(typed)) return 'invalid';
  const points = Number(typed);
  if (points <= 0) return 'invalid';
  if (points < p.minConvert) return 'minimum';
  if (points > p.available) return 'available';
  return null;
}

export type RedeemProblem = 'soldOut' | 'stock' | 'points' | 'contact' | null;

/** What stands in the way of redeeming `qty` of an item: its stock, the member's points, the delivery contact. */
export function redeemProblem(
  item: { kind: 'cash' | 'physical'; points: number; stock: number | null },
  q: { qty: number; available: number; contact: string },
): RedeemProblem {
  if (item.stock !== null && item.stock <= 0) return 'soldOut';
  if (item.stock !== null && q.qty > item.stock) return 'stock';
  if (item.points * q.qty > q.available) return 'points';
  if (item.kind === 'physical' && q.contact.trim() === '') return 'contact';
  return null;
}

/** The most of an item one order may take: the contract's cap, the stock left. */
export const maxQty = (item: { stock: number | null }): number =>
  Math.max(1, Math.min(MALL_MAX_QTY, item.stock ?? MALL_MAX_QTY));

/** Points as the site shows them: "25,000". */
export const formatPoints = (points: number): string =>
  String(Math.trunc(points)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
