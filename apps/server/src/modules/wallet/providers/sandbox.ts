import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import {
  NotificationRejected,
  type CreatedOrder,
  type CreateOrder,
  type NotificationRequest,
  type PaymentProvider,
  type ProviderNotification,
} from './types.ts';

const FRESH_MS = 5 * 60_000;
/**
 * Method, path, merchant id, timestamp and the body's SHA-256, one a line, signed with the
 * merchant secret: a signature made for one call (an order, a status query, a notification to
 * one channel's URL) is worth nothing for another.
 */
const hmac = (
  secret: string,
  c: { method: string; path: string; merchantId: string; timestamp: string; body: string },
) =>
  createHmac('sha256', secret)
    .update(
      [c.method, c.path, c.merchantId, c.timestamp, createHash('sha256').update(c.body).digest('hex')].join(
        '\n',
      ),
    )
    .digest('hex');
const header = (h: Record<string, string | string[] | undefined>, name: string) => {
  const v = h[name];
  return Array.isArray(v) ? v[0] : v;
};

/**
 * The adapter for the sandbox gateway (apps/sandbox-pay, docs in decision 009): signed JSON
 * requests (`X-Merchant`, `X-Timestamp`, `X-Signature` = hex HMAC-SHA256 of method, path,
 * merchant id, timestamp and body hash), a hosted payment page, and notifications signed the
 * same way, refused when stale (5 minutes), tampered with or signed for another URL.
 * A real gateway's adapter is another file like this one; nothing else changes.
 */
export class SandboxGatewayProvider implements PaymentProvider {
  readonly code = 'sandbox';
  readonly #baseUrl: string;
  readonly #merchantId: string;
  readonly #secret: string;
  readonly #fetch: typeof fetch;

  constructor(options: { baseUrl: string; merchantId: string; secret: string; fetch?: typeof fetch }) {
    this.#baseUrl = options.baseUrl.replace(/\/$/, '');
    this.#merchantId = options.merchantId;
    this.#secret = options.secret;
    this.#fetch = options.fetch ?? fetch;
  }

  async createOrder(order: CreateOrder): Promise<CreatedOrder> {
    const body = JSON.stringify({
      merchantId: this.#merchantId,
      orderRef: order.orderRef,
      amount: order.amount.toString(),
      currency: order.currency,
      notifyUrl: order.notifyUrl,
      returnUrl: order.returnUrl,
      payerName: order.payerName ?? '',
    });
    const res = await this.#fetch(`${this.#baseUrl}/api/orders`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...this.#signed({ method: 'POST', path: '/api/orders', body }),
      },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`sandbox gateway refused the order: ${res.status}`);
    const out = (await res.json()) as { gatewayOrderId: string; payUrl: string; expiresAt: number };
    return { providerOrderId: out.gatewayOrderId, payUrl: out.payUrl, expiresAt: out.expiresAt };
  }

  /** The signing headers of a call to the gateway; the path is the gateway API's, without our base URL's. */
  #signed({ method, path, body }: { method: string; path: string; body: string }) {
    const timestamp = String(Date.now());
    const merchantId = this.#merchantId;
    return {
      'x-merchant': merchantId,
      'x-timestamp': timestamp,
      'x-signature': hmac(this.#secret, { method, path, merchantId, timestamp, body }),
    };
  }

  parseNotification(req: NotificationRequest): ProviderNotification {
    const { headers, now } = req;
    const timestamp = header(headers, 'x-timestamp') ?? '';
    const signature = header(headers, 'x-signature') ?? '';
    const body = req.body.toString('utf8');
    const merchantId = this.#merchantId;
    const expected = Buffer.from(
      hmac(this.#secret, { method: 'POST', path: req.path, merchantId, timestamp, body }),
      'hex',
    );
    const given = Buffer.from(signature, 'hex');
    if (
      header(headers, 'x-merchant') !== merchantId ||
      given.length !== expected.length ||
      !timingSafeEqual(given, expected)
    )
      throw new NotificationRejected('signature');
    if (!/^\d+$/.test(timestamp) || Math.abs(now - Number(timestamp)) > FRESH_MS)
      throw new NotificationRejected('stale');
    let n: Record<string, unknown>;
    try {
      n = JSON.parse(body) as Record<string, unknown>;
    } catch {
      throw new NotificationRejected('malformed');
    }
    const status = n['status'];
    if (
      typeof n['eventId'] !== 'string' ||
      typeof n['orderRef'] !== 'string' ||
      typeof n['amount'] !== 'string' ||
      !/^\d+$/.test(n['amount']) ||
      (status !== 'PAID' && status !== 'FAILED') ||
      n['merchantId'] !== this.#merchantId
    )
      throw new NotificationRejected('malformed');
    return {
      eventId: n['eventId'],
      providerOrderId: typeof n['gatewayOrderId'] === 'string' ? n['gatewayOrderId'] : '',
      orderRef: n['orderRef'],
      amount: BigInt(n['amount']),
      currency: typeof n['currency'] === 'string' ? n['currency'] : '',
      status,
      occurredAt: Number(n['timestamp'] ?? now),
    };
  }

  async queryOrder(providerOrderId: string) {
    const path = `/api/orders/${encodeURIComponent(providerOrderId)}`;
    const res = await this.#fetch(`${this.#baseUrl}${path}`, {
      headers: this.#signed({ method: 'GET', path, body: '' }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`sandbox gateway: ${res.status}`);
    const out = (await res.json()) as { status: 'PENDING' | 'PAID' | 'FAILED' | 'EXPIRED'; amount: string };
    return { status: out.status, amount: BigInt(out.amount) };
  }
}
