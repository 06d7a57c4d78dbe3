import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { findNumber, sha256, sha256Hex } from './altcha-core.ts';
import { solveChallenge } from './altcha.ts';

const nodeHex = (data: Uint8Array | string) => createHash('sha256').update(data).digest('hex');

/** A challenge built the way the server builds one, with node:crypto. */
const makeChallenge = (
  number: number,
  maxnumber = 1000,
  salt = `${randomBytes(12).toString('hex')}?expires=1750000300&`,
) => ({
  algorithm: 'SHA-256' as const,
  challenge: nodeHex(salt + String(number)),
  maxnumber,
  salt,
  signature: createHmac('sha256', 'key')
    .update(nodeHex(salt + String(number)))
    .digest('hex'),
});

describe('sha256Hex', () => {
  it('matches the standard test vectors', () => {
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
  });

  it('matches node:crypto for every length up to 300 bytes, and around the padding edges', () => {
    const lengths = [...Array.from({ length: 301 }, (_, i) => i), 55, 56, 57, 63, 64, 65, 119, 120, 127, 128];
    for (const length of lengths) {
      for (let round = 0; round < 5; round++) {
        const data = new Uint8Array(randomBytes(length));
        expect(sha256Hex(data), `length ${length}`).toBe(nodeHex(data));
      }
    }
  });

  it('matches node:crypto on random multi-block inputs and UTF-8 strings', () => {
    for (let round = 0; round < 50; round++) {
      const data = new Uint8Array(randomBytes(randomInt(300, 20_000)));
      expect(sha256Hex(data)).toBe(nodeHex(data));
    }
    for (const text of ['salt?expires=1&42', 'héllo wörld', '日本語のテキスト', '🎲'.repeat(40)]) {
      expect(sha256Hex(text)).toBe(nodeHex(text));
    }
  });

  it('returns raw bytes from sha256', () => {
    const data = new Uint8Array(randomBytes(100));
    expect(Buffer.from(sha256(data)).equals(createHash('sha256').update(data).digest())).toBe(true);
  });
});

describe('findNumber', () => {
  it('finds the number of a challenge built with node:crypto', () => {
    for (const number of [0, 1, 9, 10, 99, 100, 999, 1000, randomInt(0, 1001)]) {
      const c = makeChallenge(number);
      expect(findNumber({ challenge: c.challenge, salt: c.salt, maxnumber: c.maxnumber })).toBe(number);
    }
  });

  it('handles salts whose tail spills into a second block or spans whole blocks', () => {
    for (const saltLength of [0, 1, 45, 50, 53, 54, 55, 56, 60, 63, 64, 65, 100, 120, 128, 200]) {
      const salt = 'x'.repeat(saltLength);
      for (const number of [0, 7, 10, 99, 100, 101, 999, 1000, 4321]) {
        const c = makeChallenge(number, 5000, salt);
        expect(
          findNumber({ challenge: c.challenge, salt: c.salt, maxnumber: c.maxnumber }),
          `salt ${saltLength}, n ${number}`,
        ).toBe(number);
      }
    }
  });

  it('accepts upper-case hex and non-ASCII salts', () => {
    const c = makeChallenge(321, 1000, 'sël?expires=1&');
    expect(findNumber({ challenge: c.challenge.toUpperCase(), salt: c.salt, maxnumber: c.maxnumber })).toBe(
      321,
    );
  });

  it('searches only [start, maxnumber] and returns null when the number is outside', () => {
    const c = makeChallenge(500);
    expect(findNumber({ challenge: c.challenge, salt: c.salt, maxnumber: 499 })).toBeNull();
    expect(findNumber({ challenge: c.challenge, salt: c.salt, maxnumber: 1000 }, 501)).toBeNull();
    expect(findNumber({ challenge: c.challenge, salt: c.salt, maxnumber: 500 }, 500)).toBe(500);
    expect(findNumber({ challenge: c.challenge, salt: c.salt, maxnumber: 1000 }, 95)).toBe(500);
    expect(findNumber({ challenge: c.challenge, salt: c.salt, maxnumber: 1000 }, 2000)).toBeNull();
  });

  it('returns null for a challenge that is not a SHA-256 hex digest', () => {
    expect(findNumber({ challenge: 'abc', salt: 'salt', maxnumber: 10 })).toBeNull();
    expect(findNumber({ challenge: 'z'.repeat(64), salt: 'salt', maxnumber: 10 })).toBeNull();
    expect(findNumber({ challenge: '0'.repeat(64), salt: 'salt', maxnumber: 10 }, -1)).toBeNull();
  });

  it('solves a maxnumber=50_000 worst case quickly', () => {
    const c = makeChallenge(50_000, 50_000);
    const started = performance.now();
    const found = findNumber({ challenge: c.challenge, salt: c.salt, maxnumber: c.maxnumber });
    const ms = performance.now() - started;
    console.log(`ALTCHA worst case (maxnumber 50000, salt ${c.salt.length} bytes): ${ms.toFixed(1)} ms`);
    expect(found).toBe(50_000);
    expect(ms).toBeLessThan(3000);
  });
});

describe('solveChallenge (main-thread fallback, no Worker in Node)', () => {
  it('produces the base64 payload the server expects', async () => {
    expect(typeof Worker).toBe('undefined');
    const c = makeChallenge(4567, 5000);
    const payload = await solveChallenge(c);
    const decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    expect(decoded).toEqual({
      algorithm: 'SHA-256',
      challenge: c.challenge,
      number: 4567,
      salt: c.salt,
      signature: c.signature,
      took: expect.any(Number),
    });
    expect(nodeHex(decoded.salt + String(decoded.number))).toBe(c.challenge);
  });

  it('yields between slices and stops when aborted', async () => {
    const c = makeChallenge(49_999, 50_000);
    const controller = new AbortController();
    const solving = solveChallenge(c, controller.signal);
    controller.abort(new Error('stop'));
    await expect(solving).rejects.toThrow('stop');
    await expect(solveChallenge(c, AbortSignal.abort())).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('rejects when no number fits', async () => {
    const c = { ...makeChallenge(900), maxnumber: 100 };
    await expect(solveChallenge(c)).rejects.toThrow(/no solution/);
  });
});
