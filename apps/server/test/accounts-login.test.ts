import { describe, expect, it } from 'vitest';
import type { LoginValue } from '@lotto/contracts';
import { fresh } from './accounts-kit.ts';
import { auth, c, login, PASSWORD, registered, t, useAccountsApp } from './accounts-suite.ts';

/** Login by password: the request rules, the answer and logout, the captcha, the lock and the burst limit. */
useAccountsApp();

describe('more registration rules', () => {
  it('validates login and recovery requests', async () => {
    const noPassword = await login({ username: 'someone' });
    expect(noPassword.body['details']).toContainEqual(
      expect.objectContaining({ path: 'password', code: 'reg_required' }),
    );
    const smsNoCode = await login({ type: 'sms', mobileNum: '9171234567', countryDialingCode: '63' });
    expect(smsNoCode.status).toBe(400);
    const badMobile = await login({
      type: 'sms',
      mobileNum: '91-7123',
      countryDialingCode: '63',
      verificationCode: '123456',
    });
    expect(badMobile.body.code).toBe('request.invalid');
    const email = await c.call('POST', '/wps/member/password/email', {
      username: '',
      email: 'x@example.com',
    });
    expect(email.body.code).toBe('request.invalid');
    const phone = await c.call('PUT', '/wps/member/password/verification', {
      mobileNum: 'abc',
      countryDialingCode: '63',
      verificationCode: '12',
      newPassword: 'Bagong2026x',
    });
    expect(phone.body.code).toBe('request.invalid');
  });
});

describe('login', () => {
  it('answers the documented login fields, a new token each time, and logout revokes it', async () => {
    const { u } = await registered();
    const a = await login({ username: u.username, password: PASSWORD });
    const b = await login({ username: u.username.toUpperCase(), password: PASSWORD });
    const va = a.body.value as LoginValue;
    expect(va).toMatchObject({
      userName: u.username,
      customerType: 0,
      isAgent: 0,
      passwordExpired: false,
      captcha: false,
    });
    expect(va.token).not.toBe((b.body.value as LoginValue).token);
    expect((await c.call('DELETE', '/wps/session/logout', undefined, auth(va.token))).status).toBe(200);
    expect((await c.call('GET', '/wps/member/info', undefined, auth(va.token))).body.code).toBe(
      'login.not.session',
    );
    expect(
      (
        await c.call(
          'GET',
          '/wps/member/info',
          undefined,
          auth(`Bearer ${(b.body.value as LoginValue).token}`),
        )
      ).status,
    ).toBe(200);
  });

  it('asks for the captcha after a failure, then locks the account after too many', async () => {
    const { u } = await registered();
    const fail = await login({ username: u.username, password: 'Wrong2026x' });
    expect(fail.status).toBe(400);
    expect(fail.body).toMatchObject({ code: 'login.failed', value: { captcha: true } });
    const noCaptcha = await login({ username: u.username, password: PASSWORD });
    expect(noCaptcha.body).toMatchObject({ code: 'captcha.required', value: { captcha: true } });
    const ok = await login({ username: u.username, password: PASSWORD, ...(await c.captcha()) });
    expect(ok.status).toBe(200);
    // after a success the captcha is no longer asked
    expect((await login({ username: u.username, password: PASSWORD })).status).toBe(200);

    for (let i = 0; i < 4; i++) {
      const r = await login({
        username: u.username,
        password: 'Wrong2026x',
        ...(i > 0 ? await c.captcha() : {}),
      });
      expect(r.body.code).toBe('login.failed');
    }
    const locked = await login({ username: u.username, password: PASSWORD, ...(await c.captcha()) });
    expect(locked.status).toBe(403);
    expect(locked.body.code).toBe('account.locked');
  });

  it('refuses a burst on one account with 429 and Retry-After', async () => {
    const username = fresh().username;
    const codes: number[] = [];
    for (let i = 0; i < 12; i++)
      codes.push((await login({ username: `${username}x`, password: 'whatever1' })).status);
    expect(codes.slice(0, 10).every((s) => s !== 429)).toBe(true);
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: { username: `${username}x`, password: 'whatever1' },
    });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 'too.many.requests' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});
