import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** Requests signed more than this far from our clock are refused (docs/seamless-wallet.md). */
export const VENDOR_FRESH_MS = 5 * 60_000;

/** What a signature covers: the whole call, not only its body (docs/seamless-wallet.md, "Signing"). */
export type SignedCall = {
  method: string;
  /** The call's path as the protocol names it (`/seamless/v1/KIDLAT/debit`, `/api/launch`). */
  path: string;
  vendor: string;
  timestamp: string | number;
  body: string | Buffer;
};

/**
 * The signed text: method, path, vendor code, timestamp and the body's SHA-256, one a line. A
 * signature over the body alone let a captured credit be replayed as a debit (same body, another
 * path) or at another vendor sharing the secret.
 */
export const canonicalCall = (c: SignedCall): string =>
  [
    c.method.toUpperCase(),
    c.path,
    c.vendor,
    String(c.timestamp),
    createHash('sha256').update(c.body).digest('hex'),
  ].join('\n');

/** Lower-case hex HMAC-SHA256 of the canonical text with the vendor's secret. */
export const vendorSignature = (secret: string, c: SignedCall): string =>
  createHmac('sha256', secret).update(canonicalCall(c)).digest('hex');

/** The headers of a signed POST of `body` to `path`. */
export const signedHeaders = (s: {
  vendor: string;
  secret: string;
  path: string;
  body: string;
  now?: number;
}) => {
  const timestamp = s.now ?? Date.now();
  return {
    'content-type': 'application/json',
    'x-vendor': s.vendor,
    'x-timestamp': String(timestamp),
    'x-signature': vendorSignature(s.secret, {
      method: 'POST',
      path: s.path,
      vendor: s.vendor,
      timestamp,
      body: s.body,
    }),
  };
};

const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : undefined);

/**
 * Whether a call's headers sign this method, path, vendor and raw body with the secret, within
 * the freshness window. The X-Vendor header must name the vendor the call is for.
 */
export function verifyVendorCall(v: {
  headers: Record<string, string | string[] | undefined>;
  method: string;
  path: string;
  vendor: string;
  raw: Buffer;
  secret: string;
  now?: number;
}): boolean {
  const timestamp = one(v.headers['x-timestamp']);
  const signature = one(v.headers['x-signature']);
  if (timestamp === undefined || signature === undefined || one(v.headers['x-vendor']) !== v.vendor)
    return false;
  if (!/^\d{1,16}$/.test(timestamp) || Math.abs((v.now ?? Date.now()) - Number(timestamp)) > VENDOR_FRESH_MS)
    return false;
  const expected = Buffer.from(
    vendorSignature(v.secret, { method: v.method, path: v.path, vendor: v.vendor, timestamp, body: v.raw }),
    'hex',
  );
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
