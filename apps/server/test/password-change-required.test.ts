import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginValue } from '@lotto/contracts';
import { createMember } from '../src/modules/identity/index.ts';
import { accountsClient, fresh } from './accounts-kit.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let c: ReturnType<typeof accountsClient>;
let demoId: number;
const OPERATOR_SET = 'Simula2026';
const CHOSEN = 'Bagong2026x';

beforeAll(async () => {
  t = await startTestApp({ LOGIN_BURST_PER_IP: '1000' });
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

const auth = (token: string) => ({ authorization: token });
const login = async (username: string, password: string) => {
  const res = await c.call('POST', '/wps/session/login', { username, password });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.value as LoginValue;
};

/** What a session held for a password change tries: money, cards, games, bets, settings. */
const forbidden: [string, 'GET' | 'POST' | 'PUT', string, unknown][] = [
  ['the balance', 'GET', '/wps/v2/wallets/balance', undefined],
  [
    'the payment password',
    'PUT',
    '/wps/wallet/payment-password',
    { newPassword: '246810', confirmPassword: '246810' },
  ],
  [
    'a payout card',
    'POST',
    '/wps/wallet/bank-cards',
    { bankName: 'Bangko', accountName: 'Juan Cruz', accountNumber: '1234567890', paymentPassword: '246810' },
  ],
  ['a deposit', 'POST', '/wps/wallet/deposit', { channel: 'BANK', amount: '100.00', requestId: 'held-0001' }],
  ['a game', 'POST', '/wps/game/launchGame', { nodeId: 1 }],
  ['a lottery bet list', 'GET', '/lgw/lottery/favourites', undefined],
  ['the language', 'PUT', '/wps/member/language', { language: 'EN' }],
  ['the avatar', 'PUT', '/wps/member/info/icon', { icon: 'avatar-2' }],
];

describe('a session whose password must change', () => {
  it('may only read its info, change the password and sign out; then the flag is gone', async () => {
    const username = fresh().username;
    await createMember(t.store.db.kysely, {
      merchantId: demoId,
      member: {
        username,
        password: OPERATOR_SET,
        defaultPassword: true,
      },
    });
    const v = await login(username, OPERATOR_SET);
    expect(v.defaultPassword).toBe(true);

    for (const [what, method, url, body] of forbidden) {
      const res = await c.call(method, url, body, auth(v.token));
      expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(403);
      expect(res.body.code, what).toBe('password.change.required');
    }
    // pages a guest may read treat it as a guest
    const wallets = await c.call('GET', '/wps/relay/GCS_merchantWallet', undefined, auth(v.token));
    expect(wallets.status).toBe(200);

    const info = await c.call('GET', '/wps/member/info', undefined, auth(v.token));
    expect(info.status).toBe(200);
    expect(info.body.value).toMatchObject({ account: username, passwordChange: 'default' });

    // a second session of the same login signs out
    const other = await login(username, OPERATOR_SET);
    expect((await c.call('DELETE', '/wps/session/logout', undefined, auth(other.token))).status).toBe(200);

    const changed = await c.call(
      'PUT',
      '/wps/member/password',
      { newPassword: CHOSEN, confirmNewPassword: CHOSEN },
      auth(v.token),
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await c.call('GET', '/wps/member/info', undefined, auth(v.token))).status).toBe(401);

    const after = await login(username, CHOSEN);
    expect(after.defaultPassword).toBe(false);
    const fresh2 = await c.call('GET', '/wps/member/info', undefined, auth(after.token));
    expect(fresh2.body.value).not.toHaveProperty('passwordChange');
    expect((await c.call('GET', '/wps/v2/wallets/balance', undefined, auth(after.token))).status).toBe(200);
    const pin = { newPassword: '246810', confirmPassword: '246810' };
    expect((await c.call('PUT', '/wps/wallet/payment-password', pin, auth(after.token))).status).toBe(200);
  });

  it('holds an expired password (PWDEXPFORCECHANGE3) to the same rule', async () => {
    const username = fresh().username;
    const id = await createMember(t.store.db.kysely, {
      merchantId: demoId,
      member: { username, password: OPERATOR_SET },
    });
    await t.store.db.kysely
      .updateTable('members')
      .set({ password_changed_at: Date.now() - 400 * 86_400_000 })
      .where('id', '=', id)
      .execute();
    const v = await login(username, OPERATOR_SET);
    expect(v.passwordExpired).toBe(true);
    const pin = { newPassword: '246810', confirmPassword: '246810' };
    const refused = await c.call('PUT', '/wps/wallet/payment-password', pin, auth(v.token));
    expect(refused.body.code).toBe('password.change.required');
    expect(
      (
        (await c.call('GET', '/wps/member/info', undefined, auth(v.token))).body.value as {
          passwordChange: string;
        }
      ).passwordChange,
    ).toBe('expired');
    const changed = await c.call(
      'PUT',
      '/wps/member/password',
      { oldPassword: OPERATOR_SET, newPassword: CHOSEN, confirmNewPassword: CHOSEN },
      auth(v.token),
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const after = await login(username, CHOSEN);
    expect(after.passwordExpired).toBe(false);
    expect((await c.call('PUT', '/wps/wallet/payment-password', pin, auth(after.token))).status).toBe(200);
  });
});
