import { describe, expect, it } from 'vitest';
import {
  diceMultiplierBp,
  diceOutcome,
  dicePayoutBp,
  diceRtp,
  validDiceParams,
  type DiceParams,
} from './dice.ts';
import { percent, ratioToNumber, roundOutcome, RoundStream } from './fair.ts';
import {
  nodeHmac,
  SIMULATION_CLIENT_SEED,
  SIMULATION_ROUNDS,
  SIMULATION_SERVER_SEED,
  simulate,
} from './node-crypto.test-support.ts';

describe('dice', () => {
  it('rolls 0.00 to 99.99 from one unbiased pick', () => {
    expect(diceOutcome(new RoundStream(new Uint8Array([0, 0, 0, 0])))).toEqual({ roll: 0 });
    expect(diceOutcome(new RoundStream(new Uint8Array([255, 255, 0, 0])))).toEqual({
      roll: 4294901760 % 10000,
    });
  });

  it('pays 99 / win chance: under 50.00 pays 1.98x, over 98.99 pays 99x', () => {
    expect(diceMultiplierBp({ target: 5000, direction: 'under' })).toBe(19_800n);
    expect(diceMultiplierBp({ target: 9899, direction: 'over' })).toBe(990_000n);
    expect(dicePayoutBp({ roll: 4999 }, { target: 5000, direction: 'under' })).toBe(19_800n);
    expect(dicePayoutBp({ roll: 5000 }, { target: 5000, direction: 'under' })).toBe(0n);
    expect(dicePayoutBp({ roll: 5000 }, { target: 4999, direction: 'over' })).toBe(19_800n);
  });

  it('limits the win chance to 0.01%..98%', () => {
    expect(validDiceParams({ target: 0, direction: 'under' })).toBe(false);
    expect(validDiceParams({ target: 9800, direction: 'under' })).toBe(true);
    expect(validDiceParams({ target: 9801, direction: 'under' })).toBe(false);
    expect(validDiceParams({ target: 9998, direction: 'over' })).toBe(true);
    expect(validDiceParams({ target: 9999, direction: 'over' })).toBe(false);
  });

  it('has an exact RTP of 99% less at most 0.0098 points of rounding, for every target', () => {
    for (let target = 1; target <= 9800; target++) {
      const rtp = ratioToNumber(diceRtp({ target, direction: 'under' }));
      expect(rtp).toBeLessThanOrEqual(0.99);
      expect(rtp).toBeGreaterThan(0.99 - 0.000098);
    }
    expect(percent(diceRtp({ target: 5000, direction: 'under' }))).toBe('99.0000');
  });

  it('RTP simulation: 1,000,000 rounds land within 0.5 points of the exact RTP', async () => {
    const bets: DiceParams[] = [
      { target: 2500, direction: 'under' },
      { target: 5000, direction: 'under' },
      { target: 2499, direction: 'over' },
    ];
    const expected = bets.reduce((s, b) => s + ratioToNumber(diceRtp(b)), 0) / bets.length;
    const { rtp } = await simulate(SIMULATION_ROUNDS, async (nonce) => {
      const seeds = { serverSeed: SIMULATION_SERVER_SEED, clientSeed: SIMULATION_CLIENT_SEED, nonce };
      const bet = bets[nonce % bets.length]!;
      return dicePayoutBp(await roundOutcome(seeds, { words: 1, outcome: diceOutcome, hmac: nodeHmac }), bet);
    });
    console.log(`dice: simulated RTP ${(rtp * 100).toFixed(3)}%, exact ${(expected * 100).toFixed(3)}%`);
    expect(Math.abs(rtp - expected)).toBeLessThan(0.005);
  }, 120_000);
});
