import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cpus } from 'node:os';

import autocannon from 'autocannon';
import { sql } from 'kysely';
import type { Db } from '../apps/server/src/db/database.ts';
import { createDatabase, dropDatabase, pgDatabaseUrl } from '../apps/server/test/pg-cluster.ts';

export type Load = {
  rps: number;
  p99: number;
  errors: number;
  non2xx: number;
  requests?: number;
  cpuUs?: number;
};

/** CPU time (user + system) a process has used, in microseconds; Linux only. */
export function cpuMicros(pid: number | undefined): number | undefined {
  if (!pid) return undefined;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks / 100) * 1e6; // USER_HZ is 100 on Linux
  } catch {
    return undefined;
  }
}

export async function load(
  url: string,
  opts: { seconds: number; connections: number; headers?: Record<string, string> },
): Promise<Load> {
  const r = await autocannon({
    url,
    duration: opts.seconds,
    connections: opts.connections,
    headers: opts.headers ?? {},
  });
  return { rps: r.requests.average, p99: r.latency.p99, errors: r.errors, non2xx: r.non2xx };
}

/** On Linux, servers run pinned to the last core and the load generator to the others, so the scheduler does not add noise. */
export const pinned = spawnSync('taskset', ['-c', '0', 'true']).status === 0 && cpus().length >= 2;
const lastCore = String(cpus().length - 1);
export const otherCores = `0-${cpus().length - 2}`;

/** Starts `script` (with `nodeArgs` before it, e.g. --cpu-prof) and waits until `probe` answers. */
export async function spawnServer(
  script: string,
  { env, probe, nodeArgs = [] }: { env: Record<string, string>; probe: string; nodeArgs?: string[] },
): Promise<ChildProcess> {
  const [cmd, args] = pinned
    ? ['taskset', ['-c', lastCore, process.execPath, ...nodeArgs, script]]
    : [process.execPath, [...nodeArgs, script]];
  const child = spawn(cmd, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(probe)).ok) return child;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error(`${script} did not start`);
}

export const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

export const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

/**
 * The baseline of the ledger and bet benches: raw durable transactions per second on `db`,
 * `workers` loops each running BEGIN; one UPDATE of a balance row (of `ids`, in turn); COMMIT
 * for `seconds`. It adds to the rows' balances without ledger lines: run it on a throwaway
 * database, after anything that reads them.
 */
export async function rawTransactions(
  db: Db,
  { ids, workers, seconds }: { ids: number[]; workers: number; seconds: number },
): Promise<number> {
  let n = 0;
  const end = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: workers }, async (_, w) => {
      const id = ids[w % ids.length]!;
      while (Date.now() < end) {
        await db.kysely
          .transaction()
          .execute((trx) =>
            sql`update ledger_accounts set balance = balance + 1 where id = ${id}`.execute(trx),
          );
        n++;
      }
    }),
  );
  return n / seconds;
}

/** A fresh database for one engine: the server's environment, and how to throw it away. */
export type Store = { env: Record<string, string>; label: string; drop: () => Promise<void> };

export async function freshStore(
  engine: string,
  { prefix, labels }: { prefix: string; labels: { sqlite: string; postgres: string } },
): Promise<Store> {
  if (engine === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
    return {
      env: { DATA_DIR: dir },
      label: labels.sqlite,
      drop: () => Promise.resolve(rmSync(dir, { recursive: true, force: true })),
    };
  }
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await createDatabase(name);
  const dir = mkdtempSync(join(tmpdir(), `${prefix}-pg-`));
  return {
    env: { DATABASE_URL: pgDatabaseUrl(name), DATA_DIR: dir },
    label: labels.postgres,
    drop: async () => {
      await dropDatabase(name);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
