import { acceptedPatternToRegExp } from '../system/patterns.ts';
import type { FieldSetting, RegisterField } from '../system/register-settings.ts';

/**
 * A field that failed its brand rule: `code` is the translation key `reg_pattern_{patternId}`
 * (or `reg_required`), `min`/`max` fill its (min) and (max) placeholders (docs/product/accounts.md#field-validation).
 */
export type FieldProblem = { field: string; code: string; min: number; max: number };

const lengthOf = (value: string) => [...value].length;

/**
 * Checks one registration field against the brand's config. Runs in the browser under each
 * field and on the server before anything is stored, so both always agree.
 */
export function validateRegisterField(
  field: RegisterField,
  input: { value: string | undefined; setting: FieldSetting | undefined; required?: boolean },
): FieldProblem | null {
  const { value, setting } = input;
  const v = value ?? '';
  const min = setting?.minLength ?? 0;
  const max = setting?.maxLength ?? 0;
  const required = input.required ?? (setting?.enabled === true && setting.required);
  if (v === '') return required ? { field, code: 'reg_required', min, max } : null;
  if (!setting) return null;
  const patternCode = `reg_pattern_${setting.patternId}`;
  const len = lengthOf(v);
  if ((min > 0 && len < min) || (max > 0 && len > max)) return { field, code: patternCode, min, max };
  if (!acceptedPatternToRegExp(setting.acceptedPattern).test(v))
    return { field, code: patternCode, min, max };
  return null;
}

/**
 * The fields of a registration the brand's config and the form kind make required
 * (docs/product/accounts.md#field-validation).
 */
export function requiredRegisterFields(
  kind: 'register' | 'registerMobile',
  options: { mobilePassword: boolean },
): RegisterField[] {
  return kind === 'register'
    ? ['username', 'password']
    : options.mobilePassword
      ? ['mobileNum', 'password']
      : ['mobileNum'];
}

/** Fills a reg_pattern text: '(min) - (max)' becomes the single length when both are equal. */
export function fillPatternText(text: string, { min, max }: { min: number; max: number }): string {
  const t = min === max ? text.replace('(min) - (max)', String(min)) : text;
  return t.replaceAll('(min)', String(min)).replaceAll('(max)', String(max));
}
