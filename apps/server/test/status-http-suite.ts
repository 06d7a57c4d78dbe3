import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp } from '../src/app.ts';
import { addSunBrand, createDemoStore, eventually, geo, testConfig, type TestStore } from './harness.ts';

/**
 * What the status-over-HTTP test files share: one app per file listening on a real port,
 * started by `useStatusHttpApp()`, with a hook of every request stage added after it is built (as
 * a later plugin would), and `ask`, which checks each status call passed all of them and wrote
 * its access line. `app` is set from the file's `beforeAll` on.
 */
let store: TestStore;
export let app: Awaited<ReturnType<typeof buildApp>>;
let port = 0;
const agent = new Agent({ keepAlive: true });
const stages = ['onRequest', 'preParsing', 'preValidation', 'preHandler', 'onSend', 'onResponse'] as const;
/** The hook stages each request id passed. */
const passed = new Map<string, string[]>();
const logLines: Record<string, unknown>[] = [];

export function useStatusHttpApp(): void {
  beforeAll(async () => {
    store = await createDemoStore();
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
}

export type Ask = { method?: string; path?: string; headers?: string[]; body?: string };
export type Answer = { status: number; headers: string[]; body: Buffer };

/**
 * One request over HTTP; `headers` is a raw list (name, value, ...), so a header may repeat.
 * Node adds neither Host nor Content-Length to a raw list: `localhost` unless the list has
 * one, and the body's length. The answer's headers come as sent, in order, without the date.
 */
export function send(ask: Ask, id: string): Promise<Answer> {
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
export async function ask(a: Ask, stagesRun: readonly string[] = stages): Promise<Answer> {
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

export const json = (a: Answer): unknown => JSON.parse(a.body.toString('utf8'));
export const header = (a: Answer, name: string): string | undefined => {
  const i = a.headers.findIndex((h, j) => j % 2 === 0 && h.toLowerCase() === name);
  return i === -1 ? undefined : a.headers[i + 1];
};
export const names = (a: Answer) => a.headers.filter((_, i) => i % 2 === 0).map((h) => h.toLowerCase());
