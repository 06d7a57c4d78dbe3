import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginValue } from '@lotto/contracts';
import { createMember } from '../src/modules/identity/index.ts';
import { issueSignInCode } from '../src/modules/identity/signin-code.ts';
import { addSunBrand, engine, startTestApp, type TestApp } from './harness.ts';

/**
 * The one-time sign-in code that replaced `/?token=` links: single use, two minutes, only in
 * the browser whose bind cookie started the flow, and never over a live session. Codes are
 * issued here as social sign-in issues them (oauth.test.ts runs the whole flow).
 */
let t: TestApp;
let demoId: number;
let memberId: number;
const BIND = 'b'.repeat(43);
const cookie = (value = BIND) => ({ cookie: `oauth_state=x; signin_bind=${value}` });

beforeAll(async () => {
  t = await startTestApp();
  await addSunBrand(t.store);
  const k = t.store.db.kysely;
  demoId = (await k.selectFrom('merchants').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow())
    .id;
  memberId = await createMember(k, demoId, { username: 'codeuser', password: 'Kidlat2026x' });
  await createMember(k, demoId, { username: 'otheruser', password: 'Kidlat2026x' });
});
afterAll(() => t.close());

const issue = (bindCookie = BIND) =>
  issueSignInCode(t.app.platform.identity, { merchantId: demoId, memberId, bindCookie });
const exchange = (code: string, headers: Record<string, string> = cookie()) =>
  t.app.inject({ method: 'POST', url: '/wps/session/signin/code', headers, payload: { code } });
const accountOf = async (token: string) =>
  (await t.app.inject({ url: '/wps/member/info', headers: { authorization: token } })).json<{
    value: { account: string };
  }>().value.account;

describe(`sign-in codes (${engine})`, () => {
  it('trades a code for a session once, in the browser that started the flow', async () => {
    const code = await issue();
    const res = await exchange(code);
    expect(res.statusCode, res.body).toBe(200);
    const value = res.json<{ value: LoginValue }>().value;
    expect(value).toMatchObject({ userName: 'codeuser', id: memberId, defaultPassword: false });
    expect(await accountOf(value.token)).toBe('codeuser');
    expect(String(res.headers['set-cookie'])).toMatch(/^signin_bind=; Path=\/wps\/session; Max-Age=0/);
    const replay = await exchange(code);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ success: false, code: 'signin.code.invalid' });
  });

  it("refuses a code in another browser (no cookie, someone else's) and uses it up", async () => {
    const code = await issue();
    for (const headers of [{}, cookie('c'.repeat(43)), { cookie: `signin_bind=` }])
      expect((await exchange(code, headers)).json(), JSON.stringify(headers)).toMatchObject({
        code: 'signin.code.invalid',
      });
    // the code was spent by the first wrong try: the rightful browser signs in again
    expect((await exchange(code)).json()).toMatchObject({ code: 'signin.code.invalid' });
  });

  it('refuses an expired, unknown or other-brand code', async () => {
    const old = await issue();
    await t.store.db.kysely
      .updateTable('one_time_tokens')
      .set({ expires_at: Date.now() - 1 })
      .where('purpose', '=', 'signin')
      .where('used_at', 'is', null)
      .execute();
    expect((await exchange(old)).json()).toMatchObject({ code: 'signin.code.invalid' });
    expect((await exchange('x'.repeat(43))).json()).toMatchObject({ code: 'signin.code.invalid' });
    const demo = await issue();
    const sun = await exchange(demo, { ...cookie(), merchant: 'sun' });
    expect(sun.json()).toMatchObject({ code: 'signin.code.invalid' });
  });

  it('does not switch a visitor who is signed in: refused, the code left for after sign-out', async () => {
    const other = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: { username: 'otheruser', password: 'Kidlat2026x' },
    });
    const otherToken = other.json<{ value: LoginValue }>().value.token;
    const code = await issue();
    const refused = await exchange(code, { ...cookie(), authorization: otherToken });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'signin.session.active' });
    expect(await accountOf(otherToken)).toBe('otheruser');
    // a token that is no longer a session does not count as signed in
    await t.app.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: { authorization: otherToken },
    });
    const after = await exchange(code, { ...cookie(), authorization: otherToken });
    expect(after.statusCode, after.body).toBe(200);
    expect(await accountOf(after.json<{ value: LoginValue }>().value.token)).toBe('codeuser');
  });
});
