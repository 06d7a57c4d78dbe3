import type { FastifyRequest } from 'fastify';
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A 256-bit random token, URL-safe: sessions, reset links, tickets. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** The shape of every token this server issues (newToken), with room for older, longer ones. */
export const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,128}$/;

/**
 * The token a request carries: `Authorization: <token>` as existing clients send it, or
 * `Bearer <token>`; undefined when there is none or it cannot be one of ours.
 */
export function bearerToken(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  if (typeof header !== 'string' || header === '') return undefined;
  const token = header.startsWith('Bearer ') ? header.slice(7) : header;
  return TOKEN_SHAPE.test(token) ? token : undefined;
}

/** What the database keeps of a token: its SHA-256, hex. */
export const sha256Hex = (value: string): string => createHash('sha256').update(value).digest('hex');

/** A numeric code of `digits` digits from the CSPRNG (SMS codes). */
export const numericCode = (digits: number): string =>
  Array.from({ length: digits }, () => randomInt(10)).join('');

/** A code from an unambiguous upper-case alphabet (referral codes, account numbers). */
export const alphaCode = (length: number, alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'): string =>
  Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');

export const sameText = (a: string, b: string): boolean => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};
