import type { Kysely, Updateable } from 'kysely';
import type { Database, InhouseRoundsTable } from '../../../db/schema.ts';

/** An in-house game of the brand, by vendor and code. */
export const findInhouseGame = (
  db: Kysely<Database>,
  k: { merchantId: number; vendor: string; code: string },
) =>
  db
    .selectFrom('games')
    .select(['id', 'name', 'game_type', 'vendor_code'])
    .where('merchant_id', '=', k.merchantId)
    .where('vendor_code', '=', k.vendor)
    .where('game_code', '=', k.code)
    .executeTakeFirstOrThrow();

/** A round by id, of one brand. */
export const findRound = (db: Kysely<Database>, k: { merchantId: number; id: number }) =>
  db
    .selectFrom('inhouse_rounds')
    .selectAll()
    .where('id', '=', k.id)
    .where('merchant_id', '=', k.merchantId)
    .executeTakeFirst();

/** A round by id. */
export const getRound = (db: Kysely<Database>, id: number) =>
  db.selectFrom('inhouse_rounds').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** Marks a pending round settled with its outcome: the row, or none when a twin got there first. */
export const settlePendingRound = (
  db: Kysely<Database>,
  id: number,
  set: Updateable<InhouseRoundsTable> & { status: 'settled' },
) =>
  db
    .updateTable('inhouse_rounds')
    .set(set)
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();

/** Voids a pending round that drew no nonce; whether this call voided it. */
export async function voidUnseededRound(
  db: Kysely<Database>,
  id: number,
  o: { at: number },
): Promise<boolean> {
  const r = await db
    .updateTable('inhouse_rounds')
    .set({ status: 'void', settled_at: o.at })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('seed_id', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
