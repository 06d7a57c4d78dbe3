import { signParts } from '@lotto/signed-call';

export { FRESH_MS, sameSignature } from '@lotto/signed-call';

/** What a signature covers: method, path, merchant id, timestamp and body. */
export type SignedCall = {
  method: string;
  path: string;
  merchantId: string;
  timestamp: string | number;
  body: string;
};

/** The gateway's signature, both ways: the merchant id is the caller, the merchant secret the key. */
export const sign = (secret: string, { merchantId, ...c }: SignedCall): string =>
  signParts(secret, { ...c, caller: merchantId });
