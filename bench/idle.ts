import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { cpuMicros, spawnServer, stop } from './lib.ts';

/**
 * bench/idle: CPU time an idle production server uses per second (no requests at all: what the
 * lottery and crash schedulers and the config poll cost), on the embedded database and on
 * PostgreSQL, next to a bare Fastify hello-world idle over the same seconds (decision 017).
 * The background work steals this from every request; a few ms per second is the target.
 */
const seconds = Number(process.env['BENCH_SECONDS'] ?? 20);
const warmup = Number(process.env['BENCH_WARMUP_SECONDS'] ?? 5);
const PG_URL = process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';
const MAIN = fileURLToPath(new URL('../apps/server/src/main.ts', import.meta.url));
const HELLO = fileURLToPath(new URL('./hello-server.ts', import.meta.url));
const sleep = (s: number) => new Promise((r) => setTimeout(r, s * 1000));

async function admin(query: string) {
  const c = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 5000 });
  await c.connect();
  try {
    await c.query(query);
  } finally {
    await c.end();
  }
}

/** The database a run uses: a temporary SQLite directory, or a fresh PostgreSQL schema. */
async function store(
  engine: 'sqlite' | 'postgres',
): Promise<{ env: Record<string, string>; drop: () => unknown }> {
  if (engine === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'bench-idle-'));
    return { env: { DATA_DIR: dir }, drop: () => rmSync(dir, { recursive: true, force: true }) };
  }
  const schema = `bench_idle_${randomBytes(4).toString('hex')}`;
  await admin(`create schema ${schema}`);
  const url = new URL(PG_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return { env: { DATABASE_URL: url.toString() }, drop: () => admin(`drop schema ${schema} cascade`) };
}

async function idle(engine: 'sqlite' | 'postgres') {
  const s = await store(engine);
  const platform = await spawnServer(MAIN, {
    env: {
      NODE_ENV: 'production',
      PORT: '18083',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      WEB_DIST: '/nonexistent',
      ...s.env,
    },
    probe: 'http://127.0.0.1:18083/healthz',
  });
  const hello = await spawnServer(HELLO, { env: { PORT: '18084' }, probe: 'http://127.0.0.1:18084/' });
  try {
    await sleep(warmup); // the first ticks open every game's draw
    const p0 = cpuMicros(platform.pid);
    const h0 = cpuMicros(hello.pid);
    await sleep(seconds);
    const p1 = cpuMicros(platform.pid);
    const h1 = cpuMicros(hello.pid);
    if (p0 === undefined || p1 === undefined || h0 === undefined || h1 === undefined)
      throw new Error('bench/idle reads /proc/<pid>/stat (Linux only)');
    return { platform: (p1 - p0) / 1000 / seconds, hello: (h1 - h0) / 1000 / seconds };
  } finally {
    await stop(platform);
    await stop(hello);
    await s.drop();
  }
}

console.log(`bench/idle: ms of CPU per second with no requests, over ${seconds} s after ${warmup} s`);
for (const engine of ['sqlite', 'postgres'] as const) {
  const r = await idle(engine);
  console.log(
    `  ${engine.padEnd(8)}  server ${r.platform.toFixed(1)} ms/s   bare Fastify hello-world ${r.hello.toFixed(1)} ms/s`,
  );
}
