import { sealBody } from '@lotto/contracts/member/seal';
import type { Route } from '@lotto/contracts/common/endpoint';
import { memberApi } from '@lotto/contracts/member/api';
import { ApiError, apiGet, apiSend, shape, type Schema } from './api.ts';

/**
 * Encrypted calls (`E`, docs/product/wire-conventions.md#encrypted-calls): the body is sealed with
 * a fresh AES-256-GCM key, which is wrapped with the server's RSA-OAEP-256 public key, and sent
 * as `{ kid, key, iv, data }` (base64). The ciphertext is bound to its call ("POST /path" as
 * additional data), so it cannot be replayed on another. A server without a key gets plain JSON.
 */
export type PublicKey = { kid: string; spki: string; required: boolean };
let keyOnce: Promise<PublicKey | null> | undefined;
const publicKey = (): Promise<PublicKey | null> =>
  (keyOnce ??= apiGet(memberApi.publicKey, { schema: shape<PublicKey>() }).catch((error: unknown) => {
    // No key route (404) stays "plain"; any other failure may pass, so ask again next time.
    if (!(error instanceof ApiError && error.status === 404)) keyOnce = undefined;
    return null;
  }));

/** apiSend for an `E` call: sealed when the server publishes a key, plain JSON otherwise. */
export async function sendSealed<T>(
  route: Route<'POST' | 'PUT'>,
  { body, schema }: { body: object; schema: Schema<T> },
): Promise<T> {
  const key = await publicKey();
  const sent = key ? await sealBody(key, { method: route.method, path: route.path, body }) : body;
  return apiSend(route, { body: sent, schema });
}
