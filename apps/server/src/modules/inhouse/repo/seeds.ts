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

/** A nonce claimed for one round of a batch (`takeNonces`), with the id the round is to have. */
export type BatchNonce = {
  /** The round's 1-based place in the batch. */
  i: number;
  /** The pair. */
  id: number;
  nonce: number;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  round_id: number;
};

/**
 * PostgreSQL: nonces for a batch of rounds in one statement, inside the batch's transaction,
 * each with the id its round is to have. A member's rounds take consecutive nonces of its active
 * pair in the batch's order. A round whose request id already has one (a replay) is left out, as
 * are the rounds of a member without an active pair; the pairs are locked in id order, as a single
 * claim locks its one pair before the round's money, so batches never deadlock with each other or
 * with single rounds.
 */
export async function takeNonces(
  db: Kysely<Database>,
  o: { memberIds: number[]; requestIds: string[] },
): Promise<BatchNonce[]> {
  const rows = await runStatement<Record<keyof BatchNonce, string | number>>(db, {
    pg: true,
    text: TAKE_NONCES,
    params: [o.memberIds, o.requestIds],
  });
  return rows.map((r) => ({
    i: Number(r.i),
    id: Number(r.id),
    nonce: Number(r.nonce),
    server_seed: String(r.server_seed),
    server_seed_hash: String(r.server_seed_hash),
    client_seed: String(r.client_seed),
    round_id: Number(r.round_id),
  }));
}

/**
 * No replay check here: a kept plan is made once, and one made while the rounds table is young
 * checked replays by scanning the whole table (5-10 ms a batch once it held 20,000 rounds). A
 * replay's round and ledger keys are unique, so its batch fails whole and runs one by one.
 */
const TAKE_NONCES = `${PREPARED}with r as (
    select * from unnest($1::int[], $2::varchar[]) with ordinality as r(member_id, request_id, i)
  ),
  m as (select member_id, count(*)::int as k from r group by member_id),
  k as (
    select fair_seeds.id from fair_seeds join m on m.member_id = fair_seeds.member_id
    where fair_seeds.state = 'active' order by fair_seeds.id for update of fair_seeds
  ),
  s as (
    update fair_seeds set next_nonce = fair_seeds.next_nonce + m.k from m
    where fair_seeds.member_id = m.member_id and fair_seeds.id in (select id from k)
    returning fair_seeds.member_id, fair_seeds.id, fair_seeds.next_nonce - m.k as first, fair_seeds.server_seed,
      fair_seeds.server_seed_hash, fair_seeds.client_seed
  )
  select r.i, s.id, s.first + (row_number() over (partition by r.member_id order by r.i))::int - 1 as nonce,
    s.server_seed, s.server_seed_hash, s.client_seed, nextval('inhouse_rounds_id_seq') as round_id
  from r join s on s.member_id = r.member_id order by r.i`;
