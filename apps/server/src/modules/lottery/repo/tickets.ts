import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { Database } from '../../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** `column in ids`, with the ids as one bound value (an array on PostgreSQL, JSON on SQLite). */
const inIds = (pg: boolean, column: string, ids: number[]): RawBuilder<unknown> =>
  pg
    ? sql`${sql.ref(column)} = any(${ids}::int[])`
    : sql`${sql.ref(column)} in (select value from json_each(${JSON.stringify(ids)}))`;

/** A member's ticket by its request id. */
export const ticketByRequest = (db: Db, k: { memberId: number; requestId: string }) =>
  db
    .selectFrom('lottery_tickets')
    .selectAll()
    .where('member_id', '=', k.memberId)
    .where('request_id', '=', k.requestId)
    .executeTakeFirst();

/** A ticket by id (it exists). */
export const ticketById = (db: Db, id: number) =>
  db.selectFrom('lottery_tickets').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** A member's tickets, newest first, of one game or all. */
export function memberTickets(
  db: Db,
  q: { merchantId: number; memberId: number; gameCode?: string | undefined; pageSize: number },
) {
  let query = db
    .selectFrom('lottery_tickets')
    .selectAll()
    .where('merchant_id', '=', q.merchantId)
    .where('member_id', '=', q.memberId);
  if (q.gameCode) query = query.where('game_code', '=', q.gameCode);
  return query.orderBy('id', 'desc').limit(q.pageSize).execute();
}

/** A member's ticket with its draw's state and close time. */
export const memberTicketWithDraw = (db: Db, k: { merchantId: number; memberId: number; id: number }) =>
  db
    .selectFrom('lottery_tickets')
    .innerJoin('lottery_draws', 'lottery_draws.id', 'lottery_tickets.draw_id')
    .selectAll('lottery_tickets')
    .select(['lottery_draws.state as draw_state', 'lottery_draws.close_time'])
    .where('lottery_tickets.id', '=', k.id)
    .where('lottery_tickets.member_id', '=', k.memberId)
    .where('lottery_tickets.merchant_id', '=', k.merchantId)
    .executeTakeFirst();

/** The games a member bet on lately, newest first (ten). */
export const recentGameCodes = (db: Db, k: { merchantId: number; memberId: number }) =>
  db
    .selectFrom('lottery_tickets')
    .select('game_code')
    .select((eb) => eb.fn.max('id').as('last'))
    .where('merchant_id', '=', k.merchantId)
    .where('member_id', '=', k.memberId)
    .groupBy('game_code')
    .orderBy('last', 'desc')
    .limit(10)
    .execute();

/** The first open tickets of a draw by id (the literal status uses the open-tickets index). */
export const openTicketIdsOfDraw = (db: Db, p: { drawId: number; limit: number }) =>
  db
    .selectFrom('lottery_tickets')
    .select('id')
    .where('draw_id', '=', p.drawId)
    .where('status', '=', sql.lit('open'))
    .orderBy('id')
    .limit(p.limit)
    .execute();

/** Settled or cancelled draws with tickets left open (twenty at most). */
export const drawsWithLateTickets = (db: Db) =>
  db
    .selectFrom('lottery_tickets')
    .innerJoin('lottery_draws', 'lottery_draws.id', 'lottery_tickets.draw_id')
    .select(['lottery_draws.id', 'lottery_draws.state', 'lottery_draws.merchant_id'])
    .distinct()
    .where('lottery_tickets.status', '=', sql.lit('open'))
    .where('lottery_draws.state', 'in', ['settled', 'cancelled'])
    .limit(20)
    .execute();

/** What a refund opens accounts for: the still open tickets among these. */
export const openTicketsAmong = (db: Db, p: { pg: boolean; ids: number[] }) =>
  db
    .selectFrom('lottery_tickets')
    .select(['member_id', 'game_code', 'mode', 'currency'])
    .where(inIds(p.pg, 'id', p.ids) as never)
    .where('status', '=', 'open')
    .execute();

/** Claims the still open tickets among these with a refund status; returns what their refund needs. */
export const claimForRefund = (
  db: Db,
  p: { pg: boolean; ids: number[]; status: 'cancelled' | 'refunded'; now: number },
) =>
  db
    .updateTable('lottery_tickets')
    .set({ status: p.status, settled_at: p.now })
    .where(inIds(p.pg, 'id', p.ids) as never)
    .where('status', '=', 'open')
    .returning(['id', 'draw_id', 'member_id', 'stake', 'game_code', 'numero', 'mode', 'currency'])
    .execute();

/** The tickets of a rebate batch claimed before migration 013, by id. */
export const ticketsOfRebateBatch = (
  db: Db,
  b: { draw_id: number; lo: number; hi: number; idem_key: string },
) =>
  db
    .selectFrom('lottery_tickets')
    .select(['id', 'member_id', 'stake', 'series', 'member_series', 'uplines', 'mode', 'currency'])
    .where('draw_id', '=', b.draw_id)
    .where('id', '>=', b.lo)
    .where('id', '<=', b.hi)
    .where('rebate_key', '=', b.idem_key)
    .orderBy('id')
    .execute();
