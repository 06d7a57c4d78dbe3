import { describe, expect, it } from 'vitest';
import type { LoginValue } from '@lotto/contracts';
import { auth, c, login, PASSWORD, registered, setModule, t, useAccountsApp } from './accounts-suite.ts';
import { addSunBrand, eventually } from './harness.ts';

/** What a session is bound to: the agent login, the brand, idle and absolute expiry, a new IP, password age. */
useAccountsApp();

describe('login', () => {
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
});
