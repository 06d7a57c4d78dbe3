import { sql, type Kysely } from 'kysely';
import { gameByCode, lotteryVendorOf } from '@lotto/contracts/lottery/index';
import type { Database } from '../src/db/schema.ts';
import { FIGURE_SUMS as SUMS } from '../src/db/schema/figures.ts';

/**
 * The member figures recounted from scratch (decision 023), apart from the code that writes
 * them: from the betting record, the lottery tickets, the deposit orders, the withdrawals and the
 * ledger's rebate and bonus entries, each in its brand's local hour (Intl, no cache). Compared
 * with `member_figures` row by row (rows of only zeros left out on both sides).
 */
type Big = number | string | bigint;
type Row = Record<string, bigint>;

function hourIn(at: Big, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(Number(at)))
      .map((p) => [p.type, p.value]),
  );
  return `${parts['year']}-${parts['month']}-${parts['day']}|${Number(parts['hour'])}`;
}

/** Every member's figures recounted from the rows, keyed `merchant|member|day|hour|game type`. */
export async function recountFigures(db: Kysely<Database>): Promise<Map<string, Row>> {
  const zones = new Map<number, string>();
  for (const m of await db.selectFrom('merchants').select(['id', 'settings']).execute())
    zones.set(m.id, (JSON.parse(m.settings) as { timeZone?: string }).timeZone ?? 'UTC');
  const out = new Map<string, Row>();
  const add = (
    merchant: number,
    member: number,
    at: Big,
    type: string,
    sums: Partial<Record<string, Big>>,
  ) => {
    const key = `${merchant}|${member}|${hourIn(at, zones.get(merchant) ?? 'UTC')}|${type}`;
    const row = out.get(key) ?? Object.fromEntries(SUMS.map((c) => [c, 0n]));
    for (const [c, v] of Object.entries(sums)) row[c] = row[c]! + BigInt(v!);
    out.set(key, row);
  };
  const won = (payout: Big, stake: Big) => (BigInt(payout) > BigInt(stake) ? 1 : 0);

  const bets = await db.selectFrom('bets').selectAll().where('mode', '=', 'real').execute();
  for (const b of bets) {
    add(b.merchant_id, b.member_id, b.created_at, b.game_type, { bet_count: 1, stake: b.stake });
    if (b.status === 'settled' && b.ticket_id === null)
      add(b.merchant_id, b.member_id, b.settled_at!, b.game_type, {
        valid_turnover: b.stake,
        payout: b.payout,
        win_count: won(b.payout, b.stake),
      });
  }
  // A ticket's game type is its betting-record row's.
  const typeOfTicket = new Map(
    bets.filter((b) => b.ticket_id !== null).map((b) => [b.ticket_id!, b.game_type]),
  );
  const tickets = await db.selectFrom('lottery_tickets').selectAll().execute();
  const ticketById = new Map(tickets.map((t) => [t.id, t]));
  for (const t of tickets)
    if (t.mode === 'real' && (t.status === 'won' || t.status === 'lost'))
      add(t.merchant_id, t.member_id, t.settled_at!, typeOfTicket.get(t.id)!, {
        valid_turnover: t.stake,
        payout: t.payout,
        win_count: won(t.payout, t.stake),
      });

  for (const d of await db.selectFrom('deposit_orders').selectAll().where('status', '=', 'paid').execute())
    add(d.merchant_id, d.member_id, d.updated_at, 'WALLET', { deposit: d.amount, deposit_count: 1 });
  for (const w of await db.selectFrom('withdrawals').selectAll().execute())
    if (w.paid_at !== null)
      add(w.merchant_id, w.member_id, w.paid_at, 'WALLET', { withdrawal: w.amount, withdrawal_count: 1 });

  const credits = await sql<{
    merchant_id: number;
    owner_id: number;
    type: string;
    idem_key: string;
    ref: string;
    amount: Big;
    created_at: Big;
  }>`select e.merchant_id, a.owner_id, e.type, e.idem_key, e.ref, l.amount, e.created_at
      from ledger_entries e join ledger_lines l on l.entry_id = e.id join ledger_accounts a on a.id = l.account_id
      where e.type in ('rebate', 'bonus') and a.owner_type = 'member' and a.code = 'main'`.execute(db);
  for (const c of credits.rows) {
    if (BigInt(c.amount) <= 0n) continue;
    if (c.type === 'bonus') {
      add(c.merchant_id, c.owner_id, c.created_at, 'WALLET', { bonus: c.amount, bonus_count: 1 });
      continue;
    }
    // A settlement batch's rebates: `lottery:rebate:<draw>:<first ticket>:<mode>`, at the batch's time.
    const first = /^lottery:rebate:\d+:(\d+):/.exec(c.idem_key)?.[1];
    const at = first ? ticketById.get(Number(first))!.settled_at! : c.created_at;
    const game = gameByCode(c.ref.split(' ')[0]!)!;
    add(c.merchant_id, c.owner_id, at, lotteryVendorOf(game).gameType, { rebate: c.amount });
  }
  return out;
}

/** `member_figures` as it stands, keyed like `recountFigures`. */
export async function storedFigures(db: Kysely<Database>): Promise<Map<string, Row>> {
  const out = new Map<string, Row>();
  for (const r of await db.selectFrom('member_figures').selectAll().execute())
    out.set(
      `${r.merchant_id}|${r.member_id}|${r.day}|${Number(r.hour)}|${r.game_type}`,
      Object.fromEntries(SUMS.map((c) => [c, BigInt(r[c])])),
    );
  return out;
}

/** Both sides as sorted plain objects (numbers as strings), rows of zeros left out: for `toEqual`. */
export async function figuresSides(db: Kysely<Database>) {
  const plain = (m: Map<string, Row>) =>
    Object.fromEntries(
      [...m]
        .filter(([, row]) => Object.values(row).some((v) => v !== 0n))
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, row]) => [k, Object.fromEntries(Object.entries(row).map(([c, v]) => [c, String(v)]))]),
    );
  return { recounted: plain(await recountFigures(db)), stored: plain(await storedFigures(db)) };
}
