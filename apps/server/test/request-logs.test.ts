import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createDemoStore, engine, geo, testConfig, type TestStore } from './harness.ts';

/**
 * Request loggers are built lazily and the access line goes through the root logger (app.ts,
 * lib/request-logger.ts): every line about a request must still carry its request id.
 */
let store: TestStore;
let app: Awaited<ReturnType<typeof buildApp>>;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  store = await createDemoStore();
  const stream = new Writable({
    write(chunk: Buffer, _enc, cb) {
      for (const line of String(chunk).split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      cb();
    },
  });
  app = await buildApp({
    config: testConfig({ LOG_LEVEL: 'info' }),
    db: store.db,
    geo,
    logger: { level: 'info', stream },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await store.drop();
});

const linesOf = (reqId: string) => lines.filter((l) => l['reqId'] === reqId);

describe(`request logs (${engine})`, () => {
  it('write one access line per request, with the request id', async () => {
    const res = await app.inject({
      url: '/wps/system/status',
      headers: { 'x-request-id': 'status-12345678' },
    });
    expect(res.statusCode).toBe(200);
    expect(linesOf('status-12345678')).toEqual([
      expect.objectContaining({ level: 30, msg: 'request', method: 'GET', status: 200, ip: '127.0.0.1' }),
    ]);
  });

  it("carry the request id in a handler's own lines too (a refused request)", async () => {
    const res = await app.inject({ url: '/wps/system/whitelabel', headers: { merchant: 'nobody' } });
    const id = res.headers['x-request-id'] as string;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const mine = linesOf(id);
    expect(mine.map((l) => l['msg'])).toEqual(['request refused', 'request']);
    expect(mine[0]).toMatchObject({ code: 'merchant.not.found' });
    expect(mine[1]).toMatchObject({ status: 404, url: '/wps/system/whitelabel' });
  });

  it('key every line the same way as a pino child would (base fields, then the request id)', async () => {
    await app.inject({ url: '/healthz', headers: { 'x-request-id': 'order-123456789' } });
    const [line] = linesOf('order-123456789');
    expect(Object.keys(line!).slice(0, 5)).toEqual(['level', 'time', 'pid', 'hostname', 'reqId']);
  });
});
