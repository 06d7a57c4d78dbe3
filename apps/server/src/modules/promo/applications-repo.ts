// Applications' rows (the promo module owns `promo_applications`).
import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { Database, PromoApplicationsTable } from '../../db/schema.ts';

type On = Kysely<Database> | Transaction<Database>;
export type ApplicationRow = Selectable<PromoApplicationsTable>;

export async function insertApplication(on: On, row: Insertable<PromoApplicationsTable>): Promise<number> {
  const { id } = await on
    .insertInto('promo_applications')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export function applicationById(on: On, q: { merchantId: number; id: number }) {
  return on
    .selectFrom('promo_applications')
    .selectAll()
    .where('merchant_id', '=', q.merchantId)
    .where('id', '=', q.id)
    .executeTakeFirst();
}

/** A member's applications, newest first. */
export function memberApplications(on: On, memberId: number) {
  return on
    .selectFrom('promo_applications')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
}

/** A brand's applications in a status, oldest first (the operator's queue). */
export function applicationsIn(
  on: On,
  q: { merchantId: number; status: 'applying' | 'rejected' | 'issued'; limit: number },
) {
  return on
    .selectFrom('promo_applications')
    .selectAll()
    .where('merchant_id', '=', q.merchantId)
    .where('status', '=', q.status)
    .orderBy('id')
    .limit(q.limit)
    .execute();
}

/** Decides a waiting application; false when it was decided already. */
export async function decide(
  on: On,
  q: { id: number; status: 'rejected' | 'issued'; note?: string; bonusId?: number; at: number },
): Promise<boolean> {
  const r = await on
    .updateTable('promo_applications')
    .set({
      status: q.status,
      decided_at: q.at,
      ...(q.note !== undefined ? { note: q.note } : {}),
      ...(q.bonusId !== undefined ? { bonus_id: q.bonusId } : {}),
    })
    .where('id', '=', q.id)
    .where('status', '=', 'applying')
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}
