import {
  createDecipheriv,
  createHash,
  generateKeyPairSync,
  privateDecrypt,
  constants,
  type KeyObject,
  createPrivateKey,
} from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { keysRepo } from './keys-repo.ts';

/**
 * Encrypted payloads of the spec's `E` calls (login, register, password change). The browser
 * fetches our RSA-OAEP-256 public key, encrypts the JSON body with a fresh AES-256-GCM key bound
 * to the method and path (additional data), wraps that key with RSA, and sends
 * `{ kid, key, iv, data }` (base64), or the compact `{ value: "kid.key.iv.data" }` existing
 * clients use. TLS still applies; this keeps credentials from intermediaries that end TLS.
 */
export type ServerKey = { kid: string; spki: string; privateKey: KeyObject };

export async function loadServerKey(db: Kysely<Database>): Promise<ServerKey> {
  const existing = await keysRepo.newestServerKey(db);
  if (existing)
    return {
      kid: existing.kid,
      spki: existing.public_spki,
      privateKey: createPrivateKey({
        key: Buffer.from(existing.private_pkcs8, 'base64'),
        format: 'der',
        type: 'pkcs8',
      }),
    };
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const spki = publicKey.export({ format: 'der', type: 'spki' }).toString('base64');
  const kid = createHash('sha256').update(spki).digest('hex').slice(0, 16);
  await keysRepo.addServerKey(db, {
    kid,
    public_spki: spki,
    private_pkcs8: privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
    created_at: Date.now(),
  });
  // Another process may have won the race: everyone uses the stored key.
  return loadServerKey(db);
}

type Sealed = { kid: string; key: string; iv: string; data: string };

function sealedOf(body: unknown): Sealed | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const b = body as Record<string, unknown>;
  const keys = Object.keys(b);
  if (keys.length === 1 && typeof b['value'] === 'string') {
    const [kid, key, iv, data, ...rest] = b['value'].split('.');
    return kid && key && iv && data && rest.length === 0 ? { kid, key, iv, data } : undefined;
  }
  if (keys.length === 4 && ['kid', 'key', 'iv', 'data'].every((k) => typeof b[k] === 'string'))
    return b as Sealed;
  return undefined;
}

const b64 = (s: string) => Buffer.from(s.replace(/-/g, '+').replace(/_/g, '/'), 'base64');

/** The additional data a sealed body is bound to: it cannot be replayed on another call. */
export const sealedContext = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

export function openSealed(
  key: ServerKey,
  { sealed, context }: { sealed: Sealed; context: string },
): unknown {
  if (sealed.kid !== key.kid) throw new AppError('payload.decrypt.failed');
  try {
    const aesKey = privateDecrypt(
      { key: key.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      b64(sealed.key),
    );
    const iv = b64(sealed.iv);
    const data = b64(sealed.data);
    if (aesKey.length !== 32 || iv.length !== 12 || data.length < 17) throw new Error('bad sizes');
    const decipher = createDecipheriv('aes-256-gcm', aesKey, iv);
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(data.subarray(data.length - 16));
    const plain = Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]);
    return JSON.parse(plain.toString('utf8')) as unknown;
  } catch (cause) {
    throw new AppError('payload.decrypt.failed', { cause });
  }
}

/**
 * preValidation hook of an `E` route: opens a sealed body before the schema sees it, and refuses
 * plain JSON when the brand requires encryption.
 */
export function sealedBody(key: () => Promise<ServerKey>) {
  return async (req: FastifyRequest) => {
    const sealed = sealedOf(req.body);
    if (!sealed) {
      if (req.brand.settings.encryptPayloads) throw new AppError('payload.encryption.required');
      return;
    }
    const path = req.routeOptions.url ?? req.url.split('?')[0]!;
    req.body = openSealed(await key(), { sealed, context: sealedContext(req.method, path) });
  };
}
