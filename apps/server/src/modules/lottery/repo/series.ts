import type { Kysely, Transaction } from 'kysely';
import type { PrizeModeId } from '@lotto/contracts/lottery/index';
import type { Database } from '../../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;
type MemberMode = { memberId: number; mode: PrizeModeId };

/** Stores a member's series in a mode unless one is stored; returns the stored one. */
export async function storeSeries(
  db: Db,
  k: MemberMode & { merchantId: number; series: number; now: number },
): Promise<number> {
  await db
    .insertInto('lottery_series')
    .values({
      merchant_id: k.merchantId,
      member_id: k.memberId,
      prize_mode: k.mode,
      series: k.series,
      updated_at: k.now,
    })
    .onConflict((oc) => oc.columns(['member_id', 'prize_mode']).doNothing())
    .execute();
  const row = await db
    .selectFrom('lottery_series')
    .select('series')
    .where('member_id', '=', k.memberId)
    .where('prize_mode', '=', k.mode)
    .executeTakeFirstOrThrow();
  return row.series;
}

/** A direct downline of the member with a series above `series` in a mode, highest first. */
export const downlineAbove = (db: Db, k: MemberMode & { series: number }) =>
  db
    .selectFrom('member_tree as t')
    .innerJoin('lottery_series as s', (j) =>
      j.onRef('s.member_id', '=', 't.descendant_id').on('s.prize_mode', '=', k.mode),
    )
    .innerJoin('members as m', 'm.id', 't.descendant_id')
    .select(['m.username', 's.series'])
    .where('t.ancestor_id', '=', k.memberId)
    .where('t.depth', '=', 1)
    .where('s.series', '>', k.series)
    .orderBy('s.series', 'desc')
    .executeTakeFirst();

/** Sets a member's stored series in a mode. */
export async function updateSeries(db: Db, k: MemberMode & { series: number; now: number }): Promise<void> {
  await db
    .updateTable('lottery_series')
    .set({ series: k.series, updated_at: k.now })
    .where('member_id', '=', k.memberId)
    .where('prize_mode', '=', k.mode)
    .execute();
}

/**
 * The series rows of these members in one mode, by member; on PostgreSQL locked until the
 * transaction ends (SQLite has no row locks: `begin immediate` already makes the transaction
 * the only writer).
 */
export function lockSeries(
  trx: Transaction<Database>,
  k: { memberIds: number[]; mode: PrizeModeId; pg: boolean },
) {
  const ids = [...k.memberIds].sort((a, b) => a - b);
  const q = trx
    .selectFrom('lottery_series')
    .select(['member_id', 'series'])
    .where('member_id', 'in', ids)
    .where('prize_mode', '=', k.mode)
    .orderBy('member_id');
  return k.pg ? q.forUpdate().execute() : q.execute();
}
