import { describe, expect, it } from 'vitest';
import { SSC_PLAYS } from '@lotto/contracts/lottery/plays/digits';
import { oddsText } from '../common/odds.ts';
import { chargeOf } from '../common/stake.ts';
import {
  cartTotals,
  clampChase,
  clampMultiplier,
  stakeOf,
  ticketBody,
  unitChoices,
  type CartItem,
} from './cart.ts';

const item = (over: Partial<CartItem> = {}): CartItem => ({
  key: 'k1',
  gameCode: 'SSC1',
  playId: 'SSC_2F_STRAIGHT',
  selection: [[1, 2], [3]],
  betCount: 2,
  unitsPerBet: 1,
  unitCents: 200n,
  multiplier: 1,
  series: 1950,
  ...over,
});

describe('cart', () => {
  it('stakes bets x units per bet x unit x multiplier, in cents', () => {
    expect(stakeOf(item())).toBe(400n);
    expect(stakeOf(item({ betCount: 10, multiplier: 3, unitCents: 20n }))).toBe(600n);
    // a VN lo point costs 27 units
    expect(stakeOf(item({ betCount: 2, unitsPerBet: 27, unitCents: 100n }))).toBe(5400n);
  });

  it('counts bets with the core the server uses', () => {
    const play = SSC_PLAYS.find((p) => p.id === 'SSC_2F_STRAIGHT')!;
    const all = Array.from({ length: 10 }, (_, i) => i);
    expect(play.betCount([all, all])).toBe(100);
    expect(stakeOf(item({ betCount: play.betCount([all, all]) }))).toBe(20_000n);
  });

  it('totals tickets, bets and stake, and charges a chase for every draw', () => {
    const items = [item(), item({ key: 'k2', betCount: 5, multiplier: 2 })];
    const totals = cartTotals(items);
    expect(totals).toEqual({ tickets: 2, bets: 7, stake: 400n + 2000n });
    expect(chargeOf(totals, 1)).toBe(2400n);
    expect(chargeOf(totals, 5)).toBe(12_000n);
    expect(cartTotals([])).toEqual({ tickets: 0, bets: 0, stake: 0n });
  });

  it('clamps typed multipliers and chase lengths', () => {
    expect(clampMultiplier('5')).toBe(5);
    expect(clampMultiplier('0')).toBe(1);
    expect(clampMultiplier('abc')).toBe(1);
    expect(clampMultiplier('9999999')).toBe(100_000);
    expect(clampChase(1)).toBe(2);
    expect(clampChase(500)).toBe(120);
    expect(clampChase(Number.NaN)).toBe(2);
  });

  it('offers the unit, its tenth and hundredth while they stay whole cents', () => {
    expect(unitChoices(200n)).toEqual([200n, 20n, 2n]);
    expect(unitChoices(150n)).toEqual([150n, 15n]);
    expect(unitChoices(5n)).toEqual([5n]);
  });

  it('writes odds as a payout multiple', () => {
    expect(oddsText(97_500)).toBe('9.75');
    expect(oddsText(21_666)).toBe('2.1666');
    expect(oddsText(19_500)).toBe('1.95');
    expect(oddsText(975_000_000)).toBe('97500.00');
  });

  it('builds the ticket body with the pinned numero, request id and chase', () => {
    expect(ticketBody(item(), { numero: '20260101-0001', requestId: 'req-12345', chase: null })).toEqual({
      gameCode: 'SSC1',
      numero: '20260101-0001',
      playId: 'SSC_2F_STRAIGHT',
      selection: [[1, 2], [3]],
      unit: '2.00',
      multiplier: 1,
      series: 1950,
      requestId: 'req-12345',
    });
    expect(
      ticketBody(item(), { numero: 'n', requestId: 'r', chase: { draws: 3, stopOnWin: true } }).chase,
    ).toEqual({ draws: 3, stopOnWin: true });
  });
});
