import { describe, expect, it } from 'vitest';
import {
  commitment,
  newServerSeed,
  payout,
  roundBytes,
  roundOutcome,
  RoundStream,
  toHex,
  verifyCommitment,
  webHmac,
  webSha256,
  type Hmac,
} from './fair.ts';
import { nodeHmac, nodeSha256 } from './node-crypto.test-support.ts';

const seeds = { serverSeed: 'a'.repeat(64), clientSeed: 'player-chosen', nonce: 7 };

describe('fairness core', () => {
  it('WebCrypto and node:crypto give the same HMAC and SHA-256 (the browser verifier agrees with the server)', async () => {
    expect(toHex(await webHmac('key', 'message'))).toBe(toHex(await nodeHmac('key', 'message')));
    expect(toHex(await webSha256('seed'))).toBe(toHex(await nodeSha256('seed')));
    // RFC 4231 test case 2
    expect(toHex(await webHmac('Jefe', 'what do ya want for nothing?'))).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });

  it('commits to the server seed by its SHA-256 and verifies it', async () => {
    const seed = newServerSeed();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    const hash = await commitment(seed, webSha256);
    expect(hash).toBe(toHex(await nodeSha256(seed)));
    expect(await verifyCommitment(seed, { hash, sha256: webSha256 })).toBe(true);
    expect(await verifyCommitment(newServerSeed(), { hash, sha256: webSha256 })).toBe(false);
  });

  it('reads blocks HMAC(serverSeed, "clientSeed:nonce:cursor") for cursor 0, 1, ...', async () => {
    const bytes = await roundBytes(seeds, { blocks: 2, hmac: nodeHmac });
    expect(toHex(bytes.subarray(0, 32))).toBe(toHex(await nodeHmac(seeds.serverSeed, 'player-chosen:7:0')));
    expect(toHex(bytes.subarray(32))).toBe(toHex(await nodeHmac(seeds.serverSeed, 'player-chosen:7:1')));
  });

  it('makes floats from 4 bytes as b0/256 + b1/256^2 + b2/256^3 + b3/256^4', () => {
    const stream = new RoundStream(new Uint8Array([255, 0, 128, 1, 0, 0, 0, 0]));
    expect(stream.float()).toBe(255 / 256 + 0 / 256 ** 2 + 128 / 256 ** 3 + 1 / 256 ** 4);
    expect(stream.float()).toBe(0);
  });

  it('rejects words in the last partial range, so picks are exactly uniform', () => {
    // 2^32 mod 3 = 1: the single word 0xffffffff is rejected, the next word is used
    const stream = new RoundStream(new Uint8Array([255, 255, 255, 255, 0, 0, 0, 5]));
    expect(stream.below(3)).toBe(5 % 3);
  });

  it('shuffles by Fisher–Yates: the picks are distinct and every value appears', async () => {
    const bytes = await roundBytes(seeds, { blocks: 4, hmac: nodeHmac });
    const all = new RoundStream(bytes).pick(25, 25);
    expect([...all].sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i));
    expect(new RoundStream(bytes).pick(25, 3)).toEqual(all.slice(0, 3));
  });

  it('fetches another block when a rejection reads past the prefetched ones', async () => {
    // cursor 0 is all 0xff (every word rejected for n = 3), cursor 1 is real
    const hmac: Hmac = (key, message) =>
      message.endsWith(':0') ? Promise.resolve(new Uint8Array(32).fill(255)) : nodeHmac(key, message);
    const value = await roundOutcome(seeds, { words: 1, outcome: (s) => s.below(3), hmac });
    const block1 = new RoundStream(await nodeHmac(seeds.serverSeed, 'player-chosen:7:1'));
    expect(value).toBe(block1.below(3));
  });

  it('pays stake x multiplier / 10000, rounded down to the minor unit', () => {
    expect(payout(1_001n, 19_800n)).toBe(1_981n); // 1981.98 -> 1981
    expect(payout(10_000n, 0n)).toBe(0n);
  });
});
