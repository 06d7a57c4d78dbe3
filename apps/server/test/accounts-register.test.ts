import { describe, expect, it } from 'vitest';
import { fresh } from './accounts-kit.ts';
import { auth, c, registerBody, registered, t, useAccountsApp } from './accounts-suite.ts';
import { eventually } from './harness.ts';

/** Registration by username: the captcha and human check it needs, its field rules and refusals. */
useAccountsApp();
describe('captcha and human check', () => {
  it('serves a single-use PNG captcha', async () => {
    const res = await c.call('GET', '/wps/captcha');
    const v = res.body.value as { captchaKey: string; image: string; expiresInSeconds: number };
    expect(v.image).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    expect(v.expiresInSeconds).toBe(120);
  });

  it('refuses a missing, wrong or replayed human check', async () => {
    const u = fresh();
    const path = '/wps/verification/sms/register';
    const base = { mobileNum: u.mobileNum, countryDialingCode: '63' };
    expect((await c.call('POST', path, base)).body.code).toBe('human.check.failed');
    expect((await c.call('POST', path, { ...base, humanCheck: 'bm90IGpzb24=' })).body.code).toBe(
      'human.check.failed',
    );
    const solved = await c.humanCheck();
    expect((await c.call('POST', path, { ...base, humanCheck: solved })).status).toBe(200);
    expect((await c.call('POST', path, { ...base, humanCheck: solved })).body.code).toBe(
      'human.check.failed',
    );
  });
});

describe('registration by username', () => {
  it('creates the member, signs it in, and the token reads only its own info', async () => {
    const { u, value } = await registered();
    const info = await c.call('GET', '/wps/member/info', undefined, auth(value.token));
    expect(info.status).toBe(200);
    expect(info.body.value).toMatchObject({
      account: u.username,
      type: 0,
      mobile: expect.stringMatching(/\*\*\*/),
    });
    const other = await registered();
    const otherInfo = await c.call('GET', '/wps/member/info', undefined, auth(other.value.token));
    expect((otherInfo.body.value as { account: string }).account).toBe(other.u.username);
  });

  it.for<[string, Record<string, unknown>, string]>([
    ['username', { username: '' }, 'reg_required'],
    ['username', { username: '1abcdef' }, 'reg_pattern_2'],
    ['username', { username: 'abc' }, 'reg_pattern_2'],
    ['username', { username: 'a'.repeat(17) }, 'reg_pattern_2'],
    ['password', { password: 'abcdefgh', confirmPassword: 'abcdefgh' }, 'reg_pattern_6'],
    ['password', { password: 'abc1', confirmPassword: 'abc1' }, 'reg_pattern_6'],
    ['password', { password: 'password1', confirmPassword: 'password1' }, 'password.too.common'],
    ['confirmPassword', { confirmPassword: 'Other2026x' }, 'password.mismatch'],
    ['mobileNum', { mobileNum: '8171234567' }, 'reg_pattern_22'],
    ['email', { email: 'not-an-email' }, 'reg_pattern_4'],
    ['payeeName', { payeeName: 'Juan' }, 'reg_pattern_19'],
  ])('refuses a bad %s with its rule key (%j)', async ([path, over, code]) => {
    const { body } = await registerBody(over);
    const res = await c.call('POST', '/wps/member/register', body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('request.invalid');
    expect(res.body['details']).toContainEqual(expect.objectContaining({ path, code }));
  });

  it('requires age confirmation and terms', async () => {
    for (const field of ['ageConfirmed', 'termsAccepted']) {
      const { body } = await registerBody({ [field]: false });
      const res = await c.call('POST', '/wps/member/register', body);
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body['details'])).toContain(field);
    }
  });

  it('refuses duplicates, a wrong captcha, a wrong SMS code and unknown invitation codes', async () => {
    const { u } = await registered();
    const dupUser = await registerBody({ username: u.username.toUpperCase() });
    expect((await c.call('POST', '/wps/member/register', dupUser.body)).body.code).toBe('username.exists');
    const dupMobile = await registerBody({ mobileNum: u.mobileNum });
    // the SMS for an already registered number is refused before it is sent
    expect(dupMobile.body).toBeDefined();
    const sms = await c.sendSms('/wps/verification/sms/register', u.mobileNum);
    expect(sms.body.code).toBe('mobile.exists');

    const badCaptcha = await registerBody({ captcha: 'ZZZZ' });
    const res = await c.call('POST', '/wps/member/register', badCaptcha.body);
    expect(res.body.code).toBe('captcha.invalid');

    const badCode = await registerBody({ verificationCode: '000000' });
    expect((await c.call('POST', '/wps/member/register', badCode.body)).body.code).toBe('sms.code.invalid');

    for (const field of ['affiliateCode', 'referralCode']) {
      const bad = await registerBody({ [field]: 'NOPE1234' });
      const r = await c.call('POST', '/wps/member/register', bad.body);
      expect(r.status).toBe(422);
      expect(r.body.code).toBe('invitation_code_error');
    }
  });
});

describe('more registration rules', () => {
  it('needs the SMS code when SMS verification is on, and the captcha when shown', async () => {
    const { body } = await registerBody({ verificationCode: undefined });
    const res = await c.call('POST', '/wps/member/register', body);
    expect(res.body['details']).toContainEqual(
      expect.objectContaining({ path: 'verificationCode', code: 'reg_required' }),
    );
    const { body: b2 } = await registerBody();
    const { captcha: _c, ...noAnswer } = b2;
    const res2 = await c.call('POST', '/wps/member/register', noAnswer);
    expect(res2.body).toMatchObject({ code: 'captcha.required', value: { captcha: true } });
  });

  it('needs the payment password when the brand shows that field, by its own rule', async () => {
    const field = {
      enabled: true,
      required: true,
      acceptedPattern: '^[0-9]+$',
      patternId: 7,
      minLength: 6,
      maxLength: 6,
    };
    await t.app.platform.admin.setRegisterField('demo', { field: 'paymentPassword', setting: field });
    await eventually(async () => {
      const { body } = await registerBody();
      const res = await c.call('POST', '/wps/member/register', body);
      expect(res.body['details']).toContainEqual(
        expect.objectContaining({ path: 'paymentPassword', code: 'reg_required' }),
      );
    });
    const { body: bad } = await registerBody({ paymentPassword: '12ab56' });
    expect((await c.call('POST', '/wps/member/register', bad)).body['details']).toContainEqual(
      expect.objectContaining({ path: 'paymentPassword', code: 'reg_pattern_7' }),
    );
    const { body: good } = await registerBody({ paymentPassword: '135790' });
    expect((await c.call('POST', '/wps/member/register', good)).status).toBe(200);
    await t.app.platform.admin.setRegisterField('demo', {
      field: 'paymentPassword',
      setting: { ...field, enabled: false, required: false },
    });
  });
});
