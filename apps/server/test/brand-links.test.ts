import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createMember } from '../src/modules/identity/index.ts';
import type { CreateOrder, PaymentProvider } from '../src/modules/wallet/providers/types.ts';
import { accountsClient } from './accounts-kit.ts';
import { createDemoStore, engine, geo, testConfig, type TestStore } from './harness.ts';

/**
 * Every absolute link the platform hands out is built from the brand's listed domains: a forged
 * Host or X-Forwarded-Host (the test client is a trusted proxy, so the latter counts) never
 * reaches a mail, a payment gateway or a game vendor. Under UNKNOWN_HOSTS=refuse a host no
 * brand lists gets nothing at all.
 */
process.env['SANDBOX_VENDOR_SECRET'] = 'links-vendor-secret';
const orders: CreateOrder[] = [];
const launches: { returnUrl: string }[] = [];
const capture: PaymentProvider = {
  code: 'sandbox',
  createOrder: (order) => {
    orders.push(order);
    return Promise.resolve({
      providerOrderId: `p${orders.length}`,
      payUrl: `https://pay.test/${orders.length}`,
      expiresAt: Date.now() + 600_000,
    });
  },
  parseNotification: () => {
    throw new Error('not used');
  },
  queryOrder: () => Promise.resolve({ status: 'PENDING', amount: 0n }),
};

type Site = { app: FastifyInstance; store: TestStore };
const sites: Site[] = [];
let vendor: FastifyInstance;
let lenient: Site;
let strict: Site;

async function site(env: Record<string, string>): Promise<Site> {
  const store = await createDemoStore();
  const app = await buildApp({
    config: testConfig({ SMS_PER_IP: '1000', LOGIN_BURST_PER_IP: '1000', ...env }),
    db: store.db,
    geo,
    paymentProviders: { sandbox: () => capture },
  });
  await app.ready();
  const k = store.db.kysely;
  const merchantId = (await k.selectFrom('merchants').select('id').executeTakeFirstOrThrow()).id;
  await createMember(k, {
    merchantId,
    member: {
      username: 'linkuser',
      password: 'Lakbay2026x',
      email: 'link@example.ph',
    },
  });
  const vendorUrl = `http://127.0.0.1:${(vendor.server.address() as { port: number }).port}`;
  await k
    .updateTable('vendors')
    .set({ config: JSON.stringify({ baseUrl: vendorUrl, secretEnv: 'SANDBOX_VENDOR_SECRET' }) })
    .where('code', '=', 'KIDLAT')
    .execute();
  app.platform.brands.invalidate();
  const s = { app, store };
  sites.push(s);
  return s;
}

beforeAll(async () => {
  vendor = Fastify();
  vendor.post('/api/launch', (req) => {
    launches.push(req.body as { returnUrl: string });
    return { ok: true, url: `https://vendor.test/play/${launches.length}` };
  });
  await vendor.listen({ port: 0, host: '127.0.0.1' });
  lenient = await site({});
  strict = await site({ UNKNOWN_HOSTS: 'refuse' });
}, 60_000);
afterAll(async () => {
  for (const s of sites) {
    await s.app.close();
    await s.store.drop();
  }
  await vendor.close();
});

const forgot = (s: Site, headers: Record<string, string>) =>
  s.app.inject({
    method: 'POST',
    url: '/wps/member/password/email',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: 'username=linkuser&email=link%40example.ph',
  });
const mails = async (s: Site) =>
  (
    (await accountsClient(s.app).call('GET', '/wps/test/outbox?target=link%40example.ph')).body.value as {
      body: string;
      link: string;
    }[]
  ).map((m) => m.body);
async function tokenOf(s: Site): Promise<string> {
  const res = await accountsClient(s.app).call('POST', '/wps/session/login', {
    username: 'linkuser',
    password: 'Lakbay2026x',
  });
  return (res.body.value as { token: string }).token;
}

/** Hosts an attacker may send, and the origin the links must use instead. */
const poisoned: [string, Record<string, string>, string][] = [
  ['a forged Host', { host: 'evil.example' }, 'http://localhost'],
  ['a forged Host with a port', { host: 'evil.example:8443' }, 'http://localhost'],
  [
    'a forged X-Forwarded-Host',
    { host: 'localhost', 'x-forwarded-host': 'evil.example' },
    'http://localhost',
  ],
  ["the brand's mirror", { host: 'www.perlasplay.example' }, 'https://www.perlasplay.example'],
  ['a loopback host and port (development)', { host: '127.0.0.1:5173' }, 'http://127.0.0.1:5173'],
];

describe(`links from the brand's domains (${engine})`, () => {
  it.each(poisoned)('mails the reset link for %s to the brand domain', async (_what, headers, origin) => {
    const before = (await mails(lenient)).length;
    const res = await forgot(lenient, headers);
    expect(res.statusCode, res.body).toBe(200);
    const all = await mails(lenient);
    expect(all).toHaveLength(before + 1);
    expect(all[0]).toContain(`${origin}/?modal=resetPassword&token=`);
    expect(all[0]).not.toContain('evil');
  });

  it.each(poisoned)(
    'gives the gateway notify and return URLs on the brand domain for %s',
    async (_w, h, origin) => {
      const token = await tokenOf(lenient);
      const res = await lenient.app.inject({
        method: 'POST',
        url: '/wps/wallet/deposit',
        headers: { ...h, authorization: token },
        payload: {
          channel: 'SANDBOXPAY',
          amount: '1000.00',
          requestId: `links-${orders.length}-${Date.now()}`,
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      const order = orders.at(-1)!;
      expect(order.notifyUrl).toBe(`${origin}/wps/payments/demo/SANDBOXPAY/notify`);
      expect(order.returnUrl).toBe(`${origin}/?memberCentre=depositv2`);
    },
  );

  it.each(poisoned)(
    "gives the vendor the game's way back on the brand domain for %s",
    async (_w, h, origin) => {
      const token = await tokenOf(lenient);
      const game = await lenient.store.db.kysely
        .selectFrom('games')
        .select('id')
        .where('vendor_code', '=', 'KIDLAT')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const res = await lenient.app.inject({
        method: 'POST',
        url: '/wps/game/launchGame',
        headers: { ...h, authorization: token },
        payload: { nodeId: game.id },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(launches.at(-1)!.returnUrl).toBe(`${origin}/`);
    },
  );
});

describe(`UNKNOWN_HOSTS=refuse (${engine})`, () => {
  it('answers a host no brand lists 421 host.unknown, and mails nothing', async () => {
    const forged: Record<string, string>[] = [
      { host: 'evil.example' },
      { host: 'localhost', 'x-forwarded-host': 'evil.example' },
      { host: 'evil.example', merchant: 'demo' },
    ];
    for (const headers of forged) {
      const res = await forgot(strict, headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(421);
      expect(res.json()).toMatchObject({ success: false, code: 'host.unknown' });
      const status = await strict.app.inject({ url: '/wps/system/status', headers });
      expect(status.json()).toMatchObject({ code: 'host.unknown' });
    }
    expect(await mails(strict)).toEqual([]);
    // a listed host is served as before
    expect((await forgot(strict, { host: 'm.perlasplay.example' })).statusCode).toBe(200);
    expect(await mails(strict)).toHaveLength(1);
  });

  it('shows a browser a plain page, and leaves health checks alone', async () => {
    const page = await strict.app.inject({
      url: '/some/page',
      headers: { host: 'evil.example', accept: 'text/html,application/xhtml+xml' },
    });
    expect(page.statusCode).toBe(421);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('This address is not one of our sites.');
    const api = await strict.app.inject({ url: '/no/such/api', headers: { host: 'evil.example' } });
    expect(api.statusCode).toBe(421);
    expect(api.json()).toMatchObject({ code: 'host.unknown' });
    expect(
      (await strict.app.inject({ url: '/healthz', headers: { host: '10.0.0.5:8080' } })).statusCode,
    ).toBe(200);
  });

  it('serves the default brand to an unknown host when the operator chooses it', async () => {
    expect((await forgot(lenient, { host: 'evil.example' })).statusCode).toBe(200);
  });
});
