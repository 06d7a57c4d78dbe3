import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DepositOrder } from '@lotto/contracts';
import { createMember } from '../src/modules/identity/index.ts';
import { Deposits } from '../src/modules/wallet/index.ts';
import { adminCli } from './cli.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
const tokens: Record<string, string> = {};

async function signIn(username: string): Promise<string> {
  const merchantId = (await t.store.db.kysely.selectFrom('merchants').select('id').executeTakeFirstOrThrow())
    .id;
  await createMember(t.store.db.kysely, { merchantId, member: { username, password: 'Deposito2026' } });
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/session/login',
    payload: { username, password: 'Deposito2026' },
  });
  return res.json<{ value: { token: string } }>().value.token;
}

beforeAll(async () => {
  t = await startTestApp();
  tokens['ana'] = await signIn('anadeposit');
  tokens['ben'] = await signIn('bendeposit');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, who: string | undefined, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: who ? { authorization: tokens[who]! } : {},
    ...(payload ? { payload } : {}),
  });
const balanceOf = async (who: string) =>
  (await call('GET', '/wps/v2/wallets/balance', who)).json<{ value: { sumBalance: string } }>().value
    .sumBalance;

describe('deposits by bank transfer', () => {
  it('lists the brand channels with limits and fees', async () => {
    const res = await call('GET', '/wps/wallet/deposit/channels', 'ana');
    expect(res.json<{ value: { code: string; minAmount: string }[] }>().value).toEqual([
      expect.objectContaining({
        code: 'BANK',
        kind: 'manual_bank',
        minAmount: '100.00',
        maxAmount: '50000.00',
      }),
      expect.objectContaining({ code: 'SANDBOXPAY', kind: 'gateway', feeBps: 100 }),
    ]);
  });

  it('lets the operator change a channel with the CLI, and refuses a bad change', async () => {
    const channels = async () =>
      (await call('GET', '/wps/wallet/deposit/channels', 'ana')).json<{
        value: { code: string; minAmount: string; feeBps: number }[];
      }>().value;
    await adminCli(t.store.env, 'channel', 'set', 'SANDBOXPAY', '{"enabled":false}');
    expect((await channels()).map((c) => c.code)).toEqual(['BANK']);
    await adminCli(
      t.store.env,
      'channel',
      'set',
      'SANDBOXPAY',
      '{"enabled":true,"feeBps":150,"config":{"baseUrl":"http://127.0.0.1:9"}}',
    );
    expect((await channels())[1]).toMatchObject({ code: 'SANDBOXPAY', feeBps: 150 });
    expect((await adminCli(t.store.env, 'channel', 'list')).stdout).toMatch(
      /SANDBOXPAY {2}gateway {2}on .*"baseUrl":"http:\/\/127\.0\.0\.1:9".*"merchantId":"perlas-dev"/,
    );
    await expect(adminCli(t.store.env, 'channel', 'set', 'BANK', '{"minAmount":9999999}')).rejects.toThrow();
    await expect(adminCli(t.store.env, 'channel', 'set', 'BANK', '{"colour":"red"}')).rejects.toThrow();
    await adminCli(
      t.store.env,
      'channel',
      'set',
      'SANDBOXPAY',
      '{"feeBps":100,"config":{"baseUrl":"http://127.0.0.1:8090"}}',
    );
    expect((await channels())[0]).toMatchObject({ code: 'BANK', minAmount: '100.00' });
  });

  it('opens one order per request id, shows where to pay, and credits once when the operator confirms', async () => {
    const body = { channel: 'BANK', amount: '1500.50', requestId: 'ana-request-0001' };
    const first = (await call('POST', '/wps/wallet/deposit', 'ana', body)).json<{ value: DepositOrder }>()
      .value;
    const again = (await call('POST', '/wps/wallet/deposit', 'ana', body)).json<{ value: DepositOrder }>()
      .value;
    expect(again.orderRef).toBe(first.orderRef);
    expect(first).toMatchObject({ status: 'pending', amount: '1500.50', creditAmount: '1500.50' });
    expect(first.bank).toMatchObject({ bankName: 'Bangko Perlas', reference: first.orderRef });
    expect(await balanceOf('ana')).toBe('0.00');

    const cli = await adminCli(t.store.env, 'deposit', 'confirm', first.orderRef);
    expect(cli.stdout).toContain(`credited ${first.orderRef}`);
    const twice = await adminCli(t.store.env, 'deposit', 'confirm', first.orderRef);
    expect(twice.stdout).toContain('already credited');
    expect(await balanceOf('ana')).toBe('1500.50');
    const order = (await call('GET', `/wps/wallet/deposit/orders/${first.orderRef}`, 'ana')).json<{
      value: DepositOrder;
    }>().value;
    expect(order.status).toBe('paid');
  });

  it('credits exactly once when confirmations race', async () => {
    const order = (
      await call('POST', '/wps/wallet/deposit', 'ana', {
        channel: 'BANK',
        amount: '200.00',
        requestId: 'ana-request-race',
      })
    ).json<{ value: DepositOrder }>().value;
    const before = Number(await balanceOf('ana'));
    const brand = (await t.app.platform.brands.byCode('demo'))!;
    const deposits = new Deposits(t.store.db.kysely, { wallet: t.app.platform.wallet });
    const results = await Promise.all(
      Array.from({ length: 6 }, () => deposits.credit(brand, order.orderRef)),
    );
    expect(results.filter((r) => r.credited)).toHaveLength(1);
    expect(Number(await balanceOf('ana')) - before).toBeCloseTo(200, 2);
  });

  it('refuses amounts outside the channel limits and rejected orders stay uncredited', async () => {
    const low = await call('POST', '/wps/wallet/deposit', 'ben', {
      channel: 'BANK',
      amount: '99.99',
      requestId: 'ben-request-low',
    });
    expect(low.statusCode).toBe(400);
    expect(JSON.stringify(low.json())).toContain('deposit.amount.range');
    const order = (
      await call('POST', '/wps/wallet/deposit', 'ben', {
        channel: 'BANK',
        amount: '300.00',
        requestId: 'ben-request-0001',
      })
    ).json<{ value: DepositOrder }>().value;
    await adminCli(t.store.env, 'deposit', 'reject', order.orderRef, '--memo', 'no transfer received');
    await expect(adminCli(t.store.env, 'deposit', 'confirm', order.orderRef)).rejects.toThrow(/conflict/);
    expect(await balanceOf('ben')).toBe('0.00');
  });

  it("never shows a member another member's orders", async () => {
    const order = (
      await call('POST', '/wps/wallet/deposit', 'ana', {
        channel: 'BANK',
        amount: '100.00',
        requestId: 'ana-request-bola',
      })
    ).json<{ value: DepositOrder }>().value;
    expect((await call('GET', `/wps/wallet/deposit/orders/${order.orderRef}`, 'ben')).statusCode).toBe(404);
    const list = (await call('GET', '/wps/wallet/deposit/orders', 'ben')).json<{
      value: { list: DepositOrder[] };
    }>().value.list;
    expect(list.map((o) => o.orderRef)).not.toContain(order.orderRef);
    expect((await call('GET', '/wps/wallet/deposit/orders', undefined)).statusCode).toBe(401);
  });

  it('keeps demo accounts away from real money', async () => {
    const demo = await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} });
    const token = demo.json<{ value: { token: string } }>().value.token;
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/wallet/deposit',
      headers: { authorization: token },
      payload: { channel: 'BANK', amount: '100.00', requestId: 'demo-request-01' },
    });
    expect(res.json()).toMatchObject({ code: 'demo.account.forbidden' });
  });
});
