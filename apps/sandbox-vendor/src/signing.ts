import { signParts } from '@lotto/signed-call';

export { FRESH_MS, sameSignature } from '@lotto/signed-call';

/** What a signature covers: method, path (as the protocol names it), vendor code, timestamp, body. */
export type SignedCall = {
  method: string;
  path: string;
  vendor: string;
  timestamp: string | number;
  body: string;
};

/**
 * The seamless-wallet signature: the vendor code is the caller, the vendor's secret the key. The
 * body alone is not enough: a signed credit could be sent again as a debit.
 */
export const sign = (secret: string, { vendor, ...c }: SignedCall): string =>
  signParts(secret, { ...c, caller: vendor });

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
