import type { FieldSetting, RegisterField } from '@lotto/contracts';
import { patternFamilies } from '@lotto/contracts/system/patterns';
import { validateRegisterField } from '@lotto/contracts/member/validate';
import { passwordRuleProblem } from '@lotto/contracts/member/password-rule';
import type { FieldProblem } from '../../lib/api-errors.ts';
import type { RegisterSettings } from '../../lib/queries/account-settings.ts';

/**
 * Field checks of the account forms (docs/product/accounts.md#field-validation), on the brand's register settings so the
 * browser and the server (which runs the same `validateRegisterField`) always agree.
 */
export type Problems = Record<string, FieldProblem>;

/** Checks one configured field; `required` overrides the brand's flag (always-required fields: docs/product/accounts.md#field-validation). */
export const checkField = (
  field: RegisterField,
  input: { value: string; settings: RegisterSettings | undefined; required?: boolean },
): FieldProblem | null =>
  validateRegisterField(field, {
    value: input.value.trim(),
    setting: input.settings?.[field],
    required: input.required,
  });

/** A problem with its field's bounds filled in from the settings (a server refusal names only the rule). */
export const withBounds = (problem: FieldProblem, setting: FieldSetting | undefined): FieldProblem => ({
  min: setting?.minLength,
  max: setting?.maxLength,
  ...problem,
});

/** Who a password may not name: the account's username and the brand's name. */
export type PasswordNames = { username?: string | undefined; brandName?: string | undefined };

/**
 * The one password rule, as the server runs it for every form (untrimmed: a space is part of a
 * password); only the common-password list stays on the server.
 */
export const checkPassword = (
  value: string,
  rule: PasswordNames & { settings: RegisterSettings | undefined },
): FieldProblem | null =>
  passwordRuleProblem(value, {
    setting: rule.settings?.password,
    username: rule.username,
    brandName: rule.brandName,
  });

/** A required value with no configured rule (SMS code, old password). */
export const checkRequired = (value: string): FieldProblem | null =>
  value.trim() === '' ? { code: 'reg_required', min: 0, max: 0 } : null;

/** The confirmation must repeat the password (docs/product/accounts.md#field-validation). */
export const checkConfirmation = (password: string, confirmation: string): FieldProblem | null =>
  checkRequired(confirmation) ?? (password === confirmation ? null : { code: 'password.mismatch' });

/** Email rule of the brand, or the email pattern family when the brand has none. */
const EMAIL_FALLBACK: FieldSetting = {
  enabled: true,
  required: true,
  acceptedPattern: patternFamilies[4].source,
  patternId: 4,
  minLength: 3,
  maxLength: 254,
};
export const checkEmail = (value: string, settings: RegisterSettings | undefined): FieldProblem | null =>
  validateRegisterField('email', {
    value: value.trim(),
    setting: settings?.email ?? EMAIL_FALLBACK,
    required: true,
  });

/** Drops the fields without a problem. */
export const problemsOf = (checks: Record<string, FieldProblem | null>): Problems =>
  Object.fromEntries(Object.entries(checks).filter((e): e is [string, FieldProblem] => e[1] !== null));
