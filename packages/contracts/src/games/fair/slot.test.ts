import { describe, expect, it } from 'vitest';
import { percent, ratioToNumber, roundOutcome } from './fair.ts';
import {
  nodeHmac,
  SIMULATION_CLIENT_SEED,
  SIMULATION_ROUNDS,
  SIMULATION_SERVER_SEED,
  simulate,
} from './node-crypto.test-support.ts';
import {
  SLOT_LINES,
  SLOT_REELS,
  slotGrid,
  slotLineWins,
  slotOutcome,
  slotPayoutBp,
  slotRtp,
} from './slot.ts';

describe('slot 5x3', () => {
  it('shows each reel from its stop and the next two symbols, wrapping', () => {
    expect(slotGrid([0, 0, 0, 0, 19])[4]).toEqual(['B', 'C', 'W']);
    expect(SLOT_LINES).toHaveLength(10);
    expect(SLOT_REELS[0]).not.toContain('W');
  });

  it('pays 3 to 5 of a kind from the left, the wild standing in', () => {
    const grid = [
      ['A', 'E', 'D'],
      ['W', 'E', 'C'],
      ['A', 'E', 'B'],
      ['D', 'D', 'D'],
      ['A', 'C', 'C'],
    ];
    const wins = slotLineWins(grid);
    expect(wins).toContainEqual({ line: 1, symbol: 'A', count: 3, pay: 900 });
    expect(wins).toContainEqual({ line: 0, symbol: 'E', count: 3, pay: 140 });
    // the spin's multiplier: sum of line pays (hundredths of a tenth of the stake) x 10
    const total = wins.reduce((s, w) => s + w.pay, 0);
    expect(slotPayoutBp({ stops: [], grid })).toBe(BigInt(total) * 10n);
  });

  it('has an exact RTP of 95.98%: the per-line formula equals enumeration of all 3.2M stops', () => {
    expect(percent(slotRtp())).toBe('95.9818');
    let sum = 0n;
    let sumSquares = 0n;
    const stops = [0, 0, 0, 0, 0];
    const n = SLOT_REELS.map((s) => s.length);
    let count = 0n;
    for (stops[0] = 0; stops[0] < n[0]!; stops[0]++)
      for (stops[1] = 0; stops[1] < n[1]!; stops[1]++)
        for (stops[2] = 0; stops[2] < n[2]!; stops[2]++)
          for (stops[3] = 0; stops[3] < n[3]!; stops[3]++)
            for (stops[4] = 0; stops[4] < n[4]!; stops[4]++) {
              const bp = slotPayoutBp({ stops, grid: slotGrid(stops) });
              sum += bp;
              sumSquares += bp * bp;
              count++;
            }
    const rtp = slotRtp();
    expect(sum * rtp.den).toBe(rtp.num * count * 10_000n);
    const mean = Number(sum) / Number(count) / 1e4;
    const variance = Number(sumSquares) / Number(count) / 1e8 - mean * mean;
    expect(variance).toBeLessThan(2); // standard error over 1M spins: about 0.13 points
  }, 120_000);

  it('RTP simulation: 1,000,000 rounds land within 0.5 points of the exact RTP', async () => {
    const expected = ratioToNumber(slotRtp());
    const { rtp } = await simulate(SIMULATION_ROUNDS, async (nonce) => {
      const seeds = { serverSeed: SIMULATION_SERVER_SEED, clientSeed: SIMULATION_CLIENT_SEED, nonce };
      return slotPayoutBp(await roundOutcome(seeds, { words: 5, outcome: slotOutcome, hmac: nodeHmac }));
    });
    console.log(`slot: simulated RTP ${(rtp * 100).toFixed(3)}%, exact ${(expected * 100).toFixed(3)}%`);
    expect(Math.abs(rtp - expected)).toBeLessThan(0.005);
  }, 120_000);
});
