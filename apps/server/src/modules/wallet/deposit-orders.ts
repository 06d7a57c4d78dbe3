import type { Kysely, Selectable } from 'kysely';
import type { DepositOrder } from '@lotto/contracts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { formatMinor } from '../../lib/money.ts';
import type { Brand } from '../brand/index.ts';
import type { BankConfig, ChannelRow } from './deposits.ts';
import { depositsRepo } from './deposits-repo.ts';
import { ordersPage } from './member-orders-repo.ts';

type OrderRow = Selectable<Database['deposit_orders']>;

const ORDER_TTL_MS = 30 * 60_000;
/** A gateway's order call times out after 10 s (providers/sandbox.ts); a twin waits a little longer. */
const GATEWAY_WAIT_MS = 12_000;
const PAGE_SIZE = 10;
const big = (v: number | string | bigint) => BigInt(v);
/** A member's request id: the same one opens one order. */
type MemberRequest = { memberId: number; requestId: string };

/** Deposit orders as members read them (the order side of deposits.ts). */
export class DepositOrders {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  byRequest(brandId: number, { memberId, requestId }: MemberRequest) {
    return depositsRepo.byRequest(this.#db, { merchantId: brandId, memberId, requestId });
  }

  /**
   * The order already opened under this request id. A gateway order whose twin request is still
   * asking the gateway for its payment page is waited for (at most as long as that call may take),
   * so every twin answers the same order with its page.
   */
  async sameRequest(brand: Brand, request: MemberRequest): Promise<DepositOrder> {
    for (;;) {
      const row = await this.byRequest(brand.id, request);
      if (!row) throw new AppError('conflict'); // only if the row vanished, which nothing does
      const opening =
        row.status === 'pending' &&
        row.provider_order_id === null &&
        Date.now() - Number(row.created_at) < GATEWAY_WAIT_MS &&
        (await this.#isGateway(row.channel_id));
      if (!opening) return this.get(brand, { memberId: request.memberId, orderRef: row.order_ref });
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  async #isGateway(channelId: number): Promise<boolean> {
    const c = await depositsRepo.channelKind(this.#db, channelId);
    return c?.kind === 'gateway';
  }

  async get(
    brand: Brand,
    { memberId, orderRef }: { memberId: number; orderRef: string },
  ): Promise<DepositOrder> {
    const row = await depositsRepo.memberOrders(this.#db, { merchantId: brand.id, memberId }).one(orderRef);
    if (!row) throw new AppError('route.not.found');
    return orderView(row, row);
  }

  async list(brand: Brand, { memberId, pageNo }: { memberId: number; pageNo: number }) {
    const mine = depositsRepo.memberOrders(this.#db, { merchantId: brand.id, memberId });
    return ordersPage(mine, { pageNo, pageSize: PAGE_SIZE, view: (r) => orderView(r, r) });
  }
}

/** An order as its member reads it: a gateway order left unpaid past its life reads expired. */
export function orderView(
  row: OrderRow,
  { code, kind, config }: { code: string; kind: ChannelRow['kind']; config: string },
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
