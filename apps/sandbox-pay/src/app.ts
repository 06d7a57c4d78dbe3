import { randomUUID } from 'node:crypto';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
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

type Order = {
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
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const money = (minor: string) => {
  const n = minor.padStart(3, '0');
  return `${Number(n.slice(0, -2)).toLocaleString('en-US')}.${n.slice(-2)}`;
};

/**
 * The sandbox gateway: merchants create orders with a signed request, payers pay on a hosted
 * page, and the merchant is told with a signed notification, retried until it answers 2xx.
 * State lives in memory: it is a sandbox.
 */
export async function buildGateway(options: GatewayOptions): Promise<FastifyInstance> {
  const now = options.now ?? Date.now;
  const doFetch = options.fetch ?? fetch;
  const retry = options.retryDelaysMs ?? [500, 1000, 2000, 4000, 8000, 16000, 32000, 64000];
  const orders = new Map<string, Order>();
  const byRef = new Map<string, string>();
  const app = Fastify({ logger: false });
  await app.register(formbody);
  // Signatures cover the exact bytes: keep the raw JSON text.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));

  const status = (o: Order) => (o.status === 'PENDING' && now() > o.expiresAt ? 'EXPIRED' : o.status);

  /** Checks the merchant's signature over this method, path, merchant, timestamp and raw body. */
  const verify = (req: FastifyRequest, raw: string, merchantId: string): boolean => {
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
  /** The path a notification is signed for: the one of the merchant's notify URL. */
  const pathOf = (url: string) => {
    try {
      return new URL(url).pathname;
    } catch {
      return '';
    }
  };

  const notify = async (o: Order, times = 1): Promise<void> => {
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

  app.post('/api/orders', async (req, reply) => {
    const raw = text(req.body);
    let input: Record<string, unknown>;
    try {
      input = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      return reply.code(400).send({ error: 'malformed' });
    }
    const merchantId = text(input['merchantId']);
    if (!verify(req, raw, merchantId)) return reply.code(401).send({ error: 'signature' });
    const orderRef = text(input['orderRef']);
    const amount = text(input['amount']);
    if (!/^[A-Za-z0-9_-]{4,40}$/.test(orderRef) || !/^[1-9]\d{0,14}$/.test(amount))
      return reply.code(400).send({ error: 'invalid' });
    const request = JSON.stringify([amount, input['currency'], input['notifyUrl'], input['returnUrl']]);
    const existingId = byRef.get(`${merchantId}:${orderRef}`);
    if (existingId) {
      const existing = orders.get(existingId)!;
      if (existing.request !== request) return reply.code(409).send({ error: 'orderRef reused' });
      return {
        gatewayOrderId: existing.gatewayOrderId,
        payUrl: `${options.publicUrl}/pay/${existing.gatewayOrderId}`,
        status: status(existing),
        expiresAt: existing.expiresAt,
      };
    }
    const created = now();
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
      createdAt: created,
      expiresAt: created + (options.orderTtlMs ?? 30 * 60_000),
      paidAt: null,
      request,
    };
    orders.set(o.gatewayOrderId, o);
    byRef.set(`${merchantId}:${orderRef}`, o.gatewayOrderId);
    return {
      gatewayOrderId: o.gatewayOrderId,
      payUrl: `${options.publicUrl}/pay/${o.gatewayOrderId}`,
      status: o.status,
      expiresAt: o.expiresAt,
    };
  });

  app.get('/api/orders/:id', async (req, reply) => {
    const o = orders.get((req.params as { id: string }).id);
    const merchantId = String(req.headers['x-merchant'] ?? '');
    if (!o || o.merchantId !== merchantId || !verify(req, '', merchantId))
      return reply.code(404).send({ error: 'not found' });
    return {
      gatewayOrderId: o.gatewayOrderId,
      orderRef: o.orderRef,
      amount: o.amount,
      currency: o.currency,
      status: status(o),
    };
  });

  app.get('/pay/:id', async (req, reply) => {
    const o = orders.get((req.params as { id: string }).id);
    if (!o)
      return reply
        .code(404)
        .type('text/html')
        .send('<!doctype html><title>Not found</title><p>Unknown payment.</p>');
    const s = status(o);
    const form =
      s === 'PENDING'
        ? `<form method="post">
  <label>Card number <input name="card" inputmode="numeric" autocomplete="cc-number" required pattern="[0-9 ]{16,19}" value="4111 1111 1111 1111"></label>
  <p class="hint">Any 16-digit number pays; 4000 0000 0000 0002 is declined.</p>
  <div class="row"><button name="action" value="pay">Pay ${esc(o.currency)} ${money(o.amount)}</button>
  <button name="action" value="cancel" class="ghost">Cancel</button></div>
</form>`
        : `<p>This payment is <strong>${s.toLowerCase()}</strong>.</p><p><a href="${esc(o.returnUrl)}">Back to the merchant</a></p>`;
    return reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox Pay</title>
<style>body{font-family:system-ui,sans-serif;background:#f3f4f8;color:#1b1d2a;margin:0;padding:1rem}
main{max-width:26rem;margin:2rem auto;background:#fff;border-radius:12px;padding:1.5rem;box-shadow:0 2px 12px #0002}
h1{font-size:1.2rem}.amount{font-size:1.8rem;font-weight:700}label{display:block;margin:1rem 0 .25rem}
input{width:100%;box-sizing:border-box;padding:.6rem;font-size:1rem;border:1px solid #aab;border-radius:8px}
.row{display:flex;gap:.5rem;margin-top:1rem}button{flex:1;padding:.7rem;font-size:1rem;border:0;border-radius:8px;background:#2d6cdf;color:#fff}
button.ghost{background:#e4e6ef;color:#1b1d2a}.hint{font-size:.85rem;color:#556}</style></head>
<body><main><h1>Sandbox Pay</h1><p>Merchant: ${esc(o.merchantId)} · Order ${esc(o.orderRef)}</p>
<p class="amount">${esc(o.currency)} ${money(o.amount)}</p>${form}</main></body></html>`);
  });

  app.post('/pay/:id', async (req, reply) => {
    const o = orders.get((req.params as { id: string }).id);
    if (!o) return reply.code(404).send('unknown payment');
    const form = (req.body ?? {}) as { action?: string; card?: string };
    if (status(o) !== 'PENDING') return reply.redirect(`/pay/${o.gatewayOrderId}`, 303);
    const declined = (form.card ?? '').replace(/\D/g, '') === DECLINED_CARD;
    o.status = form.action === 'pay' && !declined ? 'PAID' : 'FAILED';
    o.paidAt = o.status === 'PAID' ? now() : null;
    void notify(o);
    const back = new URL(o.returnUrl);
    back.searchParams.set('orderRef', o.orderRef);
    back.searchParams.set('status', o.status);
    return reply.redirect(back.toString(), 303);
  });

  if (options.testHooks) {
    app.post('/test/orders/:id/pay', async (req, reply) => {
      const o = orders.get((req.params as { id: string }).id);
      if (!o || status(o) !== 'PENDING') return reply.code(409).send({ error: 'not payable' });
      o.status = 'PAID';
      o.paidAt = now();
      await notify(o);
      return { status: o.status };
    });
    app.post('/test/orders/:id/notify', async (req, reply) => {
      const o = orders.get((req.params as { id: string }).id);
      if (!o) return reply.code(404).send({ error: 'not found' });
      const times = Math.min(50, Number((req.query as { times?: string }).times ?? 1));
      await notify(o, times);
      return { sent: times };
    });
  }
  return app;
}
