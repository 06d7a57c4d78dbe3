import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect } from 'vitest';
import { createTestStore, type TestStore } from './harness.ts';
import { testPort, untilHealthy } from './ports.ts';

export { testPort };

/** The real server entry point, run as its own process by the tests that need several. */
const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));

export type ServerProcess = {
  child: ChildProcess;
  base: string;
  /** Resolves with the signal that ended the process (null for a normal exit). */
  exit: Promise<string | null>;
};

/**
 * Starts `main.ts` in test mode on `port` (a random one unless given: a node restarted where it
 * was) against the database of `storeEnv` (see `TestStore.env`); `ready` waits for it to answer
 * /healthz.
 */
export function spawnServer(storeEnv: Record<string, string>, port = testPort()): ServerProcess {
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      ...storeEnv,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      WEB_DIST: '/nonexistent',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  running.add(child);
  const exit = new Promise<string | null>((resolve) =>
    child.on('exit', (_code, signal) => {
      running.delete(child);
      resolve(signal);
    }),
  );
  return { child, base: `http://127.0.0.1:${port}`, exit };
}

const running = new Set<ChildProcess>();

/**
 * Kills every server process this file started that is still running: for `afterAll`, so a
 * failed test leaves no server behind (an orphan holding the test's stderr keeps the run open).
 */
export async function killServers(): Promise<void> {
  const left = [...running];
  await Promise.all(
    left.map(
      (child) =>
        new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGKILL');
        }),
    ),
  );
}

export async function ready(server: ServerProcess): Promise<ServerProcess> {
  await untilHealthy(server.base);
  return server;
}

/** Runs a node's sweep of held stakes once, at `now` (test mode); answers how many it recovered. */
export async function sweepAt(node: ServerProcess, now: number): Promise<number> {
  const r = await fetch(`${node.base}/wps/__test/sweep`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ now }),
  });
  expect(r.status).toBe(200);
  return ((await r.json()) as { value: { recovered: number } }).value.recovered;
}

/**
 * For a file's tests: a fresh test database with two server processes on it (the first migrates
 * and seeds the demo brand, the second finds them done), stopped and dropped after the file.
 */
export function useTwoServers(): { store: () => TestStore; servers: ServerProcess[] } {
  let store: TestStore | undefined;
  const servers: ServerProcess[] = [];
  beforeAll(async () => {
    store = await createTestStore();
    servers.push(await ready(spawnServer(store.env)));
    servers.push(await ready(spawnServer(store.env)));
  }, 60_000);
  afterAll(async () => {
    for (const s of servers) s.child.kill('SIGTERM');
    await Promise.all(servers.map((s) => s.exit));
    await store?.drop();
  });
  return { store: () => store!, servers };
}
