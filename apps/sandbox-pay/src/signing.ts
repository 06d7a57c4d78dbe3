import { createHmac, timingSafeEqual } from 'node:crypto';

/** The gateway's signature: hex HMAC-SHA256 over "<timestamp>.<raw body>" with the merchant secret. */
export const sign = (secret: string, timestamp: string | number, body: string): string =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

export const sameSignature = (a: string, b: string): boolean => {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
};

/** Requests and notifications older or newer than this are refused (replay window). */
export const FRESH_MS = 5 * 60_000;
