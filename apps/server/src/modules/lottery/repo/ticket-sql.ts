// The placement's hot-path statements, written by hand once (no query building per ticket) and
// run prepared: the embedded database caches them by text, PostgreSQL keeps them named.
import { sql, type Kysely } from 'kysely';
import type { PrizeModeId } from '@lotto/contracts/lottery/index';
import { PREPARED } from '../../../db/database.ts';
import { runStatement } from '../../../db/statements.ts';
import type { Database } from '../../../db/schema.ts';
import type { TicketRow } from '../ticket-view.ts';

type Db = Kysely<Database>;
type Param = number | string | bigint | null;

/** A new ticket's columns and their SQL types (the rest take their defaults). */
export const TICKET_COLUMNS = [
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

export type NewTicket = { [K in (typeof TICKET_COLUMNS)[number][0]]: Param };

/**
 * A ticket, written only while its draw takes tickets; nothing when its request id is taken. The
 * check and the write are one statement: no row back means a replay or a draw past taking them.
 * The placement has judged the close time by when the request was received, so a draw closed
 * since still takes the ticket until its result is written; on PostgreSQL the draw's row is
 * share-locked, so the result (an update of that row) waits for this transaction, and settling
 * never misses a ticket committed after it looked.
 */
const insertSql = (
  lock: string,
) => `${PREPARED}insert into lottery_tickets (draw_id, status, ${TICKET_COLUMNS.map(([c]) => c).join(', ')})
  select d.id, 'open', ${TICKET_COLUMNS.map(([, t]) => `cast(? as ${t})`).join(', ')}
  from lottery_draws d
  where d.id = cast(? as integer) and d.state in ('open', 'closed')${lock}
  on conflict (member_id, request_id) do nothing
  returning *`;
const INSERT = insertSql('');
const INSERT_PG = insertSql(' for share of d');

/**
 * Adds a new ticket's stake to its member's total on the draw, only while the total stays within
 * `max` (when given): one row, whatever the member's ticket count. No row back means over it.
 */
const ADD_STAKE = `${PREPARED}insert into lottery_draw_stakes (draw_id, member_id, stake)
  select cast(? as integer), cast(? as integer), cast(? as bigint)
  where cast(? as bigint) is null or cast(? as bigint) <= cast(? as bigint)
  on conflict (draw_id, member_id) do update set stake = lottery_draw_stakes.stake + excluded.stake
  where cast(? as bigint) is null or lottery_draw_stakes.stake + excluded.stake <= cast(? as bigint)
  returning stake`;

const TAKE_STAKE = `${PREPARED}update lottery_draw_stakes set stake = stake - cast(? as bigint)
  where draw_id = cast(? as integer) and member_id = cast(? as integer)`;

const SET_BET = `${PREPARED}update lottery_tickets set bet_id = ? where id = ?`;

const CHAIN = `${PREPARED}select t.ancestor_id as id, t.depth, s.series from member_tree t
  left join lottery_series s on s.member_id = t.ancestor_id and s.prize_mode = ?
  where t.descendant_id = ? order by t.depth desc`;

/** Inserts a ticket on an open draw (see `INSERT`); undefined when not written. */
export async function insertOpenTicket(
  db: Db,
  t: { pg: boolean; drawId: number; row: NewTicket },
): Promise<TicketRow | undefined> {
  const params: Param[] = TICKET_COLUMNS.map(([c]) => t.row[c]);
  params.push(t.drawId);
  const [row] = await runStatement<TicketRow>(db, { pg: t.pg, text: t.pg ? INSERT_PG : INSERT, params });
  return row;
}

/** Adds a stake to the member's total on the draw within `max` (see `ADD_STAKE`); false when over it. */
export async function addDrawStake(
  db: Db,
  s: { pg: boolean; drawId: number; memberId: number; stake: bigint; max: bigint | null },
): Promise<boolean> {
  const params: Param[] = [s.drawId, s.memberId, s.stake, s.max, s.stake, s.max, s.max, s.max];
  return (await runStatement(db, { pg: s.pg, text: ADD_STAKE, params })).length > 0;
}

/** Takes cancelled or refunded stakes off their members' totals on their draws. */
export async function takeDrawStakes(
  db: Db,
  p: { pg: boolean; tickets: { draw_id: number; member_id: number; stake: bigint | number | string }[] },
): Promise<void> {
  const sums = new Map<string, { drawId: number; memberId: number; stake: bigint }>();
  for (const t of p.tickets) {
    const key = `${t.draw_id} ${t.member_id}`;
    const s = sums.get(key) ?? { drawId: t.draw_id, memberId: t.member_id, stake: 0n };
    s.stake += BigInt(t.stake);
    sums.set(key, s);
  }
  for (const s of sums.values())
    await runStatement(db, { pg: p.pg, text: TAKE_STAKE, params: [s.stake, s.drawId, s.memberId] });
}

/** Links a ticket to its betting record. */
/**
 * The link as a part of the betting record's statement on PostgreSQL (`withPg` of `recordBet`):
 * the ticket takes the id of the record written with it, in the same round trip.
 */
export const linkTicketBetSql = (id: number) =>
  sql`update lottery_tickets set bet_id = b.id from b where lottery_tickets.id = cast(${id} as integer)`;

export async function linkTicketBet(db: Db, p: { pg: boolean; id: number; betId: number }): Promise<void> {
  await runStatement(db, { pg: p.pg, text: SET_BET, params: [p.betId, p.id] });
}

/** The member and its uplines (top first) with their stored series in a mode (null: none yet). */
export const chainRows = (db: Db, k: { pg: boolean; memberId: number; mode: PrizeModeId }) =>
  runStatement<{ id: number; depth: number; series: number | null }>(db, {
    pg: k.pg,
    text: CHAIN,
    params: [k.mode, k.memberId],
  });

/**
 * PostgreSQL: the chains of several members at once (`chainRows` for each), one statement for
 * concurrent placements; rows carry the member they belong to.
 */
const CHAINS = `${PREPARED}select m.i, t.ancestor_id as id, t.depth, s.series
  from unnest($1::int[], $2::varchar[]) with ordinality as m(member_id, mode, i)
  join member_tree t on t.descendant_id = m.member_id
  left join lottery_series s on s.member_id = t.ancestor_id and s.prize_mode = m.mode
  order by m.i, t.depth desc`;

/** Each asked member's chain rows (see `chainRows`), in the order asked. */
export async function chainsRows(db: Db, keys: { memberId: number; mode: PrizeModeId }[]) {
  const rows = await runStatement<{ i: string | number; id: number; depth: number; series: number | null }>(
    db,
    {
      pg: true,
      text: CHAINS,
      params: [keys.map((k) => k.memberId), keys.map((k) => k.mode)],
    },
  );
  const out = keys.map(() => [] as { id: number; depth: number; series: number | null }[]);
  for (const r of rows) out[Number(r.i) - 1]!.push({ id: r.id, depth: r.depth, series: r.series });
  return out;
}
