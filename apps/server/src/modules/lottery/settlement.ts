/**
 * A settlement batch's pieces (decision 013): which of the batch's tickets won and what each
 * pays (the pure win rules), and the set-based writes of their results and of the betting record,
 * run by the scheduler inside the batch's one ledger transaction.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import { payoutMinor, playById, type Game } from '@lotto/contracts/lottery/index';
import type { Database } from '../../db/schema.ts';
import type { Mode } from './draws.ts';

type Trx = Transaction<Database>;

export type OpenTicket = Awaited<ReturnType<typeof openTickets>>[number];

/** One ticket's result: bets won (0 when lost) and the payout in minor units. */
export type TicketResult = { id: number; wins: number; payout: bigint };

export type JudgedBatch = {
  /** Ids of the batch's first and last tickets: every open ticket of the draw between them is in it. */
  lo: number;
  hi: number;
  results: TicketResult[];
  /** Per mode (real or play money): each ticket's hold with what it wins. */
  holds: Map<Mode, { holdId: number; win: bigint }[]>;
  currency: string;
};

/**
 * The next batch of a draw's open tickets after `after`, in id order. `status = 'open'` is a
 * literal so that both engines read the partial index of open tickets (migration 011).
 */
export const openTickets = (db: Kysely<Database>, drawId: number, after: number, limit: number) =>
  db
    .selectFrom('lottery_tickets')
    .select(['id', 'hold_id', 'play_id', 'selection', 'unit', 'multiplier', 'odds_bp', 'mode', 'currency'])
    .where('draw_id', '=', drawId)
    .where('status', '=', sql.lit('open'))
    .where('id', '>', after)
    .orderBy('id')
    .limit(limit)
    .execute();

/** Each ticket's result by the game's pure win rules against the draw's result. */
export function judge(game: Game, result: unknown, rows: OpenTicket[]): JudgedBatch {
  const results: TicketResult[] = [];
  const holds = new Map<Mode, { holdId: number; win: bigint }[]>();
  for (const t of rows) {
    const play = playById(game, t.play_id);
    const wins = play ? play.wins(JSON.parse(t.selection) as number[][], result) : 0;
    const payout =
      wins > 0 && play
        ? payoutMinor(BigInt(t.unit) * BigInt(play.unitsPerBet), t.multiplier, wins, Number(t.odds_bp))
        : 0n;
    results.push({ id: t.id, wins, payout });
    let list = holds.get(t.mode);
    if (!list) holds.set(t.mode, (list = []));
    if (t.hold_id !== null) list.push({ holdId: t.hold_id, win: payout });
  }
  return { lo: rows[0]!.id, hi: rows.at(-1)!.id, results, holds, currency: rows[0]!.currency };
}

/**
 * The batch's results: the winners from the list of results by primary key, then every other
 * ticket of the batch lost in one range UPDATE over the open tickets' index (cheaper than
 * naming each loser, as most tickets lose). Only tickets still open change, so a retry or a
 * second process writes nothing twice.
 */
export async function writeResults(trx: Trx, pg: boolean, drawId: number, batch: JudgedBatch, now: number) {
  const winners = batch.results.filter((r) => r.wins > 0);
  if (winners.length > 0 && pg)
    await sql`update lottery_tickets set status = 'won', payout = v.p, win_bets = v.w, settled_at = ${now}
      from unnest(${winners.map((w) => w.id)}::int[], ${winners.map((w) => String(w.payout))}::bigint[],
        ${winners.map((w) => w.wins)}::int[]) as v(id, p, w)
      where lottery_tickets.id = v.id and lottery_tickets.status = 'open'`.execute(trx);
  else if (winners.length > 0)
    await sql`with v as (select value ->> 0 as id, value ->> 1 as p, value ->> 2 as w
        from json_each(${JSON.stringify(winners.map((w) => [w.id, Number(w.payout), w.wins]))}))
      update lottery_tickets set status = 'won', payout = v.p, win_bets = v.w, settled_at = ${now}
      from v where lottery_tickets.id = v.id and lottery_tickets.status = 'open'`.execute(trx);
  await sql`update lottery_tickets set status = 'lost', settled_at = ${now}
    where draw_id = ${drawId} and status = 'open' and id between ${batch.lo} and ${batch.hi}`.execute(trx);
}

/**
 * The betting record of the batch, set-based from the tickets just written: each ticket's bets
 * row settled with its payout (rows still open only). The tickets are read by their id range
 * (`not indexed` on the embedded database, whose planner would otherwise walk the whole draw).
 */
export async function writeRecord(trx: Trx, pg: boolean, drawId: number, lo: number, hi: number) {
  await sql`update bets set status = 'settled', payout = t.payout, settled_at = t.settled_at
    from lottery_tickets as t ${pg ? sql`` : sql`not indexed`}
    where t.id between ${lo} and ${hi} and t.draw_id = ${drawId} and t.status in ('won', 'lost')
      and bets.id = t.bet_id and bets.status = 'open'`.execute(trx);
}
