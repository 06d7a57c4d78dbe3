import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** What a signature covers: method, path, the caller's id (merchant or vendor), timestamp and body. */
export type SignedParts = {
  method: string;
  path: string;
  caller: string;
  timestamp: string | number;
  body: string;
};

/**
 * Hex HMAC-SHA256, with the caller's secret, of the method, the path, the caller's id, the
 * timestamp and the hex SHA-256 of the raw body, one a line. The body alone is not enough: a
 * signature made for one call would pass for another.
 */
export const signParts = (secret: string, c: SignedParts): string =>
  createHmac('sha256', secret)
    .update(
      [
        c.method.toUpperCase(),
        c.path,
        c.caller,
        String(c.timestamp),
        createHash('sha256').update(c.body).digest('hex'),
      ].join('\n'),
    )
    .digest('hex');

/** Compares two hex signatures in constant time; an empty one never matches. */
export const sameSignature = (a: string, b: string): boolean => {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
};

/** Calls whose timestamp is further than this from the receiver's clock are refused (replay window). */
export const FRESH_MS = 5 * 60_000;
