// Points spent and their history (the mall module owns `point_accounts` and `point_moves`).
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database, PointMovesTable } from '../../db/schema.ts';

type On = Kysely<Database> | Transaction<Database>;

export async function spentOf(on: On, memberId: number): Promise<number> {
  const row = await on
    .selectFrom('point_accounts')
    .select('spent')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return Number(row?.spent ?? 0);
}

/**
 * Spends `points` of a member who earned `earned` (earned points only grow): one guarded
 * statement, so however many spends run at once the member never spends more than it earned.
 * False when the points are not there (nothing spent).
 */
export async function spendPoints(
  trx: On,
  q: { merchantId: number; memberId: number; points: number; earned: number },
): Promise<boolean> {
  await trx
    .insertInto('point_accounts')
    .values({ merchant_id: q.merchantId, member_id: q.memberId, spent: 0 })
    .onConflict((oc) => oc.column('member_id').doNothing())
    .execute();
  const r = await trx
    .updateTable('point_accounts')
    .set((eb) => ({ spent: eb('spent', '+', q.points) }))
    .where('member_id', '=', q.memberId)
    .where((eb) => eb(eb('spent', '+', q.points), '<=', q.earned))
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

/** Gives spent points back (a rejected order). */
export async function refundPoints(trx: On, q: { memberId: number; points: number }) {
  await trx
    .updateTable('point_accounts')
    .set((eb) => ({ spent: eb('spent', '-', q.points) }))
    .where('member_id', '=', q.memberId)
    .execute();
}

export async function addMove(trx: On, row: Insertable<PointMovesTable>) {
  await trx.insertInto('point_moves').values(row).execute();
}

export function moveByRef(on: On, q: { memberId: number; ref: string }) {
  return on
    .selectFrom('point_moves')
    .selectAll()
    .where('member_id', '=', q.memberId)
    .where('ref', '=', q.ref)
    .executeTakeFirst();
}
