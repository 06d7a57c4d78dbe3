import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStore, engine, type TestStore } from './harness.ts';
import { testPort } from './server-process.ts';

const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));
let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(() => store.drop());

const port = testPort;

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
    expect(proc.output()).toContain('shutting down: draining');
    expect(proc.output()).toContain('"msg":"closed"');
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
  });

  it('while draining, the answer in flight closes its connection and nothing more is taken on it', async () => {
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
    expect(answers).toHaveLength(1);
    expect(answers[0]).toMatch(/^HTTP\/1\.1 200/);
    expect(answers[0]!.toLowerCase()).toContain('connection: close');
    expect(await proc.exit).toBe(0);
  });

  it('with a stop delay, first answers health 503 and closes each answered connection while it still serves, then stops listening', async () => {
    const p = port();
    const base = `http://127.0.0.1:${p}`;
    const proc = start({ ...store.env, PORT: String(p), SHUTDOWN_DELAY_MS: '1500' });
    await waitForHealth(base);
    const before = await fetch(`${base}/healthz`);
    expect([before.status, before.headers.get('connection')]).toEqual([200, 'keep-alive']);
    proc.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    // the proxy's health check sees the node going away, in the envelope
    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(503);
    expect(health.headers.get('connection')).toBe('close');
    expect(await health.json()).toMatchObject({ success: false, code: 'system.draining' });
    // a request that still comes here is served, on a connection that then closes
    const served = await fetch(`${base}/wps/system/status`, { headers: { language: 'EN' } });
    expect([served.status, served.headers.get('connection')]).toEqual([200, 'close']);
    expect(await proc.exit).toBe(0);
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
  });

  it('refuses to boot on bad environment variables and lists them', async () => {
    const proc = start({ PORT: 'eighty', LOG_LEVEL: 'loud' });
    expect(await proc.exit).toBe(78);
    expect(proc.output()).toContain('Invalid environment variables');
    expect(proc.output()).toContain('PORT');
    expect(proc.output()).toContain('LOG_LEVEL');
  });
});
