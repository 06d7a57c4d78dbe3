import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../apps/server/src/config.ts';
import { startNginx } from '../apps/server/test/nginx-proxy.ts';
import { untilHealthy } from '../apps/server/test/ports.ts';
import { BET_PATHS as PATHS, betLoad, signInMembers } from './bet-load.ts';
import { prepare } from './bets-members.ts';
import { cpuMicros, fmt, freshStore, stop } from './lib.ts';

/**
 * bench/nodes: bets per second and p99 for one node answering directly, then three nodes behind
 * the reference nginx configuration (deploy/nginx.conf), in the same run on the same kind of
 * fresh PostgreSQL database with Redis: dice rounds and SSC5 sides tickets, 32 connections over
 * 16 funded members, production servers. Beside each: the CPU per bet of each node, of nginx
 * and of PostgreSQL (every `postgres` process of the machine), read from /proc over the measured
 * window, and the three-node figure as a ratio of the one-node one. On one small box the nodes,
 * the proxy and the database share its cores (decision 034 says what that means).
 * BENCH_SECONDS (10), BENCH_CONNECTIONS (32), BENCH_PATHS (dice,lottery).
 */
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 10);
const WARMUP = 2;
const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 32);
const MEMBERS = 16;
const REDIS_URL = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const MAIN = fileURLToPath(new URL('../apps/server/src/main.ts', import.meta.url));
/** Every process of the machine whose name is `comm` (postgres backends, nginx workers). */
function pidsOf(comm: string): number[] {
  const pids: number[] = [];
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      if (readFileSync(`/proc/${d}/comm`, 'utf8').trim() === comm) pids.push(Number(d));
    } catch {
      // gone
    }
  }
  return pids;
}
const cpuOf = (pids: number[]) => pids.reduce((s, p) => s + (cpuMicros(p) ?? 0), 0);

async function startNode(env: Record<string, string>, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, ...env, PORT: String(port), WEB_DIST: '/nonexistent' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await untilHealthy(`http://127.0.0.1:${port}`, 60_000);
  return child;
}

type Row = { rps: number; p99: number; bad: number; nodesMs: number[]; proxyMs: number; pgMs: number };

/** One layout: `count` nodes, behind nginx when more than one; each path's figures. */
async function layout(count: number): Promise<Map<string, Row>> {
  const store = await freshStore('postgres', { prefix: 'bench_nodes', labels: { sqlite: '', postgres: '' } });
  const env = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    REDIS_URL,
    REDIS_PREFIX: `bench-nodes-${randomUUID()}`,
    TRUSTED_PROXIES: '127.0.0.1',
    ...store.env,
  };
  await prepare(loadConfig({ ...env, LOG_LEVEL: 'silent' }), {
    wagering: false,
    jackpot: true,
    members: MEMBERS,
  });
  const ports = Array.from({ length: count }, () => 20000 + Math.floor(Math.random() * 20000));
  const nodes = await Promise.all(ports.map((p) => startNode(env, p)));
  const proxy = count > 1 ? await startNginx(ports) : undefined;
  const base = proxy?.base ?? `http://127.0.0.1:${ports[0]}`;
  const rows = new Map<string, Row>();
  try {
    const tokens = await signInMembers(base, MEMBERS);
    for (const path of PATHS) {
      await betLoad(base, { path, tokens, seconds: WARMUP, connections: CONNECTIONS });
      const pg = pidsOf('postgres');
      const nginx = pidsOf('nginx');
      const before = { nodes: nodes.map((n) => cpuMicros(n.pid) ?? 0), pg: cpuOf(pg), proxy: cpuOf(nginx) };
      const m = await betLoad(base, { path, tokens, seconds: SECONDS, connections: CONNECTIONS });
      const per = (us: number) => us / 1000 / Math.max(1, m.requests);
      rows.set(path.key, {
        rps: m.requests / SECONDS,
        p99: m.p99,
        bad: m.errors + m.non2xx,
        nodesMs: nodes.map((n, i) => per((cpuMicros(n.pid) ?? 0) - before.nodes[i]!)),
        proxyMs: per(cpuOf(nginx) - before.proxy),
        pgMs: per(cpuOf(pg) - before.pg),
      });
    }
  } finally {
    await proxy?.stop();
    await Promise.all(nodes.map((n) => stop(n)));
    await store.drop();
  }
  return rows;
}

const ms = (n: number) => `${n.toFixed(2)} ms`;
console.log(
  `bench/nodes: PostgreSQL + Redis, ${CONNECTIONS} connections over ${MEMBERS} members, ${WARMUP}s warm-up + ${SECONDS}s per path, production servers, ${(await import('node:os')).cpus().length} cores`,
);
const one = await layout(1);
const three = await layout(3);
let failed = false;
for (const path of PATHS) {
  const a = one.get(path.key)!;
  const b = three.get(path.key)!;
  console.log(`  ${path.key} (POST ${path.path})`);
  console.log(
    `    one node, direct          ${fmt(a.rps)} bets/s   p99 ${a.p99} ms   CPU/bet node ${ms(a.nodesMs[0]!)}, PostgreSQL ${ms(a.pgMs)}   errors ${a.bad}`,
  );
  console.log(
    `    three nodes behind nginx  ${fmt(b.rps)} bets/s   p99 ${b.p99} ms   CPU/bet nodes ${ms(b.nodesMs.reduce((x, y) => x + y, 0))} (${b.nodesMs.map(ms).join(' + ')}), nginx ${ms(b.proxyMs)}, PostgreSQL ${ms(b.pgMs)}   errors ${b.bad}`,
  );
  console.log(`    ratio three/one ${(b.rps / a.rps).toFixed(2)}`);
  if (a.bad + b.bad > 0) failed = true;
}
if (failed) {
  console.error('bench/nodes: errors or non-2xx answers (see above)');
  process.exitCode = 1;
}
