import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../apps/server/src/main.ts', import.meta.url));

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });

export type RunningServer = {
  baseUrl: string;
  dataDir: string;
  env: Record<string, string>;
  stop: () => Promise<void>;
};

/** Starts the real server (production mode, built web app, fresh embedded database). */
export async function startServer(extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'lotto-e2e-'));
  const env = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    CONFIG_POLL_MS: '100',
    ...extraEnv,
  };
  const child: ChildProcess = spawn(process.execPath, [MAIN], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) break;
    } catch {
      // not up yet
    }
    if (i > 300) throw new Error('server did not start in 30 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    baseUrl,
    dataDir,
    env,
    stop: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
