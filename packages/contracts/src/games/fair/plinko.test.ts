import { describe, expect, it } from 'vitest';
import { percent, ratioToNumber, roundOutcome, RoundStream } from './fair.ts';
import {
  nodeHmac,
  SIMULATION_CLIENT_SEED,
  SIMULATION_ROUNDS,
  SIMULATION_SERVER_SEED,
  simulate,
} from './node-crypto.test-support.ts';
import {
  PLINKO_RISKS,
  PLINKO_ROWS,
  plinkoOutcome,
  plinkoPaytable,
  plinkoPayoutBp,
  plinkoRtp,
  type PlinkoParams,
} from './plinko.ts';

const configs: PlinkoParams[] = PLINKO_ROWS.flatMap((rows) => PLINKO_RISKS.map((risk) => ({ rows, risk })));

/** docs/games/in-house.md: exact RTP in percent, rounded down to 4 decimals. */
const documented: Record<string, string> = {
  '8 low': '98.9843',
  '8 medium': '98.9062',
  '8 high': '98.9375',
  '12 low': '98.9794',
  '12 medium': '98.9892',
  '12 high': '98.8159',
  '16 low': '98.9987',
  '16 medium': '98.9795',
  '16 high': '98.8748',
};

describe('plinko', () => {
  it('sends the ball right on a float >= 0.5; the bucket counts the rights', () => {
    const bytes = new Uint8Array(32);
    bytes.set([128, 0, 0, 0, 127, 255, 255, 255, 200, 0, 0, 0]);
    const outcome = plinkoOutcome(new RoundStream(bytes), 8);
    expect(outcome.path).toEqual(['R', 'L', 'R', 'L', 'L', 'L', 'L', 'L']);
    expect(outcome.bucket).toBe(2);
    expect(plinkoPayoutBp(outcome, { rows: 8, risk: 'high' })).toBe(13_300n);
  });

  it('has symmetric paytables with rows + 1 buckets and a bounded top multiplier', () => {
    for (const p of configs) {
      const table = plinkoPaytable(p);
      expect(table).toHaveLength(p.rows + 1);
      expect(table).toEqual([...table].reverse());
      expect(Math.max(...table)).toBeLessThanOrEqual(8_000);
    }
  });

  it('has the documented exact RTP for every rows and risk (binomial)', () => {
    for (const p of configs) {
      expect(percent(plinkoRtp(p))).toBe(documented[`${p.rows} ${p.risk}`]);
      // standard deviation of one round's multiplier stays small enough for the simulation
      const table = plinkoPaytable(p).map((m) => m / 100);
      const probs = table.map((_, b) => binomial(p.rows, b) / 2 ** p.rows);
      const mean = table.reduce((s, m, b) => s + m * probs[b]!, 0);
      const variance = table.reduce((s, m, b) => s + (m - mean) ** 2 * probs[b]!, 0);
      expect(variance).toBeLessThan(5);
    }
  });

  it('RTP simulation: 1,000,000 rounds land within 0.5 points of the exact RTP', async () => {
    const expected = configs.reduce((s, p) => s + ratioToNumber(plinkoRtp(p)), 0) / configs.length;
    const { rtp } = await simulate(SIMULATION_ROUNDS, async (nonce) => {
      const seeds = { serverSeed: SIMULATION_SERVER_SEED, clientSeed: SIMULATION_CLIENT_SEED, nonce };
      const p = configs[nonce % configs.length]!;
      return plinkoPayoutBp(
        await roundOutcome(seeds, {
          words: p.rows,
          outcome: (s) => plinkoOutcome(s, p.rows),
          hmac: nodeHmac,
        }),
        p,
      );
    });
    console.log(`plinko: simulated RTP ${(rtp * 100).toFixed(3)}%, exact ${(expected * 100).toFixed(3)}%`);
    expect(Math.abs(rtp - expected)).toBeLessThan(0.005);
  }, 120_000);
});

function binomial(n: number, k: number): number {
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return r;
}
