import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createChallenge, verifySolution } from './altcha.ts';

const KEY = 'test-hmac-key';
const NOW = 1_750_000_000_000;
const clock = (ms: number) => () => ms;
const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');
const hmacHex = (key: string, text: string) => createHmac('sha256', key).update(text).digest('hex');
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

type Challenge = ReturnType<typeof createChallenge>;

const bruteForce = (c: { challenge: string; salt: string; maxnumber: number }): number => {
  for (let n = 0; n <= c.maxnumber; n++) if (sha256Hex(c.salt + String(n)) === c.challenge) return n;
  throw new Error('no solution');
};

const solve = (c: Challenge, overrides: Record<string, unknown> = {}) =>
  encode({
    algorithm: c.algorithm,
    challenge: c.challenge,
    number: bruteForce(c),
    salt: c.salt,
    signature: c.signature,
    took: 12,
    ...overrides,
  });

const issue = (key = KEY) => createChallenge(key, { maxNumber: 1000, now: clock(NOW) });

describe('createChallenge', () => {
  it('issues a signed challenge with the expiry inside the salt', () => {
    const c = createChallenge(KEY, { now: clock(NOW) });
    expect(c.algorithm).toBe('SHA-256');
    expect(c.maxnumber).toBe(50_000);
    expect(c.salt).toMatch(/^[0-9a-f]{24}\?expires=\d+&$/);
    expect(c.salt).toContain(`?expires=${NOW / 1000 + 300}&`);
    expect(c.challenge).toMatch(/^[0-9a-f]{64}$/);
    expect(c.signature).toBe(hmacHex(KEY, c.challenge));
  });

  it('honours maxNumber and expiresInSeconds', () => {
    const c = createChallenge(KEY, { maxNumber: 10, expiresInSeconds: 60, now: clock(NOW + 999) });
    expect(c.maxnumber).toBe(10);
    expect(c.salt).toContain(`?expires=${NOW / 1000 + 60}&`);
    expect(bruteForce(c)).toBeLessThanOrEqual(10);
  });

  it('uses a fresh salt and number every time', () => {
    const salts = new Set(Array.from({ length: 20 }, () => issue().salt));
    expect(salts.size).toBe(20);
  });

  it('rejects nonsense options', () => {
    for (const maxNumber of [0, -1, 1.5, Number.NaN, 2e9]) {
      expect(() => createChallenge(KEY, { maxNumber })).toThrow(RangeError);
    }
    expect(() => createChallenge(KEY, { expiresInSeconds: 0 })).toThrow(RangeError);
    expect(() => createChallenge('')).toThrow(RangeError);
  });
});

describe('verifySolution', () => {
  it('accepts a brute-forced solution and reports what to store against replays', () => {
    const c = issue();
    const result = verifySolution(KEY, { payload: solve(c), now: clock(NOW + 1000) });
    expect(result).toEqual({ ok: true, challenge: c.challenge, expiresAt: NOW + 300_000 });
  });

  it('works with the default clock and options', () => {
    const c = createChallenge(KEY, { maxNumber: 1000 });
    expect(verifySolution(KEY, { payload: solve(c) })).toMatchObject({ ok: true, challenge: c.challenge });
  });

  it('refuses a wrong number', () => {
    const c = issue();
    const number = (bruteForce(c) + 1) % 1001;
    expect(verifySolution(KEY, { payload: solve(c, { number }), now: clock(NOW) })).toEqual({
      ok: false,
      reason: 'mismatch',
    });
  });

  it('refuses a tampered salt', () => {
    const c = issue();
    const salt = (c.salt.startsWith('0') ? '1' : '0') + c.salt.slice(1);
    expect(verifySolution(KEY, { payload: solve(c, { salt }), now: clock(NOW) })).toEqual({
      ok: false,
      reason: 'mismatch',
    });
  });

  it('refuses an extended expiry, even with the challenge recomputed to match', () => {
    const c = issue();
    const number = bruteForce(c);
    const salt = c.salt.replace(/expires=\d+/, `expires=${NOW / 1000 + 86_400}`);
    expect(verifySolution(KEY, { payload: solve(c, { salt }), now: clock(NOW) })).toEqual({
      ok: false,
      reason: 'mismatch',
    });
    const challenge = sha256Hex(salt + String(number));
    expect(verifySolution(KEY, { payload: solve(c, { salt, challenge, number }), now: clock(NOW) })).toEqual({
      ok: false,
      reason: 'signature',
    });
  });

  it('refuses a salt spliced with the leading digits of the number', () => {
    // Same concatenated string, same hash: only the salt format stands in the way.
    let c = issue();
    while (!/^[1-9][1-9]/.test(String(bruteForce(c)))) c = issue();
    const digits = String(bruteForce(c));
    const salt = c.salt + digits.slice(0, 1);
    const number = Number(digits.slice(1));
    expect(sha256Hex(salt + String(number))).toBe(c.challenge);
    const spliced = solve(c, { salt, number });
    const withoutAmp = solve(c, { salt: c.salt.slice(0, -1) });
    expect(verifySolution(KEY, { payload: spliced, now: clock(NOW) })).toEqual({
      ok: false,
      reason: 'malformed',
    });
    expect(verifySolution(KEY, { payload: withoutAmp, now: clock(NOW) })).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });

  it('refuses a challenge signed with another key', () => {
    const c = issue('another-key');
    expect(verifySolution(KEY, { payload: solve(c), now: clock(NOW) })).toEqual({
      ok: false,
      reason: 'signature',
    });
    const forged = solve(c, { signature: hmacHex('guess', c.challenge) });
    expect(verifySolution('another-key', { payload: forged, now: clock(NOW) })).toEqual({
      ok: false,
      reason: 'signature',
    });
  });

  it('refuses an expired solution', () => {
    const c = issue();
    const payload = solve(c);
    expect(verifySolution(KEY, { payload, now: clock(NOW + 299_999) }).ok).toBe(true);
    expect(verifySolution(KEY, { payload, now: clock(NOW + 300_000) })).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(verifySolution(KEY, { payload, now: clock(NOW + 86_400_000) })).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('refuses another algorithm', () => {
    const c = issue();
    for (const algorithm of ['SHA-1', 'sha-256', 'SHA-512', 1]) {
      expect(verifySolution(KEY, { payload: solve(c, { algorithm }), now: clock(NOW) })).toEqual({
        ok: false,
        reason: 'malformed',
      });
    }
  });

  it('refuses malformed base64 and JSON', () => {
    const payloads = [
      '',
      '%%%%',
      'abc',
      'not base64!',
      Buffer.from('{"algorithm":').toString('base64'),
      Buffer.from('hello').toString('base64'),
      encode(null),
      encode([1, 2]),
      encode('SHA-256'),
      encode({}),
      'A'.repeat(5000),
    ];
    for (const payload of payloads) {
      expect(verifySolution(KEY, { payload, now: clock(NOW) })).toEqual({ ok: false, reason: 'malformed' });
    }
  });

  it('refuses payloads of the wrong shape', () => {
    const c = issue();
    const variants: Record<string, unknown>[] = [
      { number: '5' },
      { number: -1 },
      { number: 1.5 },
      { number: 2 ** 60 },
      { number: undefined },
      { salt: 42 },
      { salt: 'abc' },
      { salt: 'abcdef?expires=&' },
      { challenge: c.challenge.toUpperCase() },
      { challenge: c.challenge.slice(1) },
      { signature: 'zz' + c.signature.slice(2) },
      { signature: undefined },
    ];
    for (const overrides of variants) {
      expect(verifySolution(KEY, { payload: solve(c, overrides), now: clock(NOW) })).toEqual({
        ok: false,
        reason: 'malformed',
      });
    }
  });
});
