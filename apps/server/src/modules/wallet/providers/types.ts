/**
 * What the deposit service needs from a payment gateway. A real gateway's adapter implements
 * this and nothing else changes; the sandbox gateway (apps/sandbox-pay) has one in sandbox.ts.
 */
export type CreateOrder = {
  orderRef: string;
  amount: bigint;
  currency: string;
  notifyUrl: string;
  returnUrl: string;
  payerName?: string;
};
export type CreatedOrder = { providerOrderId: string; payUrl: string; expiresAt: number };
export type ProviderNotification = {
  eventId: string;
  providerOrderId: string;
  orderRef: string;
  amount: bigint;
  currency: string;
  status: 'PAID' | 'FAILED';
  occurredAt: number;
};
/** A notification as it arrived: the raw body, its headers, and the path it was sent to. */
export type NotificationRequest = {
  body: Buffer;
  headers: Record<string, string | string[] | undefined>;
  /** This site's notify path the gateway called (`/wps/payments/{brand}/{channel}/notify`). */
  path: string;
  now: number;
};
export type PaymentProvider = {
  readonly code: string;
  createOrder(order: CreateOrder): Promise<CreatedOrder>;
  /** Verifies signature (over the path too) and freshness; throws NotificationRejected otherwise. */
  parseNotification(n: NotificationRequest): ProviderNotification;
  queryOrder(
    providerOrderId: string,
  ): Promise<{ status: 'PENDING' | 'PAID' | 'FAILED' | 'EXPIRED'; amount: bigint }>;
};

export class NotificationRejected extends Error {
  readonly reason: 'signature' | 'stale' | 'malformed';
  constructor(reason: 'signature' | 'stale' | 'malformed') {
    super(`payment notification rejected: ${reason}`);
    this.reason = reason;
  }
}
