// The placement's hot-path statements, written by hand once (no query building per ticket) and
// run prepared: the embedded database caches them by text, PostgreSQL keeps them named.
import { CompiledQuery, sql, type Kysely } from 'kysely';
import type { PrizeModeId } from '@lotto/contracts/lottery/index';
import { PREPARED } from '../../../db/database.ts';
import type { Database } from '../../../db/schema.ts';
import type { TicketRow } from '../ticket-view.ts';

type Db = Kysely<Database>;
type Param = number | string | bigint | null;

/** A new ticket's columns and their SQL types (the rest take their defaults). */
const COLUMNS = [
  ['merchant_id', 'integer'],
  ['member_id', 'integer'],
  ['game_code', 'varchar'],
  ['numero', 'varchar'],
  ['play_id', 'varchar'],
  ['selection', 'text'],
  ['bet_count', 'integer'],
  ['unit', 'bigint'],
  ['multiplier', 'integer'],
  ['stake', 'bigint'],
  ['series', 'integer'],
  ['odds_bp', 'bigint'],
  ['chase_id', 'integer'],
  ['mode', 'varchar'],
  ['currency', 'varchar'],
  ['request_id', 'varchar'],
  ['fingerprint', 'varchar'],
  ['created_at', 'bigint'],
  ['member_series', 'integer'],
  ['uplines', 'text'],
  ['rebate_due', 'smallint'],
] as const;

export type NewTicket = { [K in (typeof COLUMNS)[number][0]]: Param };

/**
 * A ticket, written only while its draw is open and, when `max` is given, while the member's
 * open stakes on the draw stay within it; nothing when its request id is taken. The checks and
 * the write are one statement: no row back means a replay, a draw no longer open, or the limit.
 */
const INSERT = `${PREPARED}insert into lottery_tickets (draw_id, status, ${COLUMNS.map(([c]) => c).join(', ')})
  select d.id, 'open', ${COLUMNS.map(([, t]) => `cast(? as ${t})`).join(', ')}
  from lottery_draws d
  where d.id = cast(? as integer) and d.state = 'open'
    and (cast(? as bigint) is null or (
      select coalesce(sum(t.stake), 0) from lottery_tickets t
      where t.member_id = cast(? as integer) and t.game_code = cast(? as varchar)
        and t.numero = cast(? as varchar) and t.status = 'open'
    ) + cast(? as bigint) <= cast(? as bigint))
  on conflict (member_id, request_id) do nothing
  returning *`;

const SET_BET = `${PREPARED}update lottery_tickets set bet_id = ? where id = ?`;

const CHAIN = `${PREPARED}select t.ancestor_id as id, t.depth, s.series from member_tree t
  left join lottery_series s on s.member_id = t.ancestor_id and s.prize_mode = ?
  where t.descendant_id = ? order by t.depth desc`;

const DRAW_STATE = `${PREPARED}select state from lottery_draws where id = ?`;

/** `?` placeholders as each engine spells them, worked out once per text. */
const spelled = new Map<string, string>();
function spell(pg: boolean, text: string): string {
  if (!pg) return text;
  let out = spelled.get(text);
  if (out === undefined) {
    let n = 0;
    spelled.set(text, (out = text.replace(/\?/g, () => `$${++n}`)));
  }
  return out;
}

async function run<R>(db: Db, s: { pg: boolean; text: string; params: Param[] }): Promise<R[]> {
  return (await db.executeQuery<R>(CompiledQuery.raw(spell(s.pg, s.text), s.params))).rows;
}

/** Inserts a ticket on an open draw within the draw limit (see `INSERT`); undefined when not written. */
export async function insertOpenTicket(
  db: Db,
  t: { pg: boolean; drawId: number; row: NewTicket; maxDraw: bigint | null },
): Promise<TicketRow | undefined> {
  const r = t.row;
  const params: Param[] = COLUMNS.map(([c]) => r[c]);
  params.push(t.drawId, t.maxDraw, r.member_id, r.game_code, r.numero, r.stake, t.maxDraw);
  const [row] = await run<TicketRow>(db, { pg: t.pg, text: INSERT, params });
  return row;
}

/** Links a ticket to its betting record. */
/**
 * The link as a part of the betting record's statement on PostgreSQL (`withPg` of `recordBet`):
 * the ticket takes the id of the record written with it, in the same round trip.
 */
export const linkTicketBetSql = (id: number) =>
  sql`update lottery_tickets set bet_id = b.id from b where lottery_tickets.id = cast(${id} as integer)`;

export async function linkTicketBet(db: Db, p: { pg: boolean; id: number; betId: number }): Promise<void> {
  await run(db, { pg: p.pg, text: SET_BET, params: [p.betId, p.id] });
}

/** The member and its uplines (top first) with their stored series in a mode (null: none yet). */
export const chainRows = (db: Db, k: { pg: boolean; memberId: number; mode: PrizeModeId }) =>
  run<{ id: number; depth: number; series: number | null }>(db, {
    pg: k.pg,
    text: CHAIN,
    params: [k.mode, k.memberId],
  });

/** A draw's state (it exists). */
export async function drawState(db: Db, p: { pg: boolean; id: number }): Promise<string | undefined> {
  const [row] = await run<{ state: string }>(db, { pg: p.pg, text: DRAW_STATE, params: [p.id] });
  return row?.state;
}
