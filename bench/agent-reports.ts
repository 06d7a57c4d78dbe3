import { performance } from 'node:perf_hooks';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { openPlatformDb } from '../apps/server/src/boot.ts';
import { cliWallet } from '../apps/server/src/cli/context.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import type { Database } from '../apps/server/src/db/schema.ts';
import { fillTeamFigures, teamTriggers } from '../apps/server/src/db/migrations/020_team_figures.ts';
import { teamOverview } from '../apps/server/src/modules/agent/overview.ts';
import { loadBrand } from '../apps/server/src/modules/brand/index.ts';
import { createMember } from '../apps/server/src/modules/identity/index.ts';
import { addDays, localDayStart, localHour } from '../apps/server/src/lib/local-hour.ts';
import { fmt, freshStore } from './lib.ts';

/**
 * bench/agent-reports: the agent centre's team overview for one agent whose downline holds
 * BENCH_TEAM members (100,000) under 100 sub-agents, over the last 90 days, on each engine:
 * first with BENCH_BETS_FEW settled bets (1,000,000) spread over those days, then with BENCH_BETS
 * (10,000,000). Each time: the overview's p50 and p99 over BENCH_CALLS calls (the service as the
 * route calls it), beside the same bet figures summed from the bets table in the same run (the
 * ratio printed). Target: the overview does not grow with the bets, p50 at BENCH_BETS over p50 at
 * BENCH_BETS_FEW <= 1.2 (printed PASS or FAIL; the exit code stays 0).
 *
 * The data is written with set-based SQL, not through the bet path: members, the closure table,
 * one main account per member, the bets, and their hourly figures aggregated from the bets in
 * the brand's time zone (Asia/Manila, +08:00 all year) as the bet path would have added them,
 * then the team figures and day bits counted from those as migration 020 does (the trigger that
 * keeps them on the bet path is off during the load).
 */
const TEAM = Number(process.env['BENCH_TEAM'] ?? 100_000);
const FEW = Number(process.env['BENCH_BETS_FEW'] ?? 1_000_000);
const MANY = Number(process.env['BENCH_BETS'] ?? 10_000_000);
const CALLS = Number(process.env['BENCH_CALLS'] ?? 10);
const ENGINES = (process.env['BENCH_ENGINES'] ?? 'sqlite,postgres').split(',');
const DAYS = 90;
const SUBS = 100;
const TARGET = 1.2;
const OFFSET_MS = 8 * 3_600_000;
/** Spreads the n-th row over the days: n times this, modulo the span (Knuth's multiplicative hash). */
const SPREAD = 2_654_435_761;
const TYPES = ['LOTT', 'RNG', 'LIVE', 'INHOUSE'];

type Db = Kysely<Database>;

/** Rows 1..n of a counter, as each engine spells a series. */
const series = (pg: boolean, n: number) =>
  pg
    ? sql`select i from generate_series(1, ${sql.lit(n)}) as s(i)`
    : sql`with recursive s(i) as (select 1 union all select i + 1 from s where i < ${sql.lit(n)}) select i from s`;

/** The first id of the members just written under `prefix` (one statement: their ids follow). */
const firstId = async (db: Db, prefix: string) =>
  Number(
    (
      await sql<{
        id: number;
      }>`select min(id) as id from members where username like ${prefix + '%'}`.execute(db)
    ).rows[0]!.id,
  );

/** The agent, its sub-agents and their members, the closure table and one main account each. */
async function team(db: Db, o: { pg: boolean; merchantId: number; now: number }): Promise<number> {
  const agentId = await createMember(db, {
    merchantId: o.merchantId,
    member: { username: 'benchagent', password: 'Pusta2026xyz', type: 1 },
  });
  const insert = (n: number, kind: 'sub' | 'member', upline: (i: string) => RawBuilder<unknown>) => sql`
    insert into members (merchant_id, username, username_key, password_state, password_changed_at, type, status,
      nickname, profile, language, avatar, referral_code, upline_id, member_labels, first_login_done,
      reg_ip, reg_domain, reg_url, created_at)
    select ${o.merchantId}, ${kind} || i, ${kind} || i, 'none', 0, ${kind === 'sub' ? 1 : 0}, 'active',
      ${kind} || i, '{}', 'EN', 'avatar-1', ${kind === 'sub' ? 'S' : 'M'} || i,
      ${upline('i')},
      '[]', 1, '', '', '', ${sql.lit(o.now - DAYS * 86_400_000)} + i * ${sql.lit(SPREAD)} % ${sql.lit(DAYS * 86_400_000)}
    from (${series(o.pg, n)}) s`;
  await insert(SUBS, 'sub', () => sql`${agentId}`).execute(db);
  const sub = await firstId(db, 'sub');
  await insert(TEAM - SUBS, 'member', (i) => sql`${sub} + ${sql.ref(i)} % ${SUBS}`).execute(db);
  await sql`insert into member_tree (ancestor_id, descendant_id, depth)
    select id, id, 0 from members where upline_id is not null
    union all select upline_id, id, 1 from members where upline_id is not null
    union all select s.upline_id, m.id, 2 from members m join members s on s.id = m.upline_id
      where s.upline_id = ${agentId}`.execute(db);
  await sql`insert into ledger_accounts (merchant_id, owner_type, owner_id, code, currency, balance, held, created_at)
    select merchant_id, 'member', id, 'main', 'PHP', 1000 * (id % 500), 0, created_at from members
    where upline_id is not null`.execute(db);
  return agentId;
}

/** Bets `from`..`to` (numbers), each a settled bet of a team member at a time within the last 90 days. */
async function bets(
  db: Db,
  o: { pg: boolean; merchantId: number; start: number; now: number; from: number; to: number; first: number },
) {
  // Within the report's days: from the first day's start to a second before now.
  const span = o.now - o.start - 2000;
  const type = sql.raw(`case i % 4 ${TYPES.map((t, k) => `when ${k} then '${t}'`).join(' ')} end`);
  await sql`insert into bets (merchant_id, member_id, game_id, vendor_code, game_type, game_name, ref, round_id,
      stake, payout, status, mode, created_at, settled_at)
    select ${o.merchantId}, ${sql.lit(o.first)} + (n.i * 31) % ${sql.lit(TEAM - SUBS)}, null, 'BENCH', ${type}, '{}', 'bench:' || i, 'r' || i,
      100 + i % 10 * 100, case when i % 3 = 0 then 2 * (100 + i % 10 * 100) else 0 end, 'settled', 'real',
      ${sql.lit(o.start)} + i * ${sql.lit(SPREAD)} % ${sql.lit(span)}, ${sql.lit(o.start)} + i * ${sql.lit(SPREAD)} % ${sql.lit(span)} + 1000
    from (select i + ${sql.lit(o.from - 1)} as i from (${series(o.pg, o.to - o.from + 1)}) s) n`.execute(db);
}

/** The hourly figures of every bet, as the bet path adds them (real bets, settled at once). */
async function figures(db: Db, pg: boolean) {
  const at = (c: string) =>
    pg
      ? sql.raw(`to_timestamp((${c} + ${OFFSET_MS}) / 1000.0) at time zone 'UTC'`)
      : sql.raw(`(${c} + ${OFFSET_MS}) / 1000, 'unixepoch'`);
  const day = pg
    ? sql`to_char(${at('created_at')}, 'YYYY-MM-DD')`
    : sql`strftime('%Y-%m-%d', ${at('created_at')})`;
  const hour = pg
    ? sql`cast(to_char(${at('created_at')}, 'HH24') as integer)`
    : sql`cast(strftime('%H', ${at('created_at')}) as integer)`;
  // Loaded without the trigger, the team's rows then counted once, set-based, as migration 020 does.
  const raw = db as unknown as Kysely<unknown>;
  await teamTriggers(raw, { engine: pg ? 'postgres' : 'sqlite', on: false });
  await sql`delete from member_figures`.execute(db);
  await sql`insert into member_figures (merchant_id, member_id, day, hour, game_type, bet_count, stake, valid_turnover,
      payout, win_count)
    select merchant_id, member_id, ${day}, ${hour}, game_type, count(*), sum(stake), sum(stake), sum(payout),
      sum(case when payout > stake then 1 else 0 end)
    from bets where vendor_code = 'BENCH' group by merchant_id, member_id, ${day}, ${hour}, game_type`.execute(
    db,
  );
  await fillTeamFigures(raw, pg ? 'postgres' : 'sqlite');
  await teamTriggers(raw, { engine: pg ? 'postgres' : 'sqlite', on: true });
  await sql`analyze`.execute(db);
}

/** The same bet figures from the bets table: the team's bets in the range, by game type. */
const fromBets = (db: Db, o: { agentId: number; from: number; to: number }) =>
  sql`select game_type, count(*) as n, sum(stake) as stake, sum(payout) as payout from bets
    where member_id in (select descendant_id from member_tree where ancestor_id = ${o.agentId} and depth > 0)
      and created_at >= ${o.from} and created_at < ${o.to} and mode = 'real'
    group by game_type`.execute(db);

async function timed(fn: () => Promise<unknown>, calls: number) {
  const times: number[] = [];
  for (let i = 0; i < calls; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return {
    p50: times[Math.floor((calls - 1) / 2)]!,
    p99: times[Math.min(calls - 1, Math.ceil(calls * 0.99) - 1)]!,
  };
}

const ms = (n: number) => (n >= 100 ? fmt(n) : n.toFixed(1));

async function engine(name: string) {
  const store = await freshStore(name, {
    prefix: 'bench_agents',
    labels: { sqlite: 'SQLite', postgres: 'PostgreSQL' },
  });
  console.log(`  ${store.label}`);
  const config = loadConfig({ ...store.env, NODE_ENV: 'production' });
  const { db } = await openPlatformDb(config);
  try {
    const pg = db.engine === 'postgres';
    const k = db.kysely;
    const merchantId = (await k.selectFrom('merchants').select('id').executeTakeFirstOrThrow()).id;
    const brand = await loadBrand(k, merchantId);
    const now = Date.now();
    let t0 = performance.now();
    const agentId = await team(k, { pg, merchantId, now });
    console.log(`    team of ${fmt(TEAM)} written in ${ms(performance.now() - t0)} ms`);
    const { wallet } = cliWallet(config, db);
    const to = localHour(now, brand.settings.timeZone).day;
    const range = { from: addDays(to, 1 - DAYS), to };
    const start = localDayStart(range.from, brand.settings.timeZone);
    const overview = () => teamOverview({ db: k, wallet }, { brand, agentId, ...range, now: Date.now() });
    const scan = () => fromBets(k, { agentId, from: start, to: now + 1 });
    const results: number[] = [];
    for (const [n, from] of [
      [FEW, 1],
      [MANY, FEW + 1],
    ] as const) {
      t0 = performance.now();
      const first = await firstId(k, 'member');
      await bets(k, { pg, merchantId, start, now, from, to: n, first });
      await figures(k, pg);
      const rows = await k
        .selectFrom('member_figures')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      console.log(
        `    ${fmt(n)} bets (${fmt(Number(rows.n))} hourly figure rows) written in ${ms(performance.now() - t0)} ms`,
      );
      const check = await overview();
      if (check.bets.betCount !== n)
        throw new Error(`the overview counts ${check.bets.betCount} bets, not ${n}`);
      const o = await timed(overview, CALLS);
      const b = await timed(scan, Math.max(3, Math.ceil(CALLS / 3)));
      results.push(o.p50);
      console.log(
        `    overview at ${fmt(n)} bets: p50 ${ms(o.p50)} ms, p99 ${ms(o.p99)} ms; from the bets table p50 ${ms(b.p50)} ms; ratio ${(o.p50 / b.p50).toFixed(2)}`,
      );
    }
    const growth = results[1]! / results[0]!;
    console.log(
      `    growth ${fmt(FEW)} -> ${fmt(MANY)} bets: ${growth.toFixed(2)} (target <= ${TARGET}) ${growth <= TARGET ? 'PASS' : 'FAIL'}`,
    );
  } finally {
    await db.close();
    await store.drop();
  }
}

console.log(
  `bench/agent-reports: one agent, ${fmt(TEAM)} members below it, ${DAYS} days, ${fmt(FEW)} then ${fmt(MANY)} bets, ${CALLS} calls each`,
);
for (const name of ENGINES) await engine(name);
