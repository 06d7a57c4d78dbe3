import type { PatternId } from '../system/patterns.ts';
import { patternFamilies } from '../system/patterns.ts';
import type { FieldSetting } from '../system/register-settings.ts';

/** Settings the validate tests check values against. */
export const runs = { numRuns: 200 };

export const setting = (over: Partial<FieldSetting> = {}): FieldSetting => ({
  enabled: true,
  required: false,
  acceptedPattern: '*',
  patternId: 1,
  minLength: 0,
  maxLength: 0,
  ...over,
});

/** A family's setting as the admin would store it: its source as the accepted pattern. */
export const familySetting = (patternId: PatternId, over: Partial<FieldSetting> = {}) =>
  setting({ patternId, acceptedPattern: patternFamilies[patternId].source, ...over });
