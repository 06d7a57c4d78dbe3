import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DepositOrder } from '@lotto/contracts';
import { buildGateway } from '../../sandbox-pay/src/app.ts';
import { sign } from '../../sandbox-pay/src/signing.ts';
import { createMember } from '../src/modules/identity/index.ts';
import { eventually, startTestApp, type TestApp } from './harness.ts';

/**
 * A deposit through the sandbox gateway, each side its own HTTP server: the platform opens
 * the order at the gateway, the gateway calls back with signed notifications (retried,
 * duplicated), and the member is credited exactly once.
 */
let t: TestApp;
let gateway: FastifyInstance;
let gatewayUrl: string;
let platformUrl: string;
let token: string;
const SECRET = 'gateway-test-secret';

beforeAll(async () => {
  process.env['SANDBOX_PAY_TEST_SECRET'] = SECRET;
  gateway = await buildGateway({
    merchants: { 'perlas-test': SECRET },
    publicUrl: 'http://127.0.0.1:0',
    retryDelaysMs: [50, 100, 200],
    testHooks: true,
  });
  await gateway.listen({ port: 0, host: '127.0.0.1' });
  gatewayUrl = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`;
  t = await startTestApp();
  platformUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const db = t.store.db.kysely;
  const merchantId = (await db.selectFrom('merchants').select('id').executeTakeFirstOrThrow()).id;
  await db
    .updateTable('payment_channels')
    .set({
      config: JSON.stringify({
        provider: 'sandbox',
        baseUrl: gatewayUrl,
        merchantId: 'perlas-test',
        secretEnv: 'SANDBOX_PAY_TEST_SECRET',
      }),
    })
    .where('code', '=', 'SANDBOXPAY')
    .execute();
  await createMember(db, { merchantId, member: { username: 'gatewaypayer', password: 'Gateway2026x' } });
  const res = await fetch(`${platformUrl}/wps/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'gatewaypayer', password: 'Gateway2026x' }),
  });
  token = ((await res.json()) as { value: { token: string } }).value.token;
});
afterAll(async () => {
  await t.close();
  await gateway.close();
});

const api = async <T>(method: string, path: string, body?: object): Promise<T> => {
  const res = await fetch(`${platformUrl}${path}`, {
    method,
    headers: { authorization: token, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return ((await res.json()) as { value: T }).value;
};
const sumBalance = async () =>
  (await api<{ sumBalance: string }>('GET', '/wps/v2/wallets/balance')).sumBalance;
const gatewayIdOf = (order: DepositOrder) => new URL(order.payUrl!).pathname.split('/').pop()!;

describe('deposit through the sandbox gateway', () => {
  it('credits once, fee deducted, whatever the gateway sends again', async () => {
    const order = await api<DepositOrder>('POST', '/wps/wallet/deposit', {
      channel: 'SANDBOXPAY',
      amount: '1000.00',
      requestId: 'gateway-order-0001',
    });
    expect(order).toMatchObject({ kind: 'gateway', status: 'pending', fee: '10.00', creditAmount: '990.00' });
    expect(order.payUrl).toContain('/pay/G');
    const id = gatewayIdOf(order);
    expect((await fetch(`${gatewayUrl}/test/orders/${id}/pay`, { method: 'POST' })).status).toBe(200);
    await eventually(async () => expect(await sumBalance()).toBe('990.00'));
    // a storm of duplicate notifications, each with its own event id
    expect((await fetch(`${gatewayUrl}/test/orders/${id}/notify?times=5`, { method: 'POST' })).status).toBe(
      200,
    );
    expect(await sumBalance()).toBe('990.00');
    expect((await api<DepositOrder>('GET', `/wps/wallet/deposit/orders/${order.orderRef}`)).status).toBe(
      'paid',
    );
  });

  it('refuses forged, tampered and stale notifications without crediting', async () => {
    const order = await api<DepositOrder>('POST', '/wps/wallet/deposit', {
      channel: 'SANDBOXPAY',
      amount: '200.00',
      requestId: 'gateway-order-0002',
    });
    const notifyPath = '/wps/payments/demo/SANDBOXPAY/notify';
    const post = (body: string, timestamp: number, secret = SECRET, signedFor = notifyPath) =>
      fetch(`${platformUrl}${notifyPath}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-merchant': 'perlas-test',
          'x-timestamp': String(timestamp),
          'x-signature': sign(secret, {
            method: 'POST',
            path: signedFor,
            merchantId: 'perlas-test',
            timestamp,
            body,
          }),
        },
        body,
      });
    const event = (amount: string) =>
      JSON.stringify({
        eventId: `forged-${amount}`,
        gatewayOrderId: 'x',
        orderRef: order.orderRef,
        merchantId: 'perlas-test',
        amount,
        currency: 'PHP',
        status: 'PAID',
        paidAt: Date.now(),
        timestamp: Date.now(),
      });
    expect((await post(event('20000'), Date.now(), 'not-the-secret')).status).toBe(403);
    expect((await post(event('20000'), Date.now() - 10 * 60_000)).status).toBe(403);
    // signed, fresh, but for a different amount than the order
    expect((await post(event('999999'), Date.now())).status).toBe(409);
    // signed for another call: the gateway's order API, another brand's notify URL
    expect((await post(event('20000'), Date.now(), SECRET, '/api/orders')).status).toBe(403);
    expect(
      (await post(event('20000'), Date.now(), SECRET, '/wps/payments/sun/SANDBOXPAY/notify')).status,
    ).toBe(403);
    // signed over the body alone (the scheme before this one)
    const { createHmac } = await import('node:crypto');
    const ts = Date.now();
    const old = await fetch(`${platformUrl}${notifyPath}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-merchant': 'perlas-test',
        'x-timestamp': String(ts),
        'x-signature': createHmac('sha256', SECRET)
          .update(`${ts}.${event('20000')}`)
          .digest('hex'),
      },
      body: event('20000'),
    });
    expect(old.status).toBe(403);
    expect(await sumBalance()).toBe('990.00');
  });

  it('marks a declined payment failed and credits nothing', async () => {
    const order = await api<DepositOrder>('POST', '/wps/wallet/deposit', {
      channel: 'SANDBOXPAY',
      amount: '300.00',
      requestId: 'gateway-order-0003',
    });
    const page = await fetch(`${gatewayUrl}/pay/${gatewayIdOf(order)}`);
    expect(await page.text()).toContain('PHP 30,000.00'.replace('30,000.00', '300.00'));
    const res = await fetch(`${gatewayUrl}/pay/${gatewayIdOf(order)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=pay&card=4000+0000+0000+0002',
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toContain('status=FAILED');
    await eventually(async () =>
      expect((await api<DepositOrder>('GET', `/wps/wallet/deposit/orders/${order.orderRef}`)).status).toBe(
        'failed',
      ),
    );
    expect(await sumBalance()).toBe('990.00');
  });

  it("the gateway checks the platform's calls the same way: a signature for another call is refused", async () => {
    const body = JSON.stringify({
      merchantId: 'perlas-test',
      orderRef: 'ForgedRef01',
      amount: '10000',
      currency: 'PHP',
      notifyUrl: 'https://evil.example/notify',
      returnUrl: 'https://evil.example/',
      payerName: '',
    });
    const order = (signedFor: string, method = 'POST') => {
      const timestamp = Date.now();
      return fetch(`${gatewayUrl}/api/orders`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-merchant': 'perlas-test',
          'x-timestamp': String(timestamp),
          'x-signature': sign(SECRET, {
            method,
            path: signedFor,
            merchantId: 'perlas-test',
            timestamp,
            body,
          }),
        },
        body,
      });
    };
    expect((await order('/wps/payments/demo/SANDBOXPAY/notify')).status).toBe(401);
    expect((await order('/api/orders', 'GET')).status).toBe(401);
    expect((await order('/api/orders')).status).toBe(200);
  });
});
