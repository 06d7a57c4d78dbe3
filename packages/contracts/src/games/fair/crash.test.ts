import { describe, expect, it } from 'vitest';
import {
  chainFrom,
  crashPayoutBp,
  crashPoint,
  crashPointFromDigest,
  crashRtp,
  validCrashTarget,
  verifyChainLink,
} from './crash.ts';
import { percent, ratioToNumber, toHex } from './fair.ts';
import { nodeHmac, nodeHmacSync, nodeSha256, SIMULATION_ROUNDS } from './node-crypto.test-support.ts';

/** Published for the simulation: the chain's secret seed and the salt. */
const CHAIN_SEED = 'lotto in-house crash: RTP simulation chain';
const SALT = '0000000000000000000301e2801a9a9598bfb114e574a91a887f2132f33047e6';

const digest = (hex: string) => Uint8Array.from(hex.match(/../g)!, (b) => parseInt(b, 16));

describe('crash', () => {
  it('builds the chain backwards: each game hash is SHA-256 of the next, the first hashes to the terminating hash', async () => {
    const { games, terminatingHash } = await chainFrom('secret', { length: 4, sha256: nodeSha256 });
    expect(games).toHaveLength(4);
    expect(games[3]).toBe(toHex(await nodeSha256('secret')));
    expect(await verifyChainLink(terminatingHash, { nextHash: games[0]!, sha256: nodeSha256 })).toBe(true);
    for (let i = 0; i < 3; i++)
      expect(await verifyChainLink(games[i]!, { nextHash: games[i + 1]!, sha256: nodeSha256 })).toBe(true);
    expect(await verifyChainLink(games[1]!, { nextHash: games[0]!, sha256: nodeSha256 })).toBe(false);
  });

  it('crashes at 1.00x when the HMAC is divisible by 100, else floor(100 E / (E - r)) / 100', () => {
    expect(crashPointFromDigest(new Uint8Array(32))).toBe(100); // 0 is divisible by 100
    // r = 2^51 (half way): 2.00x
    expect(crashPointFromDigest(digest('8' + '0'.repeat(62) + '01'))).toBe(200);
    // r = 0: 1.00x without the instant crash
    expect(crashPointFromDigest(digest('0'.repeat(63) + '1'))).toBe(100);
  });

  it('derives the crash point from HMAC-SHA256(key = game hash, message = salt)', async () => {
    const gameHash = toHex(await nodeSha256('g'));
    expect(await crashPoint(gameHash, { salt: SALT, hmac: nodeHmac })).toBe(
      crashPointFromDigest(nodeHmacSync(gameHash, SALT)),
    );
  });

  it('pays the target when it is at or below the crash point', () => {
    expect(crashPayoutBp(250, 250)).toBe(25_000n);
    expect(crashPayoutBp(249, 250)).toBe(0n);
    expect(validCrashTarget(100)).toBe(false);
    expect(validCrashTarget(101)).toBe(true);
  });

  it('has an RTP of 99% for every target (less at most target / 2^52)', () => {
    for (const t of [101, 150, 200, 333, 1000, 100_000, 100_000_000]) {
      expect(ratioToNumber(crashRtp(t))).toBeCloseTo(0.99, 9);
    }
    expect(percent(crashRtp(200), 8)).toBe('99.00000000');
  });

  it('RTP simulation: 1,000,000 rounds of one chain land within 0.5 points of the exact RTP', async () => {
    const { games } = await chainFrom(CHAIN_SEED, { length: SIMULATION_ROUNDS, sha256: nodeSha256 });
    const targets = [150, 200, 300];
    const expected = targets.reduce((s, t) => s + ratioToNumber(crashRtp(t)), 0) / targets.length;
    let paid = 0n;
    for (const [i, gameHash] of games.entries()) {
      const point = await crashPoint(gameHash, { salt: SALT, hmac: nodeHmac });
      paid += (10_000n * crashPayoutBp(point, targets[i % targets.length]!)) / 10_000n;
    }
    const rtp = Number((paid * 10n ** 12n) / (10_000n * BigInt(games.length))) / 1e12;
    console.log(`crash: simulated RTP ${(rtp * 100).toFixed(3)}%, exact ${(expected * 100).toFixed(3)}%`);
    expect(Math.abs(rtp - expected)).toBeLessThan(0.005);
  }, 180_000);
});
