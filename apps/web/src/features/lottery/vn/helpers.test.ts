import { describe, expect, it } from 'vitest';
import { oddsBp } from '@lotto/contracts/lottery/odds';
import { VN_NORTH_PLAYS } from '@lotto/contracts/lottery/plays/vn';
import {
  cartTotals,
  lineStakeMinor,
  parsePoints,
  pointPriceMinor,
  winPerHitMinor,
  type CartLine,
} from './cart.ts';
import { entryText, MAX_PICKS, parseEntry, quickPick } from './entry.ts';
import { gamesOfRegion, stationsOf, vnGameInfo } from './games.ts';
import { betCountOf, playCodeOf, ruleOf, unitsPerBetOf } from './plays.ts';
import { headTail, hitsOf, loNumbers, prizeRows, splitTail } from './results.ts';

// A north result: DB, G1, G2 x2, G3 x6, G4 x4, G5 x6, G6 x3, G7 x4 (27 numbers).
const NORTH = [
  '12345',
  '67890',
  '11111',
  '22222',
  '33333',
  '44444',
  '55555',
  '66666',
  '77777',
  '88812',
  '1234',
  '5678',
  '9012',
  '3456',
  '7890',
  '1357',
  '2468',
  '9753',
  '8642',
  '0000',
  '123',
  '456',
  '789',
  '12',
  '34',
  '56',
  '78',
].join(',');

describe('number entry', () => {
  it('reads numbers the way players type them, with the play digits', () => {
    expect(parseEntry('12 34 56', 2).numbers).toEqual([12, 34, 56]);
    expect(parseEntry('12,34;56\n78', 2).numbers).toEqual([12, 34, 56, 78]);
    expect(parseEntry('123456', 2).numbers).toEqual([12, 34, 56]);
    expect(parseEntry('05 5', 2)).toEqual({ numbers: [5], invalid: ['5'], duplicates: [], overLimit: false });
    expect(parseEntry('123 045', 3).numbers).toEqual([123, 45]);
    expect(parseEntry('0 9 3', 1).numbers).toEqual([0, 9, 3]);
  });

  it('reports duplicates, junk and more than the server takes', () => {
    expect(parseEntry('12 12 34 12', 2)).toMatchObject({ numbers: [12, 34], duplicates: ['12'] });
    expect(parseEntry('12 ab 34', 2)).toMatchObject({ numbers: [12, 34], invalid: ['ab'] });
    const all = Array.from({ length: 120 }, (_, i) => String(i).padStart(3, '0')).join(' ');
    const parsed = parseEntry(all, 3);
    expect(parsed.numbers).toHaveLength(MAX_PICKS);
    expect(parsed.overLimit).toBe(true);
    expect(entryText([5, 12, 99], 2)).toBe('05 12 99');
    expect(entryText([7], 3)).toBe('007');
  });

  it('quick picks the 00-99 grid', () => {
    const never = () => 0;
    expect(quickPick({ kind: 'doubles' }, { digits: 2, random: never })).toEqual([
      0, 11, 22, 33, 44, 55, 66, 77, 88, 99,
    ]);
    expect(quickPick({ kind: 'head', digit: 3 }, { digits: 2, random: never })).toEqual([
      30, 31, 32, 33, 34, 35, 36, 37, 38, 39,
    ]);
    expect(quickPick({ kind: 'tail', digit: 7 }, { digits: 2, random: never })).toEqual([
      7, 17, 27, 37, 47, 57, 67, 77, 87, 97,
    ]);
    expect(quickPick({ kind: 'even' }, { digits: 2, random: never })).toHaveLength(50);
    expect(quickPick({ kind: 'big' }, { digits: 2, random: never })[0]).toBe(50);
    expect(quickPick({ kind: 'small' }, { digits: 1, random: never })).toEqual([0, 1, 2, 3, 4]);
    let next = 0;
    const seq = [7, 7, 3, 99, 3, 42];
    expect(quickPick({ kind: 'random', count: 4 }, { digits: 2, random: () => seq[next++]! })).toEqual([
      3, 7, 42, 99,
    ]);
  });
});

describe('results', () => {
  it('splits a north and a south result into prize tiers', () => {
    const rows = prizeRows(NORTH, 'north')!;
    expect(rows.map((r) => [r.prize, r.numbers.length])).toEqual([
      ['DB', 1],
      ['G1', 1],
      ['G2', 2],
      ['G3', 6],
      ['G4', 4],
      ['G5', 6],
      ['G6', 3],
      ['G7', 4],
    ]);
    expect(rows[0]!.numbers).toEqual(['12345']);
    const south = [
      '123456',
      '12345',
      '23456',
      '34567',
      '45678',
      ...Array(7).fill('56789'),
      '1234',
      '2345',
      '3456',
      '4567',
      '567',
      '89',
    ];
    expect(prizeRows(south.join(','), 'south')!.map((r) => r.prize)).toEqual([
      'DB',
      'G1',
      'G2',
      'G3',
      'G4',
      'G5',
      'G6',
      'G7',
      'G8',
    ]);
    expect(prizeRows(NORTH, 'south')).toBeNull();
    expect(prizeRows(NORTH.replace('12345', '1234'), 'north')).toBeNull();
    expect(splitTail('12345')).toEqual(['123', '45']);
    expect(splitTail('12')).toEqual(['', '12']);
  });

  it('builds the head/tail table of the lô numbers', () => {
    const lo = loNumbers(NORTH);
    expect(lo).toHaveLength(27);
    const { heads, tails } = headTail(lo);
    expect(heads.flat()).toHaveLength(27);
    expect(tails.flat()).toHaveLength(27);
    // 12 comes up three times (88812, 9012 and the G7 12)
    expect(heads[1]).toEqual([1, 2, 2, 2]);
    expect(tails[2]).toEqual([1, 1, 1, 2, 4]); // 12 x3, 22, 42
    expect(hitsOf([12], { winNo: NORTH })).toBe(3);
    expect(hitsOf([12, 45], { winNo: NORTH })).toBe(4);
    expect(hitsOf([123], { winNo: NORTH, digits: 3 })).toBe(1);
  });
});

describe('bet slip', () => {
  const line = (over: Partial<CartLine>): CartLine => ({
    requestId: 'r1234567',
    gameCode: 'VNF3',
    playId: 'VN_N_LO2',
    numbers: [12, 34],
    points: 1,
    betCount: 2,
    unitsPerBet: 27,
    ...over,
  });

  it('prices lô per point (27 units in the north) and the rest per bet', () => {
    expect(lineStakeMinor(line({}), 200n)).toBe(10_800n);
    expect(lineStakeMinor(line({ points: 3 }), 200n)).toBe(32_400n);
    const totals = cartTotals({
      lines: [line({}), line({ playId: 'VN_N_DE', unitsPerBet: 1, betCount: 3, points: 5 })],
      unitMinor: 200n,
    });
    expect(totals).toEqual({ bets: 5, stakeMinor: 10_800n + 3_000n });
    expect(cartTotals({ lines: [line({})], unitMinor: 200n, draws: 3 })).toEqual({
      bets: 6,
      stakeMinor: 32_400n,
    });
    expect(cartTotals({ lines: [], unitMinor: 200n })).toEqual({ bets: 0, stakeMinor: 0n });
  });

  it('shows a point price and the win per hit at the menu odds', () => {
    expect(pointPriceMinor(27, 200n)).toBe(5400n);
    const lo2 = VN_NORTH_PLAYS.find((p) => p.id === 'VN_N_LO2')!;
    // docs/lottery/play-types.md: at 1950, 97.5 units per hit
    expect(winPerHitMinor({ unitsPerBet: 27, unitMinor: 100n, oddsBp: oddsBp(lo2.hitRate, 1950) })).toBe(
      9749n,
    );
    expect(winPerHitMinor({ unitsPerBet: 1, unitMinor: 100n, oddsBp: 975_000 })).toBe(9750n);
    expect(parsePoints('10')).toBe(10);
    expect(parsePoints('0')).toBeNull();
    expect(parsePoints('1001')).toBeNull();
    expect(parsePoints('1.5')).toBeNull();
  });

  it('counts bets with the server rule', () => {
    expect(betCountOf('north', { playId: 'VN_N_LO2', numbers: [1, 2, 3] })).toBe(3);
    expect(betCountOf('north', { playId: 'VN_N_XIEN2', numbers: [1, 2, 3, 4] })).toBe(6);
    expect(betCountOf('north', { playId: 'VN_N_XIEN3', numbers: [1, 2] })).toBe(0);
    expect(betCountOf('south', { playId: 'VN_S_DAU', numbers: [12] })).toBe(0);
    expect(unitsPerBetOf('north', 'VN_N_LO2')).toBe(27);
    expect(unitsPerBetOf('south', 'VN_S_LO2')).toBe(18);
    expect(unitsPerBetOf('south', 'VN_S_LO3')).toBe(17);
    expect(playCodeOf('VN_S_3CANG')).toBe('3CANG');
    expect(playCodeOf('SSC_TIE')).toBeUndefined();
    expect(ruleOf('VN_N_XIEN4')).toEqual({ code: 'XIEN4', kind: 'xien', digits: 2, minPicks: 4 });
  });
});

describe('games and stations', () => {
  it('places games in their region with the day stations', () => {
    expect(vnGameInfo('VNF3')).toMatchObject({ region: 'north', fast: true, minutes: 3, layout: 'north' });
    expect(vnGameInfo('VNSF5')).toMatchObject({ region: 'south', fast: true, layout: 'south' });
    expect(vnGameInfo('SSC1')).toBeUndefined();
    const codes = ['VNSF5', 'VN_SOUTH', 'VNF3', 'VN_NORTH'];
    expect(gamesOfRegion(codes, 'north').map((g) => g.gameCode)).toEqual(['VN_NORTH', 'VNF3']);
    expect(gamesOfRegion(codes, 'central')).toEqual([]);
    // Monday 2026-07-20 18:15 in Vietnam (11:15 UTC)
    const monday = Date.UTC(2026, 6, 20, 11, 15);
    expect(stationsOf(vnGameInfo('VN_SOUTH')!, monday)).toEqual(['TP. Hồ Chí Minh', 'Đồng Tháp', 'Cà Mau']);
    expect(stationsOf(vnGameInfo('VN_NORTH')!, monday)).toEqual(['Hà Nội']);
    expect(stationsOf(vnGameInfo('VNF3')!, monday)).toEqual([]);
  });
});
