import type { Kysely, Selectable } from 'kysely';
import { endpointUrl, walletEndpoints, type DepositChannel, type DepositOrder } from '@lotto/contracts';
import type { Database, PaymentChannelsTable } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { formatMinor, parseMinor } from '../../lib/money.ts';
import { alphaCode } from '../../lib/tokens.ts';
import type { Brand } from '../brand/index.ts';
import { pick } from '../../lib/texts.ts';
import { DepositOrders } from './deposit-orders.ts';
import { postCredit, type CreditedListener } from './deposits-credit.ts';
import { depositsRepo } from './deposits-repo.ts';
import type { PaymentProvider, ProviderNotification } from './providers/types.ts';
import type { Wallet } from './service.ts';

export type ChannelRow = Selectable<PaymentChannelsTable>;
export type BankConfig = { bankName: string; accountName: string; accountNumber: string };
export type GatewayConfig = { provider: string; baseUrl: string; merchantId: string; secretEnv: string };
/** What the operator may change on a deposit channel. */
export type ChannelPatch = {
  enabled?: boolean | undefined;
  minAmount?: number | undefined;
  maxAmount?: number | undefined;
  feeBps?: number | undefined;
  feeFixed?: number | undefined;
  config?: Record<string, unknown> | undefined;
};
/** Builds the PaymentProvider of a gateway channel from its config. */
export type ProviderFactory = (config: GatewayConfig) => PaymentProvider;

const big = (v: number | string | bigint) => BigInt(v);

/** Where a gateway calls back for a channel (the path of the notify URL an order gives it): the declared route's. */
export const notifyPath = (brandCode: string, channelCode: string) =>
  endpointUrl(walletEndpoints.paymentNotify, { params: { merchant: brandCode, channel: channelCode } });

export const depositFee = (amount: bigint, channel: Pick<ChannelRow, 'fee_bps' | 'fee_fixed'>): bigint =>
  (amount * BigInt(channel.fee_bps)) / 10_000n + big(channel.fee_fixed);

/**
 * Deposits (issue 5): a member opens an order on one of the brand's channels; a manual bank
 * transfer is confirmed by the operator, a gateway order by the provider's signed notification.
 * Either way the credit is one ledger entry keyed by the order reference, so it happens once
 * whatever the callbacks or clicks do.
 */
export type DepositDeps = {
  wallet: Wallet;
  factories?: Record<string, ProviderFactory>;
  /** Told once an order is credited and its transaction committed (app.ts: the member's message). */
  onCredited?: CreditedListener | undefined;
};

export class Deposits {
  readonly #db: Kysely<Database>;
  readonly #wallet: Wallet;
  readonly #factories: Record<string, ProviderFactory>;
  readonly #orders: DepositOrders;
  readonly #onCredited: DepositDeps['onCredited'];

  constructor(db: Kysely<Database>, { wallet, factories = {}, onCredited }: DepositDeps) {
    this.#db = db;
    this.#orders = new DepositOrders(db);
    this.#wallet = wallet;
    this.#factories = factories;
    this.#onCredited = onCredited;
  }

  #provider(channel: ChannelRow): PaymentProvider {
    const config = JSON.parse(channel.config) as GatewayConfig;
    const factory = this.#factories[config.provider];
    if (!factory) throw new AppError('function.not.available');
    return factory(config);
  }

  async channels(brand: Brand, lang: string): Promise<DepositChannel[]> {
    const rows = await depositsRepo.channels(this.#db, { merchantId: brand.id, which: 'enabled' });
    return rows.map((c) => ({
      code: c.code,
      kind: c.kind,
      name: pick(JSON.parse(c.name) as Record<string, string>, {
        lang,
        fallback: brand.settings.defaultLang,
      }),
      minAmount: formatMinor(big(c.min_amount)),
      maxAmount: formatMinor(big(c.max_amount)),
      feeBps: c.fee_bps,
      feeFixed: formatMinor(big(c.fee_fixed)),
    }));
  }

  async #channel(brandId: number, code: string): Promise<ChannelRow> {
    const c = await depositsRepo.channel(this.#db, { merchantId: brandId, code, which: 'enabled' });
    if (!c)
      throw new AppError('request.invalid', {
        details: [{ path: 'channel', code: 'invalid', message: 'unknown channel' }],
      });
    return c;
  }

  /** Opens an order; the same requestId returns the same order. */
  async create(
    brand: Brand,
    order: {
      memberId: number;
      input: { channel: string; amount: string; requestId: string };
      urls: { notifyUrl: (channel: string) => string; returnUrl: string };
    },
  ): Promise<DepositOrder> {
    const { memberId, input, urls } = order;
    const request = { memberId, requestId: input.requestId };
    if (await this.#orders.byRequest(brand.id, request)) return this.#orders.sameRequest(brand, request);

    const channel = await this.#channel(brand.id, input.channel);
    const amount = parseMinor(input.amount);
    if (amount === undefined || amount < big(channel.min_amount) || amount > big(channel.max_amount))
      throw new AppError('request.invalid', {
        details: [
          {
            path: 'amount',
            code: 'deposit.amount.range',
            message: `(${formatMinor(big(channel.min_amount))}) - (${formatMinor(big(channel.max_amount))})`,
          },
        ],
      });
    const fee = depositFee(amount, channel);
    if (fee >= amount)
      throw new AppError('request.invalid', {
        details: [{ path: 'amount', code: 'deposit.fee', message: 'fee' }],
      });
    const now = Date.now();
    const orderRef = `D${new Date(now).toISOString().slice(2, 10).replaceAll('-', '')}${alphaCode(10)}`;
    const inserted = await depositsRepo.insertOrder(this.#db, {
      merchant_id: brand.id,
      member_id: memberId,
      channel_id: channel.id,
      order_ref: orderRef,
      request_id: input.requestId,
      amount,
      fee,
      status: 'pending',
      provider_order_id: null,
      pay_url: null,
      entry_id: null,
      note: '',
      created_at: now,
      updated_at: now,
    });
    // A twin with the same request id got here first: its order is the answer, not this one.
    if (!inserted) return this.#orders.sameRequest(brand, request);
    if (channel.kind === 'gateway') {
      try {
        const created = await this.#provider(channel).createOrder({
          orderRef,
          amount,
          currency: brand.settings.currency,
          notifyUrl: urls.notifyUrl(channel.code),
          returnUrl: urls.returnUrl,
        });
        await depositsRepo.updateOrder(this.#db, {
          orderRef,
          set: {
            provider_order_id: created.providerOrderId,
            pay_url: created.payUrl,
            updated_at: Date.now(),
          },
        });
      } catch (cause) {
        await depositsRepo.updateOrder(this.#db, {
          orderRef,
          set: { status: 'failed', note: 'gateway refused the order', updated_at: Date.now() },
        });
        throw new AppError('payment.gateway.unavailable', { cause });
      }
    }
    return this.get(brand, { memberId, orderRef });
  }

  get(brand: Brand, q: { memberId: number; orderRef: string }): Promise<DepositOrder> {
    return this.#orders.get(brand, q);
  }

  list(brand: Brand, q: { memberId: number; pageNo: number }) {
    return this.#orders.list(brand, q);
  }

  /**
   * Credits an order exactly once: the ledger entry is keyed by the order reference, so a
   * second confirmation (a retried callback, a double click in the back office) replays it.
   */
  async credit(brand: Brand, orderRef: string): Promise<{ credited: boolean }> {
    const order = await depositsRepo.forCredit(this.#db, { merchantId: brand.id, orderRef });
    if (!order) throw new AppError('route.not.found');
    if (order.status === 'rejected') throw new AppError('conflict');
    const posted = await postCredit(this.#wallet, { brand, order: { ...order, orderRef } });
    if (!posted.replayed && this.#onCredited) {
      const amount = formatMinor(BigInt(order.amount));
      await this.#onCredited({ merchantId: brand.id, memberId: order.member_id, amount, orderRef });
    }
    return { credited: !posted.replayed };
  }

  /** The operator refuses a manual order (nothing was credited, nothing moves). */
  async reject(brand: Brand, { orderRef, note }: { orderRef: string; note: string }): Promise<void> {
    const rejected = await depositsRepo.closePending(this.#db, {
      merchantId: brand.id,
      orderRef,
      set: { status: 'rejected', note: note.slice(0, 256), updated_at: Date.now() },
    });
    if (!rejected) throw new AppError('conflict');
  }

  /**
   * A gateway's notification: verified by its provider (signature, freshness), deduplicated by
   * event id, checked against the order (amount, currency), then credited once. The caller
   * answers 2xx only after this returns, so the gateway retries anything not committed.
   */
  async notify(
    brand: Brand,
    {
      channelCode,
      rawBody,
      headers,
    }: { channelCode: string; rawBody: Uint8Array; headers: Record<string, string | string[] | undefined> },
  ) {
    const channel = await this.#channel(brand.id, channelCode);
    if (channel.kind !== 'gateway') throw new AppError('route.not.found');
    const provider = this.#provider(channel);
    let event: ProviderNotification;
    try {
      event = provider.parseNotification({
        body: Buffer.isBuffer(rawBody) ? rawBody : Buffer.from(rawBody),
        headers,
        path: notifyPath(brand.code, channel.code),
        now: Date.now(),
      });
    } catch (cause) {
      throw new AppError('access.forbidden', { cause });
    }
    const order = await depositsRepo.ofChannel(this.#db, {
      merchantId: brand.id,
      channelId: channel.id,
      orderRef: event.orderRef,
    });
    if (!order || big(order.amount) !== event.amount || event.currency !== brand.settings.currency)
      throw new AppError('conflict');
    await depositsRepo.recordEvent(this.#db, {
      provider: provider.code,
      event_id: event.eventId,
      order_ref: event.orderRef,
      status: event.status,
      received_at: Date.now(),
    });
    if (event.status === 'PAID') return this.credit(brand, event.orderRef);
    await depositsRepo.closePending(this.#db, {
      merchantId: brand.id,
      orderRef: event.orderRef,
      set: { status: 'failed', updated_at: Date.now() },
    });
    return { credited: false };
  }

  /** The operator's list: a brand's newest orders with their member. */
  operatorList(query: Parameters<typeof depositsRepo.operatorList>[1]) {
    return depositsRepo.operatorList(this.#db, query);
  }
}

/** Every channel of a brand, switched off ones too (the operator's view). */
export function allChannels(db: Kysely<Database>, brandId: number): Promise<ChannelRow[]> {
  return depositsRepo.channels(db, { merchantId: brandId, which: 'all' });
}

/** The operator changes one channel's switch, limits, fee or provider config. */
export async function updateChannel(
  db: Kysely<Database>,
  { brandId, code, patch }: { brandId: number; code: string; patch: ChannelPatch },
): Promise<void> {
  const row = await depositsRepo.channel(db, { merchantId: brandId, code, which: 'all' });
  if (!row) throw new AppError('request.invalid', { message: `no channel ${code}` });
  const min = patch.minAmount ?? Number(row.min_amount);
  const max = patch.maxAmount ?? Number(row.max_amount);
  if (min > max) throw new AppError('request.invalid', { message: 'minAmount must not exceed maxAmount' });
  const set = {
    ...(patch.enabled === undefined ? {} : { enabled: patch.enabled ? 1 : 0 }),
    min_amount: min,
    max_amount: max,
    ...(patch.feeBps === undefined ? {} : { fee_bps: patch.feeBps }),
    ...(patch.feeFixed === undefined ? {} : { fee_fixed: patch.feeFixed }),
    ...(patch.config
      ? { config: JSON.stringify({ ...(JSON.parse(row.config) as object), ...patch.config }) }
      : {}),
  };
  await depositsRepo.updateChannel(db, { id: row.id, set });
}

/** A member's paid deposits, oldest first: order reference, amount (minor units) and when it was paid. */
export async function paidDeposits(db: Kysely<Database>, q: { merchantId: number; memberId: number }) {
  const rows = await depositsRepo.paidDeposits(db, q);
  return rows.map((r) => ({ orderRef: r.order_ref, amount: BigInt(r.amount), paidAt: Number(r.updated_at) }));
}
