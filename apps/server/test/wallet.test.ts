import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../src/modules/identity/operator.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let token: string;
let memberId: number;
let merchantId: number;

beforeAll(async () => {
  t = await startTestApp();
  merchantId = (await t.store.db.kysely.selectFrom('merchants').select('id').executeTakeFirstOrThrow()).id;
  memberId = await createMember(t.store.db.kysely, merchantId, {
    username: 'walletuser',
    password: 'Pitaka2026x',
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/session/login',
    payload: { username: 'walletuser', password: 'Pitaka2026x' },
  });
  token = res.json<{ value: { token: string } }>().value.token;
});
afterAll(() => t.close());

const balance = async (authorization?: string) =>
  t.app.inject({ url: '/wps/v2/wallets/balance', headers: authorization ? { authorization } : {} });

describe('GET /wps/v2/wallets/balance', () => {
  it('answers the member its own balance with 2 decimals, and nobody without a session', async () => {
    expect((await balance()).statusCode).toBe(401);
    expect((await balance(token)).json()).toMatchObject({
      success: true,
      value: { sumBalance: '0.00', balance: [{ accountTypeId: 2, availBalance: '0.00' }], currency: 'PHP' },
    });
    await t.app.platform.wallet.ledger.post({
      merchantId,
      currency: 'PHP',
      idemKey: 'test-deposit-1',
      type: 'deposit',
      lines: [
        { account: { member: memberId }, amount: 123_456n },
        { account: { house: 'deposits' }, amount: -123_456n },
      ],
    });
    await t.app.platform.wallet.ledger.hold({
      merchantId,
      currency: 'PHP',
      idemKey: 'test-hold-1',
      member: memberId,
      amount: 456n,
      type: 'bet',
      ttlMs: 60_000,
    });
    // available money: the held stake is not spendable
    expect((await balance(token)).json()).toMatchObject({ value: { sumBalance: '1230.00' } });
  });
});
