import { createHmac, timingSafeEqual } from 'node:crypto';

/** Requests signed more than this far from our clock are refused (docs/seamless-wallet.md). */
export const VENDOR_FRESH_MS = 5 * 60_000;

/** Hex HMAC-SHA256 over "<timestamp>.<raw body>" with the vendor's secret. */
export const vendorSignature = (secret: string, timestamp: string | number, body: string): string =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/** The three headers of a signed call, for a body about to be sent. */
export const signedHeaders = (vendor: string, secret: string, body: string, now = Date.now()) => ({
  'content-type': 'application/json',
  'x-vendor': vendor,
  'x-timestamp': String(now),
  'x-signature': vendorSignature(secret, now, body),
});

/** Whether a call's headers sign its raw body with this secret, within the freshness window. */
export function verifyVendorCall(
  headers: Record<string, string | string[] | undefined>,
  raw: Buffer,
  secret: string,
  now = Date.now(),
): boolean {
  const timestamp = headers['x-timestamp'];
  const signature = headers['x-signature'];
  if (typeof timestamp !== 'string' || typeof signature !== 'string') return false;
  const ts = Number(timestamp);
  if (!Number.isFinite(ts) || Math.abs(now - ts) > VENDOR_FRESH_MS) return false;
  const expected = Buffer.from(vendorSignature(secret, timestamp, raw.toString('utf8')), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
