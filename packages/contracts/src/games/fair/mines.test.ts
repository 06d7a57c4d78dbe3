import { describe, expect, it } from 'vitest';
import { percent, ratioToNumber, roundOutcome, RoundStream } from './fair.ts';
import {
  minesMultiplierBp,
  minesOutcome,
  minesPayoutBp,
  minesRtp,
  validMinesParams,
  type MinesParams,
} from './mines.ts';
import {
  nodeHmac,
  SIMULATION_CLIENT_SEED,
  SIMULATION_ROUNDS,
  SIMULATION_SERVER_SEED,
  simulate,
} from './node-crypto.test-support.ts';

describe('mines', () => {
  it('places the mines on distinct tiles by a partial shuffle', async () => {
    const seeds = { serverSeed: SIMULATION_SERVER_SEED, clientSeed: 'c', nonce: 1 };
    const { mines } = await roundOutcome(seeds, {
      words: 24,
      outcome: (s) => minesOutcome(s, 24),
      hmac: nodeHmac,
    });
    expect(new Set(mines).size).toBe(24);
    expect(mines.every((t) => t >= 0 && t < 25)).toBe(true);
    expect(minesOutcome(new RoundStream(new Uint8Array(4)), 1)).toEqual({ mines: [0] });
  });

  it('pays 0.99 x C(25, k) / C(25 - m, k) in basis points, rounded down', () => {
    expect(minesMultiplierBp(1, 1)).toBe(10_312n); // 0.99 x 25/24 = 1.03125
    expect(minesMultiplierBp(24, 1)).toBe(247_500n); // 24.75x
    expect(minesMultiplierBp(3, 22)).toBe(9_900n * 2_300n); // every safe tile: 1 / C(25, 3)
    const outcome = { mines: [0, 1, 2] };
    expect(minesPayoutBp(outcome, { mines: 3, tiles: [5, 6] })).toBe(minesMultiplierBp(3, 2));
    expect(minesPayoutBp(outcome, { mines: 3, tiles: [5, 2] })).toBe(0n);
  });

  it('checks the mine count and the revealed tiles', () => {
    expect(validMinesParams({ mines: 0, tiles: [1] })).toBe(false);
    expect(validMinesParams({ mines: 24, tiles: [1] })).toBe(true);
    expect(validMinesParams({ mines: 24, tiles: [1, 2] })).toBe(false);
    expect(validMinesParams({ mines: 3, tiles: [4, 4] })).toBe(false);
    expect(validMinesParams({ mines: 3, tiles: [25] })).toBe(false);
  });

  it('has an exact RTP between 98.99% and 99% for every mine count and cash-out point', () => {
    for (let m = 1; m <= 24; m++) {
      for (let k = 1; k <= 25 - m; k++) {
        const rtp = ratioToNumber(minesRtp(m, k));
        expect(rtp).toBeLessThanOrEqual(0.99);
        expect(rtp).toBeGreaterThan(0.9899);
      }
    }
    expect(percent(minesRtp(5, 1))).toBe('99.0000'); // 0.99 x 25/20 = 1.2375, no rounding
  });

  it('RTP simulation: 1,000,000 rounds land within 0.5 points of the exact RTP', async () => {
    // reveal the first k tiles, then cash out; chances of surviving 0.5 to 0.8
    const bets: MinesParams[] = [
      { mines: 1, tiles: [0, 1, 2, 3, 4] },
      { mines: 3, tiles: [6, 7, 8] },
      { mines: 5, tiles: [12, 24] },
      { mines: 10, tiles: [13] },
      { mines: 3, tiles: [0, 5, 10, 15, 20] },
    ];
    const expected =
      bets.reduce((s, b) => s + ratioToNumber(minesRtp(b.mines, b.tiles.length)), 0) / bets.length;
    const { rtp } = await simulate(SIMULATION_ROUNDS, async (nonce) => {
      const seeds = { serverSeed: SIMULATION_SERVER_SEED, clientSeed: SIMULATION_CLIENT_SEED, nonce };
      const bet = bets[nonce % bets.length]!;
      const outcome = await roundOutcome(seeds, {
        words: bet.mines,
        outcome: (s) => minesOutcome(s, bet.mines),
        hmac: nodeHmac,
      });
      return minesPayoutBp(outcome, bet);
    });
    console.log(`mines: simulated RTP ${(rtp * 100).toFixed(3)}%, exact ${(expected * 100).toFixed(3)}%`);
    expect(Math.abs(rtp - expected)).toBeLessThan(0.005);
  }, 120_000);
});
