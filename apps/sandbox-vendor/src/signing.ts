import { createHmac, timingSafeEqual } from 'node:crypto';

/** The seamless-wallet signature: hex HMAC-SHA256 over "<timestamp>.<raw body>" with the vendor's secret. */
export const sign = (secret: string, timestamp: string | number, body: string): string =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

export const sameSignature = (a: string, b: string): boolean => {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
};

/** Requests whose timestamp is further than this from the receiver's clock are refused (replay window). */
export const FRESH_MS = 5 * 60_000;

/** The three headers of a signed request. */
export const signedHeaders = (vendor: string, secret: string, body: string, now: number) => ({
  'content-type': 'application/json',
  'x-vendor': vendor,
  'x-timestamp': String(now),
  'x-signature': sign(secret, now, body),
});
