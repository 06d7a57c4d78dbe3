import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStore, engine, type TestStore } from './harness.ts';

const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));
let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(() => store.drop());

const port = () => 20000 + Math.floor(Math.random() * 20000);

function start(env: Record<string, string>): {
  child: ChildProcess;
  output: () => string;
  exit: Promise<number | null>;
} {
  const child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', WEB_DIST: '/nonexistent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => out, exit };
}

async function waitForHealth(base: string) {
  for (let i = 0; i < 200; i++) {
    try {
      const r = await fetch(`${base}/healthz`);
      if (r.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('server did not start');
}

describe(`process lifecycle (${engine})`, () => {
  it('SIGTERM lets an in-flight request finish, then closes the database and exits 0', async () => {
    const p = port();
    const base = `http://127.0.0.1:${p}`;
    const proc = start({ ...store.env, PORT: String(p) });
    await waitForHealth(base);
    const inflight = fetch(`${base}/wps/__test/sleep?ms=1500`).then(async (r) => ({
      status: r.status,
      body: await r.json(),
    }));
    await new Promise((r) => setTimeout(r, 300));
    proc.child.kill('SIGTERM');
    const res = await inflight;
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, value: { slept: 1500 } });
    expect(await proc.exit).toBe(0);
    expect(proc.output()).toContain('draining in-flight requests');
    expect(proc.output()).toContain('"msg":"closed"');
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
  });

  it('while draining, a new request on an open connection gets the 503 envelope', async () => {
    const p = port();
    const proc = start({ ...store.env, PORT: String(p) });
    await waitForHealth(`http://127.0.0.1:${p}`);
    const socket = connect(p, '127.0.0.1');
    let data = '';
    socket.on('data', (d: Buffer) => (data += d.toString('utf8')));
    const closed = new Promise((r) => socket.on('close', r));
    socket.write('GET /wps/__test/sleep?ms=1500 HTTP/1.1\r\nHost: x\r\n\r\n');
    await new Promise((r) => setTimeout(r, 300));
    proc.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    socket.write('GET /wps/system/status HTTP/1.1\r\nHost: x\r\nLanguage: EN\r\n\r\n');
    await closed;
    const answers = data.split(/(?=HTTP\/1\.1 )/);
    expect(answers[0]).toMatch(/^HTTP\/1\.1 200/);
    expect(answers[1]).toMatch(/^HTTP\/1\.1 503/);
    const body = JSON.parse(answers[1]!.split('\r\n\r\n')[1]!) as Record<string, unknown>;
    expect(body).toMatchObject({
      success: false,
      code: 'system.maintenance',
      message: 'System maintenance.',
    });
    expect(await proc.exit).toBe(0);
  });

  it('refuses to boot on bad environment variables and lists them', async () => {
    const proc = start({ PORT: 'eighty', LOG_LEVEL: 'loud' });
    expect(await proc.exit).toBe(78);
    expect(proc.output()).toContain('Invalid environment variables');
    expect(proc.output()).toContain('PORT');
    expect(proc.output()).toContain('LOG_LEVEL');
  });
});
