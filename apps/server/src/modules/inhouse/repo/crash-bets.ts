import type { Insertable, Kysely } from 'kysely';
import type { CrashBetsTable, Database } from '../../../db/schema.ts';

/**
 * A crash bet by its member's request: of one brand when `merchantId` is given, else of any
 * brand (the caller checks the brand).
 */
export const crashBetOfRequest = (
  db: Kysely<Database>,
  k: { merchantId?: number; memberId: number; requestId: string },
) => {
  let q = db
    .selectFrom('crash_bets')
    .selectAll()
    .where('member_id', '=', k.memberId)
    .where('request_id', '=', k.requestId);
  if (k.merchantId !== undefined) q = q.where('merchant_id', '=', k.merchantId);
  return q.executeTakeFirst();
};

/** A crash bet by id. */
export const getCrashBet = (db: Kysely<Database>, id: number) =>
  db.selectFrom('crash_bets').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** Records a bet unless the member's request id has one: the new row, or none. */
export const insertCrashBetOnce = (db: Kysely<Database>, row: Insertable<CrashBetsTable>) =>
  db
    .insertInto('crash_bets')
    .values(row)
    .onConflict((oc) => oc.columns(['member_id', 'request_id']).doNothing())
    .returningAll()
    .executeTakeFirst();

/** Forgets a pending bet whose stake could not be held, freeing its request id. */
export async function deletePendingCrashBet(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('crash_bets').where('id', '=', id).where('status', '=', 'pending').execute();
}

/** The open bets of a round, in the order they were placed. */
export const openBetsOfRound = (db: Kysely<Database>, roundId: number) =>
  db
    .selectFrom('crash_bets')
    .selectAll()
    .where('round_id', '=', roundId)
    .where('status', '=', 'open')
    .orderBy('id')
    .execute();

/** Up to 200 of the brand's bets still open in a round already settled (a request racing the crash). */
export const lateOpenBets = (db: Kysely<Database>, merchantId: number) =>
  db
    .selectFrom('crash_bets')
    .innerJoin('crash_rounds', 'crash_rounds.id', 'crash_bets.round_id')
    .selectAll('crash_bets')
    .where('crash_bets.merchant_id', '=', merchantId)
    .where('crash_bets.status', '=', 'open')
    .where('crash_rounds.phase', '=', 'crashed')
    .where('crash_rounds.settled_at', 'is not', null)
    .limit(200)
    .execute();

/** A pending crash bet whose stake is held turns open, with its hold and its betting record. */
export async function openCrashBet(db: Kysely<Database>, o: { id: number; holdId: number; betId: number }) {
  await db
    .updateTable('crash_bets')
    .set({ status: 'open', hold_id: o.holdId, bet_id: o.betId })
    .where('id', '=', o.id)
    .where('status', '=', 'pending')
    .execute();
}

/** An open crash bet is settled with its payout. */
export async function settleOpenCrashBet(
  db: Kysely<Database>,
  o: { id: number; payout: bigint; at: number },
) {
  await db
    .updateTable('crash_bets')
    .set({ status: 'settled', payout: o.payout, settled_at: o.at })
    .where('id', '=', o.id)
    .where('status', '=', 'open')
    .execute();
}

/** Voids an open crash bet; whether this call voided it. */
export async function voidOpenCrashBet(
  db: Kysely<Database>,
  o: { id: number; at: number },
): Promise<boolean> {
  const r = await db
    .updateTable('crash_bets')
    .set({ status: 'void', settled_at: o.at })
    .where('id', '=', o.id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** An open bet placed in one transaction gets its betting record's id: the row after. */
export const giveCrashBetRecord = (db: Kysely<Database>, o: { id: number; betId: number }) =>
  db
    .updateTable('crash_bets')
    .set({ bet_id: o.betId })
    .where('id', '=', o.id)
    .returningAll()
    .executeTakeFirstOrThrow();
