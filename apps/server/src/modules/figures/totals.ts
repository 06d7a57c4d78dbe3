// Reads of a member's figures summed per game type (lifetime or over local days), and the
// members leading a brand on one figure: what VIP levels, rebates, points and missions count.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type On = Kysely<Database> | Transaction<Database>;

export const TOTALS = [
  'valid_turnover',
  'stake',
  'payout',
  'bet_count',
  'deposit',
  'deposit_count',
  'rebate',
  'bonus',
] as const;
export type Total = (typeof TOTALS)[number];
export type TypeTotals = { gameType: string } & Record<Total, bigint>;

/** The member's figures per game type, over its whole life or local days `from`..`to`. */
export async function typeTotals(
  db: On,
  q: { merchantId: number; memberId: number; from?: string; to?: string },
): Promise<TypeTotals[]> {
  let query = db
    .selectFrom('member_figures')
    .where('merchant_id', '=', q.merchantId)
    .where('member_id', '=', q.memberId);
  if (q.from !== undefined) query = query.where('day', '>=', q.from);
  if (q.to !== undefined) query = query.where('day', '<=', q.to);
  const rows = await query
    .select('game_type')
    .select((eb) => TOTALS.map((c) => eb.fn.sum<number | string | null>(c).as(c)))
    .groupBy('game_type')
    .orderBy('game_type')
    .execute();
  return rows.map((r) => {
    const out = { gameType: r.game_type } as TypeTotals;
    for (const c of TOTALS) out[c] = BigInt(r[c] ?? 0);
    return out;
  });
}

/** One figure summed over every game type. */
export const totalOf = (rows: readonly TypeTotals[], c: Total): bigint => rows.reduce((s, r) => s + r[c], 0n);

/** The brand's members with the most of one figure over local days `from`..`to`, most first. */
export async function leaders(
  db: On,
  q: { merchantId: number; from: string; to: string; figure: Total; limit: number },
): Promise<{ memberId: number; total: bigint }[]> {
  const rows = await db
    .selectFrom('member_figures')
    .where('merchant_id', '=', q.merchantId)
    .where('day', '>=', q.from)
    .where('day', '<=', q.to)
    .select('member_id')
    .select((eb) => eb.fn.sum<number | string>(q.figure).as('total'))
    .groupBy('member_id')
    .having((eb) => eb.fn.sum(q.figure), '>', 0)
    .orderBy('total', 'desc')
    .orderBy('member_id')
    .limit(q.limit)
    .execute();
  return rows.map((r) => ({ memberId: r.member_id, total: BigInt(r.total) }));
}
