/**
 * `npm run deploy:rehearse`: the reference deployment (deploy/) rehearsed on a machine without
 * Docker. It carries out deploy/Dockerfile's stages into folders (scripts/rehearse/dockerfile.ts),
 * then starts three nodes at once from the image's folder as its user, with its ENV, its CMD and
 * compose.yaml's settings, on an empty PostgreSQL database and Redis, behind deploy/nginx.conf;
 * and checks through the proxy what an operator checks after `docker compose up`: the site, the
 * back office, the health check the image declares, a member made with the operator CLI inside
 * the image playing a round, and a node stopped without a failed request. `--keep` keeps the
 * image folder. The settings that differ from compose.yaml are the ones its network gives
 * (addresses, ports); they are printed.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startNginx } from '../apps/server/test/nginx-proxy.ts';
import { createDatabase, dropDatabase, pgDatabaseUrl } from '../apps/server/test/pg-cluster.ts';
import { testPort, untilHealthy } from '../apps/server/test/ports.ts';
import { buildStages, folderBytes, parseDockerfile, type Stage } from './rehearse/dockerfile.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const REDIS_URL = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const log = (line: string) => console.log(line);
const checks: string[] = [];
function check(ok: boolean, what: string) {
  checks.push(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) process.exitCode = 1;
}

/** compose.yaml's settings for every node (the `x-node` block's environment). */
function composeEnv(): Record<string, string> {
  const text = readFileSync(join(ROOT, 'deploy/compose.yaml'), 'utf8');
  const block = /\n {2}environment:\n((?: {4}.*\n| *#.*\n)+)/.exec(text)?.[1] ?? '';
  const env: Record<string, string> = {};
  for (const [, k, v] of block.matchAll(/^ {4}(\w+): (.*)$/gm))
    env[k!] = v!.replace(/^'(.*)'$/, '$1').replace(/^"(.*)"$/, '$1');
  return env;
}

/** The image's user (its Dockerfile's USER), made on this machine if it has none. */
function imageUser(name: string): { uid: number; gid: number } {
  const id = (flag: string) => Number(execFileSync('id', [flag, name]).toString().trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync('useradd', ['--system', '--no-create-home', '--user-group', name]);
    log(`made the image's user ${name} on this machine`);
    return { uid: id('-u'), gid: id('-g') };
  }
}

type Node = { child: ChildProcess; port: number; exit: Promise<number | null> };

function startNode(
  image: Stage,
  o: { env: Record<string, string>; port: number; user: { uid: number; gid: number } },
): Node {
  const [, ...args] = image.cmd; // "node": this machine's Node.js 24 (the project's pinned one)
  const child = spawn(process.execPath, args, {
    cwd: join(image.root, image.workdir),
    env: { ...o.env, PORT: String(o.port) },
    uid: o.user.uid,
    gid: o.user.gid,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { child, port: o.port, exit: new Promise((r) => child.on('exit', (code) => r(code))) };
}

function imageEnv(image: Stage, database: string): { env: Record<string, string>; changed: string[] } {
  const network = {
    DATABASE_URL: pgDatabaseUrl(database),
    REDIS_URL,
    REDIS_PREFIX: `lotto-rehearsal-${Date.now()}`,
    TRUSTED_PROXIES: '127.0.0.1',
    DATA_DIR: join(image.root, image.env['DATA_DIR'] ?? '/data'),
  };
  const env = { PATH: process.env['PATH'] ?? '', ...image.env, ...composeEnv(), ...network };
  return { env, changed: Object.keys(network) };
}

const adminIn =
  (image: Stage, o: { env: Record<string, string>; user: { uid: number; gid: number } }) =>
  (args: string[]) =>
    execFileSync(process.execPath, ['apps/server/src/cli/admin.ts', ...args], {
      cwd: join(image.root, image.workdir),
      env: o.env,
      uid: o.user.uid,
      gid: o.user.gid,
    }).toString();

async function siteChecks(front: string, admin: (args: string[]) => string) {
  const home = await fetch(`${front}/`);
  check(
    home.ok && (await home.text()).includes('<div id="root"'),
    `GET / through the proxy: ${home.status}, the web app`,
  );
  const office = await fetch(`${front}/backoffice/`);
  check(
    office.ok && (await office.text()).includes('<html'),
    `GET /backoffice/: ${office.status}, the back office`,
  );
  const status = await fetch(`${front}/wps/system/status`);
  check(status.ok, `GET /wps/system/status: ${status.status}`);

  admin(['member', 'create', '--username', 'rehearsal1', '--password', 'Rehearse2026x']);
  admin([
    'wallet',
    'adjust',
    'rehearsal1',
    '100.00',
    '--memo',
    'deploy rehearsal',
    '--key',
    'rehearsal-fund',
  ]);
  const post = (path: string, body: object, token?: string) =>
    fetch(`${front}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
      body: JSON.stringify(body),
    });
  const login = await post('/wps/session/login', { username: 'rehearsal1', password: 'Rehearse2026x' });
  const token = ((await login.json()) as { value?: { token: string } }).value?.token;
  check(login.ok && !!token, `member made with the image's CLI signs in through the proxy: ${login.status}`);
  const play = await post(
    '/wps/inhouse/play',
    { game: 'dice', stake: '1.00', params: { target: 5000, direction: 'under' }, requestId: 'rehearsal-1' },
    token,
  );
  const round = (await play.json()) as { value?: { balance: string } };
  check(
    play.ok && round.value !== undefined,
    `a dice round through the proxy: ${play.status}, balance ${round.value?.balance}`,
  );
}

async function main() {
  const out = mkdtempSync(join(tmpdir(), 'lotto-image-'));
  chmodSync(out, 0o755); // the image's user reads its files
  const database = `lotto_rehearsal_${Date.now()}`;
  const nodes: Node[] = [];
  let proxy: { base: string; stop: () => Promise<void> } | undefined;
  try {
    const started = Date.now();
    const dockerfile = join(ROOT, 'deploy/Dockerfile');
    const userName = parseDockerfile(readFileSync(dockerfile, 'utf8'))
      .filter((i) => i.op === 'USER')
      .pop()?.args;
    const user = imageUser(userName ?? 'root'); // before the build: its last stage gives the user its folder
    const image = buildStages({
      dockerfile,
      context: ROOT,
      out,
      log,
      edits: [
        {
          from: ' && npm cache clean --force',
          why: "it would empty this machine's npm cache; in the image it only saves space",
        },
      ],
    });
    log(
      `image built in ${((Date.now() - started) / 1000).toFixed(0)} s; its files: ${(folderBytes(image.root) / 1e6).toFixed(0)} MB (without the base image)`,
    );
    await createDatabase(database);
    const { env, changed } = imageEnv(image, database);
    log(`settings: the image's ENV and compose.yaml's; for this machine's network: ${changed.join(', ')}`);

    for (let i = 0; i < 3; i++) nodes.push(startNode(image, { env, port: testPort(), user }));
    await Promise.all(nodes.map((n) => untilHealthy(`http://127.0.0.1:${n.port}`, 60_000)));
    check(true, 'three nodes started at once on an empty database, all healthy');
    const health = image.healthcheck ?? [];
    const hc = spawn(process.execPath, health.slice(1), {
      env: { ...env, PORT: String(nodes[0]!.port) },
      uid: user.uid,
      gid: user.gid,
    });
    check(
      (await new Promise((r) => hc.on('exit', r))) === 0,
      `the image's HEALTHCHECK command passes (${health.join(' ').slice(0, 60)}...)`,
    );

    proxy = await startNginx(nodes.map((n) => n.port));
    const front = proxy.base.replace('127.0.0.1', 'localhost');
    await siteChecks(front, adminIn(image, { env, user }));

    nodes[1]!.child.kill('SIGTERM');
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => fetch(`${front}/wps/system/status`).then((r) => r.status)),
    );
    check(
      answers.every((s) => s === 200),
      `30 requests while node 2 stops: ${answers.filter((s) => s !== 200).length} failed`,
    );
    check((await nodes[1]!.exit) === 0, 'node 2 stopped by SIGTERM exits 0');
  } finally {
    await proxy?.stop();
    for (const n of nodes) n.child.kill('SIGKILL');
    await Promise.all(nodes.map((n) => n.exit));
    await dropDatabase(database);
    if (!process.argv.includes('--keep')) rmSync(out, { recursive: true, force: true });
    else log(`image folder kept: ${out}`);
  }
  log(`\nrehearsal of deploy/: ${checks.length} checks\n${checks.join('\n')}`);
}

await main();
