// The members' redemptions (the mall module owns `mall_orders`).
import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { Database, MallOrdersTable, MallOrderStatus } from '../../db/schema.ts';

type On = Kysely<Database> | Transaction<Database>;
export type OrderRow = Selectable<MallOrdersTable>;

export async function insertOrder(on: On, row: Insertable<MallOrdersTable>): Promise<number> {
  const { id } = await on.insertInto('mall_orders').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export function orderById(on: On, q: { merchantId: number; id: number }) {
  return on
    .selectFrom('mall_orders')
    .selectAll()
    .where('merchant_id', '=', q.merchantId)
    .where('id', '=', q.id)
    .executeTakeFirst();
}

export function orderByRequest(on: On, q: { memberId: number; requestId: string }) {
  return on
    .selectFrom('mall_orders')
    .selectAll()
    .where('member_id', '=', q.memberId)
    .where('request_id', '=', q.requestId)
    .executeTakeFirst();
}

/** A member's orders (in a status), newest first, a page of them, with how many there are. */
export async function memberOrders(
  on: On,
  q: { memberId: number; status?: MallOrderStatus | undefined; limit: number; offset: number },
) {
  let base = on.selectFrom('mall_orders').where('member_id', '=', q.memberId);
  if (q.status) base = base.where('status', '=', q.status);
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('id', 'desc').limit(q.limit).offset(q.offset).execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** A brand's orders (in a status), oldest first: the operator's queue. */
export function ordersIn(
  on: On,
  q: { merchantId: number; status?: MallOrderStatus | undefined; limit: number },
) {
  let query = on
    .selectFrom('mall_orders')
    .selectAll()
    .where('merchant_id', '=', q.merchantId)
    .orderBy('id')
    .limit(q.limit);
  if (q.status) query = query.where('status', '=', q.status);
  return query.execute();
}

/** Decides an order in process; false when it was decided already. */
export async function decideOrder(
  on: On,
  q: { id: number; status: 'approved' | 'rejected'; note?: string; at: number },
): Promise<boolean> {
  const r = await on
    .updateTable('mall_orders')
    .set({ status: q.status, decided_at: q.at, ...(q.note !== undefined ? { note: q.note } : {}) })
    .where('id', '=', q.id)
    .where('status', '=', 'in_process')
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}
