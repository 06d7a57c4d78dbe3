import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fillPatternText, requiredRegisterFields, validateRegisterField } from './validate.ts';
import { familySetting, runs, setting } from './validate-kit.ts';

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
      fc.property(
        fc.tuple(fc.array(piece, { maxLength: 8 }), fc.nat(1000), fc.nat(1000)),
        ([pieces, min, max]) => {
          const out = fillPatternText(pieces.join(''), min, max);
          expect(out).not.toContain('(min)');
          expect(out).not.toContain('(max)');
        },
      ),
      runs,
    );
  });
});

describe('requiredRegisterFields', () => {
  it('follows the always-required rule', () => {
    expect(requiredRegisterFields('register', { mobilePassword: false })).toEqual(['username', 'password']);
    expect(requiredRegisterFields('register', { mobilePassword: true })).toEqual(['username', 'password']);
    expect(requiredRegisterFields('registerMobile', { mobilePassword: true })).toEqual([
      'mobileNum',
      'password',
    ]);
    expect(requiredRegisterFields('registerMobile', { mobilePassword: false })).toEqual(['mobileNum']);
  });
});
