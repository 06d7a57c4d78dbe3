import type { TFunction } from 'i18next';
import { fillPatternText } from '@lotto/contracts/member/validate';
import { apiErrorKey, has, tAny, type FieldProblem } from './api-errors.ts';

/**
 * docs/product/accounts.md#field-validation: the text under a field is reg_pattern_{id} (or reg_required) with (min) and
 * (max) filled in; any other code is an error text. Apart from api-errors.ts so the pattern
 * list stays out of the first page load.
 */
export function problemText(t: TFunction, problem: FieldProblem): string {
  if (problem.code.startsWith('reg_pattern_') || problem.code === 'reg_required') {
    return fillPatternText(tAny(t)(problem.code), { min: problem.min ?? 0, max: problem.max ?? 0 });
  }
  const key = apiErrorKey(problem.code);
  if (has(t, key)) return tAny(t)(key);
  if (has(t, problem.code)) return tAny(t)(problem.code);
  return problem.message ?? tAny(t)('errors.unknown');
}
