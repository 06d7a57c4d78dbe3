// PostgreSQL: the statements of a batch of tickets (place-batch.ts), written by hand once and kept
// prepared.
import type { Kysely } from 'kysely';
import { PREPARED } from '../../../db/database.ts';
import type { Database } from '../../../db/schema.ts';
import { arrayOf, runStatement, type SqlPart } from '../../../db/statements.ts';
import { TICKET_COLUMNS, type NewTicket } from './ticket-sql.ts';

/** A ticket a batch asks a place for: its member, draw and stake, and the draw's limit per member. */
export type TicketClaim = { memberId: number; drawId: number; stake: bigint; max: bigint | null };

/** A ticket that has its place (`claimTickets`): its 1-based place in the batch and the id it is to have. */
export type ClaimedTicket = { i: number; id: number };

/**
 * The batch's stakes added to their members' totals on their draws, and an id for each ticket
 * that fits: one statement, inside the batch's transaction. A member's tickets on one draw are
 * added together, only while the draw takes tickets (open, or closed after the batch's tickets
 * were received and not yet drawn: its row share-locked, see ticket-sql.ts) and the total stays within the draw's limit (the
 * total row locked, as a single ticket's `ADD_STAKE` locks it, in (draw, member) order); the
 * tickets left out (a closed draw, over the limit) run alone and get their answer there.
 */
const CLAIM = `${PREPARED}with t as (
    select * from unnest($1::int[], $2::int[], $3::bigint[], $4::bigint[])
      with ordinality as t(member_id, draw_id, stake, max, i)
  ),
  d as (
    select id from lottery_draws
    where id in (select distinct draw_id from t) and state in ('open', 'closed')
    for share
  ),
  k as (
    select t.draw_id, t.member_id, sum(t.stake)::bigint as stake, min(t.max) as max
    from t join d on d.id = t.draw_id
    group by t.draw_id, t.member_id
  ),
  s as (
    insert into lottery_draw_stakes (draw_id, member_id, stake)
    select draw_id, member_id, stake from k where max is null or stake <= max order by draw_id, member_id
    on conflict (draw_id, member_id) do update set stake = lottery_draw_stakes.stake + excluded.stake
    where lottery_draw_stakes.stake + excluded.stake <= coalesce(
      (select k.max from k where k.draw_id = excluded.draw_id and k.member_id = excluded.member_id),
      lottery_draw_stakes.stake + excluded.stake)
    returning draw_id, member_id
  )
  select t.i, nextval('lottery_tickets_id_seq') as id
  from t join s on s.draw_id = t.draw_id and s.member_id = t.member_id order by t.i`;

/** Claims the batch's places (see `CLAIM`): the tickets that fit, in batch order. */
export async function claimTickets(db: Kysely<Database>, claims: TicketClaim[]): Promise<ClaimedTicket[]> {
  const rows = await runStatement<{ i: string | number; id: string | number }>(db, {
    pg: true,
    text: CLAIM,
    params: [
      claims.map((c) => c.memberId),
      claims.map((c) => c.drawId),
      arrayOf(claims, (c) => c.stake),
      arrayOf(claims, (c) => c.max),
    ],
  });
  return rows.map((r) => ({ i: Number(r.i), id: Number(r.id) }));
}

/** A ticket of a batch as it is written: its id, draw, columns, group and stake's member. */
export type BatchTicket = { id: number; drawId: number; row: NewTicket; grp: number };

/** What a batch writes with its stakes: its tickets, and what goes with them (the betting records). */
export type BatchTickets<T> = { tickets: BatchTicket[]; with: { part: SqlPart<T>; rows: T } };

const SQL_TYPES = TICKET_COLUMNS.map(([, t]) => `$N::${t}[]`);

/**
 * PostgreSQL: a batch's tickets as part of the ledger's statement that posts their stakes
 * (`work.postGroups`). For the groups whose money went through, the tickets are inserted open,
 * each linked to its betting record (`with`, which must name its new records `bet_rows` with their
 * refs `lottery:<ticket id>`); for the others, the stakes `claimTickets` added are taken off their
 * totals again. A request id that has a ticket meanwhile is a unique violation: the batch's
 * transaction fails whole.
 */
export function batchTicketsPart<T>(part: SqlPart<T>): SqlPart<BatchTickets<T>> {
  const n = TICKET_COLUMNS.length;
  const names = TICKET_COLUMNS.map(([c]) => c).join(', ');
  return {
    ctes: (first, only) => `${part.ctes(first + n + 3, only)},
  tk as (
    select * from unnest($${first}::int[], $${first + 1}::int[], $${first + 2}::int[],
      ${SQL_TYPES.map((s, i) => s.replace('N', String(first + 3 + i))).join(', ')}) as u(grp, id, draw_id, ${names})
  ),
  tickets as (
    insert into lottery_tickets (id, draw_id, status, bet_id, ${names})
    select tk.id, tk.draw_id, 'open', b.id, ${TICKET_COLUMNS.map(([c]) => `tk.${c}`).join(', ')}
    from tk join bet_rows b on b.ref = 'lottery:' || tk.id
    where tk.grp in (select grp from ${only})
    returning id
  ),
  stakes_back as (
    update lottery_draw_stakes set stake = lottery_draw_stakes.stake - v.stake
    from (
      select draw_id, member_id, sum(stake)::bigint as stake from tk
      where tk.grp not in (select grp from ${only}) group by draw_id, member_id
    ) v
    where lottery_draw_stakes.draw_id = v.draw_id and lottery_draw_stakes.member_id = v.member_id
    returning lottery_draw_stakes.draw_id
  )`,
    params(b) {
      return [
        b.tickets.map((t) => t.grp),
        b.tickets.map((t) => t.id),
        b.tickets.map((t) => t.drawId),
        ...TICKET_COLUMNS.map(([c]) => arrayOf(b.tickets, (t) => t.row[c])),
        ...part.params(b.with.rows),
      ];
    },
  };
}
