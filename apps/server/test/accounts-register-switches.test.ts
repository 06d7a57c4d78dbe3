import { describe, expect, it } from 'vitest';
import { membersRepo } from '../src/modules/identity/repo.ts';
import { createMember } from '../src/modules/identity/operator.ts';
import { fresh } from './accounts-kit.ts';
import { agentTree } from './member-kit.ts';
import {
  c,
  demoId,
  login,
  PASSWORD,
  registerBody,
  registered,
  setModule,
  t,
  useAccountsApp,
} from './accounts-suite.ts';

/** Who may register: invitation codes and the agent tree, and the modules that switch forms and checks. */
useAccountsApp();

describe('registration by username', () => {
  it('places a member under the agent of an affiliate code, and the downline is one query', async () => {
    const db = t.store.db.kysely;
    const brandId = await demoId();
    await agentTree(t, {
      merchantId: brandId,
      password: 'Kidlat2026x',
      agent: { username: 'topagent', affiliateCode: 'TOPAG1' },
      below: { username: 'subagent', type: 2, affiliateCode: 'SUBAG1' },
    });
    const check = await c.call('POST', '/wps/agent/affiliate', { code: 'SUBAG1', domain: 'localhost' });
    // valid, and not whose: the endpoint is open to anyone
    expect(check.body.value).toEqual({ code: 'SUBAG1', valid: true });
    expect((await c.call('POST', '/wps/agent/affiliate', { code: 'NOPE' })).body.code).toBe(
      'invitation_code_error',
    );

    const { value } = await registered({ affiliateCode: 'SUBAG1' });
    const top = await membersRepo.byUsername(db, { merchantId: brandId, username: 'topagent' });
    const downline = await membersRepo.downline(db, top!.id);
    expect(downline.map((d) => [d.username, d.depth])).toEqual([
      ['subagent', 1],
      [value.userName, 2],
    ]);
    // a member's referral code records who invited, without making a player an upline
    const referrer = await membersRepo.byId(db, { merchantId: brandId, id: value.id });
    const invited = await registered({ referralCode: referrer!.referral_code });
    const row = await membersRepo.byId(db, { merchantId: brandId, id: invited.value.id });
    expect([row!.referrer_id, row!.upline_id]).toEqual([value.id, null]);
  });
});

describe('more registration rules', () => {
  it('refuses a disabled registration module root (REG3) and lets invited visitors in without DIRECTREG3', async () => {
    await setModule('REG3', false);
    const { body } = await registerBody();
    expect((await c.call('POST', '/wps/member/register', body)).body.code).toBe('function.not.available');
    await setModule('REG3', true);

    const brandId = await demoId();
    await createMember(t.store.db.kysely, {
      merchantId: brandId,
      member: {
        username: 'inviteagent',
        password: 'Kidlat2026x',
        type: 1,
        affiliateCode: 'INVITE1',
      },
    });
    await setModule('DIRECTREG3', false);
    const invited = await registerBody({ affiliateCode: 'INVITE1' });
    expect((await c.call('POST', '/wps/member/register', invited.body)).status).toBe(200);
    await setModule('DIRECTREG3', true);
  });
});

describe('registration switches', () => {
  it('USERNAMEREG3 and MOBILENUMREG3 gate their forms', async () => {
    await setModule('USERNAMEREG3', false);
    const { body } = await registerBody();
    expect((await c.call('POST', '/wps/member/register', body)).body.code).toBe('function.not.available');
    await setModule('USERNAMEREG3', true);
    expect(
      (
        await c.call('POST', '/wps/member/register', {
          ...body,
          ...(await c.captcha()),
          humanCheck: await c.humanCheck(),
        })
      ).status,
    ).toBe(200);

    await setModule('MOBILENUMREG3', false);
    const m = await registerBody();
    const { username: _u, ...mobileBody } = m.body;
    expect((await c.call('POST', '/wps/member/register/mobile', mobileBody)).body.code).toBe(
      'function.not.available',
    );
    await setModule('MOBILENUMREG3', true);
  });

  it('mobile registration generates the account number; MOBILENUMPASSREG3 decides the password', async () => {
    const m = await registerBody();
    const { username: _u, ...mobileBody } = m.body;
    const res = await c.call('POST', '/wps/member/register/mobile', mobileBody);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const account = (res.body.value as { account: string }).account;
    expect(account).toMatch(/^m\d{9}$/);
    expect((await login({ username: account, password: PASSWORD })).status).toBe(200);

    await setModule('MOBILENUMPASSREG3', false);
    const n = await registerBody();
    const { username: _n, password: _p, confirmPassword: _cp, ...noPassword } = n.body;
    const res2 = await c.call('POST', '/wps/member/register/mobile', noPassword);
    expect(res2.status, JSON.stringify(res2.body)).toBe(200);
    await setModule('MOBILENUMPASSREG3', true);
  });

  it('REGMOBVERF3 off: no SMS code is needed or sent', async () => {
    await setModule('REGMOBVERF3', false);
    const u = fresh();
    expect((await c.sendSms('/wps/verification/sms/register', u.mobileNum)).body.code).toBe(
      'function.not.available',
    );
    const res = await c.call('POST', '/wps/member/register', {
      username: u.username,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      mobileNum: u.mobileNum,
      countryDialingCode: '63',
      ageConfirmed: true,
      termsAccepted: true,
      humanCheck: await c.humanCheck(),
      ...(await c.captcha()),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await setModule('REGMOBVERF3', true);
  });

  it('DIRECTREG3 off: only invited visitors register; CAPTCHA3 off: no captcha', async () => {
    await setModule('DIRECTREG3', false);
    const { body } = await registerBody();
    expect((await c.call('POST', '/wps/member/register', body)).body.code).toBe('invitation_code_error');
    await setModule('DIRECTREG3', true);

    await setModule('CAPTCHA3', false);
    const { body: b2 } = await registerBody();
    const { captcha: _c, captchaKey: _k, ...noCaptcha } = b2;
    expect((await c.call('POST', '/wps/member/register', noCaptcha)).status).toBe(200);
    await setModule('CAPTCHA3', true);
  });
});
