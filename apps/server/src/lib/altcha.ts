import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { AltchaChallenge } from '@lotto/contracts';

/**
 * A self-hosted ALTCHA proof of work (the scheme of altcha.org, no third party involved).
 *
 * The server picks a random salt and a secret number n in [0, maxnumber] and hands out
 * `challenge = hex(SHA-256(salt + n))` with `signature = hex(HMAC-SHA256(key, challenge))`. The
 * browser finds n by brute force and sends back `base64(JSON({ algorithm, challenge, number, salt,
 * signature, took }))`. Nothing is stored when a challenge is issued: the signature proves it is ours.
 *
 * The salt carries its own expiry, `<24 hex>?expires=<unix seconds>&`, so the signature covers it
 * (changing the salt changes SHA-256(salt + n), which no longer matches the signed challenge). The
 * closing `&` stops "splicing": without it a client could move the leading digits of the number
 * onto the end of the salt (same concatenated string, same hash) and multiply the expiry by ten.
 */

const ALGORITHM = 'SHA-256';
const SALT_BYTES = 12;
const SALT_PATTERN = /^[0-9a-f]+\?expires=(\d{1,12})&$/;
const HEX_256 = /^[0-9a-f]{64}$/;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
/** Far above any real payload (~250 characters); the route schema caps it at 2000 already. */
const MAX_PAYLOAD = 4096;
/** `randomInt` needs a range below 2^48; a billion is already hours of work for a browser. */
const MAX_NUMBER_LIMIT = 1_000_000_000;

export const DEFAULT_MAX_NUMBER = 50_000;
export const DEFAULT_EXPIRES_IN_SECONDS = 300;

export type ChallengeOptions = {
  /** Upper bound of the secret number (inclusive): the average work is half of it. */
  maxNumber?: number;
  expiresInSeconds?: number;
  /** Clock in epoch milliseconds; defaults to `Date.now`. */
  now?: () => number;
};

export type VerifyResult =
  | { ok: true; challenge: string; expiresAt: number }
  | { ok: false; reason: 'malformed' | 'expired' | 'mismatch' | 'signature' };

const sha256 = (text: string): Buffer => createHash('sha256').update(text, 'utf8').digest();
const hmac = (key: string, text: string): Buffer => createHmac('sha256', key).update(text, 'utf8').digest();

/** Issues a signed challenge; stateless, so it may be handed out freely (rate-limit the route). */
export function createChallenge(hmacKey: string, options: ChallengeOptions = {}): AltchaChallenge {
  const {
    maxNumber = DEFAULT_MAX_NUMBER,
    expiresInSeconds = DEFAULT_EXPIRES_IN_SECONDS,
    now = Date.now,
  } = options;
  if (!hmacKey) throw new RangeError('ALTCHA: the HMAC key must not be empty');
  if (!Number.isSafeInteger(maxNumber) || maxNumber < 1 || maxNumber > MAX_NUMBER_LIMIT) {
    throw new RangeError(`ALTCHA: maxNumber must be an integer in [1, ${MAX_NUMBER_LIMIT}]`);
  }
  if (!Number.isSafeInteger(expiresInSeconds) || expiresInSeconds < 1) {
    throw new RangeError('ALTCHA: expiresInSeconds must be a positive integer');
  }
  const expires = Math.floor(now() / 1000) + expiresInSeconds;
  const salt = `${randomBytes(SALT_BYTES).toString('hex')}?expires=${expires}&`;
  const secret = randomInt(0, maxNumber + 1);
  const challenge = sha256(salt + String(secret)).toString('hex');
  return {
    algorithm: ALGORITHM,
    challenge,
    maxnumber: maxNumber,
    salt,
    signature: hmac(hmacKey, challenge).toString('hex'),
  };
}

type Solution = { algorithm: string; challenge: string; number: number; salt: string; signature: string };

const parsePayload = (payload: string): Solution | null => {
  if (typeof payload !== 'string' || payload.length > MAX_PAYLOAD) return null;
  if (payload.length % 4 !== 0 || !BASE64.test(payload)) return null;
  let data: unknown;
  try {
    data = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const { algorithm, challenge, number, salt, signature } = data as Record<string, unknown>;
  if (
    typeof algorithm !== 'string' ||
    typeof challenge !== 'string' ||
    typeof number !== 'number' ||
    typeof salt !== 'string' ||
    typeof signature !== 'string'
  ) {
    return null;
  }
  return { algorithm, challenge, number, salt, signature };
};

/**
 * Checks a solution: base64 JSON with algorithm SHA-256, a salt that has not expired, a
 * signature made with `hmacKey`, and a number that hashes with the salt to the challenge.
 * Reasons: `malformed` (not base64 JSON of the right shape, another algorithm, a salt not in our
 * format), `expired`, `signature` (not issued with this key), `mismatch` (wrong number or salt).
 *
 * A valid solution stays valid until it expires, so this alone does not stop replays. The
 * caller must make each one single-use: record `challenge` (unique per issued challenge) as
 * spent, keeping the record until `expiresAt` (epoch milliseconds, the clock of `now`), and
 * refuse a challenge that is already recorded. After `expiresAt` this function refuses it anyway.
 */
export function verifySolution(
  hmacKey: string,
  { payload, now = Date.now }: { payload: string; now?: () => number },
): VerifyResult {
  const solution = parsePayload(payload);
  if (!solution) return { ok: false, reason: 'malformed' };
  const { algorithm, challenge, number, salt, signature } = solution;
  if (algorithm !== ALGORITHM) return { ok: false, reason: 'malformed' };
  if (!HEX_256.test(challenge) || !HEX_256.test(signature)) return { ok: false, reason: 'malformed' };
  if (!Number.isSafeInteger(number) || number < 0) return { ok: false, reason: 'malformed' };
  const expires = SALT_PATTERN.exec(salt)?.[1];
  if (expires === undefined) return { ok: false, reason: 'malformed' };

  const expiresAt = Number(expires) * 1000;
  if (now() >= expiresAt) return { ok: false, reason: 'expired' };
  if (!timingSafeEqual(hmac(hmacKey, challenge), Buffer.from(signature, 'hex'))) {
    return { ok: false, reason: 'signature' };
  }
  if (!timingSafeEqual(sha256(salt + String(number)), Buffer.from(challenge, 'hex'))) {
    return { ok: false, reason: 'mismatch' };
  }
  return { ok: true, challenge, expiresAt };
}
