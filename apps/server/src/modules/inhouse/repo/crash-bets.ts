import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';

/** A crash bet by its member's request, of one brand. */
export const findCrashBetByRequest = (
  db: Kysely<Database>,
  k: { merchantId: number; memberId: number; requestId: string },
) =>
  db
    .selectFrom('crash_bets')
    .selectAll()
    .where('member_id', '=', k.memberId)
    .where('request_id', '=', k.requestId)
    .where('merchant_id', '=', k.merchantId)
    .executeTakeFirst();

/** A crash bet by id. */
export const getCrashBet = (db: Kysely<Database>, id: number) =>
  db.selectFrom('crash_bets').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** A crash round by id. */
export const getCrashRound = (db: Kysely<Database>, id: number) =>
  db.selectFrom('crash_rounds').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** A pending crash bet whose stake is held turns open, with its hold and its betting record. */
export async function openCrashBet(db: Kysely<Database>, id: number, o: { holdId: number; betId: number }) {
  await db
    .updateTable('crash_bets')
    .set({ status: 'open', hold_id: o.holdId, bet_id: o.betId })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

/** An open crash bet is settled with its payout. */
export async function settleOpenCrashBet(
  db: Kysely<Database>,
  id: number,
  o: { payout: bigint; at: number },
) {
  await db
    .updateTable('crash_bets')
    .set({ status: 'settled', payout: o.payout, settled_at: o.at })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .execute();
}

/** Voids an open crash bet; whether this call voided it. */
export async function voidOpenCrashBet(
  db: Kysely<Database>,
  id: number,
  o: { at: number },
): Promise<boolean> {
  const r = await db
    .updateTable('crash_bets')
    .set({ status: 'void', settled_at: o.at })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
