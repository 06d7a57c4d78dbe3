import type { Kysely, Selectable } from 'kysely';
import type { DepositOrder } from '@lotto/contracts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { formatMinor } from '../../lib/money.ts';
import type { Brand } from '../brand/index.ts';
import type { BankConfig, ChannelRow } from './deposits.ts';

type OrderRow = Selectable<Database['deposit_orders']>;

const ORDER_TTL_MS = 30 * 60_000;
/** A gateway's order call times out after 10 s (providers/sandbox.ts); a twin waits a little longer. */
const GATEWAY_WAIT_MS = 12_000;
const PAGE_SIZE = 10;
const big = (v: number | string | bigint) => BigInt(v);

/** Deposit orders as members read them (the order side of deposits.ts). */
export class DepositOrders {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  byRequest(brandId: number, memberId: number, requestId: string) {
    return this.#db
      .selectFrom('deposit_orders')
      .select(['order_ref', 'status', 'pay_url', 'provider_order_id', 'channel_id', 'created_at'])
      .where('merchant_id', '=', brandId)
      .where('member_id', '=', memberId)
      .where('request_id', '=', requestId)
      .executeTakeFirst();
  }

  /**
   * The order already opened under this request id. A gateway order whose twin request is still
   * asking the gateway for its payment page is waited for (at most as long as that call may take),
   * so every twin answers the same order with its page.
   */
  async sameRequest(brand: Brand, memberId: number, requestId: string): Promise<DepositOrder> {
    for (;;) {
      const row = await this.byRequest(brand.id, memberId, requestId);
      if (!row) throw new AppError('conflict'); // only if the row vanished, which nothing does
      const opening =
        row.status === 'pending' &&
        row.provider_order_id === null &&
        Date.now() - Number(row.created_at) < GATEWAY_WAIT_MS &&
        (await this.#isGateway(row.channel_id));
      if (!opening) return this.get(brand, memberId, row.order_ref);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  async #isGateway(channelId: number): Promise<boolean> {
    const c = await this.#db
      .selectFrom('payment_channels')
      .select('kind')
      .where('id', '=', channelId)
      .executeTakeFirst();
    return c?.kind === 'gateway';
  }

  async get(brand: Brand, memberId: number, orderRef: string): Promise<DepositOrder> {
    const row = await this.#rows(brand.id)
      .where('deposit_orders.member_id', '=', memberId)
      .where('deposit_orders.order_ref', '=', orderRef)
      .executeTakeFirst();
    if (!row) throw new AppError('route.not.found');
    return orderView(row, row.code, row.kind, row.config);
  }

  async list(brand: Brand, memberId: number, pageNo: number) {
    const pageSize = PAGE_SIZE;
    const rows = await this.#rows(brand.id)
      .where('deposit_orders.member_id', '=', memberId)
      .orderBy('deposit_orders.id', 'desc')
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize)
      .execute();
    const { n } = await this.#db
      .selectFrom('deposit_orders')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('merchant_id', '=', brand.id)
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow();
    return {
      list: rows.map((r) => orderView(r, r.code, r.kind, r.config)),
      pageNo,
      totalPages: Math.max(1, Math.ceil(Number(n) / pageSize)),
    };
  }

  #rows(brandId: number) {
    return this.#db
      .selectFrom('deposit_orders')
      .innerJoin('payment_channels', 'payment_channels.id', 'deposit_orders.channel_id')
      .selectAll('deposit_orders')
      .select(['payment_channels.code', 'payment_channels.kind', 'payment_channels.config'])
      .where('deposit_orders.merchant_id', '=', brandId);
  }
}

/** An order as its member reads it: a gateway order left unpaid past its life reads expired. */
export function orderView(
  row: OrderRow,
  code: string,
  kind: ChannelRow['kind'],
  config: string,
): DepositOrder {
  const amount = big(row.amount);
  const fee = big(row.fee);
  const expired =
    row.status === 'pending' && Date.now() - Number(row.created_at) > ORDER_TTL_MS && kind === 'gateway';
  const bank = kind === 'manual_bank' ? (JSON.parse(config) as BankConfig) : undefined;
  return {
    orderRef: row.order_ref,
    channel: code,
    kind,
    amount: formatMinor(amount),
    fee: formatMinor(fee),
    creditAmount: formatMinor(amount - fee),
    status: expired ? 'expired' : row.status,
    createdAt: Number(row.created_at),
    ...(row.pay_url ? { payUrl: row.pay_url } : {}),
    ...(bank
      ? {
          bank: {
            bankName: bank.bankName,
            accountName: bank.accountName,
            accountNumber: bank.accountNumber,
            reference: row.order_ref,
          },
        }
      : {}),
  };
}
