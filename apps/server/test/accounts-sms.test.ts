import { describe, expect, it } from 'vitest';
import { createMember } from '../src/modules/identity/operator.ts';
import { fresh } from './accounts-kit.ts';
import { c, demoId, login, PASSWORD, registered, setModule, t, useAccountsApp } from './accounts-suite.ts';

/** Codes sent by SMS: login by code, the per-number send limit, and recovery by phone. */
useAccountsApp();

describe('login', () => {
  it('logs in by SMS code with MOBILEVERCODELOGIN3, not without it', async () => {
    const { u } = await registered();
    expect((await c.sendSms('/wps/verification/sms/noLogin', u.mobileNum)).status).toBe(200);
    const code = await c.lastCode(u.e164);
    const res = await login({
      type: 'sms',
      mobileNum: u.mobileNum,
      countryDialingCode: '63',
      verificationCode: code,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // single use
    const again = await login({
      type: 'sms',
      mobileNum: u.mobileNum,
      countryDialingCode: '63',
      verificationCode: code,
      ...(await c.captcha()),
    });
    expect(again.body.code).toBe('sms.code.invalid');

    await setModule('MOBILEVERCODELOGIN3', false);
    expect((await c.sendSms('/wps/verification/sms/noLogin', u.mobileNum)).body.code).toBe(
      'function.not.available',
    );
    await setModule('MOBILEVERCODELOGIN3', true);
  });

  it('throttles SMS sends per number', async () => {
    const u = fresh();
    await createMember(t.store.db.kysely, {
      merchantId: await demoId(),
      member: {
        username: u.username,
        password: PASSWORD,
        mobile: u.e164,
      },
    });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await c.sendSms('/wps/verification/sms/noLogin', u.mobileNum)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('passwords', () => {
  it('recovers by phone with CHNGPASSVERIF3', async () => {
    const { u } = await registered();
    expect((await c.sendSms('/wps/verification/sms/password', u.mobileNum)).status).toBe(200);
    const code = await c.lastCode(u.e164);
    const body = {
      mobileNum: u.mobileNum,
      countryDialingCode: '63',
      verificationCode: code,
      newPassword: 'Telepono2026',
      confirmNewPassword: 'Telepono2026',
    };
    expect((await c.call('PUT', '/wps/member/password/verification', body)).status).toBe(200);
    expect((await login({ username: u.username, password: 'Telepono2026' })).status).toBe(200);
    await setModule('CHNGPASSVERIF3', false);
    expect((await c.call('PUT', '/wps/member/password/verification', body)).body.code).toBe(
      'function.not.available',
    );
    await setModule('CHNGPASSVERIF3', true);
  });
});
