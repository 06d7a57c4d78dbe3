// The statements of a settlement batch (see settlement.ts): a draw's open tickets in an id range.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { Mode } from '../draws.ts';

type Trx = Transaction<Database>;
type Db = Kysely<Database> | Trx;
type Big = number | string | bigint;

/** A draw's open tickets with ids in (`after`, `hi`]. */
export type Range = { drawId: number; after: number; hi: number };

const rangeOf = (b: Range) =>
  sql`draw_id = ${b.drawId} and status = 'open' and id > ${b.after} and id <= ${b.hi}`;

/**
 * The ids of the first and last tickets of the next batch of a draw's open tickets after `after`
 * (undefined: none left). Read from the partial index of open tickets alone: `status = 'open'` is
 * a literal so that both engines use it (migration 012).
 */
export async function nextBatch(db: Db, p: { drawId: number; after: number; limit: number }) {
  const r = await sql<{ lo: number | null; hi: number | null }>`select min(id) as lo, max(id) as hi from (
    select id from lottery_tickets where draw_id = ${p.drawId} and status = 'open' and id > ${p.after}
    order by id limit ${p.limit}) b`.execute(db);
  const { lo, hi } = r.rows[0] ?? {};
  return lo == null || hi == null ? undefined : { lo: Number(lo), hi: Number(hi) };
}

/** PostgreSQL: the range's tickets counted by what decides their payout, with their ids. */
export async function payoutGroups(trx: Trx, b: Range) {
  const r = await sql<{
    play_id: string;
    selection: string;
    mode: Mode;
    currency: string;
    member_id: number;
    unit: Big;
    multiplier: number;
    odds_bp: Big;
    stake: Big;
    n: Big;
    stakes: Big;
    due: Big;
    ids: string;
  }>`
      select play_id, selection, mode, currency, member_id, unit, multiplier, odds_bp, stake,
        count(*) as n, sum(stake) as stakes, sum(rebate_due) as due, string_agg(id::text, ',') as ids
      from lottery_tickets where ${rangeOf(b)}
      group by play_id, selection, mode, currency, member_id, unit, multiplier, odds_bp, stake`.execute(trx);
  return r.rows;
}

/** The range's tickets still open marked lost; returns how many. */
export async function markRangeLost(trx: Trx, p: Range & { now: number }): Promise<number> {
  const lost =
    await sql`update lottery_tickets set status = 'lost', settled_at = ${p.now} where ${rangeOf(p)}`.execute(
      trx,
    );
  return Number(lost.numAffectedRows ?? 0);
}

/**
 * PostgreSQL: winners written by primary key with their payout and bets won (still open ones
 * only, so a ticket is never written twice). Returns the winners written.
 */
export async function markWinners(
  trx: Trx,
  p: { now: number; ids: number[]; payouts: string[]; wins: number[] },
): Promise<number> {
  const r =
    await sql`update lottery_tickets set status = 'won', payout = v.p, win_bets = v.w, settled_at = ${p.now}
    from unnest(${p.ids}::int[], ${p.payouts}::bigint[], ${p.wins}::int[]) as v(id, p, w)
    where lottery_tickets.id = v.id and lottery_tickets.status = 'open'`.execute(trx);
  return Number(r.numAffectedRows ?? 0);
}

/** The currency of the range's first ticket (undefined: the range is empty). */
export async function rangeCurrency(trx: Trx, b: Range): Promise<string | undefined> {
  const first = await sql<{ currency: string }>`select currency from lottery_tickets
    where ${rangeOf(b)} order by id limit 1`.execute(trx);
  return first.rows[0]?.currency;
}

/**
 * The embedded database: the range settled by one UPDATE calling `lottery_judge` and
 * `lottery_payout` (registered in settlement.ts) under the batch's `token`. Returns the rows written.
 */
export async function settleRangeInPlace(
  trx: Trx,
  p: Range & { token: number; now: number },
): Promise<number> {
  const r = await sql`update lottery_tickets set (status, win_bets, payout, settled_at) = (
        select iif(w > 0, 'won', 'lost'), w,
          iif(w > 0, lottery_payout(${p.token}, play_id, selection, unit, multiplier, odds_bp, member_id, mode, stake), 0),
          ${p.now}
        from (select lottery_judge(${p.token}, play_id, selection, case mode when 'real' then stake when 'demo' then -stake end, member_id) as w))
      where ${rangeOf(p)}`.execute(trx);
  return Number(r.numAffectedRows ?? 0);
}

/** The range's open tickets owing a rebate (read through the partial index of those). */
export const rebateDueTickets = (trx: Trx, b: Range) =>
  trx
    .selectFrom('lottery_tickets')
    .select(['id', 'member_id', 'stake', 'series', 'member_series', 'uplines', 'mode'])
    .where('draw_id', '=', b.drawId)
    .where('rebate_due', '=', sql.lit(1))
    .where('status', '=', 'open')
    .where('id', '>', b.after)
    .where('id', '<=', b.hi)
    .execute();

/** Writes tickets' rebates ([id, member's, uplines' total]) and clears their rebate due. */
export async function writeRebates(
  trx: Trx,
  p: { pg: boolean; values: (readonly [number, string, string])[] },
): Promise<void> {
  const { values } = p;
  if (p.pg)
    await sql`update lottery_tickets t set rebate_due = 0, rebate = v.r, upline_rebate = v.u
      from unnest(${values.map((v) => v[0])}::int[], ${values.map((v) => v[1])}::bigint[],
        ${values.map((v) => v[2])}::bigint[]) as v(id, r, u)
      where t.id = v.id`.execute(trx);
  else
    await sql`with v as (select value ->> 0 as id, value ->> 1 as r, value ->> 2 as u from json_each(${JSON.stringify(values)}))
      update lottery_tickets set rebate_due = 0, rebate = v.r, upline_rebate = v.u
      from v where lottery_tickets.id = v.id`.execute(trx);
}
