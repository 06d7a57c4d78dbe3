import { describe, expect, it } from 'vitest';
import { baccaratPayout, bankerDraws, coup } from '../src/games/baccarat.ts';
import type { Card } from '../src/games/cards.ts';
import { FISH, fishRtp } from '../src/games/fish.ts';
import { rankHand, showdown } from '../src/games/showdown.ts';
import { scoreLine, slotRtp } from '../src/games/slot.ts';
import { newMatch, playMatch } from '../src/games/sports.ts';
import { fmt, parseStake } from '../src/money.ts';

const c = (rank: number, suit = 0): Card => ({ rank, suit });
/** Deals P1, B1, P2, B2, then third cards, in shoe order. */
const dealt = (...ranks: number[]) => {
  const shoe = ranks.map((r) => c(r));
  return coup(() => shoe.shift()!);
};

describe('baccarat tableau', () => {
  it('stands on naturals', () => {
    const r = dealt(4, 10, 4, 6, 9, 9); // player 8: natural, nobody draws
    expect([r.player.length, r.banker.length]).toEqual([2, 2]);
    expect(r.winner).toBe('PLAYER');
  });
  it('player draws on 0-5, stands on 6-7; banker then draws on 0-5', () => {
    const stood = dealt(3, 2, 3, 1, 9); // player 6 stands, banker 3 draws the 9 -> 2
    expect(stood.player).toHaveLength(2);
    expect(stood.banker).toHaveLength(3);
    expect(stood.bankerTotal).toBe(2);
    const drew = dealt(2, 3, 3, 3, 8, 5); // player 5 draws 8 -> 3; banker 6 stands on a third 8
    expect(drew.player).toHaveLength(3);
    expect(drew.banker).toHaveLength(2);
    expect(drew.winner).toBe('BANKER');
  });
  it('follows the banker table for the player third card', () => {
    const table: Record<number, number[]> = {
      3: [0, 1, 2, 3, 4, 5, 6, 7, 9],
      4: [2, 3, 4, 5, 6, 7],
      5: [4, 5, 6, 7],
      6: [6, 7],
      7: [],
    };
    for (let total = 0; total <= 7; total++)
      for (let third = 0; third <= 9; third++)
        expect(bankerDraws(total, c(third === 0 ? 10 : third)), `${total}/${third}`).toBe(
          total <= 2 || (table[total] ?? []).includes(third),
        );
    expect(bankerDraws(5, null)).toBe(true);
    expect(bankerDraws(6, null)).toBe(false);
  });
  it('pays player 1:1, banker less 5%, tie 8:1 with player and banker pushing', () => {
    const bets = { player: 1000, banker: 1000, tie: 100 };
    expect(baccaratPayout(bets, 'PLAYER')).toBe(2000);
    expect(baccaratPayout(bets, 'BANKER')).toBe(1950);
    expect(baccaratPayout(bets, 'TIE')).toBe(900 + 2000);
  });
});

describe('slot, fish, showdown, sports', () => {
  it('the slot returns less than it takes', () => {
    expect(slotRtp()).toBeGreaterThan(0.9);
    expect(slotRtp()).toBeLessThan(0.97);
    expect(scoreLine(['SEVEN', 'SEVEN', 'SEVEN', 'CROWN', 'SEVEN'])).toEqual({
      symbol: 'SEVEN',
      run: 3,
      multiplier: 250,
    });
    expect(scoreLine(['HEART', 'HEART', 'CROWN', 'CROWN', 'CROWN']).multiplier).toBe(0);
  });
  it('every fish returns 95%', () => {
    expect(fishRtp()).toBeLessThan(1);
    for (const f of FISH) expect((f.multiplier * f.hitPpm) / 1e6).toBeCloseTo(0.95);
  });
  it('ranks three-card hands', () => {
    const rank = (...cs: [number, number][]) => rankHand(cs.map(([r, s]) => c(r, s)));
    const sf = rank([12, 1], [13, 1], [1, 1]);
    const trips = rank([2, 0], [2, 1], [2, 2]);
    const straight = rank([1, 0], [2, 1], [3, 2]);
    const flush = rank([2, 3], [9, 3], [13, 3]);
    const pairAces = rank([1, 0], [1, 1], [5, 2]);
    const pairKings = rank([13, 0], [13, 1], [12, 2]);
    const high = rank([1, 0], [7, 1], [5, 2]);
    expect(sf.name).toBe('Straight flush');
    expect(straight.name).toBe('Straight');
    const order = [sf, trips, straight, flush, pairAces, pairKings, high].map((h) => h.score);
    expect([...order].sort((a, b) => b - a)).toEqual(order);
    const r = showdown(1000);
    expect(r.pot).toBe(3000);
    expect(r.payout).toBe(r.seats[0]!.winner ? Math.floor(2850 / r.winners) : 0);
  });
  it('prices matches with a margin and draws results that agree with the score', () => {
    for (const category of ['SPORTS', 'ESPORTS'] as const) {
      const m = newMatch(category);
      const book = m.picks.reduce((t, p) => t + 100 / p.oddsX100, 0);
      expect(book).toBeGreaterThan(1);
      const r = playMatch(m);
      const [a, b] = r.score.split('–').map(Number) as [number, number];
      expect(r.pick).toBe(a > b ? '1' : a < b ? '2' : 'X');
    }
  });
  it('keeps money in cents', () => {
    expect(parseStake('10')).toBe(1000);
    expect(parseStake('0.5')).toBeNull();
    expect(parseStake('1.005')).toBeNull();
    expect(parseStake(12.5)).toBe(1250);
    expect(fmt(1950)).toBe('19.50');
  });
});
