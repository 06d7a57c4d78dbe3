import type { Insertable, Kysely, Selectable } from 'kysely';
import { isPostgres, PREPARED } from '../../../db/database.ts';
import type { Database, FairSeedsTable } from '../../../db/schema.ts';
import { runStatement } from '../../../db/statements.ts';

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
export async function takeNonce(db: Kysely<Database>, memberId: number) {
  const [row] = await runStatement<TakenNonce>(db, {
    pg: isPostgres(db),
    text: TAKE_NONCE,
    params: [memberId],
  });
  return row;
}

/** Every round claims its nonce through this one statement: written by hand once, run prepared. */
const TAKE_NONCE = `${PREPARED}update fair_seeds set next_nonce = next_nonce + 1
  where member_id = ? and state = 'active'
  returning id, next_nonce, server_seed, server_seed_hash, client_seed`;

type TakenNonce = Pick<
  Selectable<FairSeedsTable>,
  'id' | 'next_nonce' | 'server_seed' | 'server_seed_hash' | 'client_seed'
>;
