import { afterAll, beforeAll, expect, it } from 'vitest';
import type { LoginValue } from '@lotto/contracts';
import { createMember } from '../src/modules/identity/index.ts';
import { accountsClient, fresh, PASSWORD, registerBodyOf } from './accounts-kit.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { describeGroups } from './groups-kit.ts';

let t: TestApp;
let c: ReturnType<typeof accountsClient>;
let demoId: number;

beforeAll(async () => {
  t = await startTestApp({
    ALTCHA_MAX_NUMBER: '100',
    SMS_PER_IP: '1000',
    SMS_PER_NUMBER: '1000',
    REGISTER_PER_IP: '1000',
    LOGIN_BURST_PER_IP: '1000',
  });
  c = accountsClient(t.app);
  demoId = (
    await t.store.db.kysely
      .selectFrom('merchants')
      .select('id')
      .where('code', '=', 'demo')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => t.close());

/**
 * What registration used to refuse and change and reset used to take, and what none of them
 * took: each must be refused with the same key wherever a password is chosen. The username
 * placeholder is filled per member; the demo brand is "Perlas Play".
 */
const refused: [string, string, string][] = [
  ['eight spaces', '        ', 'password.invalid.characters'],
  ['a NUL character', 'Tala\u00002026x', 'password.invalid.characters'],
  ['a line feed', 'Tala\n2026x', 'password.invalid.characters'],
  ["the brand's name", 'PerlasPlay2026', 'password.contains.name'],
  ["the brand's name in other case", 'PERLASplay77', 'password.contains.name'],
  ['the username', '{username}7', 'password.contains.name'],
  ['too short', 'abc1', 'reg_pattern_6'],
  ['a common password', 'password1', 'password.too.common'],
];

const fill = (password: string, username: string) => password.replace('{username}', username);
const auth = (token: string) => ({ authorization: token });

async function member(extra: Record<string, string> = {}) {
  const { u, body } = await registerBodyOf(c, extra);
  const res = await c.call('POST', '/wps/member/register', body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return u;
}

const expectRefused = (
  res: { status: number; body: Record<string, unknown> },
  field: string,
  code: string,
) => {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body['code']).toBe('request.invalid');
  expect(res.body['details']).toContainEqual(expect.objectContaining({ path: field, code }));
};

describeGroups('one password rule', [registrationAndChange, resets, operatorAndGood]);

function registrationAndChange() {
  it.each(refused)('registration refuses %s', async (_what, password, code) => {
    const { u, body } = await registerBodyOf(c);
    const p = fill(password, u.username);
    const res = await c.call('POST', '/wps/member/register', { ...body, password: p, confirmPassword: p });
    expectRefused(res, 'password', code);
  });

  it.each(refused)('a password change refuses %s', async (_what, password, code) => {
    const u = await member();
    const token = (
      (await c.call('POST', '/wps/session/login', { username: u.username, password: PASSWORD })).body
        .value as LoginValue
    ).token;
    const p = fill(password, u.username);
    const res = await c.call(
      'PUT',
      '/wps/member/password',
      { oldPassword: PASSWORD, newPassword: p, confirmNewPassword: p },
      auth(token),
    );
    expectRefused(res, 'newPassword', code);
  });
}

function resets() {
  it.each(refused)(
    'a reset by email refuses %s, and the link still works after',
    async (_what, password, code) => {
      const email = `rule${Date.now()}${Math.random().toString(36).slice(2, 6)}@example.com`;
      const u = await member({ email });
      const sent = await t.app.inject({
        method: 'POST',
        url: '/wps/member/password/email',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `username=${u.username}&email=${encodeURIComponent(email)}`,
      });
      expect(sent.statusCode, sent.body).toBe(200);
      const token = new URL(await c.lastLink(email)).searchParams.get('token')!;
      const p = fill(password, u.username);
      const res = await c.call('POST', '/wps/member/password/reset', {
        token,
        newPassword: p,
        confirmNewPassword: p,
      });
      expectRefused(res, 'newPassword', code);
      const good = { token, newPassword: 'Bagong2026x', confirmNewPassword: 'Bagong2026x' };
      expect((await c.call('POST', '/wps/member/password/reset', good)).status).toBe(200);
    },
  );

  it.each(refused)('a reset by phone refuses %s', async (_what, password, code) => {
    const u = await member();
    expect((await c.sendSms('/wps/verification/sms/password', u.mobileNum)).status).toBe(200);
    const p = fill(password, u.username);
    const res = await c.call('PUT', '/wps/member/password/verification', {
      mobileNum: u.mobileNum,
      countryDialingCode: '63',
      verificationCode: await c.lastCode(u.e164),
      newPassword: p,
      confirmNewPassword: p,
    });
    expectRefused(res, 'newPassword', code);
  });
}

function operatorAndGood() {
  it.each(refused)('an operator-created member refuses %s, default password or not', async (_w, pw, code) => {
    for (const defaultPassword of [false, true]) {
      const username = fresh().username;
      const err = await createMember(t.store.db.kysely, demoId, {
        username,
        password: fill(pw, username),
        defaultPassword,
      }).catch((e: unknown) => e);
      expect(err).toMatchObject({ code: 'request.invalid', details: [expect.objectContaining({ code })] });
    }
  });

  it('takes a password that follows the rule at every entry point', async () => {
    const u = await member();
    const token = (
      (await c.call('POST', '/wps/session/login', { username: u.username, password: PASSWORD })).body
        .value as LoginValue
    ).token;
    const res = await c.call(
      'PUT',
      '/wps/member/password',
      { oldPassword: PASSWORD, newPassword: 'Bagong2026x', confirmNewPassword: 'Bagong2026x' },
      auth(token),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await expect(
      createMember(t.store.db.kysely, demoId, { username: fresh().username, password: 'Operator2026x' }),
    ).resolves.toBeGreaterThan(0);
  });
}
