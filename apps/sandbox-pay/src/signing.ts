import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** What a signature covers: method, path, merchant id, timestamp and body. */
export type SignedCall = {
  method: string;
  path: string;
  merchantId: string;
  timestamp: string | number;
  body: string;
};

/**
 * The gateway's signature, both ways: hex HMAC-SHA256, with the merchant secret, of the method,
 * the path, the merchant id, the timestamp and the hex SHA-256 of the raw body, one a line. The
 * body alone is not enough: a signature made for one call would pass for another.
 */
export const sign = (secret: string, c: SignedCall): string =>
  createHmac('sha256', secret)
    .update(
      [
        c.method.toUpperCase(),
        c.path,
        c.merchantId,
        String(c.timestamp),
        createHash('sha256').update(c.body).digest('hex'),
      ].join('\n'),
    )
    .digest('hex');

export const sameSignature = (a: string, b: string): boolean => {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
};

/** Requests and notifications older or newer than this are refused (replay window). */
export const FRESH_MS = 5 * 60_000;
