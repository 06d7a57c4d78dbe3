import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { testPort, untilHealthy } from './ports.ts';

/** The reference proxy configuration an operator deploys (deploy/nginx.conf). */
const REFERENCE = fileURLToPath(new URL('../../../deploy/nginx.conf', import.meta.url));

export const NGINX = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find((p) =>
  existsSync(p),
);

export type Proxy = { base: string; stop: () => Promise<void> };

/**
 * Runs Debian's nginx with the reference configuration, its upstream pointed at the test's
 * nodes (`127.0.0.1:<port>` each) and listening on a free local port: the rules a test proves
 * (which requests are replayed on another node) are the ones operators deploy.
 */
export async function startNginx(nodePorts: number[]): Promise<Proxy> {
  if (!NGINX) throw new Error('nginx is not installed: apt-get install -y nginx (.ci/run does this)');
  const port = testPort();
  const dir = mkdtempSync(join(tmpdir(), 'lotto-nginx-'));
  mkdirSync(join(dir, 'logs'));
  chmodSync(dir, 0o755); // nginx's workers run as another user when started by root
  const upstream = nodePorts.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n');
  const conf = readFileSync(REFERENCE, 'utf8')
    .replace(/^ {4}server node\d:8080[^\n]*\n/gm, '')
    .replace(/upstream lotto_nodes \{\n/, `upstream lotto_nodes {\n${upstream}\n`)
    .replace('listen 80;', `listen 127.0.0.1:${port};`)
    .replace('worker_processes auto;', 'worker_processes 1;');
  if (!conf.includes(`127.0.0.1:${nodePorts[0]}`))
    throw new Error('deploy/nginx.conf: upstream block not found');
  writeFileSync(join(dir, 'nginx.conf'), conf);
  const check = spawnSync(NGINX, ['-t', '-p', dir, '-c', join(dir, 'nginx.conf'), '-g', globals(dir)]);
  if (check.status !== 0) throw new Error(`nginx -t: ${check.stderr.toString()}`);
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', globals(dir)], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await untilHealthy(base, 5000); // through nginx: the nodes behind it are up already
  return {
    base,
    stop: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGQUIT');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const globals = (dir: string) =>
  `daemon off; master_process on; pid ${join(dir, 'nginx.pid')}; error_log ${join(dir, 'logs', 'error.log')} warn;`;
