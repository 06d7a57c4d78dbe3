import type { Insertable, Kysely } from 'kysely';
import type { CrashChainsTable, CrashRoundsTable, Database } from '../../../db/schema.ts';

type Phase = CrashRoundsTable['phase'];

/** The brand's newest hash chain. */
export const latestChain = (db: Kysely<Database>, merchantId: number) =>
  db
    .selectFrom('crash_chains')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy('seq', 'desc')
    .executeTakeFirst();

/** Commits a chain unless the brand has one with its seq (another process committed it first). */
export async function insertChainOnce(
  db: Kysely<Database>,
  row: Insertable<CrashChainsTable>,
): Promise<void> {
  await db
    .insertInto('crash_chains')
    .values(row)
    .onConflict((oc) => oc.columns(['merchant_id', 'seq']).doNothing())
    .execute();
}

/** The brand's chain by its seq. */
export const chainBySeq = (db: Kysely<Database>, k: { merchantId: number; seq: number }) =>
  db
    .selectFrom('crash_chains')
    .selectAll()
    .where('merchant_id', '=', k.merchantId)
    .where('seq', '=', k.seq)
    .executeTakeFirstOrThrow();

/** A chain by id. */
export const getCrashChain = (db: Kysely<Database>, id: number) =>
  db.selectFrom('crash_chains').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** The brand's newest round. */
export const latestCrashRound = (db: Kysely<Database>, merchantId: number) =>
  db
    .selectFrom('crash_rounds')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy('id', 'desc')
    .executeTakeFirst();

/** A crash round by id. */
export const getCrashRound = (db: Kysely<Database>, id: number) =>
  db.selectFrom('crash_rounds').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** Opens a round unless its game of the chain has one (another process opened it first). */
export async function insertCrashRoundOnce(
  db: Kysely<Database>,
  row: Insertable<CrashRoundsTable>,
): Promise<void> {
  await db
    .insertInto('crash_rounds')
    .values(row)
    .onConflict((oc) => oc.columns(['chain_id', 'game_no']).doNothing())
    .execute();
}

/** Moves a round from one phase to the next; a round already past `from` is left as it is. */
export async function moveCrashPhase(
  db: Kysely<Database>,
  k: { id: number; from: Phase; to: Phase },
): Promise<void> {
  await db
    .updateTable('crash_rounds')
    .set({ phase: k.to })
    .where('id', '=', k.id)
    .where('phase', '=', k.from)
    .execute();
}

/** Marks a crashed round's bets settled, once. */
export async function markCrashRoundSettled(
  db: Kysely<Database>,
  k: { id: number; at: number },
): Promise<void> {
  await db
    .updateTable('crash_rounds')
    .set({ settled_at: k.at })
    .where('id', '=', k.id)
    .where('settled_at', 'is', null)
    .execute();
}

/** The brand's latest crashed rounds, newest first. */
export const crashedRounds = (db: Kysely<Database>, k: { merchantId: number; limit: number }) =>
  db
    .selectFrom('crash_rounds')
    .selectAll()
    .where('merchant_id', '=', k.merchantId)
    .where('phase', '=', 'crashed')
    .orderBy('id', 'desc')
    .limit(k.limit)
    .execute();

/** The brands whose crash game is on (enabled, not in maintenance). */
export const crashBrands = (db: Kysely<Database>) =>
  db
    .selectFrom('games')
    .select('merchant_id')
    .where('vendor_code', '=', 'XGS')
    .where('game_code', '=', 'crash')
    .where('enabled', '=', 1)
    .where('maintenance', '=', 0)
    .execute();
