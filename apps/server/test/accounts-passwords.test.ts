import { describe, expect, it } from 'vitest';
import type { LoginValue } from '@lotto/contracts';
import { createMember } from '../src/modules/identity/operator.ts';
import { fresh } from './accounts-kit.ts';
import { auth, c, demoId, login, registered, setModule, t, useAccountsApp } from './accounts-suite.ts';

/** Changing and recovering a password, the free demo account, and the member's own settings. */
useAccountsApp();

describe('passwords', () => {
  it('forces a change of the default password, then every session ends', async () => {
    const brandId = await demoId();
    const username = fresh().username;
    await createMember(t.store.db.kysely, {
      merchantId: brandId,
      member: {
        username,
        password: 'Simula2026',
        defaultPassword: true,
      },
    });
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
