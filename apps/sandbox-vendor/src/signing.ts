import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** What a signature covers: method, path (as the protocol names it), vendor code, timestamp, body. */
export type SignedCall = {
  method: string;
  path: string;
  vendor: string;
  timestamp: string | number;
  body: string;
};

/**
 * The seamless-wallet signature: hex HMAC-SHA256, with the vendor's secret, of the method, the
 * path, the vendor code, the timestamp and the hex SHA-256 of the raw body, one a line. The body
 * alone is not enough: a signed credit could be sent again as a debit.
 */
export const sign = (secret: string, c: SignedCall): string =>
  createHmac('sha256', secret)
    .update(
      [
        c.method.toUpperCase(),
        c.path,
        c.vendor,
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

/** Requests whose timestamp is further than this from the receiver's clock are refused (replay window). */
export const FRESH_MS = 5 * 60_000;

/** The headers of a signed POST of `body` to `path`. */
export const signedHeaders = (s: {
  vendor: string;
  secret: string;
  path: string;
  body: string;
  now: number;
}) => ({
  'content-type': 'application/json',
  'x-vendor': s.vendor,
  'x-timestamp': String(s.now),
  'x-signature': sign(s.secret, {
    method: 'POST',
    path: s.path,
    vendor: s.vendor,
    timestamp: s.now,
    body: s.body,
  }),
});
