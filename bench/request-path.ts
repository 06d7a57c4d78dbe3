import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { openPlatformDb } from '../apps/server/src/boot.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { createMember } from '../apps/server/src/modules/identity/operator.ts';
import { Sessions } from '../apps/server/src/modules/identity/sessions.ts';
import { Ledger } from '../apps/server/src/modules/wallet/ledger.ts';
import { cpuMicros, fmt, pinned } from './lib.ts';

/**
 * bench/request-path: an authenticated request through every hook of the production server
 * (NODE_ENV=production, default log level: one access line per request), on each engine.
 * MEMBERS members signed in (their tokens taken in turn), CONNECTIONS connections, ROUNDS rounds
 * of SECONDS per route: GET /wps/v2/wallets/balance (the cheapest authenticated call) and
 * POST /wps/inhouse/play (a dice bet). Prints req/s, the server's CPU time per request and, on
 * PostgreSQL, the database backends' CPU and transactions per request (each autocommitted
 * statement is one; pg_stat_database, read after its counters are flushed).
 * BENCH_PROF=dir: the server runs with --cpu-prof and leaves its profile there.
 */
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 5);
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 3);
const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 32);
const MEMBERS = Number(process.env['BENCH_MEMBERS'] ?? 16);
const ROUTES = (process.env['BENCH_ROUTES'] ?? 'balance,play').split(',');
const ENGINES = (process.env['BENCH_ENGINES'] ?? 'sqlite,postgres').split(',');
const PG_BASE = process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';
const PROF = process.env['BENCH_PROF'];
const MAIN = fileURLToPath(new URL('../apps/server/src/main.ts', import.meta.url));
const PORT = 18091;

type Env = Record<string, string>;

/** The server's environment for an engine; on PostgreSQL a database of its own, made here. */
async function environment(engine: string, dataDir: string): Promise<{ env: Env; dbName?: string }> {
  const env: Env = {
    NODE_ENV: 'production',
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST: '/nonexistent',
  };
  if (engine !== 'postgres') return { env };
  const dbName = `bench_request_${process.pid}`;
  const admin = new pg.Client({ connectionString: PG_BASE });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const url = new URL(PG_BASE);
  url.pathname = `/${dbName}`;
  return { env: { ...env, DATABASE_URL: url.toString() }, dbName };
}

/** MEMBERS funded members of the demo brand, each signed in: their tokens. */
async function signedIn(env: Env): Promise<string[]> {
  const config = loadConfig({ ...process.env, ...env });
  const { db } = await openPlatformDb(config);
  const k = db.kysely;
  const merchantId = (await k.selectFrom('merchants').select('id').executeTakeFirstOrThrow()).id;
  const ledger = new Ledger(k);
  const sessions = new Sessions(k, { idleMinutes: 120, maxHours: 24, rememberHours: 24 });
  const tokens: string[] = [];
  for (let m = 0; m < MEMBERS; m++) {
    const id = await createMember(k, {
      merchantId,
      member: { username: `bench${m}`, password: 'Pusta2026xyz' },
    });
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
    const s = await sessions.issue(
      { id, merchant_id: merchantId },
      { ip: '127.0.0.1', userAgent: 'bench', remember: true },
    );
    tokens.push(s.token);
  }
  await db.close();
  return tokens;
}

async function startServer(env: Env): Promise<ChildProcess> {
  const nodeArgs = PROF ? ['--cpu-prof', `--cpu-prof-dir=${PROF}`] : [];
  const args = [...nodeArgs, MAIN];
  const child = pinned
    ? spawn('taskset', ['-c', '1', process.execPath, ...args], {
        env: { ...process.env, ...env },
        stdio: 'ignore',
      })
    : spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: 'ignore' });
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/healthz`)).ok) return child;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error('server did not start');
}

/** What autocannon sends: the members' tokens in turn; a bet gets a fresh request id each time. */
function requests(route: string, tokens: string[]): autocannon.Request[] {
  let n = 0;
  const tag = Date.now().toString(36);
  if (route === 'balance')
    return [
      {
        method: 'GET',
        path: '/wps/v2/wallets/balance',
        setupRequest: (req) => ({
          ...req,
          headers: { ...req.headers, authorization: tokens[n++ % tokens.length]! },
        }),
      },
    ];
  return [
    {
      method: 'POST',
      path: '/wps/inhouse/play',
      setupRequest: (req) => {
        const i = n++;
        const body = JSON.stringify({
          game: 'dice',
          stake: '1.00',
          params: { target: 5000, direction: 'under' },
          requestId: `bench-${tag}-${i}`,
        });
        return {
          ...req,
          body,
          headers: {
            ...req.headers,
            'content-type': 'application/json',
            authorization: tokens[i % tokens.length]!,
          },
        };
      },
    },
  ];
}

/** Counters of the bench database on PostgreSQL: transactions, and its backends' CPU (µs). */
async function pgCounters(client: pg.Client | undefined, dbName: string | undefined) {
  if (!client || !dbName) return { xacts: 0, cpu: 0 };
  const x = await client.query<{ n: string }>(
    'select xact_commit + xact_rollback as n from pg_stat_database where datname = $1',
    [dbName],
  );
  const pids = await client.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [dbName],
  );
  let cpu = 0;
  for (const { pid } of pids.rows) cpu += cpuMicros(pid) ?? 0;
  return { xacts: Number(x.rows[0]?.n ?? 0), cpu };
}

type Result = {
  rps: number;
  cpuUs: number;
  dbCpuUs: number;
  xactsPerReq: number;
  non2xx: number;
  p99: number;
};

async function measure(
  route: string,
  ctx: {
    server: ChildProcess;
    tokens: string[];
    client?: pg.Client | undefined;
    dbName?: string | undefined;
  },
): Promise<Result> {
  const settle = () => new Promise((r) => setTimeout(r, ctx.client ? 11_000 : 500));
  await settle(); // PostgreSQL flushes a backend's counters at most every 10 s when idle
  const db0 = await pgCounters(ctx.client, ctx.dbName);
  const cpu0 = cpuMicros(ctx.server.pid) ?? 0;
  const r = await autocannon({
    url: `http://127.0.0.1:${PORT}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: requests(route, ctx.tokens),
  });
  const cpuAfter = cpuMicros(ctx.server.pid) ?? 0;
  const dbCpuAfter = (await pgCounters(ctx.client, ctx.dbName)).cpu;
  await settle();
  const after = await pgCounters(ctx.client, ctx.dbName);
  const n = r.requests.total;
  return {
    rps: r.requests.average,
    p99: r.latency.p99,
    non2xx: r.non2xx + r.errors,
    cpuUs: (cpuAfter - cpu0) / n,
    dbCpuUs: (dbCpuAfter - db0.cpu) / n,
    // the two counter reads between the snapshots are transactions of their own
    xactsPerReq: (after.xacts - db0.xacts - 2) / n,
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function run(engine: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-request-'));
  const { env, dbName } = await environment(engine, dataDir);
  let server: ChildProcess | undefined;
  let client: pg.Client | undefined;
  try {
    const tokens = await signedIn(env);
    server = await startServer(env);
    if (env['DATABASE_URL']) {
      client = new pg.Client({ connectionString: env['DATABASE_URL'] });
      await client.connect();
    }
    for (const route of ROUTES) {
      await autocannon({
        url: `http://127.0.0.1:${PORT}`,
        connections: CONNECTIONS,
        duration: 2,
        requests: requests(route, tokens),
      });
      const rounds: Result[] = [];
      for (let i = 0; i < ROUNDS; i++) rounds.push(await measure(route, { server, tokens, client, dbName }));
      const m = (f: (r: Result) => number) => median(rounds.map(f));
      const bad = rounds.reduce((s, r) => s + r.non2xx, 0);
      console.log(
        `  ${engine.padEnd(8)} ${route.padEnd(7)} ${fmt(m((r) => r.rps)).padStart(6)} req/s  p99 ${m((r) => r.p99)} ms  ` +
          `server ${m((r) => r.cpuUs).toFixed(0)} µs CPU/req` +
          (client
            ? `  db ${m((r) => r.dbCpuUs).toFixed(0)} µs CPU/req  ${m((r) => r.xactsPerReq).toFixed(2)} xacts/req`
            : '') +
          `  rounds ${rounds.map((r) => fmt(r.rps)).join(', ')}${bad ? `  NON-2XX ${bad}` : ''}`,
      );
    }
  } finally {
    await client?.end();
    if (server) {
      const s = server;
      await new Promise<void>((resolve) => {
        s.once('exit', () => resolve());
        s.kill('SIGTERM');
      });
    }
    if (dbName) {
      const admin = new pg.Client({ connectionString: PG_BASE });
      await admin.connect();
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(
  `bench/request-path: ${MEMBERS} members, ${CONNECTIONS} connections, median of ${ROUNDS} rounds of ${SECONDS}s${pinned ? ', server pinned to core 1' : ''}`,
);
for (const engine of ENGINES) await run(engine);
