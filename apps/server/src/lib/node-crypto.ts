import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Hmac, Sha256 } from '@lotto/contracts/games/fair/fair';

/**
 * node:crypto for the provably fair maths (decision 010): the contracts package injects HMAC and
 * SHA-256 so the browser can run the same code on WebCrypto. node:crypto is synchronous and
 * several times faster; these wrap it in the injected async shape.
 */
export const nodeHmacSync = (key: string, message: string): Uint8Array =>
  createHmac('sha256', key).update(message).digest();
export const nodeSha256Sync = (message: string): Uint8Array => createHash('sha256').update(message).digest();

export const nodeHmac: Hmac = (key, message) => Promise.resolve(nodeHmacSync(key, message));
export const nodeSha256: Sha256 = (message) => Promise.resolve(nodeSha256Sync(message));

/** SHA-256 of a UTF-8 string, hex. */
export const sha256Hex = (message: string): string => createHash('sha256').update(message).digest('hex');

/** 32 random bytes, hex: server seeds, crash chain seeds and salts. */
export const randomHex32 = (): string => randomBytes(32).toString('hex');
