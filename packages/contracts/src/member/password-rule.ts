import type { FieldSetting } from '../system/register-settings.ts';
import { validateRegisterField, type FieldProblem } from './validate.ts';

/** Every password has 8 to 64 characters, whatever the brand's own rule allows. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;

/** Shorter names are too often parts of ordinary words to refuse inside a password. */
const USERNAME_MIN = 3;
const BRAND_NAME_MIN = 4;

export type PasswordRuleInput = {
  /** The brand's password field rule (pattern, bounds); the registration form shows the same one. */
  setting?: FieldSetting | undefined;
  /** The account's username: a password may not contain it. */
  username?: string | undefined;
  /** The brand's display name: a password may not contain it either. */
  brandName?: string | undefined;
};

/** Letters and digits only, lower case, compatibility forms folded: "Perlas Play" -> "perlasplay". */
const fold = (text: string): string =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

const containsName = (password: string, name: string | undefined, min: number): boolean => {
  const folded = fold(name ?? '');
  return folded.length >= min && fold(password).includes(folded);
};

/**
 * The one password rule of every way a password is chosen: registration, change, reset by
 * email, reset by phone and members an operator creates. It runs in the browser under the field
 * and on the server before anything is stored, and answers the same key in each place:
 * `reg_required`; `password.invalid.characters` for control characters (NUL among them) or
 * nothing but spaces; the brand's own `reg_pattern_N`; `password.too.weak` outside 8 to 64
 * characters; `password.contains.name` when the username or the brand's name is inside it
 * (letters and digits compared, case ignored). The server adds the common-password list.
 */
export function passwordRuleProblem(password: string, input: PasswordRuleInput = {}): FieldProblem | null {
  const bounds = { field: 'password', min: PASSWORD_MIN, max: PASSWORD_MAX };
  if (password === '') return { ...bounds, code: 'reg_required' };
  if (/\p{Cc}/u.test(password) || password.trim() === '')
    return { ...bounds, code: 'password.invalid.characters' };
  // The brand's words first: its rule text names its own bounds and characters.
  const brandRule = input.setting
    ? validateRegisterField('password', { value: password, setting: input.setting, required: true })
    : null;
  if (brandRule) return brandRule;
  const length = [...password].length;
  if (length < PASSWORD_MIN || length > PASSWORD_MAX) return { ...bounds, code: 'password.too.weak' };
  if (
    containsName(password, input.username, USERNAME_MIN) ||
    containsName(password, input.brandName, BRAND_NAME_MIN)
  )
    return { ...bounds, code: 'password.contains.name' };
  return null;
}
