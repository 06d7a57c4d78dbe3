import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import { isPostgres, PREPARED } from '../../../db/database.ts';
import type { Database, InhouseRoundsTable } from '../../../db/schema.ts';
import { arrayOf, runStatement, type SqlPart } from '../../../db/statements.ts';

type RoundRow = Selectable<InhouseRoundsTable>;

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
  { id, ...set }: Updateable<InhouseRoundsTable> & { id: number; status: 'settled' },
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
  o: { id: number; at: number },
): Promise<boolean> {
  const r = await db
    .updateTable('inhouse_rounds')
    .set({ status: 'void', settled_at: o.at })
    .where('id', '=', o.id)
    .where('status', '=', 'pending')
    .where('seed_id', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** An in-house game of the brand with its switches, by vendor and code. */
export const findPlayableGame = (
  db: Kysely<Database>,
  k: { merchantId: number; vendor: string; code: string },
) =>
  db
    .selectFrom('games')
    .select(['id', 'name', 'game_type', 'vendor_code', 'enabled', 'maintenance'])
    .where('merchant_id', '=', k.merchantId)
    .where('vendor_code', '=', k.vendor)
    .where('game_code', '=', k.code)
    .executeTakeFirst();

/** Records a round unless the member's request id has one: the new row, or none. */
/** A new round's columns, in the order `INSERT_ONCE` takes them. */
const ROUND_COLUMNS = [
  'merchant_id',
  'member_id',
  'game',
  'params',
  'stake',
  'payout',
  'multiplier_bp',
  'seed_id',
  'nonce',
  'client_seed',
  'outcome',
  'mode',
  'request_id',
  'fingerprint',
  'status',
  'hold_id',
  'created_at',
  'settled_at',
] as const;
type NewRound = { [K in (typeof ROUND_COLUMNS)[number]]: Insertable<InhouseRoundsTable>[K] };

/** Every round is played through this one statement: written by hand once, run prepared. */
const INSERT_ONCE = `${PREPARED}insert into inhouse_rounds (${ROUND_COLUMNS.join(', ')})
  values (${ROUND_COLUMNS.map(() => '?').join(', ')})
  on conflict (member_id, request_id) do nothing returning *`;

/** Inserts a round unless the member's request id has one; the row when written. */
export async function insertRoundOnce(db: Kysely<Database>, row: NewRound): Promise<RoundRow | undefined> {
  const params = ROUND_COLUMNS.map((c) => row[c] ?? null);
  const [inserted] = await runStatement<RoundRow>(db, { pg: isPostgres(db), text: INSERT_ONCE, params });
  return inserted;
}

/** A member's round by its request id. */
export const roundByRequest = (db: Kysely<Database>, k: { memberId: number; requestId: string }) =>
  db
    .selectFrom('inhouse_rounds')
    .selectAll()
    .where('member_id', '=', k.memberId)
    .where('request_id', '=', k.requestId)
    .executeTakeFirstOrThrow();

/** Forgets a pending round that moved nothing and drew no nonce, freeing its request id. */
export async function deleteUnseededRound(db: Kysely<Database>, id: number): Promise<void> {
  await db
    .deleteFrom('inhouse_rounds')
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('seed_id', 'is', null)
    .execute();
}

/** Gives a pending round without a nonce its nonce and hold: the row, or none when already given. */
export const seedRound = (
  db: Kysely<Database>,
  { id, ...set }: { id: number; seed_id: number; nonce: number; client_seed: string; hold_id: number },
) =>
  db
    .updateTable('inhouse_rounds')
    .set(set)
    .where('id', '=', id)
    .where('seed_id', 'is', null)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();

/** A member's settled rounds with their seed pair. */
const history = (db: Kysely<Database>, k: { merchantId: number; memberId: number }) =>
  db
    .selectFrom('inhouse_rounds')
    .innerJoin('fair_seeds', 'fair_seeds.id', 'inhouse_rounds.seed_id')
    .where('inhouse_rounds.merchant_id', '=', k.merchantId)
    .where('inhouse_rounds.member_id', '=', k.memberId)
    .where('inhouse_rounds.status', '=', 'settled');

/** A page of a member's settled rounds (of one game when asked), newest first, and their count. */
export async function historyPage(
  db: Kysely<Database>,
  k: { merchantId: number; memberId: number; game?: string; limit: number; offset: number },
) {
  let base = history(db, k);
  if (k.game) base = base.where('inhouse_rounds.game', '=', k.game);
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
    base
      .selectAll('inhouse_rounds')
      .select(['fair_seeds.server_seed', 'fair_seeds.server_seed_hash', 'fair_seeds.state'])
      .orderBy('inhouse_rounds.id', 'desc')
      .limit(k.limit)
      .offset(k.offset)
      .execute(),
  ]);
  return { total: Number(count.n), rows };
}

/** One of a member's settled rounds with its seed pair. */
export const historyRound = (
  db: Kysely<Database>,
  k: { merchantId: number; memberId: number; roundId: number },
) =>
  history(db, k)
    .where('inhouse_rounds.id', '=', k.roundId)
    .selectAll('inhouse_rounds')
    .select(['fair_seeds.server_seed', 'fair_seeds.server_seed_hash', 'fair_seeds.state'])
    .executeTakeFirst();

/** The PostgreSQL type of each column a batch inserts, in `ROUND_COLUMNS` order after the id. */
const ROUND_TYPES: Record<(typeof ROUND_COLUMNS)[number], string> = {
  merchant_id: 'int',
  member_id: 'int',
  game: 'varchar',
  params: 'text',
  stake: 'bigint',
  payout: 'bigint',
  multiplier_bp: 'bigint',
  seed_id: 'int',
  nonce: 'int',
  client_seed: 'varchar',
  outcome: 'text',
  mode: 'varchar',
  request_id: 'varchar',
  fingerprint: 'varchar',
  status: 'varchar',
  hold_id: 'int',
  created_at: 'bigint',
  settled_at: 'bigint',
};

/** What a batch writes after its money: its rounds, the nonces it gives back, and what goes with the rounds. */
export type BatchRounds<T> = {
  rounds: (NewRound & { id: number; grp: number })[];
  /** Each group's pair and how many nonces it claimed: given back when the group's money was short. */
  claims: { grp: number; seedId: number; count: number }[];
  with: { part: SqlPart<T>; rows: T };
};

/**
 * PostgreSQL: a batch's rounds, each with the id its nonce claim gave it, as part of the ledger's
 * statement that posts the batch's money (`work.postGroups`): the rounds of the groups whose
 * money went through are inserted settled, with what goes with them (`with`: the betting record's
 * part); the groups short of money give their nonces back, so their pairs keep no gap. A request
 * id that has a round meanwhile is a unique violation: the batch's transaction fails whole.
 */
export function batchRoundsPart<T>(part: SqlPart<T>): SqlPart<BatchRounds<T>> {
  const n = ROUND_COLUMNS.length;
  return {
    ctes: (first, only) => `rounds as (
    insert into inhouse_rounds (id, ${ROUND_COLUMNS.join(', ')})
    select id, ${ROUND_COLUMNS.join(', ')}
    from unnest($${first}::int[], $${first + 1}::int[], ${ROUND_COLUMNS.map((c, i) => `$${first + 2 + i}::${ROUND_TYPES[c]}[]`).join(', ')})
      as u(grp, id, ${ROUND_COLUMNS.join(', ')})
    where u.grp in (select grp from ${only})
    returning id
  ),
  given_back as (
    update fair_seeds set next_nonce = fair_seeds.next_nonce - v.k
    from unnest($${first + n + 2}::int[], $${first + n + 3}::int[], $${first + n + 4}::int[]) as v(grp, id, k)
    where fair_seeds.id = v.id and v.grp not in (select grp from ${only})
    returning fair_seeds.id
  ),
  ${part.ctes(first + n + 5, only)}`,
    params(b) {
      const col = (c: 'grp' | 'id' | (typeof ROUND_COLUMNS)[number]) => arrayOf(b.rounds, (r) => r[c]);
      return [
        col('grp'),
        col('id'),
        ...ROUND_COLUMNS.map((c) => col(c)),
        b.claims.map((c) => c.grp),
        b.claims.map((c) => c.seedId),
        b.claims.map((c) => c.count),
        ...part.params(b.with.rows),
      ];
    },
  };
}
