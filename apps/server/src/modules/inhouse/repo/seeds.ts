import type { Insertable, Kysely } from 'kysely';
import type { Database, FairSeedsTable } from '../../../db/schema.ts';

/** The member's last revealed seed pair. */
export const lastRevealedSeed = (db: Kysely<Database>, memberId: number) =>
  db
    .selectFrom('fair_seeds')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('state', '=', 'revealed')
    .orderBy('seq', 'desc')
    .executeTakeFirst();

/** The member's newest seed pair (the active one, unless none is yet), if any. */
export const newestSeed = (db: Kysely<Database>, memberId: number) =>
  db
    .selectFrom('fair_seeds')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('seq', 'desc')
    .executeTakeFirst();

/** A seed pair by id. */
export const seedById = (db: Kysely<Database>, id: number) =>
  db.selectFrom('fair_seeds').selectAll().where('id', '=', id).executeTakeFirst();

/** Records a seed pair unless the member has one with its seq (a concurrent first use or rotation). */
export async function insertSeedOnce(db: Kysely<Database>, row: Insertable<FairSeedsTable>): Promise<void> {
  await db
    .insertInto('fair_seeds')
    .values(row)
    .onConflict((oc) => oc.columns(['member_id', 'seq']).doNothing())
    .execute();
}

/** Sets the client seed of the member's active pair. */
export async function setActiveClientSeed(
  db: Kysely<Database>,
  k: { memberId: number; clientSeed: string },
): Promise<void> {
  await db
    .updateTable('fair_seeds')
    .set({ client_seed: k.clientSeed })
    .where('member_id', '=', k.memberId)
    .where('state', '=', 'active')
    .execute();
}

/** Reveals an active seed pair; whether this call revealed it. */
export async function revealSeed(db: Kysely<Database>, k: { id: number; at: number }): Promise<boolean> {
  const revealed = await db
    .updateTable('fair_seeds')
    .set({ state: 'revealed', revealed_at: k.at })
    .where('id', '=', k.id)
    .where('state', '=', 'active')
    .executeTakeFirst();
  return Number(revealed.numUpdatedRows) === 1;
}

/**
 * Takes the next nonce of the member's active pair in one statement: the pair (its seeds, so the
 * round needs no second read) and the nonce after it.
 */
export const takeNonce = (db: Kysely<Database>, memberId: number) =>
  db
    .updateTable('fair_seeds')
    .set((eb) => ({ next_nonce: eb('next_nonce', '+', 1) }))
    .where('member_id', '=', memberId)
    .where('state', '=', 'active')
    .returning(['id', 'next_nonce', 'server_seed', 'server_seed_hash', 'client_seed'])
    .executeTakeFirst();
