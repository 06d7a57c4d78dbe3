import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A 256-bit random token, URL-safe: sessions, reset links, tickets. */
export const newToken = (): string => randomBytes(32).toString('base64url');

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
