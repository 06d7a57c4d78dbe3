import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { gameByCode, oddsBp, playById } from '../packages/contracts/src/lottery/index.ts';
import { openDatabase, type Db } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { seedDemo } from '../apps/server/src/seed/demo.ts';
import { createMember } from '../apps/server/src/modules/identity/operator.ts';
import { LotteryDraws } from '../apps/server/src/modules/lottery/scheduler.ts';
import { Ledger } from '../apps/server/src/modules/wallet/ledger.ts';
import { Wallet } from '../apps/server/src/modules/wallet/service.ts';
import { cpuMicros, fmt } from './lib.ts';

/**
 * bench/settle: settles one lottery draw holding BENCH_BETS tickets (1,000,000 by default) of
 * BENCH_MEMBERS members through the app's own settlement (win rules in JS; per batch one
 * transaction with the tickets' results and one ledger entry moving the stakes from the game's
 * escrow to its house account and paying the wins), next to one raw UPDATE over the same ticket
 * rows in the same run. Target: settle <= 3x the raw UPDATE on each engine, the UPDATE run on
 * the rows right after settling (as this bench always has); the same UPDATE on the rows reset to
 * open, as settlement finds them, is printed beside it. Wall time and CPU time are printed: CPU of this process (the
 * embedded database runs in it) plus, on PostgreSQL, of the server backends serving this run's
 * connections (found by their application_name, read from /proc).
 */
const BETS = Number(process.env['BENCH_BETS'] ?? 1_000_000);
const MEMBERS = Number(process.env['BENCH_MEMBERS'] ?? 100);
const PG_URL = process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';
const STAKE = 200;
const APP_NAME = `bench_settle_${process.pid}`;
/** BENCH_ENGINES: which engines to run, comma-separated (both by default). */
const ENGINES = (process.env['BENCH_ENGINES'] ?? 'sqlite,postgres').split(',');
const SSC1 = gameByCode('SSC1')!;
const odds = (playId: string) => oddsBp(playById(SSC1, playId)!.hitRate, 1950);

/** What the steps of `prepare` share: the database, the demo brand, its ledger and the bench's clock. */
type Base = { k: Db['kysely']; pgEngine: boolean; merchantId: number; ledger: Ledger };
type Prep = Base & { now: number };

/** MEMBERS members, each with a main account funded far beyond what the bench stakes. */
async function fundMembers({ k, merchantId, ledger }: Base): Promise<void> {
  for (let m = 0; m < MEMBERS; m++) {
    const member = { username: `bench${m}`, password: 'Pusta2026xyz' };
    const id = await createMember(k, { merchantId, member });
    await ledger.post({
      merchantId,
      currency: 'PHP',
      idemKey: `bench-fund-${m}`,
      type: 'deposit',
      lines: [
        { account: { member: id }, amount: 10n ** 12n },
        { account: { house: 'deposits' }, amount: -(10n ** 12n) },
      ],
    });
  }
}

/** One SSC1 draw, drawn and not settled yet. */
async function drawnDraw({ k, merchantId, now }: Prep): Promise<number> {
  const { id } = await k
    .insertInto('lottery_draws')
    .values({
      merchant_id: merchantId,
      game_code: 'SSC1',
      numero: '20261123-0601',
      open_time: now - 60_000,
      close_time: now - 5_000,
      draw_time: now,
      state: 'drawn',
      commitment: null,
      seed: null,
      win_no: '7,8,9,4,6',
      created_at: now,
      drawn_at: now,
      settled_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The rows the inserts read: the numbers 1..BETS, and the members' main accounts numbered from 0. */
function sources(p: Prep) {
  const series = p.pgEngine
    ? sql`select g as i from generate_series(1, ${BETS}) g`
    : sql`with recursive s(i) as (select 1 union all select i + 1 from s where i < ${BETS}) select i from s`;
  const members = sql`select a.id as account_id, a.owner_id as member_id,
      row_number() over (order by a.id) - 1 as k
    from ledger_accounts a where a.merchant_id = ${p.merchantId} and a.owner_type = 'member' and a.code = 'main'`;
  return { series, members };
}

/** BETS betting record rows as placement writes them (status and payout read from the ticket); answers the first id. */
async function insertBets(p: Prep): Promise<number> {
  const { k, merchantId, now } = p;
  const { series, members } = sources(p);
  await sql`insert into bets
      (merchant_id, member_id, game_id, vendor_code, game_type, game_name, ref, round_id, stake, payout, status, mode, created_at, settled_at)
    select ${merchantId}, m.member_id, null, 'AURORA', 'ELOTT', '{"EN":"Fast SSC 1 min"}', 'lottery:bench-' || n.i,
      'SSC1 20261123-0601', ${STAKE}, 0, 'open', 'real', ${now}, null
    from (${series}) n join (${members}) m on m.k = n.i % ${MEMBERS} order by n.i`.execute(k);
  const firstBet = (
    await k
      .selectFrom('bets')
      .select((eb) => eb.fn.min('id').as('id'))
      .where('ref', 'like', 'lottery:bench-%')
      .executeTakeFirstOrThrow()
  ).id;
  return firstBet;
}

/** BETS open tickets on the draw, each pointing at its betting record row, and the rows back at them. */
async function insertTickets(p: Prep, ids: { drawId: number; firstBet: number }): Promise<void> {
  const { drawId, firstBet } = ids;
  const { k, merchantId, now } = p;
  const { series, members } = sources(p);
  // As members bet: sides on the sum (big, small, odd, even), back-2 straights over all 100 pairs
  // and 5-star straights spread over the 100,000 numbers (every ticket's selection its own
  // pseudo-random pick), so a batch holds thousands of distinct selections, not a handful.
  await sql`insert into lottery_tickets
      (merchant_id, member_id, draw_id, game_code, numero, play_id, selection, bet_count, unit, multiplier, stake,
       series, odds_bp, hold_id, status, win_bets, payout, chase_id, mode, currency, request_id, fingerprint, bet_id,
       created_at, settled_at)
    select ${merchantId}, m.member_id, ${drawId}, 'SSC1', '20261123-0601',
      case n.i % 3 when 0 then 'SSC_SIDES_SUM' when 1 then 'SSC_2B_STRAIGHT' else 'SSC_5_STRAIGHT' end,
      case n.i % 3
        when 0 then '[[' || ((n.i / 3) % 4) || ']]'
        when 1 then '[[' || ((n.i * 7) % 10) || '],[' || ((n.i * 13 / 10) % 10) || ']]'
        else '[[' || ((cast(n.i as bigint) * 7919) % 10) || '],[' || ((cast(n.i as bigint) * 7919 / 10) % 10) || '],[' || ((cast(n.i as bigint) * 7919 / 100) % 10)
          || '],[' || ((cast(n.i as bigint) * 7919 / 1000) % 10) || '],[' || ((cast(n.i as bigint) * 7919 / 10000) % 10) || ']]' end,
      1, ${STAKE}, 1, ${STAKE}, 1950,
      case n.i % 3 when 0 then ${sql.lit(odds('SSC_SIDES_SUM'))} when 1 then ${sql.lit(odds('SSC_2B_STRAIGHT'))} else ${sql.lit(odds('SSC_5_STRAIGHT'))} end,
      null, 'open', 0, 0, null, 'real', 'PHP', 'bench-' || n.i, '', ${firstBet} + n.i - 1, ${now}, null
    from (${series}) n join (${members}) m on m.k = n.i % ${MEMBERS} order by n.i`.execute(k);
  const firstTicket = (
    await k
      .selectFrom('lottery_tickets')
      .select((eb) => eb.fn.min('id').as('id'))
      .where('draw_id', '=', drawId)
      .executeTakeFirstOrThrow()
  ).id;
  await sql`update bets set ticket_id = ${firstTicket} + id - ${firstBet}
    where ref like 'lottery:bench-%'`.execute(k);
}

/** The stakes in the game's escrow, as placement leaves them: one entry for all the tickets. */
async function escrowStakes({ k, merchantId, ledger }: Prep, drawId: number): Promise<void> {
  const staked = await sql<{
    member_id: number;
    total: number | string;
  }>`select member_id, sum(stake) as total
    from lottery_tickets where draw_id = ${drawId} group by member_id order by member_id`.execute(k);
  const total = staked.rows.reduce((sum, r) => sum + BigInt(r.total), 0n);
  await ledger.post({
    merchantId,
    currency: 'PHP',
    idemKey: 'bench-stakes',
    type: 'bet',
    lines: [
      ...staked.rows.map((r) => ({ account: { member: r.member_id }, amount: -BigInt(r.total) })),
      { account: { house: 'lottery.stakes:SSC1' }, amount: total },
    ],
  });
}

/** Members, their funded main accounts, one drawn SSC1 draw and BETS open tickets with their bets rows, stakes in escrow. */
async function prepare(db: Db): Promise<number> {
  const k = db.kysely;
  const merchantId = (await k.selectFrom('merchants').select('id').executeTakeFirstOrThrow()).id;
  const ledger = new Ledger(k);
  const base: Base = { k, pgEngine: db.engine === 'postgres', merchantId, ledger };
  await fundMembers(base);
  const p: Prep = { ...base, now: Date.now() };
  const drawId = await drawnDraw(p);
  const t0 = Date.now();
  const firstBet = await insertBets(p);
  await insertTickets(p, { drawId, firstBet });
  await escrowStakes(p, drawId);
  if (p.pgEngine) await sql`vacuum analyze`.execute(k);
  console.log(
    `    prepared ${fmt(BETS)} tickets, their bets rows and escrowed stakes in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  );
  return drawId;
}

/** CPU seconds so far: this process, and the PostgreSQL backends of this run's connections. */
async function cpuNow(db: Db): Promise<{ own: number; server: number }> {
  const { user, system } = process.cpuUsage();
  let server = 0;
  if (db.engine === 'postgres') {
    const pids = await sql<{
      pid: number;
    }>`select pid from pg_stat_activity where application_name = ${APP_NAME}`.execute(db.kysely);
    for (const { pid } of pids.rows) server += cpuMicros(pid) ?? 0;
  }
  return { own: (user + system) / 1e6, server: server / 1e6 };
}

/** Wall and CPU seconds of `fn`; the backends' CPU counts only those alive before and after. */
async function timed(db: Db, fn: () => Promise<unknown>) {
  const c0 = await cpuNow(db);
  const t = performance.now();
  await fn();
  const wall = (performance.now() - t) / 1000;
  const c1 = await cpuNow(db);
  return { wall, cpu: c1.own - c0.own + Math.max(0, c1.server - c0.server) };
}

async function measure(db: Db, label: string) {
  const drawId = await prepare(db);
  const ledger = new Ledger(db.kysely, { groupCommit: db.engine === 'sqlite' });
  const draws = new LotteryDraws(db.kysely, { wallet: new Wallet(ledger), clock: { now: () => Date.now() } });
  const settle = await timed(db, async () => {
    if (!(await draws.settle(drawId))) throw new Error('draw not settled');
  });
  const counts = await db.kysely
    .selectFrom('lottery_tickets')
    .select(['status', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('draw_id', '=', drawId)
    .groupBy('status')
    .execute();
  const record = await db.kysely
    .selectFrom('bets')
    .innerJoin('lottery_tickets', 'lottery_tickets.id', 'bets.ticket_id')
    .select(['lottery_tickets.status', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('bets.ref', 'like', 'lottery:bench-%')
    .groupBy('lottery_tickets.status')
    .execute();
  const escrow = await ledger.houseBalance(
    (await db.kysely.selectFrom('merchants').select('id').executeTakeFirstOrThrow()).id,
    'lottery.stakes:SSC1',
  );
  const rawUpdate = () =>
    sql`update lottery_tickets set status = 'lost', payout = 0, settled_at = ${Date.now()} where draw_id = ${drawId}`.execute(
      db.kysely,
    );
  // The baseline of the target: the same rows right after settling, as this bench has always run it.
  const raw = await timed(db, rawUpdate);
  // For comparison, the same UPDATE on the rows as settlement finds them (open, unsettled): they
  // are reset untimed first (and vacuumed on PostgreSQL, as after `prepare`).
  await sql`update lottery_tickets set status = 'open', payout = 0, win_bets = 0, settled_at = null
    where draw_id = ${drawId}`.execute(db.kysely);
  if (db.engine === 'postgres') await sql`vacuum analyze lottery_tickets`.execute(db.kysely);
  const rawOpen = await timed(db, rawUpdate);
  const ratio = settle.wall / raw.wall;
  const s = (t: { wall: number; cpu: number }) => `${t.wall.toFixed(2)} s wall, ${t.cpu.toFixed(2)} s CPU`;
  const r = (t: { wall: number; cpu: number }) =>
    `${(settle.wall / t.wall).toFixed(2)}x wall, ${(settle.cpu / t.cpu).toFixed(2)}x CPU`;
  console.log(`  ${label}`);
  console.log(`    tickets: ${counts.map((c) => `${c.status} ${fmt(Number(c.n))}`).join(', ')}`);
  console.log(
    `    betting record (read through its ticket): ${record.map((c) => `${c.status} ${fmt(Number(c.n))}`).join(', ')}; escrow left ${escrow}`,
  );
  console.log(`    settle (app)                        ${s(settle)}  (${fmt(BETS / settle.wall)} tickets/s)`);
  console.log(`    raw UPDATE, same rows after settling ${s(raw)}`);
  console.log(`    raw UPDATE, same rows while open     ${s(rawOpen)}`);
  console.log(`    ratio ${r(raw)} (target <= 3x) ${ratio <= 3 ? 'PASS' : 'ABOVE TARGET'}`);
  console.log(`    ratio against the rows while open: ${r(rawOpen)}`);
}

console.log(`bench/settle: one draw of ${fmt(BETS)} tickets from ${MEMBERS} members`);

if (ENGINES.includes('sqlite')) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-settle-'));
  const db = openDatabase({ engine: 'sqlite', path: join(dir, 'settle.sqlite') });
  try {
    await migrateToLatest(db);
    await seedDemo(db.kysely);
    await measure(db, 'SQLite (WAL, synchronous=FULL, group commit)');
  } finally {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (ENGINES.includes('postgres')) {
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  try {
    await admin.connect();
  } catch (err) {
    console.error(`  PostgreSQL at ${PG_URL} is unreachable: ${(err as Error).message}`);
    process.exit(1);
  }
  await admin.query(`create schema ${schema}`);
  const url = new URL(PG_URL);
  url.searchParams.set('application_name', APP_NAME);
  const db = openDatabase({ engine: 'postgres', url: url.toString(), poolSize: 4, searchPath: schema });
  try {
    await migrateToLatest(db);
    await seedDemo(db.kysely);
    await measure(db, 'PostgreSQL');
  } finally {
    await db.close();
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  }
}
