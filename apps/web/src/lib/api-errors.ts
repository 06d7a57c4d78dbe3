import type { TFunction } from 'i18next';
import { ApiError } from './api.ts';

/**
 * Error codes are translation keys (docs/product/wire-conventions.md#error-keys). The server's codes contain dots, which
 * i18next reads as nesting, so they live flat under `apiErrors` with dots as underscores.
 */
export const apiErrorKey = (code: string): string => `apiErrors.${code.replaceAll('.', '_')}`;

/** t() for keys computed at run time (the typed t only takes literal keys): tAny(t)(key, options). */
export const tAny = (t: TFunction) =>
  t as unknown as (key: string, options?: Record<string, unknown>) => string;

export const has = (t: TFunction, key: string): boolean => tAny(t)(key, { defaultValue: '' }) !== '';

/** Text of a failed call: our translation of its code, else the server's text in our language. */
export function errorText(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError)) return tAny(t)('errors.unknown');
  const key = apiErrorKey(error.code);
  if (has(t, key)) return tAny(t)(key);
  return error.message || tAny(t)('errors.unknown');
}

/** A problem under one field: `reg_pattern_N` / `reg_required` with the rule's bounds, or an error code. */
export type FieldProblem = { code: string; min?: number; max?: number; message?: string };

/** Refusals that belong under one field although the server names no field. */
const FIELD_OF_CODE: Record<string, string> = {
  'captcha.required': 'captcha',
  'captcha.invalid': 'captcha',
  'sms.code.invalid': 'verificationCode',
  'sms.code.expired': 'verificationCode',
  'username.exists': 'username',
  'mobile.exists': 'mobileNum',
  'password.old.invalid': 'oldPassword',
  'password.mismatch': 'confirmPassword',
};

/** The server's per-field refusals of a failed call (`details[]`, or a field's own code), by field. */
export const fieldIssues = (error: unknown): Record<string, FieldProblem> => {
  if (!(error instanceof ApiError)) return {};
  if (error.details.length === 0) {
    const field = FIELD_OF_CODE[error.code];
    return field ? { [field]: { code: error.code, message: error.message } } : {};
  }
  // a path may be nested ("body.username"): the field is its last part
  return Object.fromEntries(
    error.details.map((d) => [d.path.split('.').at(-1) ?? d.path, { code: d.code, message: d.message }]),
  );
};

/** The failure above a form: none when it already shows under one of the form's fields (docs/product/shell-and-routes.md#client-errors). */
export const formErrorText = (
  t: TFunction,
  { error, fields }: { error: unknown; fields: readonly string[] },
): string | null => {
  if (error === null || error === undefined) return null;
  const underFields = Object.keys(fieldIssues(error)).some((f) => fields.includes(f));
  return underFields ? null : errorText(t, error);
};
