import { Agent, createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { seedDemo } from '../src/seed/demo.ts';
import {
  addSunBrand,
  createTestStore,
  engine,
  eventually,
  geo,
  testConfig,
  type TestStore,
} from './harness.ts';

/**
 * The status hot path (modules/system/status-hot-path.ts) answers below Fastify, so `inject`
 * never reaches it: everything here goes over real HTTP. The app listens as in production
 * (hot path first); a second server on the same app hands every request straight to Fastify
 * (`app.routing`), so the same request can be asked of both and the answers compared whole:
 * status line, every header in order, body bytes and the access log line.
 */
let store: TestStore;
let app: Awaited<ReturnType<typeof buildApp>>;
let fastifyOnly: Server;
const ports = { hot: 0, fastify: 0 };
const agents = { hot: new Agent({ keepAlive: true }), fastify: new Agent({ keepAlive: true }) };
/** Request ids that Fastify answered (its onResponse hooks ran: they do for errors too). */
const throughFastify = new Set<string>();
const logLines: Record<string, unknown>[] = [];

beforeAll(async () => {
  store = await createTestStore();
  await migrateToLatest(store.db);
  await seedDemo(store.db.kysely);
  const sunId = await addSunBrand(store);
  await store.db.kysely
    .insertInto('merchant_domains')
    .values({ merchant_id: sunId, host: 'sun.example', kind: 'primary', sort: 0 })
    .execute();
  const stream = new Writable({
    write(chunk: Buffer, _enc, cb) {
      for (const line of String(chunk).split('\n').filter(Boolean))
        logLines.push(JSON.parse(line) as Record<string, unknown>);
      cb();
    },
  });
  app = await buildApp({
    config: testConfig({ LOG_LEVEL: 'info' }),
    db: store.db,
    geo,
    logger: { level: 'info', stream },
  });
  app.addHook('onResponse', (req, _reply, done) => {
    throughFastify.add(req.id);
    done();
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  ports.hot = (app.server.address() as AddressInfo).port;
  fastifyOnly = createServer((req, res) => app.routing(req, res));
  // what Fastify sets on its own server (72 s): the Keep-Alive header shows it
  fastifyOnly.keepAliveTimeout = app.server.keepAliveTimeout;
  await new Promise<void>((resolve) => fastifyOnly.listen(0, '127.0.0.1', resolve));
  ports.fastify = (fastifyOnly.address() as AddressInfo).port;
});
afterAll(async () => {
  agents.hot.destroy();
  agents.fastify.destroy();
  await new Promise((resolve) => fastifyOnly.close(resolve));
  await app.close();
  await store.drop();
});

type Ask = { method?: string; path?: string; headers?: string[]; body?: string };
type Answer = { status: number; headers: string[]; body: Buffer };

/**
 * One request over HTTP; `headers` is a raw list (name, value, ...), so a header may repeat.
 * Node adds neither Host nor Content-Length to a raw list: `localhost` unless the list has
 * one, and the body's length.
 */
function send(to: keyof typeof ports, ask: Ask, id: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: ports[to],
        agent: agents[to],
        method: ask.method ?? 'GET',
        path: ask.path ?? '/wps/system/status?url=localhost',
        headers: [
          ...(ask.headers?.some((h, i) => i % 2 === 0 && h.toLowerCase() === 'host')
            ? []
            : ['host', 'localhost']),
          'x-request-id',
          id,
          ...(ask.headers ?? []),
          ...(ask.body === undefined ? [] : ['content-length', String(Buffer.byteLength(ask.body))]),
        ],
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          // the date is the only part that may differ between two answers
          const headers = res.rawHeaders.flatMap((v, i, all) =>
            i % 2 === 0 && v.toLowerCase() !== 'date' ? [v, all[i + 1]!] : [],
          );
          resolve({ status: res.statusCode!, headers, body: Buffer.concat(chunks) });
        });
      },
    );
    req.on('error', reject);
    req.end(ask.body);
  });
}

let n = 0;
/** Asks both servers the same (after one request that loads the brand) and expects equal answers. */
async function exchange(ask: Ask): Promise<{ answer: Answer; hotPath: boolean }> {
  await send('fastify', ask, `warmup-${++n}-req`);
  const [hot, fastify] = [`hot-${++n}-request`, `fst-${n}-request`];
  const fromHot = await send('hot', ask, hot);
  const fromFastify = await send('fastify', ask, fastify);
  expect({ ...fromHot, headers: fromHot.headers.map((v) => v.replace(hot, 'ID')) }).toEqual({
    ...fromFastify,
    headers: fromFastify.headers.map((v) => v.replace(fastify, 'ID')),
  });
  // Fastify writes its line once the answer has finished, possibly after the client read it.
  const line = async (id: string) => {
    const found = await eventually(() => {
      const mine = logLines.filter((l) => l['reqId'] === id && l['msg'] === 'request');
      expect(mine, `${id} ${JSON.stringify(ask)}`).toHaveLength(1);
      return Promise.resolve(mine);
    });
    const { time: _t, ms, reqId: _r, ...rest } = found[0]!;
    expect(typeof ms).toBe('number');
    return { keys: Object.keys(found[0]!), rest };
  };
  expect(await line(hot)).toEqual(await line(fastify));
  return { answer: fromHot, hotPath: !throughFastify.has(hot) };
}

/**
 * `exchange`, expecting the hot path to have answered or not. A config poll may drop the brand
 * cache between the warm-up and the request (then Fastify answers, rightly): asked again.
 */
async function both(ask: Ask, hotPath: boolean): Promise<Answer> {
  for (let attempt = 1; ; attempt++) {
    const got = await exchange(ask);
    if (got.hotPath === hotPath || attempt === 5) {
      expect(got.hotPath, JSON.stringify(ask)).toBe(hotPath);
      return got.answer;
    }
  }
}

const json = (a: Answer): unknown => JSON.parse(a.body.toString('utf8'));

describe(`status hot path (${engine})`, () => {
  it('answers the usual status calls below Fastify, identical to the Fastify route', async () => {
    const usual: Ask[] = [
      { headers: ['x-forwarded-for', '8.8.8.8', 'language', 'EN'] },
      { path: '/wps/system/status' },
      { path: '/wps/system/status?' },
      { path: '/wps/system/status?url=' },
      { path: `/wps/system/status?url=${'a'.repeat(2048)}` },
      { path: '/wps/system/status?url=localhost%3A5173' },
      { headers: ['language', 'TY'] },
      { headers: ['language', 'ko'] },
      { headers: ['merchant', 'sun'] },
      { headers: ['merchant', ' sun '] },
      { headers: ['host', 'sun.example:8443'] },
      { headers: ['host', 'SUN.example'] },
      { headers: ['host', 'unknown.example'] },
      { headers: ['host', 'sun.example', 'merchant', 'demo'] },
      // the peer (127.0.0.1) is trusted, the next hop is not: the visitor is the last untrusted one
      { headers: ['x-forwarded-for', '1.2.3.4, 133.242.0.1'] },
      { headers: ['x-forwarded-for', ' '] },
    ];
    for (const ask of usual) expect((await both(ask, true)).status, JSON.stringify(ask)).toBe(200);
    const sun = await both({ headers: ['merchant', 'sun'] }, true);
    expect(json(sun)).toMatchObject({ value: { info: { whitelabel: { name: 'Sun Lotto' } } } });
    const hop = await both({ headers: ['x-forwarded-for', '1.2.3.4, 133.242.0.1'] }, true);
    expect(json(hop)).toMatchObject({ value: { location: { ip: '133.242.0.1', country: 'JP' } } });
  });

  it('writes every security header, the request id and the JSON type', async () => {
    const answer = await both({}, true);
    const headers = Object.fromEntries(
      answer.headers.flatMap((v, i, all) => (i % 2 === 0 ? [[v.toLowerCase(), all[i + 1]]] : [])),
    );
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'referrer-policy': 'no-referrer',
      'x-frame-options': 'SAMEORIGIN',
      'cross-origin-resource-policy': 'same-origin',
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(answer.body.length),
    });
    expect(headers['x-request-id']).toMatch(/^hot-\d+-request$/);
    const fresh = await send('hot', { headers: ['x-request-id', 'no'] }, 'x');
    expect(fresh.headers[fresh.headers.indexOf('x-request-id') + 1]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers maintenance (with a non-Latin-1 message) and restrictions the same way', async () => {
    const { admin, brands } = app.platform;
    await admin.setMaintenance('demo', true, 'Balik kami ₱ 04:00 — salamat');
    brands.invalidate();
    const down = await both({ headers: ['x-forwarded-for', '8.8.8.8'] }, true);
    expect(json(down)).toMatchObject({
      value: {
        systemStatus: 1,
        maintenance: { enabled: true, message: 'Balik kami ₱ 04:00 — salamat' },
      },
    });
    await admin.setMaintenance('demo', false);
    await admin.restrict('demo', 'block_country', 'US');
    brands.invalidate();
    const blocked = await both({ headers: ['x-forwarded-for', '8.8.8.8'] }, true);
    expect(json(blocked)).toMatchObject({ value: { systemStatus: 2, regionRestriction: true } });
    await admin.restrict('demo', 'block_country', 'US', true);
    brands.invalidate();
  });

  it('leaves everything unusual to Fastify, which answers as before', async () => {
    const unusual: [Ask, number][] = [
      [{ headers: ['merchant', 'demo', 'merchant', 'sun'] }, 400],
      [{ method: 'HEAD' }, 200],
      [{ method: 'POST', headers: ['content-type', 'application/json'], body: '{}' }, 405],
      [{ headers: ['content-type', 'text/plain'], body: 'hello' }, 200],
      [{ path: '/wps/system/status?foo=1' }, 400],
      [{ path: '/wps/system/status?url=a&url=b' }, 400],
      [{ path: `/wps/system/status?url=${'a'.repeat(2049)}` }, 400],
      [{ path: `/wps/system/status?url=${'%61'.repeat(683)}` }, 200],
      [{ path: '/wps/system/status/?url=localhost' }, 200],
      [{ headers: ['merchant', 'nobody'] }, 404],
      [{ headers: ['x-forwarded-host', 'sun.example'] }, 200],
    ];
    for (const [ask, status] of unusual)
      expect((await both(ask, false)).status, JSON.stringify(ask)).toBe(status);
    const duplicated = await both({ headers: ['merchant', 'demo', 'merchant', 'sun'] }, false);
    expect(json(duplicated)).toMatchObject({ success: false, code: 'function.not.available' });
  });
});
