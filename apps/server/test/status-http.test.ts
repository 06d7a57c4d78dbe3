import { Agent, request } from 'node:http';
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
 * The status call over real HTTP, as in production (decision 006): it is an ordinary Fastify
 * route, so every hook of the app runs for it. This file adds a hook of every request stage to
 * the app after it is built (as a later plugin would), and checks each status call passed all of
 * them, besides its answer (status, every header in order, body) and its access line. Then the
 * ETag: strong, stable, 304 when If-None-Match names it, and new when the brand's settings change.
 */
let store: TestStore;
let app: Awaited<ReturnType<typeof buildApp>>;
let port = 0;
const agent = new Agent({ keepAlive: true });
const stages = ['onRequest', 'preParsing', 'preValidation', 'preHandler', 'onSend', 'onResponse'] as const;
/** The hook stages each request id passed. */
const passed = new Map<string, string[]>();
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
  // Hooks a later plugin could add: each notes that the request passed it.
  const note = (stage: string, id: string) => passed.set(id, [...(passed.get(id) ?? []), stage]);
  app.addHook('onRequest', (req, _reply, done) => (note('onRequest', req.id), done()));
  app.addHook(
    'preParsing',
    (req, _reply, payload, done) => (note('preParsing', req.id), done(null, payload)),
  );
  app.addHook('preValidation', (req, _reply, done) => (note('preValidation', req.id), done()));
  app.addHook('preHandler', (req, _reply, done) => (note('preHandler', req.id), done()));
  app.addHook('onSend', (req, _reply, payload, done) => (note('onSend', req.id), done(null, payload)));
  app.addHook('onResponse', (req, _reply, done) => (note('onResponse', req.id), done()));
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  agent.destroy();
  await app.close();
  await store.drop();
});

type Ask = { method?: string; path?: string; headers?: string[]; body?: string };
type Answer = { status: number; headers: string[]; body: Buffer };

/**
 * One request over HTTP; `headers` is a raw list (name, value, ...), so a header may repeat.
 * Node adds neither Host nor Content-Length to a raw list: `localhost` unless the list has
 * one, and the body's length. The answer's headers come as sent, in order, without the date.
 */
function send(ask: Ask, id: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        agent,
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
/**
 * Asks once (after one request that loads the brand), and checks the request passed every
 * stage it reaches and wrote one access line. A request refused before its handler (a bad
 * query, an unknown brand) skips the stages after the refusal, as in Fastify.
 */
async function ask(a: Ask, stagesRun: readonly string[] = stages): Promise<Answer> {
  await send(a, `warmup-${++n}-req`);
  const id = `status-${++n}-request`;
  const answer = await send(a, id);
  // Fastify writes its line once the answer has finished, possibly after the client read it.
  const line = await eventually(() => {
    const mine = logLines.filter((l) => l['reqId'] === id && l['msg'] === 'request');
    expect(mine, `${id} ${JSON.stringify(a)}`).toHaveLength(1);
    return Promise.resolve(mine[0]!);
  });
  expect(Object.keys(line)).toEqual([
    'level',
    'time',
    'pid',
    'hostname',
    'reqId',
    'method',
    'url',
    'status',
    'ms',
    'ip',
    'msg',
  ]);
  expect(line).toMatchObject({ method: a.method ?? 'GET', status: answer.status });
  expect(passed.get(id), JSON.stringify(a)).toEqual(stagesRun);
  return answer;
}

const json = (a: Answer): unknown => JSON.parse(a.body.toString('utf8'));
const header = (a: Answer, name: string): string | undefined => {
  const i = a.headers.findIndex((h, j) => j % 2 === 0 && h.toLowerCase() === name);
  return i === -1 ? undefined : a.headers[i + 1];
};
const names = (a: Answer) => a.headers.filter((_, i) => i % 2 === 0).map((h) => h.toLowerCase());

describe(`status over HTTP (${engine})`, () => {
  it('answers the usual status calls through every hook of the app', async () => {
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
    for (const a of usual) expect((await ask(a)).status, JSON.stringify(a)).toBe(200);
    const sun = await ask({ headers: ['merchant', 'sun'] });
    expect(json(sun)).toMatchObject({ value: { info: { whitelabel: { name: 'Sun Lotto' } } } });
    const hop = await ask({ headers: ['x-forwarded-for', '1.2.3.4, 133.242.0.1'] });
    expect(json(hop)).toMatchObject({ value: { location: { ip: '133.242.0.1', country: 'JP' } } });
  });

  it('writes every security header, the request id, the ETag and the JSON type, in that order', async () => {
    const answer = await ask({});
    expect(names(answer)).toEqual([
      'x-content-type-options',
      'strict-transport-security',
      'referrer-policy',
      'x-frame-options',
      'cross-origin-resource-policy',
      'x-request-id',
      'etag',
      'content-type',
      'content-length',
      'connection',
      'keep-alive',
    ]);
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
    expect(headers['x-request-id']).toMatch(/^status-\d+-request$/);
    const fresh = await send({ headers: ['x-request-id', 'no'] }, 'x');
    expect(header(fresh, 'x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers maintenance (with a non-Latin-1 message) and restrictions', async () => {
    const { admin, brands } = app.platform;
    await admin.setMaintenance('demo', { on: true, message: 'Balik kami ₱ 04:00 — salamat' });
    brands.invalidate();
    const down = await ask({ headers: ['x-forwarded-for', '8.8.8.8'] });
    expect(json(down)).toMatchObject({
      value: {
        systemStatus: 1,
        maintenance: { enabled: true, message: 'Balik kami ₱ 04:00 — salamat' },
      },
    });
    await admin.setMaintenance('demo', { on: false });
    await admin.restrict('demo', { kind: 'block_country', value: 'US' });
    brands.invalidate();
    const blocked = await ask({ headers: ['x-forwarded-for', '8.8.8.8'] });
    expect(json(blocked)).toMatchObject({ value: { systemStatus: 2, regionRestriction: true } });
    await admin.restrict('demo', { kind: 'block_country', value: 'US', remove: true });
    brands.invalidate();
  });

  it('answers everything unusual as before, through the hooks up to where it is refused', async () => {
    // refused by the app's brand hook, an onRequest hook before those added here: Fastify runs no
    // later onRequest hook, and the answer goes through the send and response hooks
    const early = ['onSend', 'onResponse'];
    const invalid = ['onRequest', 'preParsing', 'preValidation', 'onSend', 'onResponse']; // by the query schema
    const unusual: [Ask, number, string[]?][] = [
      [{ headers: ['merchant', 'demo', 'merchant', 'sun'] }, 400, early],
      [{ method: 'HEAD' }, 200],
      [{ method: 'POST', headers: ['content-type', 'application/json'], body: '{}' }, 405],
      [{ headers: ['content-type', 'text/plain'], body: 'hello' }, 200],
      [{ path: '/wps/system/status?foo=1' }, 400, invalid],
      [{ path: '/wps/system/status?url=a&url=b' }, 400, invalid],
      [{ path: `/wps/system/status?url=${'a'.repeat(2049)}` }, 400, invalid],
      [{ path: `/wps/system/status?url=${'%61'.repeat(683)}` }, 200],
      [{ path: '/wps/system/status/?url=localhost' }, 200],
      [{ headers: ['merchant', 'nobody'] }, 404, early],
      [{ headers: ['x-forwarded-host', 'sun.example'] }, 200],
    ];
    for (const [a, status, stagesRun] of unusual)
      expect((await ask(a, stagesRun)).status, JSON.stringify(a)).toBe(status);
    const duplicated = await ask({ headers: ['merchant', 'demo', 'merchant', 'sun'] }, early);
    expect(json(duplicated)).toMatchObject({ success: false, code: 'function.not.available' });
  });
});

describe(`status ETag (${engine})`, () => {
  it('is strong, and the same for the same answer', async () => {
    const first = await ask({ headers: ['language', 'EN'] });
    const etag = header(first, 'etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await ask({ headers: ['language', 'EN'] });
    expect(header(again, 'etag')).toBe(etag);
    expect(again.body.equals(first.body)).toBe(true);
    // a HEAD names the same answer
    expect(header(await ask({ method: 'HEAD', headers: ['language', 'EN'] }), 'etag')).toBe(etag);
    // another language, visitor or brand is another answer
    const others = [
      await ask({ headers: ['language', 'TY'] }),
      await ask({ headers: ['language', 'EN', 'x-forwarded-for', '8.8.8.8'] }),
      await ask({ headers: ['merchant', 'sun'] }),
    ].map((a) => header(a, 'etag'));
    expect(new Set([etag, ...others]).size).toBe(4);
  });

  it('answers 304 with no body when If-None-Match names it, with the same ETag and headers', async () => {
    const full = await ask({ headers: ['language', 'EN'] });
    const etag = header(full, 'etag')!;
    for (const inm of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const cached = await ask({ headers: ['language', 'EN', 'if-none-match', inm] });
      expect(cached.status, inm).toBe(304);
      expect(cached.body.length, inm).toBe(0);
      expect(header(cached, 'etag'), inm).toBe(etag);
      expect(names(cached), inm).toEqual([
        'x-content-type-options',
        'strict-transport-security',
        'referrer-policy',
        'x-frame-options',
        'cross-origin-resource-policy',
        'x-request-id',
        'etag',
        'connection',
        'keep-alive',
      ]);
    }
    expect((await ask({ method: 'HEAD', headers: ['language', 'EN', 'if-none-match', etag] })).status).toBe(
      304,
    );
    // another answer's tag, or this one's for another language, gets the whole answer
    for (const headers of [
      ['language', 'EN', 'if-none-match', '"other"'],
      ['language', 'TY', 'if-none-match', etag],
    ]) {
      const whole = await ask({ headers });
      expect(whole.status).toBe(200);
      expect(json(whole)).toMatchObject({ success: true });
    }
  });

  it('changes when a brand setting in the answer changes, and the old tag gets the new answer', async () => {
    const { admin, brands } = app.platform;
    const before = await ask({ headers: ['merchant', 'sun'] });
    const old = header(before, 'etag')!;
    await admin.patchSettings('sun', { name: 'Sun Lotto 2' });
    brands.invalidate();
    const after = await ask({ headers: ['merchant', 'sun', 'if-none-match', old] });
    expect(after.status).toBe(200);
    expect(json(after)).toMatchObject({ value: { info: { whitelabel: { name: 'Sun Lotto 2' } } } });
    expect(header(after, 'etag')).not.toBe(old);
    const unchanged = await ask({ headers: ['merchant', 'sun', 'if-none-match', header(after, 'etag')!] });
    expect(unchanged.status).toBe(304);
    await admin.patchSettings('sun', { name: 'Sun Lotto' });
    brands.invalidate();
    expect(header(await ask({ headers: ['merchant', 'sun'] }), 'etag')).toBe(old);
  });
});
