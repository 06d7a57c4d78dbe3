import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DepositOrder } from '@lotto/contracts';
import { Deposits } from '../src/modules/wallet/index.ts';
import type { CreateOrder, PaymentProvider } from '../src/modules/wallet/providers/types.ts';
import { engine, startTestApp, type TestApp } from './harness.ts';
import { memberKit } from './member-kit.ts';

let t: TestApp;
let merchantId = 0;
const kit = memberKit(
  () => t,
  () => merchantId,
  { suffix: 'twin' },
);

beforeAll(async () => {
  t = await startTestApp();
  merchantId = (await t.app.platform.brands.byCode('demo'))!.id;
  await kit.signIn('ana');
});
afterAll(() => t.close());

const ordersOf = (requestId: string) =>
  t.store.db.kysely
    .selectFrom('deposit_orders')
    .select('order_ref')
    .where('member_id', '=', kit.ids['ana']!)
    .where('request_id', '=', requestId)
    .execute();

describe(`deposit orders sent many times at once with one request id (${engine})`, () => {
  it('50 at once: every answer is 200 with the same order, and one order exists', async () => {
    const body = { channel: 'BANK', amount: '250.00', requestId: 'twin-request-bank' };
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => kit.post<DepositOrder>('/wps/wallet/deposit', 'ana', body)),
    );
    const refs = new Set(answers.map((a) => a.json.value?.orderRef));
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 50 }, () => 200));
    expect(refs.size).toBe(1);
    expect(answers.every((a) => a.json.value.bank?.reference === a.json.value.orderRef)).toBe(true);
    expect(await ordersOf(body.requestId)).toHaveLength(1);
  });

  it('a gateway order: the twins wait for the one call to the gateway and answer its payment page', async () => {
    let calls = 0;
    const slow: PaymentProvider = {
      code: 'sandbox',
      createOrder: async (o: CreateOrder) => {
        calls++;
        await new Promise((r) => setTimeout(r, 300));
        return {
          providerOrderId: `G-${o.orderRef}`,
          payUrl: `https://pay.example/${o.orderRef}`,
          expiresAt: 0,
        };
      },
      parseNotification: () => {
        throw new Error('not used');
      },
      queryOrder: () => Promise.resolve({ status: 'PENDING', amount: 0n }),
    };
    const deposits = new Deposits(t.store.db.kysely, {
      wallet: t.app.platform.wallet,
      factories: { sandbox: () => slow },
    });
    const brand = (await t.app.platform.brands.byCode('demo'))!;
    const input = { channel: 'SANDBOXPAY', amount: '500.00', requestId: 'twin-request-gateway' };
    const urls = { notifyUrl: () => 'https://site.example/notify', returnUrl: 'https://site.example/' };
    const orders = await Promise.all(
      Array.from({ length: 10 }, () => deposits.create(brand, { memberId: kit.ids['ana']!, input, urls })),
    );
    expect(calls).toBe(1);
    expect(new Set(orders.map((o) => o.orderRef)).size).toBe(1);
    expect(orders.map((o) => o.payUrl)).toEqual(
      Array.from({ length: 10 }, () => `https://pay.example/${orders[0]!.orderRef}`),
    );
    expect(await ordersOf(input.requestId)).toHaveLength(1);
  });
});
