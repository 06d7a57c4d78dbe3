// The member figures of the rows written before them (migration 017; decision 023), derived in JS.
import { sql, type Kysely } from 'kysely';
import { gameByCode, lotteryVendorOf } from '@lotto/contracts/lottery/index';
import { localHour } from '../lib/local-hour.ts';
import type { Database } from './schema.ts';
import { FIGURE_SUMS as SUMS, type MemberFiguresTable } from './schema/figures.ts';

type Db = Kysely<Database>;
type Big = number | string | bigint;
type Sums = Omit<MemberFiguresTable, 'merchant_id' | 'member_id' | 'day' | 'hour' | 'game_type'>;
type Sum = keyof Sums;

/** The figures module's game type of money-only figures (deposits, withdrawals, bonuses). */
const WALLET = 'WALLET';
const CHUNK = 5_000;
/** A settlement batch's rebate entry: its draw, first ticket and mode (lottery/draw-settle.ts). */
const BATCH_REBATE = /^lottery:rebate:\d+:(\d+):real$/;

/** The hourly rows being added up, by brand, member, local day and hour, and game type. */
class Figures {
  readonly rows = new Map<string, MemberFiguresTable>();
  readonly #zones: Map<number, string>;

  constructor(zones: Map<number, string>) {
    this.#zones = zones;
  }

  add(o: {
    merchantId: number;
    memberId: number;
    at: Big;
    gameType: string;
    sums: Partial<Record<Sum, Big>>;
  }) {
    const { day, hour } = localHour(Number(o.at), this.#zones.get(o.merchantId) ?? 'UTC');
    const key = `${o.merchantId}|${o.memberId}|${day}|${hour}|${o.gameType}`;
    let row = this.rows.get(key);
    if (!row) {
      row = {
        merchant_id: o.merchantId,
        member_id: o.memberId,
        day,
        hour,
        game_type: o.gameType,
      } as MemberFiguresTable;
      for (const c of SUMS) (row as Record<Sum, Big>)[c] = 0n;
      this.rows.set(key, row);
    }
    for (const [c, v] of Object.entries(o.sums) as [Sum, Big][])
      (row as Record<Sum, Big>)[c] = BigInt(row[c]) + BigInt(v);
  }
}

/** Each brand's time zone (its settings' `timeZone`; UTC when missing or not a zone). */
export async function brandZones(db: Db): Promise<Map<number, string>> {
  const zones = new Map<number, string>();
  for (const m of await db.selectFrom('merchants').select(['id', 'settings']).execute()) {
    let zone = 'UTC';
    try {
      const tz = (JSON.parse(m.settings) as { timeZone?: unknown }).timeZone;
      if (typeof tz === 'string') {
        new Intl.DateTimeFormat('en', { timeZone: tz });
        zone = tz;
      }
    } catch {
      zone = 'UTC';
    }
    zones.set(m.id, zone);
  }
  return zones;
}

/** Reads a table's rows in id order, `CHUNK` at a time, through `page(after)`. */
async function eachChunk<R extends { id: number }>(
  page: (after: number) => Promise<R[]>,
  fn: (r: R) => void,
) {
  for (let after = 0; ;) {
    const rows = await page(after);
    for (const r of rows) fn(r);
    if (rows.length < CHUNK) return;
    after = Number(rows[rows.length - 1]!.id);
  }
}

const lotteryType = (gameCode: string) => {
  const game = gameByCode(gameCode);
  return game ? lotteryVendorOf(game).gameType : 'LOTT';
};

/** Bets: the placement of every real-money bet, the settlement of settled ones not a lottery ticket's. */
async function addBets(db: Db, f: Figures) {
  await eachChunk(
    (after) =>
      db
        .selectFrom('bets')
        .select(['id', 'merchant_id', 'member_id', 'game_type', 'stake', 'payout', 'status'])
        .select(['created_at', 'settled_at', 'ticket_id'])
        .where('mode', '=', 'real')
        .where('id', '>', after)
        .orderBy('id')
        .limit(CHUNK)
        .execute(),
    (b) => {
      const key = { merchantId: b.merchant_id, memberId: b.member_id, gameType: b.game_type };
      f.add({ ...key, at: b.created_at, sums: { bet_count: 1, stake: b.stake } });
      if (b.status !== 'settled' || b.settled_at === null || b.ticket_id !== null) return;
      const win = BigInt(b.payout) > BigInt(b.stake) ? 1 : 0;
      f.add({
        ...key,
        at: b.settled_at,
        sums: { valid_turnover: b.stake, payout: b.payout, win_count: win },
      });
    },
  );
}

/** Lottery tickets won or lost for real money: their settlement, under their bet's game type. */
async function addTickets(db: Db, f: Figures) {
  await eachChunk(
    (after) =>
      db
        .selectFrom('lottery_tickets as t')
        .leftJoin('bets as b', 'b.id', 't.bet_id')
        .select([
          't.id',
          't.merchant_id',
          't.member_id',
          't.game_code',
          't.stake',
          't.payout',
          't.settled_at',
        ])
        .select('b.game_type')
        .where('t.mode', '=', 'real')
        .where('t.status', 'in', ['won', 'lost'])
        .where('t.id', '>', after)
        .orderBy('t.id')
        .limit(CHUNK)
        .execute(),
    (t) => {
      if (t.settled_at === null) return;
      const win = BigInt(t.payout) > BigInt(t.stake) ? 1 : 0;
      f.add({
        merchantId: t.merchant_id,
        memberId: t.member_id,
        gameType: t.game_type ?? lotteryType(t.game_code),
        at: t.settled_at,
        sums: { valid_turnover: t.stake, payout: t.payout, win_count: win },
      });
    },
  );
}

/** Deposits credited (paid orders, at their credit) and withdrawals paid out (at their payout). */
async function addMoney(db: Db, f: Figures) {
  await eachChunk(
    (after) =>
      db
        .selectFrom('deposit_orders')
        .select(['id', 'merchant_id', 'member_id', 'amount', 'updated_at'])
        .where('status', '=', 'paid')
        .where('id', '>', after)
        .orderBy('id')
        .limit(CHUNK)
        .execute(),
    (d) =>
      f.add({
        merchantId: d.merchant_id,
        memberId: d.member_id,
        gameType: WALLET,
        at: d.updated_at,
        sums: { deposit: d.amount, deposit_count: 1 },
      }),
  );
  await eachChunk(
    (after) =>
      db
        .selectFrom('withdrawals')
        .select(['id', 'merchant_id', 'member_id', 'amount', 'paid_at'])
        .where('paid_at', 'is not', null)
        .where('id', '>', after)
        .orderBy('id')
        .limit(CHUNK)
        .execute(),
    (w) =>
      f.add({
        merchantId: w.merchant_id,
        memberId: w.member_id,
        gameType: WALLET,
        at: w.paid_at!,
        sums: { withdrawal: w.amount, withdrawal_count: 1 },
      }),
  );
}

type Credit = { id: number; merchant_id: number; member_id: number; type: string; idem_key: string };

/**
 * Rebates and bonuses from the ledger: each credit to a member's real-money account by an entry
 * of type `rebate` (a lottery's: under its game type, at its settlement batch's time, which its
 * first ticket keeps) or `bonus` (money-only, at the entry's time).
 */
async function addCredits(db: Db, f: Figures) {
  const credits: (Credit & { ref: string; amount: Big; created_at: Big })[] = [];
  await eachChunk(
    (after) =>
      sql<Credit & { ref: string; amount: Big; created_at: Big }>`
        select l.id, e.merchant_id, a.owner_id as member_id, e.type, e.idem_key, e.ref, l.amount, e.created_at
        from ledger_lines l join ledger_entries e on e.id = l.entry_id join ledger_accounts a on a.id = l.account_id
        where e.type in ('rebate', 'bonus') and a.owner_type = 'member' and a.code = 'main' and l.amount > 0
          and l.id > ${after}
        order by l.id limit ${CHUNK}`
        .execute(db)
        .then((r) => r.rows),
    (c) => credits.push(c),
  );
  const firsts = [...new Set(credits.map((c) => BATCH_REBATE.exec(c.idem_key)?.[1]).filter((x) => x))].map(
    Number,
  );
  const settledAt = new Map<number, Big>();
  for (let i = 0; i < firsts.length; i += 500) {
    const rows = await db
      .selectFrom('lottery_tickets')
      .select(['id', 'settled_at'])
      .where('id', 'in', firsts.slice(i, i + 500))
      .execute();
    for (const r of rows) if (r.settled_at !== null) settledAt.set(r.id, r.settled_at);
  }
  for (const c of credits) {
    const key = { merchantId: c.merchant_id, memberId: Number(c.member_id) };
    if (c.type === 'bonus') {
      f.add({ ...key, gameType: WALLET, at: c.created_at, sums: { bonus: c.amount, bonus_count: 1 } });
      continue;
    }
    const first = BATCH_REBATE.exec(c.idem_key)?.[1];
    const at = (first && settledAt.get(Number(first))) ?? c.created_at;
    f.add({ ...key, gameType: lotteryType(c.ref.split(' ')[0] ?? ''), at, sums: { rebate: c.amount } });
  }
}

/**
 * Every member's hourly figures derived from the rows written so far (decision 023): bets,
 * lottery tickets, deposit orders, withdrawals and the ledger's rebates and bonuses, each counted
 * in its brand's local hour. Migration 017 writes them into the new table; nothing else needs to.
 */
export async function deriveFigures(db: Db): Promise<MemberFiguresTable[]> {
  const f = new Figures(await brandZones(db));
  await addBets(db, f);
  await addTickets(db, f);
  await addMoney(db, f);
  await addCredits(db, f);
  return [...f.rows.values()];
}

/** Writes derived figures into an empty `member_figures`, 500 rows a statement. */
export async function backfillFigures(db: Db): Promise<number> {
  const rows = await deriveFigures(db);
  for (let i = 0; i < rows.length; i += 500) {
    const values = rows.slice(i, i + 500).map((r) => {
      const out: Record<string, unknown> = { ...r };
      for (const c of SUMS) out[c] = String(r[c]);
      return out as unknown as MemberFiguresTable;
    });
    await db.insertInto('member_figures').values(values).execute();
  }
  return rows.length;
}
