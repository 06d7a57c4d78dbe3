import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gameByCode, GAMES } from './games.ts';
import { chainRebateMinor, oddsBp, payoutMinor, rebateBp, validSeries } from './odds.ts';
import { playMenu, playsOf } from './plays/index.ts';
import { ratio } from './plays/types.ts';

describe('lottery odds and rebates', () => {
  it('odds = series x 10000 / (2000 x hit rate), rounded down', () => {
    expect(oddsBp(ratio(1, 10), 1800)).toBe(90_000);
    expect(oddsBp(ratio(45, 100), 1950)).toBe(21_666);
    expect(oddsBp(ratio(27, 100), 1900)).toBe(35_185);
  });

  it('payout = stake x multiplier x winning bets x odds / 10000, rounded down', () => {
    expect(payoutMinor(200n, { multiplier: 3, winningBets: 2, odds: 21_666 })).toBe(2599n); // 200 x 3 x 2 x 2.1666 = 2599.92
    expect(payoutMinor(2_700n, { multiplier: 1, winningBets: 3, odds: 35_185 })).toBe(28_499n);
  });

  it('splits the rebate up the chain, 5 bp of turnover per series step', () => {
    expect(rebateBp(1980, 1900)).toBe(400);
    // Bet at 1880 by a 1900 member under agents at 1940 and 1980.
    expect(chainRebateMinor(10_000n, [1880, 1900, 1940, 1980])).toEqual([100n, 200n, 200n]);
    // Decision 014's example: agent 1960 > sub-agent 1950 > member 1930, a bet of 12.34 at 1900:
    // 150 bp, 100 bp and 50 bp of 1234, each rounded down (18.51, 12.34, 6.17).
    expect(chainRebateMinor(1234n, [1900, 1930, 1950, 1960])).toEqual([18n, 12n, 6n]);
    // An upline below its downline (a change racing a bet) earns nothing and pays no more above.
    expect(chainRebateMinor(10_000n, [1900, 1930, 1920, 1960])).toEqual([150n, 0n, 150n]);
    expect(chainRebateMinor(10_000n, [1900])).toEqual([]);
    expect(validSeries('Elott', 1980)).toBe(true);
    expect(validSeries('Lott', 1980)).toBe(false);
  });

  it('never pays the chain more than (highest series - bet series) / 2000 of the stake (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.array(fc.integer({ min: 1700, max: 1980 }), { minLength: 1, maxLength: 8 }),
        (stake, chain) => {
          const shares = chainRebateMinor(stake, chain);
          const total = shares.reduce((s, x) => s + x, 0n);
          const top = BigInt(Math.max(...chain) - chain[0]!);
          expect(shares.every((x) => x >= 0n)).toBe(true);
          expect(total * 2000n <= stake * top).toBe(true);
          // Each share is its exact amount rounded down: less than one minor unit lost per account.
          expect(stake * top - total * 2000n < 2000n * BigInt(shares.length || 1)).toBe(true);
        },
      ),
    );
  });

  it('every game has plays and a menu in its prize mode with unique play ids', () => {
    for (const game of GAMES) {
      const ids = playsOf(game).map((p) => p.id);
      expect(new Set(ids).size, game.code).toBe(ids.length);
    }
    const menu = playMenu(gameByCode('VN_NORTH')!, { unitMinor: 1000, off: ['VN_N_LO4'] });
    expect(menu.prizeModeId).toBe('SEA');
    const lo = menu.playMenuGroups.find((g) => g.playCode === 'VN_N_LO')!.playMenus;
    expect(lo.map((m) => [m.playId, m.singleBetPrice, m.playSwitch])).toEqual([
      ['VN_N_LO2', 27_000, true],
      ['VN_N_LO3', 23_000, true],
      ['VN_N_LO4', 20_000, false],
    ]);
  });
});
