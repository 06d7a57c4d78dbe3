import { describe, expect, it } from 'vitest';
import { percent, ratioToNumber, roundOutcome } from './fair.ts';
import { KENO_PAYTABLE, kenoHits, kenoOutcome, kenoPayoutBp, kenoRtp, validKenoParams } from './keno.ts';
import {
  nodeHmac,
  SIMULATION_CLIENT_SEED,
  SIMULATION_ROUNDS,
  SIMULATION_SERVER_SEED,
  simulate,
} from './node-crypto.test-support.ts';

/** docs/games/in-house.md: exact RTP by pick count, percent rounded down to 4 decimals. */
const documented = [
  '96.2500',
  '96.3461',
  '96.2702',
  '96.4107',
  '96.4397',
  '96.4382',
  '96.4252',
  '96.4517',
  '96.3957',
  '96.4029',
];
const PICK_ORDER = [7, 13, 22, 31, 40, 1, 18, 25, 36, 4];

describe('keno', () => {
  it('draws 10 distinct numbers from 1 to 40', async () => {
    const seeds = { serverSeed: SIMULATION_SERVER_SEED, clientSeed: 'k', nonce: 3 };
    const { drawn } = await roundOutcome(seeds, { words: 10, outcome: kenoOutcome, hmac: nodeHmac });
    expect(new Set(drawn).size).toBe(10);
    expect(drawn.every((n) => n >= 1 && n <= 40)).toBe(true);
  });

  it('pays by hits from the paytable for the pick count', () => {
    const outcome = { drawn: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] };
    expect(kenoHits(outcome, { picks: [1, 2, 30] })).toBe(2);
    expect(kenoPayoutBp(outcome, { picks: [1, 2, 30] })).toBe(20_000n);
    expect(kenoPayoutBp(outcome, { picks: [39] })).toBe(7_000n);
    expect(validKenoParams({ picks: [] })).toBe(false);
    expect(validKenoParams({ picks: [1, 1] })).toBe(false);
    expect(validKenoParams({ picks: [41] })).toBe(false);
    expect(validKenoParams({ picks: PICK_ORDER })).toBe(true);
  });

  it('has the documented exact RTP per pick count (hypergeometric), 95% to 97%', () => {
    for (let picks = 1; picks <= 10; picks++) {
      expect(KENO_PAYTABLE[picks]).toHaveLength(picks + 1);
      expect(percent(kenoRtp(picks))).toBe(documented[picks - 1]);
    }
  });

  it('RTP simulation: 1,000,000 rounds land within 0.5 points of the exact RTP', async () => {
    let expected = 0;
    for (let p = 1; p <= 10; p++) expected += ratioToNumber(kenoRtp(p)) / 10;
    const { rtp } = await simulate(SIMULATION_ROUNDS, async (nonce) => {
      const seeds = { serverSeed: SIMULATION_SERVER_SEED, clientSeed: SIMULATION_CLIENT_SEED, nonce };
      const picks = PICK_ORDER.slice(0, (nonce % 10) + 1);
      return kenoPayoutBp(await roundOutcome(seeds, { words: 10, outcome: kenoOutcome, hmac: nodeHmac }), {
        picks,
      });
    });
    console.log(`keno: simulated RTP ${(rtp * 100).toFixed(3)}%, exact ${(expected * 100).toFixed(3)}%`);
    expect(Math.abs(rtp - expected)).toBeLessThan(0.005);
  }, 120_000);
});
