/**
 * A settlement batch (decision 013), set-based: the batch's open tickets are grouped by play and
 * selection in SQL, each group judged once by the pure win rules, and the tickets written from
 * the winning groups (payout computed in SQL, exactly as `payoutMinor`) and the rest lost by one
 * range UPDATE; no ticket row is read into the process except the winners' payouts and the few
 * tickets owing a rebate. Run by the scheduler inside the batch's one ledger transaction.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import { playById, type Game } from '@lotto/contracts/lottery/index';
import type { Database } from '../../db/schema.ts';
import type { Mode } from './draws.ts';
import { ticketRebate } from './rebates.ts';

type Trx = Transaction<Database>;
type Db = Kysely<Database> | Trx;
type Big = number | string | bigint;

/** What a batch's tickets of one mode (real or play money) move: stakes out of escrow, wins and rebates to members. */
export type BatchMoney = { stakes: bigint; wins: Map<number, bigint>; rebates: Map<number, bigint> };

export type SettledBatch = { tickets: number; money: Map<Mode, BatchMoney>; currency: string };

/**
 * The ids of the first and last tickets of the next batch of a draw's open tickets after `after`
 * (undefined: none left). Read from the partial index of open tickets alone: `status = 'open'` is
 * a literal so that both engines use it (migration 012).
 */
export async function nextBatch(db: Db, drawId: number, after: number, limit: number) {
  const r = await sql<{ lo: number | null; hi: number | null }>`select min(id) as lo, max(id) as hi from (
    select id from lottery_tickets where draw_id = ${drawId} and status = 'open' and id > ${after}
    order by id limit ${limit}) b`.execute(db);
  const { lo, hi } = r.rows[0] ?? {};
  return lo == null || hi == null ? undefined : { lo: Number(lo), hi: Number(hi) };
}

const add = (m: Map<number, bigint>, id: number, amount: bigint) => {
  if (amount > 0n) m.set(id, (m.get(id) ?? 0n) + amount);
};

/**
 * Settles the draw's open tickets with ids in (`after`, `hi`], claiming them by their status
 * change (open -> won or lost). Returns what the batch's ledger entries must move, or throws when
 * the tickets written are not those counted (one cancelled or placed late into the range since):
 * the caller's transaction then rolls back whole and the next settle redoes the batch.
 * `judged` keeps each play and selection's bets won across the draw's batches.
 */
export async function settleBatch(
  trx: Trx,
  pg: boolean,
  b: { drawId: number; after: number; hi: number; game: Game; result: unknown; now: number },
  judged: Map<string, number>,
): Promise<SettledBatch> {
  const range = sql`draw_id = ${b.drawId} and status = 'open' and id > ${b.after} and id <= ${b.hi}`;
  const groups = (
    await sql<{
      play_id: string;
      selection: string;
      mode: Mode;
      currency: string;
      n: Big;
      stakes: Big;
      due: Big;
    }>`
      select play_id, selection, mode, currency, count(*) as n, sum(stake) as stakes, sum(rebate_due) as due
      from lottery_tickets
      where ${range} group by play_id, selection, mode, currency`.execute(trx)
  ).rows;
  const money = new Map<Mode, BatchMoney>();
  const moneyOf = (mode: Mode) => {
    let m = money.get(mode);
    if (!m) money.set(mode, (m = { stakes: 0n, wins: new Map(), rebates: new Map() }));
    return m;
  };
  const winning: { play: string; selection: string; wins: number; units: number }[] = [];
  let count = 0;
  for (const g of groups) {
    count += Number(g.n);
    moneyOf(g.mode).stakes += BigInt(g.stakes);
    const key = `${g.play_id} ${g.selection}`;
    const play = playById(b.game, g.play_id);
    let wins = judged.get(key);
    if (wins === undefined) {
      wins = play ? play.wins(JSON.parse(g.selection) as number[][], b.result) : 0;
      judged.set(key, wins);
    }
    if (wins > 0 && play && !winning.some((w) => w.play === g.play_id && w.selection === g.selection))
      winning.push({ play: g.play_id, selection: g.selection, wins, units: play.unitsPerBet });
  }
  if (count === 0) return { tickets: 0, money, currency: '' };
  if (groups.some((g) => Number(g.due) > 0)) await payRebates(trx, pg, b, moneyOf);
  const won = await writeWinners(trx, pg, b, range, winning);
  for (const w of won) add(moneyOf(w.mode).wins, w.member_id, BigInt(w.payout));
  const lost =
    await sql`update lottery_tickets set status = 'lost', settled_at = ${b.now} where ${range}`.execute(trx);
  if (won.length + Number(lost.numAffectedRows ?? 0) !== count)
    throw new Error(`draw ${b.drawId}: tickets after ${b.after} changed while settling; retried`);
  return { tickets: count, money, currency: groups[0]!.currency };
}

/**
 * The winners from the winning groups, their payout computed in SQL exactly as `payoutMinor`
 * (stake per bet x multiplier x bets won x odds / 10000, rounded down). On the embedded database
 * the groups go to a temporary table keyed by play and selection, which each ticket of the range
 * probes (a join on a JSON list would let the planner scan the range once per group).
 */
async function writeWinners(
  trx: Trx,
  pg: boolean,
  b: { drawId: number; now: number },
  range: ReturnType<typeof sql>,
  winning: { play: string; selection: string; wins: number; units: number }[],
) {
  if (winning.length === 0) return [];
  type Won = { member_id: number; mode: Mode; payout: Big };
  if (pg)
    return (
      await sql<Won>`update lottery_tickets set status = 'won', win_bets = v.w, settled_at = ${b.now},
        payout = lottery_tickets.unit * v.u * lottery_tickets.multiplier * v.w * lottery_tickets.odds_bp / 10000
      from unnest(${winning.map((w) => w.play)}::text[], ${winning.map((w) => w.selection)}::text[],
        ${winning.map((w) => w.wins)}::int[], ${winning.map((w) => w.units)}::int[]) as v(p, s, w, u)
      where ${range} and lottery_tickets.play_id = v.p and lottery_tickets.selection = v.s
      returning lottery_tickets.member_id, lottery_tickets.mode, lottery_tickets.payout`.execute(trx)
    ).rows;
  await sql`create temp table if not exists lottery_settle_wins (play_id text not null, selection text not null,
    wins integer not null, units integer not null, primary key (play_id, selection)) without rowid`.execute(
    trx,
  );
  await sql`delete from lottery_settle_wins`.execute(trx);
  await sql`insert into lottery_settle_wins select value ->> 0, value ->> 1, value ->> 2, value ->> 3
    from json_each(${JSON.stringify(winning.map((w) => [w.play, w.selection, w.wins, w.units]))})`.execute(
    trx,
  );
  return (
    await sql<Won>`update lottery_tickets set status = 'won', settled_at = ${b.now},
        win_bets = w.wins, payout = unit * w.units * multiplier * w.wins * odds_bp / 10000
      from lottery_settle_wins w
      where ${range} and w.play_id = lottery_tickets.play_id and w.selection = lottery_tickets.selection
      returning lottery_tickets.member_id, lottery_tickets.mode, lottery_tickets.payout`.execute(trx)
  ).rows;
}

/**
 * The rebates of the range's tickets that owe one (decision 014; read through the partial index
 * of tickets owing a rebate): each ticket's amounts written on it, the accounts' sums added to
 * the batch's money.
 */
async function payRebates(
  trx: Trx,
  pg: boolean,
  b: { drawId: number; after: number; hi: number },
  moneyOf: (mode: Mode) => BatchMoney,
) {
  const due = await trx
    .selectFrom('lottery_tickets')
    .select(['id', 'member_id', 'stake', 'series', 'member_series', 'uplines', 'mode'])
    .where('draw_id', '=', b.drawId)
    .where('rebate_due', '=', sql.lit(1))
    .where('status', '=', 'open')
    .where('id', '>', b.after)
    .where('id', '<=', b.hi)
    .execute();
  if (due.length === 0) return;
  const chains = new Map<string, [number, number][]>();
  const values = due.map((t) => {
    const r = ticketRebate(t, chains);
    const m = moneyOf(t.mode);
    add(m.rebates, t.member_id, r.member);
    for (const [id, amount] of r.uplines) add(m.rebates, id, amount);
    return [t.id, String(r.member), String(r.uplines.reduce((s, [, a]) => s + a, 0n))] as const;
  });
  if (pg)
    await sql`update lottery_tickets t set rebate_due = 0, rebate = v.r, upline_rebate = v.u
      from unnest(${values.map((v) => v[0])}::int[], ${values.map((v) => v[1])}::bigint[],
        ${values.map((v) => v[2])}::bigint[]) as v(id, r, u)
      where t.id = v.id`.execute(trx);
  else
    await sql`with v as (select value ->> 0 as id, value ->> 1 as r, value ->> 2 as u from json_each(${JSON.stringify(values)}))
      update lottery_tickets set rebate_due = 0, rebate = v.r, upline_rebate = v.u
      from v where lottery_tickets.id = v.id`.execute(trx);
}
