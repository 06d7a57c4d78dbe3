import { spawnSync, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../apps/server/src/config.ts';
import { databaseFromConfig } from '../apps/server/src/db/database.ts';
import { BET_PATHS as PATHS, betLoad, signInMembers, type BetPath, type Bets } from './bet-load.ts';
import { prepare, type Variant } from './bets-members.ts';
import { cpuMicros, fmt, freshStore, otherCores, pinned, rawTransactions, spawnServer, stop } from './lib.ts';

/**
 * bench/bets: bets per second over real HTTP on the production server (NODE_ENV=production,
 * default log level, every request hook of the app), 32 connections spread over the session
 * tokens of 16 funded members, each request a new bet (a fresh request id), for two bet paths:
 * a dice round (POST /wps/inhouse/play) and an SSC sides ticket (POST /lgw/lottery/tickets, the
 * draw taking bets; the server's own scheduler opens and settles the draws). Beside each, in
 * the same run on the same database: raw one-statement durable transactions per second (the
 * ledger bench's baseline), and the ratio bets/s / raw tx/s. Target: >= 0.5 (printed PASS or
 * FAIL; the exit code stays 0). Any error or non-2xx answer, or a bet count in the database
 * that differs from the 2xx answers, fails the run (exit 1).
 *
 * Also printed: p99 latency and the server's CPU per bet (its utime + stime from /proc over the
 * measured window). The server runs pinned to the last core, this process (the load) to the
 * others. BENCH_ENGINES (sqlite,postgres), BENCH_PATHS (dice,lottery), BENCH_SECONDS (10),
 * BENCH_CPU_PROF (a directory: the server writes a --cpu-prof profile there when it stops),
 * BENCH_JACKPOT=compare (each engine again with the jackpot off: the ratio with it on),
 * BENCH_WAGERING=compare (each engine again with every member wagering a bonus: the ratio of the
 * two, target >= 0.90).
 */
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 10);
const WARMUP = Number(process.env['BENCH_WARMUP'] ?? 2);
const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 32);
const MEMBERS = Number(process.env['BENCH_MEMBERS'] ?? 16);
const ENGINES = (process.env['BENCH_ENGINES'] ?? 'sqlite,postgres').split(',');
const CPU_PROF = process.env['BENCH_CPU_PROF'];
const TARGET = 0.5;
/** BENCH_WAGERING=compare: each engine runs again with every member wagering a bonus, and the two are compared. */
const COMPARE_WAGERING = process.env['BENCH_WAGERING'] === 'compare';
/** BENCH_JACKPOT=compare: each engine runs again with the brand's jackpot off (the demo brand runs one). */
const COMPARE_JACKPOT = process.env['BENCH_JACKPOT'] === 'compare';
const LABELS = {
  sqlite: 'SQLite (WAL, each commit on disk before its answer; the wallet group-commits concurrent bets)',
  postgres: 'PostgreSQL (server pool of 10, the default)',
};
const MAIN = fileURLToPath(new URL('../apps/server/src/main.ts', import.meta.url));

/** A warm-up, then the measured window with the server's CPU time read before and after it. */
async function measure(server: ChildProcess, run: { base: string; path: BetPath; tokens: string[] }) {
  const warm = await betLoad(run.base, { ...run, seconds: WARMUP, connections: CONNECTIONS });
  const before = cpuMicros(server.pid);
  const m = await betLoad(run.base, { ...run, seconds: SECONDS, connections: CONNECTIONS });
  const after = cpuMicros(server.pid);
  const cpuUs =
    before !== undefined && after !== undefined && m.requests > 0 ? (after - before) / m.requests : undefined;
  return { ...m, cpuUs, errors: m.errors + warm.errors, non2xx: m.non2xx + warm.non2xx, ok: m.ok + warm.ok };
}

type Result = { path: BetPath; bets: Bets };
type EngineRun = { label: string; results: Result[]; raw: number; recorded: number };

/** The server on a fresh database of `engine`: each bet path, then (server stopped) the raw baseline. */
async function runEngine(engine: string, variant: Variant): Promise<EngineRun> {
  const store = await freshStore(engine, { prefix: 'bench_bets', labels: LABELS });
  try {
    const port = 20000 + Math.floor(Math.random() * 20000);
    const env = {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'info',
      ...store.env,
    };
    const config = loadConfig({ ...env, LOG_LEVEL: 'silent' });
    await prepare(config, { ...variant, members: MEMBERS });
    const base = `http://127.0.0.1:${port}`;
    const server = await spawnServer(MAIN, {
      env: { ...env, WEB_DIST: '/nonexistent' },
      probe: `${base}/healthz`,
      nodeArgs: CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF}`] : [],
    });
    const results: Result[] = [];
    try {
      const tokens = await signInMembers(base, MEMBERS);
      for (const path of PATHS) results.push({ path, bets: await measure(server, { base, path, tokens }) });
    } finally {
      await stop(server);
    }
    const db = databaseFromConfig({ ...config, DATABASE_POOL_SIZE: CONNECTIONS });
    try {
      const recorded = Number(
        (
          await db.kysely
            .selectFrom('bets')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
      const ids = (
        await db.kysely.selectFrom('ledger_accounts').select('id').limit(CONNECTIONS).execute()
      ).map((a) => a.id);
      await rawTransactions(db, { ids, workers: CONNECTIONS, seconds: 1 }); // warm-up
      const raw = await rawTransactions(db, { ids, workers: CONNECTIONS, seconds: SECONDS });
      return { label: store.label, results, raw, recorded };
    } finally {
      await db.close();
    }
  } finally {
    await store.drop();
  }
}

/** Prints one engine's lines; answers whether the run saw errors. */
function report({ label, results, raw, recorded }: EngineRun): boolean {
  console.log(`  ${label}`);
  console.log(
    `    raw 1-statement durable tx         ${fmt(raw)} tx/s (${CONNECTIONS} workers, same database)`,
  );
  let failed = false;
  for (const { path, bets: b } of results) {
    const ratio = b.rps / raw;
    const cpu = b.cpuUs === undefined ? 'n/a' : `${(b.cpuUs / 1000).toFixed(2)} ms`;
    console.log(`    ${path.label.padEnd(46)} ${fmt(b.rps)} bets/s   p99 ${b.p99} ms   CPU/bet ${cpu}`);
    console.log(
      `      ratio ${ratio.toFixed(2)} (target >= ${TARGET.toFixed(2)}) ${ratio >= TARGET ? 'PASS' : 'FAIL'}   errors ${b.errors}   non-2xx ${b.non2xx}`,
    );
    if (b.errors + b.non2xx > 0) failed = true;
  }
  // A request still in flight when a window ends is dropped by the load generator, not by the server.
  const answered = results.reduce((n, r) => n + r.bets.ok, 0);
  const inFlight = recorded - answered;
  const lost = inFlight < 0 || inFlight > 2 * CONNECTIONS * results.length;
  console.log(
    `    bets recorded ${fmt(recorded)}: ${fmt(answered)} answered 2xx + ${inFlight} in flight at a window's end${lost ? ': MISMATCH' : ''}`,
  );
  return failed || lost;
}

// The load generator stays off the server's core.
if (pinned) spawnSync('taskset', ['-a', '-p', '-c', otherCores, String(process.pid)], { stdio: 'ignore' });
console.log(
  `bench/bets: ${CONNECTIONS} connections over ${MEMBERS} members, ${WARMUP}s warm-up + ${SECONDS}s per path, production server${pinned ? ' pinned to one core, load on the other' : ''}`,
);
/**
 * Runs the engine again as `variant` and prints each path's bets/s against the first run's, each
 * against its own run's raw tx/s (the machine's disk and CPU drift between runs); answers whether
 * it failed.
 */
async function compared(
  engine: string,
  q: { first: EngineRun; variant: Variant; label: string; target?: number },
) {
  const again = await runEngine(engine, q.variant);
  console.log(`    ${q.label}:`);
  const bad = report(again);
  for (const [i, r] of again.results.entries()) {
    const ratio = r.bets.rps / again.raw / (q.first.results[i]!.bets.rps / q.first.raw);
    const verdict =
      q.target === undefined ? '' : `; target >= ${q.target} ${ratio >= q.target ? 'PASS' : 'FAIL'}`;
    console.log(
      `      ${r.path.key}: ${ratio.toFixed(2)} of the first run (each against its run's raw tx/s${verdict})`,
    );
  }
  return bad;
}

let failed = false;
for (const engine of ENGINES) {
  const plain = await runEngine(engine, { wagering: false, jackpot: true });
  if (report(plain)) failed = true;
  const off = { wagering: false, jackpot: false };
  if (
    COMPARE_JACKPOT &&
    (await compared(engine, { first: plain, variant: off, label: 'with the jackpot off' }))
  )
    failed = true;
  // Every member wagering a bonus (issue 20: within 10 % of the plain figure).
  const wagering = { wagering: true, jackpot: true };
  const label = 'with a bonus being wagered by every member';
  if (COMPARE_WAGERING && (await compared(engine, { first: plain, variant: wagering, label, target: 0.9 })))
    failed = true;
}
if (failed) {
  console.error('bench/bets: errors, non-2xx answers or lost bets (see above)');
  process.exitCode = 1;
}
