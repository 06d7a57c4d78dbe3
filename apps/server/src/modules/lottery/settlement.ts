/**
 * A settlement batch (decision 013), set-based, each play and selection judged once per draw by
 * the pure win rules and each payout computed by `payoutMinor`, never as SQL arithmetic:
 * - PostgreSQL counts the batch's open tickets by what decides their payout (play, selection,
 *   member, unit, multiplier, odds) with their ids, writes the winners by id with their group's
 *   payout and the rest of the range lost in one UPDATE;
 * - the embedded database settles the batch in one UPDATE that calls the win rules through SQL
 *   functions registered on its connection, adding up stakes and wins as it goes (one pass over
 *   the tickets instead of a grouped read and two writes).
 * No ticket row is read into the process except the few owing a rebate. Run by the scheduler
 * inside the batch's one ledger transaction; the statements are in repo/settlement.ts.
 */
import type { Transaction } from 'kysely';
import { payoutMinor, playById, type Game } from '@lotto/contracts/lottery/index';
import type { SQLOutputValue } from 'node:sqlite';
import type { Database } from '../../db/schema.ts';
import { registerSqliteFunction } from '../../db/sqlite-dialect.ts';
import type { Mode } from './draws.ts';
import { ticketRebate } from './rebates.ts';
import * as repo from './repo/settlement.ts';

type Trx = Transaction<Database>;

/**
 * What a batch's tickets of one mode (real or play money) move: stakes out of escrow, wins and
 * rebates to members; and per member, for the member figures, the stakes settled and the tickets
 * that paid more than their stake.
 */
export type BatchMoney = {
  stakes: bigint;
  wins: Map<number, bigint>;
  rebates: Map<number, bigint>;
  staked: Map<number, bigint>;
  won: Map<number, bigint>;
};

export type SettledBatch = { tickets: number; money: Map<Mode, BatchMoney>; currency: string };

const add = (m: Map<number, bigint>, id: number, amount: bigint) => {
  if (amount > 0n) m.set(id, (m.get(id) ?? 0n) + amount);
};

/**
 * Settles the draw's open tickets with ids in (`after`, `hi`], claiming them by their status
 * change (open -> won or lost). Returns what the batch's ledger entries must move, or throws when
 * the tickets written are not those counted (one cancelled or placed late into the range since):
 * the caller's transaction then rolls back whole and the next settle redoes the batch.
 * `judged` keeps each play and selection's verdict across the draw's batches.
 */
export async function settleBatch(
  trx: Trx,
  { pg, batch, judged }: { pg: boolean; batch: Batch; judged: Judged },
): Promise<SettledBatch> {
  return pg ? settleGrouped(trx, batch, judged) : settleInPlace(trx, batch, judged);
}

export type Batch = repo.Range & { game: Game; result: unknown; now: number };

const moneyIn = (money: Map<Mode, BatchMoney>) => (mode: Mode) => {
  let m = money.get(mode);
  if (!m)
    money.set(
      mode,
      (m = { stakes: 0n, wins: new Map(), rebates: new Map(), staked: new Map(), won: new Map() }),
    );
  return m;
};

/** The verdicts of a draw's plays and selections met so far: play id, then selection. */
export type Judged = Map<string, Map<string, Verdict>>;

/** A play and selection's verdict, judged once per draw. */
function verdictOf(b: Batch, judged: Judged, playId: string, selection: string): Verdict {
  let ofPlay = judged.get(playId);
  if (ofPlay === undefined) judged.set(playId, (ofPlay = new Map<string, Verdict>()));
  let v = ofPlay.get(selection);
  if (v === undefined) {
    const play = playById(b.game, playId);
    const wins = play ? play.wins(JSON.parse(selection) as number[][], b.result) : 0;
    ofPlay.set(selection, (v = { wins, units: play?.unitsPerBet ?? 1 }));
  }
  return v;
}

/**
 * PostgreSQL: the batch's tickets counted by what decides their payout, with their ids, then the
 * winners written by id and the rest lost by range (see the file's comment).
 */
async function settleGrouped(trx: Trx, b: Batch, judged: Judged): Promise<SettledBatch> {
  // Tickets alike in all that decides their payout, counted, with their ids: a group pays alike.
  const groups = await repo.payoutGroups(trx, b);
  const money = new Map<Mode, BatchMoney>();
  const moneyOf = moneyIn(money);
  const winners: { ids: string; wins: number; payout: bigint }[] = [];
  let count = 0;
  let due = false;
  for (const g of groups) {
    const n = Number(g.n);
    count += n;
    due ||= Number(g.due) > 0;
    const m = moneyOf(g.mode);
    m.stakes += BigInt(g.stakes);
    add(m.staked, g.member_id, BigInt(g.stakes));
    const v = verdictOf(b, judged, g.play_id, g.selection);
    if (v.wins === 0) continue;
    const pricing = { multiplier: g.multiplier, winningBets: v.wins, odds: Number(g.odds_bp) };
    const payout = payoutMinor(BigInt(g.unit) * BigInt(v.units), pricing);
    add(m.wins, g.member_id, BigInt(n) * payout);
    if (payout > BigInt(g.stake)) add(m.won, g.member_id, BigInt(n));
    winners.push({ ids: g.ids, wins: v.wins, payout });
  }
  if (count === 0) return { tickets: 0, money, currency: '' };
  if (due) await payRebates(trx, true, b, moneyOf);
  const won = await writeWinners(trx, b.now, winners);
  const lost = await repo.markRangeLost(trx, b);
  if (won + lost !== count)
    throw new Error(`draw ${b.drawId}: tickets after ${b.after} changed while settling; retried`);
  return { tickets: count, money, currency: groups[0]!.currency };
}

/** What the SQL functions of `settleInPlace` add up while its UPDATE runs, per batch. */
type Judging = {
  b: Batch;
  judged: Judged;
  /** Stakes per mode, in minor units (a batch's sum stays far below 2^53; checked). */
  stakes: Record<Mode, number>;
  wins: Map<Mode, Map<number, bigint>>;
  /** Per mode and member: stakes (numbers, as `stakes`), and tickets paid more than their stake (the member figures). */
  staked: Record<Mode, Map<number, number>>;
  won: Map<Mode, Map<number, bigint>>;
  rows: number;
};

/** The member's entry of a per-mode map of a batch. */
const perMemberOf = (m: Map<Mode, Map<number, bigint>>, mode: Mode) => {
  let perMember = m.get(mode);
  if (!perMember) m.set(mode, (perMember = new Map<number, bigint>()));
  return perMember;
};

const judgings = new Map<number, Judging>();
let nextJudging = 0;
let last: { token: SQLOutputValue; j: Judging | undefined } = { token: null, j: undefined };
/** The batch a call belongs to (the last one asked for remembered: a batch calls per row). */
const judgingOf = (token: SQLOutputValue): Judging => {
  if (token !== last.token || !last.j) last = { token, j: judgings.get(Number(token)) };
  if (!last.j) throw new Error('lottery settlement: no batch under way for this call');
  return last.j;
};

/**
 * `lottery_judge(token, play_id, selection, stake, member_id)`: the ticket's bets won; counts its
 * stake (in all and its member's), given negated for play money (a number, not the mode's text, crosses into JS for each ticket;
 * a mode of neither kind comes as null and stops the batch).
 */
registerSqliteFunction('lottery_judge', (token, playId, selection, stake, member) => {
  const j = judgingOf(token);
  j.rows++;
  if (typeof stake !== 'number' || !Number.isSafeInteger(stake))
    throw new Error(`lottery stake ${String(stake)}: not a safe integer of a known mode`);
  if (stake >= 0) j.stakes.real += stake;
  else j.stakes.demo -= stake;
  const staked = stake >= 0 ? j.staked.real : j.staked.demo;
  const id = Number(member);
  staked.set(id, (staked.get(id) ?? 0) + Math.abs(stake));
  return verdictOf(j.b, j.judged, playId as string, selection as string).wins;
});

/**
 * `lottery_payout(token, play_id, selection, unit, multiplier, odds_bp, member_id, mode, stake)`: a
 * winning ticket's payout by `payoutMinor`, added to its member's wins (and counted a win when
 * more than its stake).
 */
registerSqliteFunction(
  'lottery_payout',
  (token, playId, selection, unit, multiplier, odds, member, mode, stake) => {
    const j = judgingOf(token);
    const v = verdictOf(j.b, j.judged, playId as string, selection as string);
    const payout = payoutMinor(BigInt(unit as number) * BigInt(v.units), {
      multiplier: Number(multiplier),
      winningBets: v.wins,
      odds: Number(odds),
    });
    add(perMemberOf(j.wins, mode as Mode), Number(member), payout);
    if (payout > (stake as number)) add(perMemberOf(j.won, mode as Mode), Number(member), 1n);
    return payout <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(payout) : payout;
  },
);

/**
 * The embedded database: the batch settled by one UPDATE that judges each ticket as it rewrites
 * it. SQLite calls `lottery_judge` (the pure win rules, each play and selection judged once per
 * draw) and, for a winner, `lottery_payout` (`payoutMinor`) once per ticket, and they add up the
 * batch's stakes and each member's wins meanwhile: one pass over the tickets instead of a grouped
 * read and two writes. The calls are counted against the rows the UPDATE changed; any mismatch
 * throws, and the caller's transaction rolls back whole.
 */
async function settleInPlace(trx: Trx, b: Batch, judged: Judged): Promise<SettledBatch> {
  const money = new Map<Mode, BatchMoney>();
  const moneyOf = moneyIn(money);
  const currency = await repo.rangeCurrency(trx, b);
  if (currency === undefined) return { tickets: 0, money, currency: '' };
  await payRebates(trx, false, b, moneyOf);
  const token = ++nextJudging;
  const j: Judging = {
    b,
    judged,
    stakes: { real: 0, demo: 0 },
    wins: new Map(),
    staked: { real: new Map(), demo: new Map() },
    won: new Map(),
    rows: 0,
  };
  judgings.set(token, j);
  let written: number;
  try {
    written = await repo.settleRangeInPlace(trx, { ...b, token });
  } finally {
    judgings.delete(token);
    last = { token: null, j: undefined };
  }
  if (written !== j.rows) throw new Error(`draw ${b.drawId}: ${j.rows} tickets judged, ${written} written`);
  for (const mode of ['real', 'demo'] as const) {
    const stakes = j.stakes[mode];
    if (!Number.isSafeInteger(stakes)) throw new Error(`draw ${b.drawId}: batch stakes beyond 2^53`);
    if (stakes > 0) moneyOf(mode).stakes += BigInt(stakes);
    for (const [member, amount] of j.staked[mode]) add(moneyOf(mode).staked, member, BigInt(amount));
  }
  for (const [into, from] of [
    ['wins', j.wins],
    ['won', j.won],
  ] as const)
    for (const [mode, perMember] of from)
      for (const [member, amount] of perMember) add(moneyOf(mode)[into], member, amount);
  return { tickets: written, money, currency };
}

/** A play and selection judged against the draw's result: bets won (0: lost), units per bet. */
export type Verdict = { wins: number; units: number };

/**
 * The winners by primary key, each group's tickets with the group's payout (still open ones
 * only, so a ticket is never written twice); the rest of the range is then lost in one range
 * UPDATE, cheaper than naming each loser as most tickets lose. Returns the winners written.
 */
async function writeWinners(
  trx: Trx,
  now: number,
  winners: { ids: string; wins: number; payout: bigint }[],
): Promise<number> {
  if (winners.length === 0) return 0;
  const ids: number[] = [];
  const payouts: string[] = [];
  const wins: number[] = [];
  for (const w of winners)
    for (const id of w.ids.split(',')) {
      ids.push(Number(id));
      payouts.push(String(w.payout));
      wins.push(w.wins);
    }
  return repo.markWinners(trx, { now, ids, payouts, wins });
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
  const due = await repo.rebateDueTickets(trx, b);
  if (due.length === 0) return;
  const chains = new Map<string, [number, number][]>();
  const values = due.map((t) => {
    const r = ticketRebate(t, chains);
    const m = moneyOf(t.mode);
    add(m.rebates, t.member_id, r.member);
    for (const [id, amount] of r.uplines) add(m.rebates, id, amount);
    return [t.id, String(r.member), String(r.uplines.reduce((s, [, a]) => s + a, 0n))] as const;
  });
  await repo.writeRebates(trx, { pg, values });
}
