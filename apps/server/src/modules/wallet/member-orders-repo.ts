// A member's own orders of one kind (deposit orders, withdrawals): what both kinds read alike.
import { sql, type Kysely, type SelectQueryBuilder, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Q = Kysely<Database> | Transaction<Database>;
export type Owner = { merchantId: number; memberId: number };
type PageQuery = { limit: number; offset: number };

/**
 * A member's own orders of a kind, on that kind's base query of the brand (`base`: the orders
 * with what they join, `table`: the orders' table): one by its reference, a page newest first,
 * and how many there are.
 */
export function memberOrders<DB, TB extends keyof DB, O>(
  base: SelectQueryBuilder<DB, TB, O>,
  k: { db: Q; table: 'deposit_orders' | 'withdrawals'; owner: Owner },
) {
  const col = (name: string) => sql.ref(`${k.table}.${name}`);
  const own = base.where(col('member_id'), '=', k.owner.memberId);
  return {
    one: (orderRef: string) => own.where(col('order_ref'), '=', orderRef).executeTakeFirst(),
    page: (page: PageQuery) => own.orderBy(col('id'), 'desc').limit(page.limit).offset(page.offset).execute(),
    count: async () => {
      const { n } = await k.db
        .selectFrom(k.table)
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('merchant_id', '=', k.owner.merchantId)
        .where('member_id', '=', k.owner.memberId)
        .executeTakeFirstOrThrow();
      return Number(n);
    },
  };
}

/** A page of a member's orders as members read them: `pageSize` a page, each row through `view`. */
export async function ordersPage<R, V>(
  orders: { page: (page: PageQuery) => Promise<R[]>; count: () => Promise<number> },
  p: { pageNo: number; pageSize: number; view: (row: R) => V },
) {
  const rows = await orders.page({ limit: p.pageSize, offset: (p.pageNo - 1) * p.pageSize });
  const n = await orders.count();
  return {
    list: rows.map(p.view),
    pageNo: p.pageNo,
    totalPages: Math.max(1, Math.ceil(n / p.pageSize)),
  };
}
