import { hash, verify } from '@node-rs/argon2';
import { PASSWORD_MAX, PASSWORD_MIN, passwordRuleProblem, type FieldProblem } from '@lotto/contracts';
import { AppError, type ErrorDetail } from '../../lib/errors.ts';
import type { Brand } from '../brand/index.ts';

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

/**
 * The password rule of every entry point (`passwordRuleProblem`, the one the forms run, with
 * the brand's field rule and name), then the common-password list. Null when the password may
 * be used.
 */
export async function passwordProblem(
  password: string,
  context: { brand: Brand; username?: string | undefined },
): Promise<FieldProblem | null> {
  const problem = passwordRuleProblem(password, {
    setting: context.brand.registerSettings.password,
    username: context.username,
    brandName: context.brand.settings.name,
  });
  if (problem) return problem;
  if ((await commonPasswords()).has(password.toLowerCase()))
    return { field: 'password', code: 'password.too.common', min: PASSWORD_MIN, max: PASSWORD_MAX };
  return null;
}

/** The answer to a refused password: `request.invalid`, the rule's key under the form's field. */
export const passwordRefused = (field: string, problem: FieldProblem): AppError =>
  new AppError('request.invalid', { details: [passwordDetail(field, problem)] });

export const passwordDetail = (field: string, problem: FieldProblem): ErrorDetail => ({
  path: field,
  code: problem.code,
  message: `(${problem.min}) - (${problem.max})`,
});

/** Checks a new password and throws its refusal. */
export async function requirePassword(
  password: string,
  context: { brand: Brand; username?: string | undefined; field: string },
): Promise<void> {
  const problem = await passwordProblem(password, context);
  if (problem) throw passwordRefused(context.field, problem);
}
