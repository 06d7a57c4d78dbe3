import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { patternFamilies, type PatternId } from '../system/patterns.ts';
import { registerFields } from '../system/register-settings.ts';
import { validateRegisterField } from './validate.ts';
import { familySetting, runs, setting } from './validate-kit.ts';

/** validateRegisterField against the pattern families, by example and by property. */
const codePoints = (s: string) => [...s].length;

/** Any code point but a lone surrogate (fast-check's `unit: anyCodePoint` costs a second to set up). */
const anyCodePoint = fc
  .oneof(
    fc.integer({ min: 0, max: 0x7f }),
    fc.integer({ min: 0x80, max: 0xffff }).filter((c) => c < 0xd800 || c > 0xdfff),
    fc.integer({ min: 0x10000, max: 0x10ffff }),
  )
  .map((c) => String.fromCodePoint(c));

describe('validateRegisterField: patterns', () => {
  byExample();
  neverThrows();
});

function byExample() {
  it('reports reg_pattern_{patternId} when the value does not match', () => {
    const username = familySetting(2, { minLength: 4, maxLength: 16 });
    expect(validateRegisterField('username', { value: '1abc', setting: username })).toEqual({
      field: 'username',
      code: 'reg_pattern_2',
      min: 4,
      max: 16,
    });
    expect(validateRegisterField('username', { value: 'abc1', setting: username })).toBeNull();
    const mobile = familySetting(22, { minLength: 10, maxLength: 10 });
    expect(validateRegisterField('mobileNum', { value: '9171234567', setting: mobile })).toBeNull();
    expect(validateRegisterField('mobileNum', { value: '0917123456', setting: mobile })).toMatchObject({
      code: 'reg_pattern_22',
    });
  });

  it("with pattern '*' accepts any non-empty value within the bounds", () => {
    fc.assert(
      fc.property(
        fc.tuple(
          fc.integer({ min: 1, max: 20 }),
          fc.integer({ min: 0, max: 20 }),
          fc.string({ unit: anyCodePoint, minLength: 1, maxLength: 40 }),
        ),
        ([min, extra, raw]) => {
          const max = min + extra;
          const value = [...raw].slice(0, max).join('');
          const s = setting({ acceptedPattern: '*', patternId: 17, minLength: min, maxLength: max });
          const problem = validateRegisterField('recommenderId', { value, setting: s });
          if (codePoints(value) < min) expect(problem).toMatchObject({ code: 'reg_pattern_17', min, max });
          else expect(problem).toBeNull();
        },
      ),
      runs,
    );
    // Line breaks included.
    expect(validateRegisterField('facebook', { value: 'a\nb\r\u2028c', setting: setting() })).toBeNull();
  });

  it('agrees with the family pattern and the bounds (model check)', () => {
    const ids = Object.keys(patternFamilies).map(Number) as PatternId[];
    fc.assert(
      fc.property(
        fc.tuple(
          fc.constantFrom(...ids),
          fc.boolean(),
          fc.integer({ min: 0, max: 8 }),
          fc.integer({ min: 0, max: 8 }),
          fc.oneof(fc.string({ maxLength: 12 }), fc.string({ unit: anyCodePoint, maxLength: 12 })),
        ),
        ([id, required, min, extra, value]) => {
          const max = min === 0 ? extra : min + extra;
          const s = familySetting(id, { required, minLength: min, maxLength: max });
          const len = codePoints(value);
          const ok =
            value === ''
              ? !required
              : (min === 0 || len >= min) &&
                (max === 0 || len <= max) &&
                new RegExp(patternFamilies[id].source, 'u').test(value);
          const problem = validateRegisterField('idNumber', { value, setting: s });
          if (ok) expect(problem).toBeNull();
          else
            expect(problem).toEqual({
              field: 'idNumber',
              code: value === '' ? 'reg_required' : `reg_pattern_${id}`,
              min,
              max,
            });
        },
      ),
      runs,
    );
  });
}

function neverThrows() {
  it('never throws for arbitrary unicode values and settings', () => {
    const patterns = fc.oneof(
      fc.constant('*'),
      fc.constantFrom(...Object.values(patternFamilies).map((f) => f.source)),
      // Any other text the admin may have stored, as long as it compiles (see the report: a pattern
      // that does not compile under the 'u' flag makes RegExp throw).
      fc.string({ maxLength: 10 }).filter((p) => {
        try {
          new RegExp(p, 'u');
          return true;
        } catch {
          return false;
        }
      }),
    );
    const anySetting = fc.option(
      fc.record({
        enabled: fc.boolean(),
        required: fc.boolean(),
        acceptedPattern: patterns,
        patternId: fc.integer(),
        minLength: fc.oneof(fc.integer({ min: -5, max: 50 }), fc.integer()),
        maxLength: fc.oneof(fc.integer({ min: -5, max: 50 }), fc.integer()),
      }),
      { nil: undefined },
    );
    const anyValue = fc.option(
      fc.oneof(
        fc.string({ unit: anyCodePoint, maxLength: 60 }),
        fc.string({ unit: 'grapheme', maxLength: 30 }),
        // Raw UTF-16 code units, lone surrogates included.
        fc.string({
          unit: fc.integer({ min: 0, max: 0xffff }).map((u) => String.fromCharCode(u)),
          maxLength: 30,
        }),
      ),
      { nil: undefined },
    );
    fc.assert(
      fc.property(
        fc.tuple(
          fc.constantFrom(...registerFields),
          anyValue,
          anySetting,
          fc.option(fc.record({ required: fc.option(fc.boolean(), { nil: undefined }) }), { nil: undefined }),
        ),
        ([field, value, s, options]) => {
          const problem = validateRegisterField(field, { value, setting: s, ...options });
          if (problem !== null) {
            expect(problem.field).toBe(field);
            expect(problem.code === 'reg_required' || problem.code === `reg_pattern_${s?.patternId}`).toBe(
              true,
            );
          }
        },
      ),
      { numRuns: 500 },
    );
  });
}
