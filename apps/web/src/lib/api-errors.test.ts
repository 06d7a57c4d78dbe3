import { readFileSync } from 'node:fs';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { errorStatus } from '@lotto/contracts/common/errors';
import { ApiError, CLIENT_ERROR } from './api.ts';
import { apiErrorKey, errorText, fieldIssues, formErrorText } from './api-errors.ts';
import { problemText } from './problem-text.ts';

const locale = (code: string) =>
  JSON.parse(readFileSync(new URL(`../i18n/locales/${code}.json`, import.meta.url), 'utf8')) as Record<
    string,
    Record<string, string>
  >;
const en = locale('en');
const ty = locale('ty');

const i18n = i18next.createInstance();
await i18n.init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false } });
const t = i18n.t;

describe('every error code has a text (docs/product/wire-conventions.md#error-keys)', () => {
  const codes = [...Object.keys(errorStatus), ...Object.values(CLIENT_ERROR)];
  it.each(['en', 'ty'])('in %s', (code) => {
    const texts = (code === 'en' ? en : ty).apiErrors!;
    const missing = codes.filter((c) => !texts[apiErrorKey(c).slice('apiErrors.'.length)]);
    expect(missing).toEqual([]);
  });

  it.each(['en', 'ty'])('and all 22 pattern families in %s', (code) => {
    const texts = code === 'en' ? en : ty;
    for (let id = 1; id <= 22; id++)
      expect(texts[`reg_pattern_${id}`], `reg_pattern_${id}`).toContain('(min) - (max)');
    expect(texts.reg_required).toBeTruthy();
  });
});

describe('errorText', () => {
  it('translates the code, with dots as underscores', () => {
    expect(errorText(t, new ApiError('login.failed', { message: 'server text', status: 400 }))).toBe(
      'Wrong username or password.',
    );
    expect(errorText(t, new ApiError('invitation_code_error', { message: 'x', status: 422 }))).toBe(
      'Invalid invitation code.',
    );
  });

  it("falls back to the server's message, then to the unknown error", () => {
    expect(errorText(t, new ApiError('brand.new.code', { message: 'Texto del servidor', status: 400 }))).toBe(
      'Texto del servidor',
    );
    expect(errorText(t, new Error('boom'))).toBe(en.errors!.unknown);
  });
});

describe('problemText (docs/product/accounts.md#field-validation)', () => {
  it('fills (min) and (max) of the pattern family', () => {
    expect(problemText(t, { code: 'reg_pattern_2', min: 6, max: 16 })).toBe(
      'Start with a letter, then letters or digits only, 6 - 16 characters',
    );
  });

  it('says the single length when both bounds are equal', () => {
    expect(problemText(t, { code: 'reg_pattern_7', min: 6, max: 6 })).toBe('Digits only, 6 digits');
  });

  it('shows required and other codes as their texts', () => {
    expect(problemText(t, { code: 'reg_required' })).toBe('This field is required');
    expect(problemText(t, { code: 'password.mismatch' })).toBe('The passwords do not match.');
    expect(problemText(t, { code: 'zod_whatever', message: 'Too short' })).toBe('Too short');
  });
});

describe('fieldIssues', () => {
  it('puts the server refusals under their fields', () => {
    const error = new ApiError('request.invalid', {
      message: 'x',
      status: 400,
      details: [
        { path: 'username', code: 'reg_pattern_2', message: 'm' },
        { path: 'body.email', code: 'reg_required', message: 'm' },
      ],
    });
    expect(fieldIssues(error)).toEqual({
      username: { code: 'reg_pattern_2', message: 'm' },
      email: { code: 'reg_required', message: 'm' },
    });
    expect(fieldIssues(new Error('x'))).toEqual({});
  });
});

describe('field or form', () => {
  it('puts a field-bound code under its field', () => {
    expect(fieldIssues(new ApiError('sms.code.invalid', { message: 'Wrong code', status: 400 }))).toEqual({
      verificationCode: { code: 'sms.code.invalid', message: 'Wrong code' },
    });
    expect(fieldIssues(new ApiError('login.failed', { message: 'x', status: 400 }))).toEqual({});
  });

  it('shows a failure above the form only when none of its fields carries it', () => {
    const invalidCode = new ApiError('sms.code.invalid', { message: 'x', status: 400 });
    expect(formErrorText(t, { error: invalidCode, fields: ['mobileNum', 'verificationCode'] })).toBeNull();
    expect(formErrorText(t, { error: invalidCode, fields: ['username', 'password'] })).toBe(
      'The SMS code is wrong.',
    );
    expect(
      formErrorText(t, {
        error: new ApiError('login.failed', { message: 'x', status: 400 }),
        fields: ['username'],
      }),
    ).toBe('Wrong username or password.');
    expect(formErrorText(t, { error: null, fields: [] })).toBeNull();
  });
});
