import { randomUUID } from 'node:crypto';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { NOT_FOUND_PAGE, payPage } from './pay-page.ts';
import { FRESH_MS, sameSignature, sign } from './signing.ts';

export type GatewayOptions = {
  /** merchantId -> secret */
  merchants: Record<string, string>;
  /** Where the hosted payment page is reached (its links and payUrl). */
  publicUrl: string;
  orderTtlMs?: number;
  /** Delays between notification attempts. */
  retryDelaysMs?: number[];
  testHooks?: boolean;
  now?: () => number;
  fetch?: typeof fetch;
};

export type Order = {
  gatewayOrderId: string;
  merchantId: string;
  orderRef: string;
  amount: string;
  currency: string;
  notifyUrl: string;
  returnUrl: string;
  payerName: string;
  status: 'PENDING' | 'PAID' | 'FAILED' | 'EXPIRED';
  createdAt: number;
  expiresAt: number;
  paidAt: number | null;
  request: string;
};

const DECLINED_CARD = '4000000000000002';
const text = (v: unknown): string => (typeof v === 'string' ? v : '');
const idOf = (req: FastifyRequest) => (req.params as { id: string }).id;

/** The gateway's memory and the rules its routes share. */
type Gateway = {
  options: GatewayOptions;
  now: () => number;
  orders: Map<string, Order>;
  /** `merchantId:orderRef` -> gatewayOrderId */
  byRef: Map<string, string>;
  /** The order's status as of now: a pending order past its time has expired. */
  status: (o: Order) => Order['status'];
  verify: (req: FastifyRequest, raw: string, merchantId: string) => boolean;
  /** Tells the merchant, `times` times at once, retrying each until it answers 2xx. */
  notify: (o: Order, times?: number) => Promise<void>;
};

/**
 * The sandbox gateway: merchants create orders with a signed request, payers pay on a hosted
 * page, and the merchant is told with a signed notification, retried until it answers 2xx.
 * State lives in memory: it is a sandbox.
 */
export async function buildGateway(options: GatewayOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(formbody);
  // Signatures cover the exact bytes: keep the raw JSON text.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));

  const now = options.now ?? Date.now;
  const gw: Gateway = {
    options,
    now,
    orders: new Map(),
    byRef: new Map(),
    status: (o) => (o.status === 'PENDING' && now() > o.expiresAt ? 'EXPIRED' : o.status),
    verify: verifier(options, now),
    notify: notifier(options, now),
  };
  orderRoutes(app, gw);
  payPageRoutes(app, gw);
  if (options.testHooks) testHookRoutes(app, gw);
  return app;
}

/** Checks the merchant's signature over this method, path, merchant, timestamp and raw body. */
function verifier(options: GatewayOptions, now: () => number): Gateway['verify'] {
  return (req, raw, merchantId) => {
    const secret = Object.hasOwn(options.merchants, merchantId) ? options.merchants[merchantId] : undefined;
    const timestamp = String(req.headers['x-timestamp'] ?? '');
    const signature = String(req.headers['x-signature'] ?? '');
    if (!secret || req.headers['x-merchant'] !== merchantId) return false;
    if (!/^\d{1,16}$/.test(timestamp) || Math.abs(now() - Number(timestamp)) > FRESH_MS) return false;
    const path = req.url.split('?')[0] ?? '';
    return sameSignature(
      signature,
      sign(secret, { method: req.method, path, merchantId, timestamp, body: raw }),
    );
  };
}

/** The path a notification is signed for: the one of the merchant's notify URL. */
const pathOf = (url: string) => {
  try {
    return new URL(url).pathname;
  } catch {
    return '';
  }
};

function notifier(options: GatewayOptions, now: () => number): Gateway['notify'] {
  const doFetch = options.fetch ?? fetch;
  const retry = options.retryDelaysMs ?? [500, 1000, 2000, 4000, 8000, 16000, 32000, 64000];
  return async (o, times = 1) => {
    const secret = options.merchants[o.merchantId]!;
    const body = JSON.stringify({
      eventId: randomUUID(),
      gatewayOrderId: o.gatewayOrderId,
      orderRef: o.orderRef,
      merchantId: o.merchantId,
      amount: o.amount,
      currency: o.currency,
      status: o.status,
      paidAt: o.paidAt,
      timestamp: now(),
    });
    const timestamp = String(now());
    const send = async () => {
      for (let attempt = 0; attempt <= retry.length; attempt++) {
        try {
          const res = await doFetch(o.notifyUrl, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'x-merchant': o.merchantId,
              'x-timestamp': timestamp,
              'x-signature': sign(secret, {
                method: 'POST',
                path: pathOf(o.notifyUrl),
                merchantId: o.merchantId,
                timestamp,
                body,
              }),
            },
            body,
            signal: AbortSignal.timeout(10_000),
          });
          if (res.ok) return;
        } catch {
          // the merchant is down: try again later
        }
        if (attempt < retry.length) await new Promise((r) => setTimeout(r, retry[attempt]));
      }
    };
    await Promise.all(Array.from({ length: times }, send));
  };
}

const created = (gw: Gateway, o: Order, status: Order['status']) => ({
  gatewayOrderId: o.gatewayOrderId,
  payUrl: `${gw.options.publicUrl}/pay/${o.gatewayOrderId}`,
  status,
  expiresAt: o.expiresAt,
});

/** The merchant's signed calls: create an order (idempotent by orderRef) and read it. */
function orderRoutes(app: FastifyInstance, gw: Gateway) {
  app.post('/api/orders', async (req, reply) => {
    const raw = text(req.body);
    let input: Record<string, unknown>;
    try {
      input = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      return reply.code(400).send({ error: 'malformed' });
    }
    const merchantId = text(input['merchantId']);
    if (!gw.verify(req, raw, merchantId)) return reply.code(401).send({ error: 'signature' });
    const orderRef = text(input['orderRef']);
    const amount = text(input['amount']);
    if (!/^[A-Za-z0-9_-]{4,40}$/.test(orderRef) || !/^[1-9]\d{0,14}$/.test(amount))
      return reply.code(400).send({ error: 'invalid' });
    const request = JSON.stringify([amount, input['currency'], input['notifyUrl'], input['returnUrl']]);
    const existingId = gw.byRef.get(`${merchantId}:${orderRef}`);
    if (existingId) {
      const existing = gw.orders.get(existingId)!;
      if (existing.request !== request) return reply.code(409).send({ error: 'orderRef reused' });
      return created(gw, existing, gw.status(existing));
    }
    const at = gw.now();
    const o: Order = {
      gatewayOrderId: `G${randomUUID().replaceAll('-', '').slice(0, 20)}`,
      merchantId,
      orderRef,
      amount,
      currency: text(input['currency']),
      notifyUrl: text(input['notifyUrl']),
      returnUrl: text(input['returnUrl']),
      payerName: text(input['payerName']),
      status: 'PENDING',
      createdAt: at,
      expiresAt: at + (gw.options.orderTtlMs ?? 30 * 60_000),
      paidAt: null,
      request,
    };
    gw.orders.set(o.gatewayOrderId, o);
    gw.byRef.set(`${merchantId}:${orderRef}`, o.gatewayOrderId);
    return created(gw, o, o.status);
  });

  app.get('/api/orders/:id', async (req, reply) => {
    const o = gw.orders.get(idOf(req));
    const merchantId = String(req.headers['x-merchant'] ?? '');
    if (!o || o.merchantId !== merchantId || !gw.verify(req, '', merchantId))
      return reply.code(404).send({ error: 'not found' });
    return {
      gatewayOrderId: o.gatewayOrderId,
      orderRef: o.orderRef,
      amount: o.amount,
      currency: o.currency,
      status: gw.status(o),
    };
  });
}

/** The payer's hosted page and its form. */
function payPageRoutes(app: FastifyInstance, gw: Gateway) {
  app.get('/pay/:id', async (req, reply) => {
    const o = gw.orders.get(idOf(req));
    if (!o) return reply.code(404).type('text/html').send(NOT_FOUND_PAGE);
    return reply.type('text/html; charset=utf-8').send(payPage(o, gw.status(o)));
  });

  app.post('/pay/:id', async (req, reply) => {
    const o = gw.orders.get(idOf(req));
    if (!o) return reply.code(404).send('unknown payment');
    const form = (req.body ?? {}) as { action?: string; card?: string };
    if (gw.status(o) !== 'PENDING') return reply.redirect(`/pay/${o.gatewayOrderId}`, 303);
    const declined = (form.card ?? '').replace(/\D/g, '') === DECLINED_CARD;
    o.status = form.action === 'pay' && !declined ? 'PAID' : 'FAILED';
    o.paidAt = o.status === 'PAID' ? gw.now() : null;
    void gw.notify(o);
    const back = new URL(o.returnUrl);
    back.searchParams.set('orderRef', o.orderRef);
    back.searchParams.set('status', o.status);
    return reply.redirect(back.toString(), 303);
  });
}

/** Test-only shortcuts: pay an order without the page, or send its notification again. */
function testHookRoutes(app: FastifyInstance, gw: Gateway) {
  app.post('/test/orders/:id/pay', async (req, reply) => {
    const o = gw.orders.get(idOf(req));
    if (!o || gw.status(o) !== 'PENDING') return reply.code(409).send({ error: 'not payable' });
    o.status = 'PAID';
    o.paidAt = gw.now();
    await gw.notify(o);
    return { status: o.status };
  });
  app.post('/test/orders/:id/notify', async (req, reply) => {
    const o = gw.orders.get(idOf(req));
    if (!o) return reply.code(404).send({ error: 'not found' });
    const times = Math.min(50, Number((req.query as { times?: string }).times ?? 1));
    await gw.notify(o, times);
    return { sent: times };
  });
}
