import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginValue, ModuleNode } from '@lotto/contracts';
import { createMember, membersRepo } from '../src/modules/identity/index.ts';
import { accountsClient, fresh } from './accounts-kit.ts';
import { addSunBrand, eventually, startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let c: ReturnType<typeof accountsClient>;
const PASSWORD = 'Tala2026x';

beforeAll(async () => {
  t = await startTestApp({
    ALTCHA_MAX_NUMBER: '100',
    SMS_PER_IP: '1000',
    REGISTER_PER_IP: '1000',
    LOGIN_BURST_PER_IP: '1000',
    LOGIN_FAILURES_BEFORE_LOCK: '4',
  });
  c = accountsClient(t.app);
});
afterAll(() => t.close());

const flatten = (nodes: ModuleNode[]): Record<string, string> =>
  Object.fromEntries(
    nodes.flatMap((n) => [[n.modId, n.enabled], ...Object.entries(flatten(n.childrenNodes))]),
  );

/** Switches a module through the operator API and waits until requests see it. */
async function setModule(id: string, on: boolean) {
  await t.app.platform.admin.setModule('demo', id, on);
  await eventually(async () => {
    const tree = (await c.call('GET', '/wps/system/whitelabel')).body.value as ModuleNode[];
    expect(flatten(tree)[id]).toBe(on ? '1' : '0');
  });
}

async function registerBody(over: Record<string, unknown> = {}) {
  const u = fresh();
  const sms = await c.sendSms('/wps/verification/sms/register', u.mobileNum);
  expect(sms.status, JSON.stringify(sms.body)).toBe(200);
  return {
    u,
    body: {
      username: u.username,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      mobileNum: u.mobileNum,
      countryDialingCode: '63',
      verificationCode: await c.lastCode(u.e164),
      ageConfirmed: true,
      termsAccepted: true,
      humanCheck: await c.humanCheck(),
      ...(await c.captcha()),
      ...over,
    },
  };
}

async function registered(over: Record<string, unknown> = {}) {
  const { u, body } = await registerBody(over);
  const res = await c.call('POST', '/wps/member/register', body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { u, value: res.body.value as { id: number; token: string; userName: string } };
}

const demoId = async () =>
  (
    await t.store.db.kysely
      .selectFrom('merchants')
      .select('id')
      .where('code', '=', 'demo')
      .executeTakeFirstOrThrow()
  ).id;

const login = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  c.call('POST', '/wps/session/login', body, headers);
const auth = (token: string) => ({ authorization: token });

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

  it.each([
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
  ])('refuses a bad %s with its rule key (%j)', async (path, over, code) => {
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

  it('places a member under the agent of an affiliate code, and the downline is one query', async () => {
    const db = t.store.db.kysely;
    const brandId = await demoId();
    await createMember(db, brandId, {
      username: 'topagent',
      password: 'Kidlat2026x',
      type: 1,
      affiliateCode: 'TOPAG1',
    });
    await createMember(db, brandId, {
      username: 'subagent',
      password: 'Kidlat2026x',
      type: 2,
      upline: 'topagent',
      affiliateCode: 'SUBAG1',
    });
    const check = await c.call('POST', '/wps/agent/affiliate', { code: 'SUBAG1', domain: 'localhost' });
    expect(check.body.value).toMatchObject({ valid: true, agent: 'subagent' });
    expect((await c.call('POST', '/wps/agent/affiliate', { code: 'NOPE' })).body.code).toBe(
      'invitation_code_error',
    );

    const { value } = await registered({ affiliateCode: 'SUBAG1' });
    const top = await membersRepo.byUsername(db, brandId, 'topagent');
    const downline = await membersRepo.downline(db, top!.id);
    expect(downline.map((d) => [d.username, d.depth])).toEqual([
      ['subagent', 1],
      [value.userName, 2],
    ]);
    // a member's referral code records who invited, without making a player an upline
    const referrer = await membersRepo.byId(db, brandId, value.id);
    const invited = await registered({ referralCode: referrer!.referral_code });
    const row = await membersRepo.byId(db, brandId, invited.value.id);
    expect([row!.referrer_id, row!.upline_id]).toEqual([value.id, null]);
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
    await t.app.platform.admin.setRegisterField('demo', 'paymentPassword', field);
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
    await t.app.platform.admin.setRegisterField('demo', 'paymentPassword', {
      ...field,
      enabled: false,
      required: false,
    });
  });

  it('refuses a disabled registration module root (REG3) and lets invited visitors in without DIRECTREG3', async () => {
    await setModule('REG3', false);
    const { body } = await registerBody();
    expect((await c.call('POST', '/wps/member/register', body)).body.code).toBe('function.not.available');
    await setModule('REG3', true);

    const brandId = await demoId();
    await createMember(t.store.db.kysely, brandId, {
      username: 'inviteagent',
      password: 'Kidlat2026x',
      type: 1,
      affiliateCode: 'INVITE1',
    });
    await setModule('DIRECTREG3', false);
    const invited = await registerBody({ affiliateCode: 'INVITE1' });
    expect((await c.call('POST', '/wps/member/register', invited.body)).status).toBe(200);
    await setModule('DIRECTREG3', true);
  });

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
    await createMember(t.store.db.kysely, await demoId(), {
      username: u.username,
      password: PASSWORD,
      mobile: u.e164,
    });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await c.sendSms('/wps/verification/sms/noLogin', u.mobileNum)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('refuses non-agents on the agent login and sessions across brands', async () => {
    const { u, value } = await registered();
    expect((await login({ username: u.username, password: PASSWORD, loginAs: 'agent' })).body.code).toBe(
      'login.non.agent',
    );
    await addSunBrand(t.store);
    await eventually(async () =>
      expect((await c.call('GET', '/wps/system/whitelabel', undefined, { merchant: 'sun' })).status).toBe(
        200,
      ),
    );
    const cross = await c.call('GET', '/wps/member/info', undefined, {
      ...auth(value.token),
      merchant: 'sun',
    });
    expect(cross.body.code).toBe('login.not.session');
    const sunLogin = await login({ username: u.username, password: PASSWORD }, { merchant: 'sun' });
    expect(sunLogin.body.code).toBe('login.failed');
  });

  it('ends idle and expired sessions', async () => {
    const { value } = await registered();
    const db = t.store.db.kysely;
    const { sha256Hex } = await import('../src/lib/tokens.ts');
    const hash = sha256Hex(value.token);
    await db
      .updateTable('sessions')
      .set({ last_seen_at: Date.now() - 121 * 60_000 })
      .where('token_hash', '=', hash)
      .execute();
    expect((await c.call('GET', '/wps/member/info', undefined, auth(value.token))).status).toBe(401);
    const again = await login({ username: value.userName, password: PASSWORD });
    const token = (again.body.value as LoginValue).token;
    await db
      .updateTable('sessions')
      .set({ expires_at: Date.now() - 1 })
      .where('token_hash', '=', sha256Hex(token))
      .execute();
    expect((await c.call('GET', '/wps/member/info', undefined, auth(token))).status).toBe(401);
  });

  it('asks a new IP for one more proof with LOGINIPVERF3', async () => {
    const { u } = await registered({ email: 'ipcheck@example.com' });
    await setModule('LOGINIPVERF3', true);
    const fromNewIp = { 'x-forwarded-for': '203.0.113.9' };
    const res = await login({ username: u.username, password: PASSWORD }, fromNewIp);
    const pending = res.body.value as {
      verifyIp: { ticket: string; methods: string[]; maskedEmail: string };
    };
    expect(pending.verifyIp.methods).toEqual(['phone', 'sms', 'email']);
    expect(pending.verifyIp.maskedEmail).toBe('ip***@example.com');
    const wrong = await c.call(
      'POST',
      '/wps/session/login/verify',
      { ticket: pending.verifyIp.ticket, method: 'email', answer: 'x@example.com' },
      fromNewIp,
    );
    expect(wrong.body.code).toBe('login.verify.failed');
    const again = (await login({ username: u.username, password: PASSWORD }, fromNewIp)).body
      .value as typeof pending;
    const ok = await c.call(
      'POST',
      '/wps/session/login/verify',
      { ticket: again.verifyIp.ticket, method: 'email', answer: 'IPCHECK@example.com' },
      fromNewIp,
    );
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    // the IP is known now
    expect(
      ((await login({ username: u.username, password: PASSWORD }, fromNewIp)).body.value as LoginValue).token,
    ).toBeTruthy();
    await setModule('LOGINIPVERF3', false);
  });
});

describe('passwords', () => {
  it('forces a change of the default password, then every session ends', async () => {
    const brandId = await demoId();
    const username = fresh().username;
    await createMember(t.store.db.kysely, brandId, { username, password: 'Simula2026', defaultPassword: true });
    const v = (await login({ username, password: 'Simula2026' })).body.value as LoginValue;
    expect(v.defaultPassword).toBe(true);
    const weak = await c.call(
      'PUT',
      '/wps/member/password',
      { newPassword: 'short', confirmNewPassword: 'short' },
      auth(v.token),
    );
    expect(weak.body.code).toBe('request.invalid');
    expect(weak.body['details']).toContainEqual(expect.objectContaining({ path: 'newPassword' }));
    const mismatch = await c.call(
      'PUT',
      '/wps/member/password',
      { newPassword: 'Bagong2026x', confirmNewPassword: 'Bagong2026y' },
      auth(v.token),
    );
    expect(mismatch.body.code).toBe('password.mismatch');
    const res = await c.call(
      'PUT',
      '/wps/member/password',
      { newPassword: 'Bagong2026x', confirmNewPassword: 'Bagong2026x' },
      auth(v.token),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await c.call('GET', '/wps/member/info', undefined, auth(v.token))).status).toBe(401);
    const after = (await login({ username, password: 'Bagong2026x' })).body.value as LoginValue;
    expect(after.defaultPassword).toBe(false);
    // a set password needs the old one to change
    const noOld = await c.call(
      'PUT',
      '/wps/member/password',
      { newPassword: 'Ikatlo2026x', confirmNewPassword: 'Ikatlo2026x' },
      auth(after.token),
    );
    expect(noOld.body.code).toBe('password.old.invalid');
  });

  it('flags an expired password only with PWDEXPFORCECHANGE3', async () => {
    const { u, value } = await registered();
    await t.store.db.kysely
      .updateTable('members')
      .set({ password_changed_at: Date.now() - 91 * 86_400_000 })
      .where('id', '=', value.id)
      .execute();
    expect(
      ((await login({ username: u.username, password: PASSWORD })).body.value as LoginValue).passwordExpired,
    ).toBe(true);
    await setModule('PWDEXPFORCECHANGE3', false);
    expect(
      ((await login({ username: u.username, password: PASSWORD })).body.value as LoginValue).passwordExpired,
    ).toBe(false);
    await setModule('PWDEXPFORCECHANGE3', true);
  });

  it('recovers by email (form-urlencoded) with a single-use link', async () => {
    const email = `reset${Date.now()}@example.com`;
    const { u } = await registered({ email });
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `username=${u.username}&email=other%40example.com`,
    });
    expect(wrong.json()).toMatchObject({ code: 'username.email.not.found' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `username=${u.username}&email=${encodeURIComponent(email)}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const link = new URL(await c.lastLink(email));
    expect(link.searchParams.get('modal')).toBe('resetPassword');
    const token = link.searchParams.get('token')!;
    const body = { token, newPassword: 'Bagong2026x', confirmNewPassword: 'Bagong2026x' };
    expect((await c.call('POST', '/wps/member/password/reset', body)).status).toBe(200);
    expect((await c.call('POST', '/wps/member/password/reset', body)).body.code).toBe('login.not.session');
    expect((await login({ username: u.username, password: 'Bagong2026x' })).status).toBe(200);
  });

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

describe('free demo and member info', () => {
  it('signs in a demo account with FREEPLAY3 that cannot act as a real account', async () => {
    const res = await c.call(
      'POST',
      '/wps/session/login/freeplay',
      { platform: 'W', os: 'linux' },
      { 'x-gateway-version': '3' },
    );
    const v = res.body.value as LoginValue;
    expect(v.customerType).toBe(9);
    const info = await c.call('GET', '/wps/member/info', undefined, auth(v.token));
    expect((info.body.value as { type: number }).type).toBe(9);
    const balance = await c.call('GET', '/wps/v2/wallets/balance', undefined, auth(v.token));
    expect(balance.body.value).toMatchObject({
      sumBalance: '10000.00',
      balance: [{ accountTypeId: 2, availBalance: '10000.00' }],
    });
    const change = await c.call(
      'PUT',
      '/wps/member/password',
      { newPassword: 'Bagong2026x', confirmNewPassword: 'Bagong2026x' },
      auth(v.token),
    );
    expect(change.body.code).toBe('demo.account.forbidden');
    await setModule('FREEPLAY3', false);
    expect((await c.call('POST', '/wps/session/login/freeplay', {})).body.code).toBe(
      'function.not.available',
    );
    await setModule('FREEPLAY3', true);
  });

  it('changes avatar and language of the signed-in member only', async () => {
    const { value } = await registered();
    const icon = await c.call('PUT', '/wps/member/info/icon', { icon: 'avatar-3' }, auth(value.token));
    expect(icon.body.value).toMatchObject({ icon: 'avatar-3', url: '/media/avatars/avatar-3.svg' });
    expect(
      (await c.call('PUT', '/wps/member/info/icon', { icon: 'avatar-99' }, auth(value.token))).status,
    ).toBe(400);
    expect((await c.call('PUT', '/wps/member/language', { language: 'EN' }, auth(value.token))).status).toBe(
      200,
    );
    expect((await c.call('PUT', '/wps/member/language', { language: 'KO' }, auth(value.token))).status).toBe(
      400,
    );
    expect((await c.call('PUT', '/wps/member/language', { language: 'EN' })).status).toBe(401);
    expect((await c.call('GET', '/wps/member/info', undefined, auth('x'.repeat(43)))).status).toBe(401);
  });
});
