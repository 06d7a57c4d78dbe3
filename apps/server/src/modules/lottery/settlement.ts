/**
 * A settlement batch's pieces (decision 013): which of the batch's tickets won, what each pays
 * and what rebate it owes (the pure rules), the money per mode that the batch's ledger entries
 * move, and the set-based write of the tickets' results, run by the scheduler inside the batch's
 * one ledger transaction.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import { payoutMinor, playById, type Game } from '@lotto/contracts/lottery/index';
import type { Database } from '../../db/schema.ts';
import type { Mode } from './draws.ts';
import { ticketRebate } from './rebates.ts';

type Trx = Transaction<Database>;

export type OpenTicket = Awaited<ReturnType<typeof openTickets>>[number];

/** One ticket's result: bets won (0 when lost), the payout and the rebates in minor units. */
export type TicketResult = { id: number; wins: number; payout: bigint; rebate: bigint; uplineRebate: bigint };

/** What a batch's tickets of one mode (real or play money) move: stakes out of escrow, wins and rebates to members. */
export type BatchMoney = { stakes: bigint; wins: Map<number, bigint>; rebates: Map<number, bigint> };

export type JudgedBatch = {
  /** Ids of the batch's first and last tickets: every open ticket of the draw between them is in it. */
  lo: number;
  hi: number;
  count: number;
  /** Tickets that won or owe a rebate (the rest lost and owe nothing). */
  written: TicketResult[];
  money: Map<Mode, BatchMoney>;
  currency: string;
};

/**
 * The next batch of a draw's open tickets after `after`, in id order. `status = 'open'` is a
 * literal so that both engines read the partial index of open tickets (migration 012).
 */
export const openTickets = (db: Kysely<Database>, drawId: number, after: number, limit: number) =>
  db
    .selectFrom('lottery_tickets')
    .select([
      'id',
      'member_id',
      'play_id',
      'selection',
      'unit',
      'multiplier',
      'odds_bp',
      'stake',
      'mode',
      'rebate_due',
    ])
    .where('draw_id', '=', drawId)
    .where('status', '=', sql.lit('open'))
    .where('id', '>', after)
    .orderBy('id')
    .limit(limit)
    .execute();

/** What the rebate of the batch's tickets that owe one needs (few tickets: read apart). */
export const rebateTerms = async (db: Kysely<Database>, drawId: number, lo: number, hi: number) =>
  new Map(
    (
      await db
        .selectFrom('lottery_tickets')
        .select(['id', 'stake', 'series', 'member_series', 'uplines', 'mode'])
        .where('draw_id', '=', drawId)
        // a literal, so both engines match the partial index of tickets owing a rebate
        .where('rebate_due', '=', sql.lit(1))
        .where('id', '>=', lo)
        .where('id', '<=', hi)
        .execute()
    ).map((t) => [t.id, t]),
  );
export type RebateTerms = Awaited<ReturnType<typeof rebateTerms>>;

const add = (m: Map<number, bigint>, id: number, amount: bigint) => {
  if (amount > 0n) m.set(id, (m.get(id) ?? 0n) + amount);
};

/**
 * Each ticket's result by the game's pure win rules against the draw's result, and the batch's
 * money. Tickets of a draw repeat the same few selections, so each play and selection is judged
 * once (`judged`, kept across the draw's batches).
 */
export function judge(
  game: Game,
  result: unknown,
  rows: OpenTicket[],
  terms: RebateTerms,
  judged = new Map<string, number>(),
): Omit<JudgedBatch, 'currency'> {
  const written: TicketResult[] = [];
  const money = new Map<Mode, BatchMoney>();
  const chains = new Map<string, [number, number][]>();
  for (const t of rows) {
    const play = playById(game, t.play_id);
    const key = `${t.play_id} ${t.selection}`;
    let wins = judged.get(key);
    if (wins === undefined) {
      wins = play ? play.wins(JSON.parse(t.selection) as number[][], result) : 0;
      judged.set(key, wins);
    }
    const payout =
      wins > 0 && play
        ? payoutMinor(BigInt(t.unit) * BigInt(play.unitsPerBet), t.multiplier, wins, Number(t.odds_bp))
        : 0n;
    let m = money.get(t.mode);
    if (!m) money.set(t.mode, (m = { stakes: 0n, wins: new Map(), rebates: new Map() }));
    m.stakes += BigInt(t.stake);
    add(m.wins, t.member_id, payout);
    let rebate = 0n;
    let uplineRebate = 0n;
    const owed = Number(t.rebate_due) === 1 ? terms.get(t.id) : undefined;
    if (owed) {
      const r = ticketRebate(owed, chains);
      rebate = r.member;
      add(m.rebates, t.member_id, r.member);
      for (const [id, amount] of r.uplines) {
        uplineRebate += amount;
        add(m.rebates, id, amount);
      }
    }
    if (wins > 0 || owed) written.push({ id: t.id, wins, payout, rebate, uplineRebate });
  }
  return { lo: rows[0]!.id, hi: rows.at(-1)!.id, count: rows.length, written, money };
}

/**
 * The batch's results, claiming its tickets by their status change: the winners and the tickets
 * owing a rebate from the list of results by primary key, then every other ticket of the batch
 * lost in one range UPDATE over the open tickets' index (cheaper than naming each loser, as most
 * tickets lose). Only tickets still open change; returns how many did, which the caller checks
 * against the batch so the money moved is exactly that of the tickets claimed.
 */
export async function writeResults(
  trx: Trx,
  pg: boolean,
  drawId: number,
  batch: JudgedBatch,
  now: number,
): Promise<number> {
  const w = batch.written;
  let n = 0;
  if (w.length > 0 && pg)
    n += Number(
      (
        await sql`update lottery_tickets set status = case when v.w > 0 then 'won' else 'lost' end, payout = v.p,
        win_bets = v.w, rebate = v.r, upline_rebate = v.u, rebate_due = 0, settled_at = ${now}
      from unnest(${w.map((r) => r.id)}::int[], ${w.map((r) => String(r.payout))}::bigint[],
        ${w.map((r) => r.wins)}::int[], ${w.map((r) => String(r.rebate))}::bigint[],
        ${w.map((r) => String(r.uplineRebate))}::bigint[]) as v(id, p, w, r, u)
      where lottery_tickets.id = v.id and lottery_tickets.status = 'open'`.execute(trx)
      ).numAffectedRows ?? 0,
    );
  else if (w.length > 0)
    n += Number(
      (
        await sql`with v as (select value ->> 0 as id, value ->> 1 as p, value ->> 2 as w, value ->> 3 as r,
          value ->> 4 as u from json_each(${JSON.stringify(
            w.map((r) => [r.id, Number(r.payout), r.wins, Number(r.rebate), Number(r.uplineRebate)]),
          )}))
      update lottery_tickets set status = case when v.w > 0 then 'won' else 'lost' end, payout = v.p,
        win_bets = v.w, rebate = v.r, upline_rebate = v.u, rebate_due = 0, settled_at = ${now}
      from v where lottery_tickets.id = v.id and lottery_tickets.status = 'open'`.execute(trx)
      ).numAffectedRows ?? 0,
    );
  const lost = await sql`update lottery_tickets set status = 'lost', settled_at = ${now}
    where draw_id = ${drawId} and status = 'open' and id between ${batch.lo} and ${batch.hi}`.execute(trx);
  return n + Number(lost.numAffectedRows ?? 0);
}
