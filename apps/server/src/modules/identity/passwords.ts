import { hash, verify } from '@node-rs/argon2';
import { PASSWORD_MAX, PASSWORD_MIN, type ErrorCode } from '@lotto/contracts';

/** OWASP's Argon2id settings: 19 MiB, 2 passes, 1 lane (about 35 ms here, off the event loop). */
const ARGON2 = {
  algorithm: 2 as const /* Argon2id */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2);

/** A stored hash that never matches: used so an unknown username costs as much as a known one. */
let decoy: Promise<string> | undefined;

export async function checkPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) {
    decoy ??= hashPassword('decoy-password-never-matches');
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}

let common: Promise<ReadonlySet<string>> | undefined;
/** About 49,000 of the most used passwords (zxcvbn-ts's list), loaded on first use. */
const commonPasswords = (): Promise<ReadonlySet<string>> =>
  (common ??= import('@zxcvbn-ts/language-common').then(
    (m) => new Set(m.dictionary['passwords-common'].map((p) => p.toLowerCase())),
  ));

/** The password rule: 8 to 64 characters, not a common password. Returns the error code or null. */
export async function passwordProblem(password: string): Promise<ErrorCode | null> {
  const length = [...password].length;
  if (length < PASSWORD_MIN || length > PASSWORD_MAX) return 'password.too.weak';
  if ((await commonPasswords()).has(password.toLowerCase())) return 'password.too.common';
  return null;
}
