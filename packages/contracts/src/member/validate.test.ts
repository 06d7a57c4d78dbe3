import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fillPatternText, requiredRegisterFields, validateRegisterField } from './validate.ts';
import { familySetting, runs, setting } from './validate-kit.ts';

describe('validateRegisterField: required and empty values', () => {
  it('reports reg_required for an empty required field, with the bounds', () => {
    const s = setting({ required: true, patternId: 5, minLength: 4, maxLength: 16 });
    const problem = { field: 'username', code: 'reg_required', min: 4, max: 16 };
    expect(validateRegisterField('username', { value: '', setting: s })).toEqual(problem);
    expect(validateRegisterField('username', { value: undefined, setting: s })).toEqual(problem);
  });

  it('takes an explicit required option over the setting (always-required fields)', () => {
    expect(
      validateRegisterField('password', { value: '', setting: setting({ required: false }), required: true }),
    ).toMatchObject({
      code: 'reg_required',
    });
    expect(validateRegisterField('password', { value: '', setting: undefined, required: true })).toEqual({
      field: 'password',
      code: 'reg_required',
      min: 0,
      max: 0,
    });
    expect(
      validateRegisterField('email', { value: '', setting: setting({ required: true }), required: false }),
    ).toBeNull();
  });

  it('accepts an empty optional field', () => {
    expect(
      validateRegisterField('qqNum', { value: '', setting: setting({ required: false, minLength: 5 }) }),
    ).toBeNull();
    expect(
      validateRegisterField('qqNum', {
        value: undefined,
        setting: setting({ required: false, minLength: 5 }),
      }),
    ).toBeNull();
    expect(validateRegisterField('qqNum', { value: '', setting: undefined })).toBeNull();
  });

  it('does not require a field whose setting is disabled', () => {
    const s = setting({ enabled: false, required: true, minLength: 3 });
    expect(validateRegisterField('line', { value: '', setting: s })).toBeNull();
    expect(validateRegisterField('line', { value: undefined, setting: s })).toBeNull();
  });

  it('accepts any non-empty value when the field has no setting', () => {
    expect(validateRegisterField('wechat', { value: 'anything at all', setting: undefined })).toBeNull();
  });
});

describe('validateRegisterField: length bounds', () => {
  const s = setting({ patternId: 3, minLength: 6, maxLength: 12 });

  it('reports reg_pattern_{patternId} with min and max when too short or too long', () => {
    expect(validateRegisterField('username', { value: 'abcde', setting: s })).toEqual({
      field: 'username',
      code: 'reg_pattern_3',
      min: 6,
      max: 12,
    });
    expect(validateRegisterField('username', { value: 'abcdefghijklm', setting: s })).toEqual({
      field: 'username',
      code: 'reg_pattern_3',
      min: 6,
      max: 12,
    });
    expect(validateRegisterField('username', { value: 'abcdef', setting: s })).toBeNull();
    expect(validateRegisterField('username', { value: 'abcdefghijkl', setting: s })).toBeNull();
  });

  it('counts code points, not UTF-16 units: an emoji or a Chinese character is one', () => {
    const six = setting({ minLength: 6, maxLength: 6, patternId: 10 });
    expect('😀'.repeat(6)).toHaveLength(12);
    expect(validateRegisterField('username', { value: '😀'.repeat(6), setting: six })).toBeNull();
    expect(validateRegisterField('username', { value: '😀'.repeat(5), setting: six })).toMatchObject({
      code: 'reg_pattern_10',
    });
    expect(validateRegisterField('username', { value: '😀'.repeat(7), setting: six })).toMatchObject({
      code: 'reg_pattern_10',
    });

    const name = familySetting(3, { minLength: 2, maxLength: 3 });
    expect(validateRegisterField('payeeName', { value: '张三', setting: name })).toBeNull();
    expect(validateRegisterField('payeeName', { value: '𠮷野家', setting: name })).toBeNull(); // an astral ideograph is one too
    expect(validateRegisterField('payeeName', { value: '欧阳娜娜', setting: name })).toMatchObject({
      code: 'reg_pattern_3',
    });
    expect(validateRegisterField('payeeName', { value: '张', setting: name })).toMatchObject({
      code: 'reg_pattern_3',
      min: 2,
      max: 3,
    });
  });

  it('counts code points, not graphemes: a flag is two, a skin-toned emoji two', () => {
    const two = setting({ minLength: 2, maxLength: 2 });
    expect(validateRegisterField('facebook', { value: '🇵🇭', setting: two })).toBeNull();
    expect(validateRegisterField('facebook', { value: '👍🏽', setting: two })).toBeNull();
  });

  it('treats a zero bound as no bound', () => {
    expect(
      validateRegisterField('username', {
        value: 'x'.repeat(5000),
        setting: setting({ minLength: 0, maxLength: 0 }),
      }),
    ).toBeNull();
    expect(
      validateRegisterField('username', { value: 'x', setting: setting({ minLength: 0, maxLength: 3 }) }),
    ).toBeNull();
    expect(
      validateRegisterField('username', {
        value: 'x'.repeat(500),
        setting: setting({ minLength: 3, maxLength: 0 }),
      }),
    ).toBeNull();
  });

  it('has the length problem win over the pattern, with the same code', () => {
    const digits = familySetting(7, { minLength: 5, maxLength: 8 });
    expect(validateRegisterField('qqNum', { value: 'ab', setting: digits })).toEqual({
      field: 'qqNum',
      code: 'reg_pattern_7',
      min: 5,
      max: 8,
    });
  });
});

describe('fillPatternText', () => {
  it("replaces '(min) - (max)' by the single length when both are equal", () => {
    expect(fillPatternText('Between (min) - (max) characters', { min: 6, max: 6 })).toBe(
      'Between 6 characters',
    );
  });

  it('fills min and max when they differ', () => {
    expect(fillPatternText('Between (min) - (max) characters', { min: 4, max: 12 })).toBe(
      'Between 4 - 12 characters',
    );
  });

  it('fills each placeholder wherever it stands', () => {
    expect(fillPatternText('At least (min), at most (max); (min)!', { min: 3, max: 9 })).toBe(
      'At least 3, at most 9; 3!',
    );
    expect(fillPatternText('From (min) to (max)', { min: 5, max: 5 })).toBe('From 5 to 5');
    expect(fillPatternText('Letters and digits only', { min: 4, max: 12 })).toBe('Letters and digits only');
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
          const out = fillPatternText(pieces.join(''), { min, max });
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
