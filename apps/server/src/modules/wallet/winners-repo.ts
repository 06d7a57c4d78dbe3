// The winners board's read: the newest payouts to members at or above an amount (decision 029).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type Win = { memberId: number; amount: bigint; at: number; vendor: string };

/** The newest real-money payouts of at least `min` (minor units) since `since`, newest first. */
export async function bigWins(
  db: Kysely<Database>,
  q: { merchantId: number; min: bigint; since: number; limit: number },
): Promise<Win[]> {
  const rows = await db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_lines as l', 'l.entry_id', 'e.id')
    .innerJoin('ledger_accounts as a', 'a.id', 'l.account_id')
    .innerJoin('ledger_lines as hl', 'hl.entry_id', 'e.id')
    .innerJoin('ledger_accounts as h', 'h.id', 'hl.account_id')
    .select(['a.owner_id as member_id', 'l.amount', 'e.created_at', 'h.code as house'])
    .where('e.merchant_id', '=', q.merchantId)
    .where('e.type', '=', 'payout')
    .where('e.created_at', '>=', q.since)
    .where('a.owner_type', '=', 'member')
    .where('a.code', '=', 'main')
    .where('l.amount', '>=', q.min.toString())
    .where('h.owner_type', '=', 'house')
    .where('h.code', 'like', 'game:%')
    .orderBy('e.id', 'desc')
    .limit(q.limit)
    .execute();
  return rows.map((r) => ({
    memberId: r.member_id,
    amount: BigInt(r.amount),
    at: Number(r.created_at),
    vendor: r.house.slice('game:'.length),
  }));
}
