import { describe, expect, it } from 'vitest';
import type { FieldSetting } from '@lotto/contracts';
import type { RegisterSettings } from '../../../lib/queries/account-settings.ts';
import { fieldSpecs, validateForm, type FormContext } from './fields.ts';

const setting = (s: Partial<FieldSetting> & Pick<FieldSetting, 'patternId'>): FieldSetting => ({
  enabled: true,
  required: false,
  acceptedPattern: '*',
  minLength: 0,
  maxLength: 255,
  ...s,
});

/** Like the demo brand: username 2 (6-16), password 6 (8-64), mobile 22 (10), qq off. */
const settings: RegisterSettings = {
  username: setting({
    required: true,
    patternId: 2,
    acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
    minLength: 6,
    maxLength: 16,
  }),
  password: setting({
    required: true,
    patternId: 6,
    acceptedPattern: '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$',
    minLength: 8,
    maxLength: 64,
  }),
  email: setting({
    patternId: 4,
    acceptedPattern: '^[^@\\s]+@[^@\\s]+\\.[a-z]{2,}$',
    minLength: 5,
    maxLength: 100,
  }),
  mobileNum: setting({
    required: true,
    patternId: 22,
    acceptedPattern: '^9[0-9]*$',
    minLength: 10,
    maxLength: 10,
  }),
  qqNum: setting({ enabled: false, patternId: 7 }),
  paymentPassword: setting({ patternId: 7, acceptedPattern: '^[0-9]+$', minLength: 6, maxLength: 6 }),
  affiliateCode: setting({ patternId: 5, acceptedPattern: '^[A-Za-z0-9]+$', minLength: 4, maxLength: 16 }),
  captcha: setting({ patternId: 5, minLength: 4, maxLength: 4 }),
};

const context = (over: Partial<FormContext> = {}): FormContext => ({
  kind: 'register',
  settings,
  smsVerification: false,
  mobilePassword: false,
  captcha: true,
  affiliateOpen: true,
  ...over,
});
const names = (c: FormContext) => fieldSpecs(c).map((s) => (s.required ? `${s.name}*` : s.name));

describe('fields of the username form', () => {
  it('always asks username, password and its confirmation; enabled fields per config; captcha last', () => {
    expect(names(context())).toEqual([
      'username*',
      'password*',
      'confirmPassword*',
      'email',
      'mobileNum*',
      'paymentPassword*',
      'affiliateCode',
      'captcha*',
    ]);
  });

  it('adds the SMS code after the mobile number with REGMOBVERF3', () => {
    expect(names(context({ smsVerification: true }))).toContain('verificationCode*');
    expect(names(context({ smsVerification: true })).indexOf('verificationCode*')).toBe(
      names(context()).indexOf('mobileNum*') + 1,
    );
  });

  it('leaves the mobile number and its SMS code optional when the brand does, and out when it is off', () => {
    const optional = { ...settings, mobileNum: { ...settings.mobileNum!, required: false } };
    const sms = context({ settings: optional, smsVerification: true });
    expect(names(sms)).toContain('mobileNum');
    expect(names(sms)).toContain('verificationCode');
    const off = { ...settings, mobileNum: { ...settings.mobileNum!, enabled: false } };
    const shown = fieldSpecs(context({ settings: off, smsVerification: true })).map((s) => s.name);
    expect(shown).not.toContain('mobileNum');
    expect(shown).not.toContain('verificationCode');
  });

  it('asks the SMS code of an optional mobile number only once a number is typed', () => {
    const optional = { ...settings, mobileNum: { ...settings.mobileNum!, required: false } };
    const specs = fieldSpecs(context({ settings: optional, smsVerification: true }));
    const base = { username: 'juan01x', password: 'abc12345', confirmPassword: 'abc12345' };
    const blank = validateForm(specs, { values: base, settings: optional });
    expect(blank.mobileNum).toBeUndefined();
    expect(blank.verificationCode).toBeUndefined();
    const typed = validateForm(specs, { values: { ...base, mobileNum: '9171234567' }, settings: optional });
    expect(typed.verificationCode).toMatchObject({ code: 'reg_required' });
  });

  it('hides the affiliate field when the link brought a code that was not refused', () => {
    expect(names(context({ affiliateOpen: false }))).not.toContain('affiliateCode');
  });

  it('hides the captcha unless the public setting shows it', () => {
    expect(names(context({ captcha: false }))).not.toContain('captcha*');
  });
});

describe('fields of the mobile form', () => {
  it('asks the mobile number, and a password only with MOBILENUMPASSREG3', () => {
    const mobile = context({
      kind: 'registerMobile',
      smsVerification: true,
      captcha: false,
      affiliateOpen: false,
    });
    expect(names(mobile)).toEqual(['mobileNum*', 'verificationCode*']);
    expect(names({ ...mobile, mobilePassword: true })).toEqual([
      'mobileNum*',
      'verificationCode*',
      'password*',
      'confirmPassword*',
    ]);
  });

  it('requires the mobile number even when the brand leaves it optional', () => {
    const optional = { ...settings, mobileNum: { ...settings.mobileNum!, required: false } };
    expect(names(context({ kind: 'registerMobile', settings: optional }))[0]).toBe('mobileNum*');
  });
});

describe('validateForm (docs/product/accounts.md#field-validation)', () => {
  const specs = fieldSpecs(context({ smsVerification: true }));

  it('names the pattern family and its bounds under each field', () => {
    const problems = validateForm(specs, {
      values: {
        username: '9lives',
        password: 'abcdefgh',
        confirmPassword: 'abcdefgh',
        mobileNum: '912',
        email: 'x@y',
      },
      settings,
    });
    expect(problems.username).toMatchObject({ code: 'reg_pattern_2', min: 6, max: 16 });
    expect(problems.password).toMatchObject({ code: 'reg_pattern_6', min: 8, max: 64 });
    expect(problems.mobileNum).toMatchObject({ code: 'reg_pattern_22', min: 10, max: 10 });
    expect(problems.email).toMatchObject({ code: 'reg_pattern_4' });
    expect(problems.verificationCode).toMatchObject({ code: 'reg_required' });
    expect(problems.paymentPassword).toMatchObject({ code: 'reg_required' });
    expect(problems.captcha).toMatchObject({ code: 'reg_required' });
    expect(problems.affiliateCode).toBeUndefined(); // optional and empty
  });

  it('requires the confirmation to repeat the password', () => {
    const problems = validateForm(specs, {
      values: { password: 'abc12345', confirmPassword: 'abc12346' },
      settings,
    });
    expect(problems.confirmPassword).toEqual({ code: 'password.mismatch' });
  });

  it('passes a complete, valid form', () => {
    expect(
      validateForm(specs, {
        values: {
          username: 'juan01x',
          password: 'abc12345',
          confirmPassword: 'abc12345',
          mobileNum: '9171234567',
          verificationCode: '123456',
          paymentPassword: '123456',
          captcha: 'AB12',
          email: '',
        },
        settings,
      }),
    ).toEqual({});
  });
});

describe('the one password rule in the forms', () => {
  const specs = fieldSpecs(context({}));
  const passwordOf = (password: string, username = 'juan01x', brandName = 'Perlas Play') =>
    validateForm(specs, { values: { username, password, confirmPassword: password }, settings, brandName })
      .password;

  it.each([
    ['eight spaces', '        ', 'password.invalid.characters'],
    ['a NUL character', 'abc\u000012345', 'password.invalid.characters'],
    ["the brand's name", 'PerlasPlay2026', 'password.contains.name'],
    ['the username', 'Juan01x2026', 'password.contains.name'],
    ["the brand's pattern", 'abcdefgh', 'reg_pattern_6'],
  ])('refuses %s with the key the server answers', (_what, password, code) => {
    expect(passwordOf(password)).toMatchObject({ code });
  });

  it('does not trim a password: spaces around it are the pattern’s to judge', () => {
    expect(passwordOf(' abc12345 ')).toMatchObject({ code: 'reg_pattern_6' });
    expect(passwordOf('abc12345')).toBeUndefined();
  });
});
