// The vip module's SQL: the member's reached level and the turnover its manual rebate was paid on.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type On = Kysely<Database> | Transaction<Database>;

/** The level the member has reached, if any was recorded. */
export async function reachedLevel(db: On, memberId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('member_ranks')
    .select('level')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return row?.level;
}

/** Records a level reached when it is above the one recorded; answers whether it was. */
export async function raiseLevel(
  db: On,
  q: { merchantId: number; memberId: number; level: number; now: number },
): Promise<boolean> {
  const row = { member_id: q.memberId, merchant_id: q.merchantId, level: q.level, reached_at: q.now };
  const res = await db
    .insertInto('member_ranks')
    .values(row)
    .onConflict((oc) =>
      oc
        .column('member_id')
        .doUpdateSet({ level: q.level, reached_at: q.now })
        .where('member_ranks.level', '<', q.level),
    )
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0n) > 0;
}

export type RebateRow = { gameType: string; turnoverClaimed: bigint; paid: bigint; claimedAt: number };

/** The turnover each game type's manual rebate has been paid on. */
export async function rebateRows(db: On, memberId: number): Promise<RebateRow[]> {
  const rows = await db
    .selectFrom('manual_rebates')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('game_type')
    .execute();
  return rows.map((r) => ({
    gameType: r.game_type,
    turnoverClaimed: BigInt(r.turnover_claimed),
    paid: BigInt(r.paid),
    claimedAt: Number(r.claimed_at),
  }));
}

/**
 * Moves a game type's claimed turnover from what was read (`from`, 0n when it had no row) to
 * `to`, adding `amount` paid; answers false when another claim moved it first.
 */
export async function advanceRebate(
  trx: Transaction<Database>,
  q: {
    merchantId: number;
    memberId: number;
    gameType: string;
    from: bigint;
    to: bigint;
    amount: bigint;
    now: number;
  },
): Promise<boolean> {
  if (q.from === 0n) {
    const res = await trx
      .insertInto('manual_rebates')
      .values({
        member_id: q.memberId,
        game_type: q.gameType,
        merchant_id: q.merchantId,
        turnover_claimed: q.to.toString(),
        paid: q.amount.toString(),
        claimed_at: q.now,
      })
      .onConflict((oc) => oc.columns(['member_id', 'game_type']).doNothing())
      .executeTakeFirst();
    if (Number(res.numInsertedOrUpdatedRows ?? 0n) > 0) return true;
  }
  const res = await trx
    .updateTable('manual_rebates')
    .set((eb) => ({
      turnover_claimed: q.to.toString(),
      paid: eb('paid', '+', q.amount.toString()),
      claimed_at: q.now,
    }))
    .where('member_id', '=', q.memberId)
    .where('game_type', '=', q.gameType)
    .where('turnover_claimed', '=', q.from.toString())
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}
