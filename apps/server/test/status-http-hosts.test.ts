import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createDemoStore, engine, geo, testConfig, type TestStore } from './harness.ts';

/**
 * The status call under UNKNOWN_HOSTS=refuse, over real HTTP: a host a brand lists is answered,
 * through every hook of the app; any other host is refused 421 by the brand hook, whatever the
 * Merchant header says, so the status call never serves a brand to a stranger's host.
 */
let store: TestStore;
let app: Awaited<ReturnType<typeof buildApp>>;
let port = 0;
/** Request ids that reached the hooks added after the app was built, by stage. */
const hooked = new Set<string>();
const handled = new Set<string>();
const responded = new Set<string>();

beforeAll(async () => {
  store = await createDemoStore();
  app = await buildApp({ config: testConfig({ UNKNOWN_HOSTS: 'refuse' }), db: store.db, geo });
  app.addHook('onRequest', (req, _reply, done) => {
    hooked.add(req.id);
    done();
  });
  app.addHook('preHandler', (req, _reply, done) => {
    handled.add(req.id);
    done();
  });
  app.addHook('onResponse', (req, _reply, done) => {
    responded.add(req.id);
    done();
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await app.close();
  await store.drop();
});

type Answer = { status: number; body: string; type: string | undefined };
const send = (headers: Record<string, string>, id: string): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/wps/system/status?url=x',
        headers: { ...headers, 'x-request-id': id, connection: 'close' },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode!, body, type: res.headers['content-type'] }));
      },
    );
    req.on('error', reject);
    req.end();
  });

let n = 0;
async function ask(headers: Record<string, string>) {
  await send(headers, `warm-${++n}-request`); // loads the brand and the host
  const id = `ask-${++n}-request`;
  const answer = await send(headers, id);
  return { answer, hooked: hooked.has(id), handled: handled.has(id), responded: responded.has(id) };
}

describe(`status call with UNKNOWN_HOSTS=refuse (${engine})`, () => {
  it('answers listed hosts, through the hooks', async () => {
    for (const host of ['localhost', '127.0.0.1:8080', 'www.perlasplay.example', 'M.PERLASPLAY.example']) {
      const got = await ask({ host });
      expect(got.answer.status, host).toBe(200);
      expect(got, host).toMatchObject({ hooked: true, handled: true, responded: true });
    }
    const withHeader = await ask({ host: 'localhost', merchant: 'demo' });
    expect(withHeader).toMatchObject({
      answer: { status: 200 },
      hooked: true,
      handled: true,
      responded: true,
    });
  });

  it('refuses hosts no brand lists in the brand hook, before any later hook and the handler', async () => {
    const strangers: Record<string, string>[] = [
      { host: 'evil.example' },
      { host: 'evil.example', merchant: 'demo' },
    ];
    for (const headers of strangers) {
      const got = await ask(headers);
      expect(got, JSON.stringify(headers)).toMatchObject({ hooked: false, handled: false, responded: true });
      expect(got.answer.status, JSON.stringify(headers)).toBe(421);
      expect(JSON.parse(got.answer.body)).toMatchObject({ success: false, code: 'host.unknown' });
    }
  });
});
