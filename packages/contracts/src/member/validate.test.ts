import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { patternFamilies, type PatternId } from '../system/patterns.ts';
import { registerFields, type FieldSetting } from '../system/register-settings.ts';
import { fillPatternText, requiredRegisterFields, validateRegisterField } from './validate.ts';

const runs = { numRuns: 200 };

const setting = (over: Partial<FieldSetting> = {}): FieldSetting => ({
  enabled: true,
  required: false,
  acceptedPattern: '*',
  patternId: 1,
  minLength: 0,
  maxLength: 0,
  ...over,
});

/** A family's setting as the admin would store it: its source as the accepted pattern. */
const familySetting = (patternId: PatternId, over: Partial<FieldSetting> = {}) =>
  setting({ patternId, acceptedPattern: patternFamilies[patternId].source, ...over });

const codePoints = (s: string) => [...s].length;

/** Any code point but a lone surrogate (fast-check's `unit: anyCodePoint` costs a second to set up). */
const anyCodePoint = fc
  .oneof(
    fc.integer({ min: 0, max: 0x7f }),
    fc.integer({ min: 0x80, max: 0xffff }).filter((c) => c < 0xd800 || c > 0xdfff),
    fc.integer({ min: 0x10000, max: 0x10ffff }),
  )
  .map((c) => String.fromCodePoint(c));

describe('validateRegisterField: required and empty values', () => {
  it('reports reg_required for an empty required field, with the bounds', () => {
    const s = setting({ required: true, patternId: 5, minLength: 4, maxLength: 16 });
    const problem = { field: 'username', code: 'reg_required', min: 4, max: 16 };
    expect(validateRegisterField('username', '', s)).toEqual(problem);
    expect(validateRegisterField('username', undefined, s)).toEqual(problem);
  });

  it('takes an explicit required option over the setting (always-required fields)', () => {
    expect(
      validateRegisterField('password', '', setting({ required: false }), { required: true }),
    ).toMatchObject({
      code: 'reg_required',
    });
    expect(validateRegisterField('password', '', undefined, { required: true })).toEqual({
      field: 'password',
      code: 'reg_required',
      min: 0,
      max: 0,
    });
    expect(validateRegisterField('email', '', setting({ required: true }), { required: false })).toBeNull();
  });

  it('accepts an empty optional field', () => {
    expect(validateRegisterField('qqNum', '', setting({ required: false, minLength: 5 }))).toBeNull();
    expect(validateRegisterField('qqNum', undefined, setting({ required: false, minLength: 5 }))).toBeNull();
    expect(validateRegisterField('qqNum', '', undefined)).toBeNull();
  });

  it('does not require a field whose setting is disabled', () => {
    const s = setting({ enabled: false, required: true, minLength: 3 });
    expect(validateRegisterField('line', '', s)).toBeNull();
    expect(validateRegisterField('line', undefined, s)).toBeNull();
  });

  it('accepts any non-empty value when the field has no setting', () => {
    expect(validateRegisterField('wechat', 'anything at all', undefined)).toBeNull();
  });
});

describe('validateRegisterField: length bounds', () => {
  const s = setting({ patternId: 3, minLength: 6, maxLength: 12 });

  it('reports reg_pattern_{patternId} with min and max when too short or too long', () => {
    expect(validateRegisterField('username', 'abcde', s)).toEqual({
      field: 'username',
      code: 'reg_pattern_3',
      min: 6,
      max: 12,
    });
    expect(validateRegisterField('username', 'abcdefghijklm', s)).toEqual({
      field: 'username',
      code: 'reg_pattern_3',
      min: 6,
      max: 12,
    });
    expect(validateRegisterField('username', 'abcdef', s)).toBeNull();
    expect(validateRegisterField('username', 'abcdefghijkl', s)).toBeNull();
  });

  it('counts code points, not UTF-16 units: an emoji or a Chinese character is one', () => {
    const six = setting({ minLength: 6, maxLength: 6, patternId: 10 });
    expect('😀'.repeat(6)).toHaveLength(12);
    expect(validateRegisterField('username', '😀'.repeat(6), six)).toBeNull();
    expect(validateRegisterField('username', '😀'.repeat(5), six)).toMatchObject({ code: 'reg_pattern_10' });
    expect(validateRegisterField('username', '😀'.repeat(7), six)).toMatchObject({ code: 'reg_pattern_10' });

    const name = familySetting(3, { minLength: 2, maxLength: 3 });
    expect(validateRegisterField('payeeName', '张三', name)).toBeNull();
    expect(validateRegisterField('payeeName', '𠮷野家', name)).toBeNull(); // an astral ideograph is one too
    expect(validateRegisterField('payeeName', '欧阳娜娜', name)).toMatchObject({ code: 'reg_pattern_3' });
    expect(validateRegisterField('payeeName', '张', name)).toMatchObject({
      code: 'reg_pattern_3',
      min: 2,
      max: 3,
    });
  });

  it('counts code points, not graphemes: a flag is two, a skin-toned emoji two', () => {
    const two = setting({ minLength: 2, maxLength: 2 });
    expect(validateRegisterField('facebook', '🇵🇭', two)).toBeNull();
    expect(validateRegisterField('facebook', '👍🏽', two)).toBeNull();
  });

  it('treats a zero bound as no bound', () => {
    expect(
      validateRegisterField('username', 'x'.repeat(5000), setting({ minLength: 0, maxLength: 0 })),
    ).toBeNull();
    expect(validateRegisterField('username', 'x', setting({ minLength: 0, maxLength: 3 }))).toBeNull();
    expect(
      validateRegisterField('username', 'x'.repeat(500), setting({ minLength: 3, maxLength: 0 })),
    ).toBeNull();
  });

  it('has the length problem win over the pattern, with the same code', () => {
    const digits = familySetting(7, { minLength: 5, maxLength: 8 });
    expect(validateRegisterField('qqNum', 'ab', digits)).toEqual({
      field: 'qqNum',
      code: 'reg_pattern_7',
      min: 5,
      max: 8,
    });
  });
});

describe('validateRegisterField: patterns', () => {
  it('reports reg_pattern_{patternId} when the value does not match', () => {
    const username = familySetting(2, { minLength: 4, maxLength: 16 });
    expect(validateRegisterField('username', '1abc', username)).toEqual({
      field: 'username',
      code: 'reg_pattern_2',
      min: 4,
      max: 16,
    });
    expect(validateRegisterField('username', 'abc1', username)).toBeNull();
    const mobile = familySetting(22, { minLength: 10, maxLength: 10 });
    expect(validateRegisterField('mobileNum', '9171234567', mobile)).toBeNull();
    expect(validateRegisterField('mobileNum', '0917123456', mobile)).toMatchObject({
      code: 'reg_pattern_22',
    });
  });

  it("with pattern '*' accepts any non-empty value within the bounds", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 0, max: 20 }),
        fc.string({ unit: anyCodePoint, minLength: 1, maxLength: 40 }),
        (min, extra, raw) => {
          const max = min + extra;
          const value = [...raw].slice(0, max).join('');
          const s = setting({ acceptedPattern: '*', patternId: 17, minLength: min, maxLength: max });
          const problem = validateRegisterField('recommenderId', value, s);
          if (codePoints(value) < min) expect(problem).toMatchObject({ code: 'reg_pattern_17', min, max });
          else expect(problem).toBeNull();
        },
      ),
      runs,
    );
    // Line breaks included.
    expect(validateRegisterField('facebook', 'a\nb\r\u2028c', setting())).toBeNull();
  });

  it('agrees with the family pattern and the bounds (model check)', () => {
    const ids = Object.keys(patternFamilies).map(Number) as PatternId[];
    fc.assert(
      fc.property(
        fc.constantFrom(...ids),
        fc.boolean(),
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 0, max: 8 }),
        fc.oneof(fc.string({ maxLength: 12 }), fc.string({ unit: anyCodePoint, maxLength: 12 })),
        (id, required, min, extra, value) => {
          const max = min === 0 ? extra : min + extra;
          const s = familySetting(id, { required, minLength: min, maxLength: max });
          const len = codePoints(value);
          const ok =
            value === ''
              ? !required
              : (min === 0 || len >= min) &&
                (max === 0 || len <= max) &&
                new RegExp(patternFamilies[id].source, 'u').test(value);
          const problem = validateRegisterField('idNumber', value, s);
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
        fc.constantFrom(...registerFields),
        anyValue,
        anySetting,
        fc.option(fc.record({ required: fc.option(fc.boolean(), { nil: undefined }) }), { nil: undefined }),
        (field, value, s, options) => {
          const problem = validateRegisterField(field, value, s, options);
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
});

describe('fillPatternText', () => {
  it("replaces '(min) - (max)' by the single length when both are equal", () => {
    expect(fillPatternText('Between (min) - (max) characters', 6, 6)).toBe('Between 6 characters');
  });

  it('fills min and max when they differ', () => {
    expect(fillPatternText('Between (min) - (max) characters', 4, 12)).toBe('Between 4 - 12 characters');
  });

  it('fills each placeholder wherever it stands', () => {
    expect(fillPatternText('At least (min), at most (max); (min)!', 3, 9)).toBe('At least 3, at most 9; 3!');
    expect(fillPatternText('From (min) to (max)', 5, 5)).toBe('From 5 to 5');
    expect(fillPatternText('Letters and digits only', 4, 12)).toBe('Letters and digits only');
  });

  it('never leaves a placeholder behind', () => {
    const piece = fc.oneof(
      fc.constantFrom('(min)', '(max)', '(min) - (max)', ' ', '-'),
      fc.string({ maxLength: 5 }),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), fc.nat(1000), fc.nat(1000), (pieces, min, max) => {
        const out = fillPatternText(pieces.join(''), min, max);
        expect(out).not.toContain('(min)');
        expect(out).not.toContain('(max)');
      }),
      runs,
    );
  });
});

describe('requiredRegisterFields', () => {
  it('follows SPEC section 5 "Always required"', () => {
    expect(requiredRegisterFields('register', { mobilePassword: false })).toEqual(['username', 'password']);
    expect(requiredRegisterFields('register', { mobilePassword: true })).toEqual(['username', 'password']);
    expect(requiredRegisterFields('registerMobile', { mobilePassword: true })).toEqual([
      'mobileNum',
      'password',
    ]);
    expect(requiredRegisterFields('registerMobile', { mobilePassword: false })).toEqual(['mobileNum']);
  });
});
