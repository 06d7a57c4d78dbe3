import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { seedDemo } from '../src/seed/demo.ts';
import { createTestStore, engine, geo, testConfig, type TestStore } from './harness.ts';

/**
 * The status hot path under UNKNOWN_HOSTS=refuse, over real HTTP (inject never reaches it): a
 * host a brand lists is answered below Fastify exactly as the route answers it; any other host
 * is left to Fastify, which refuses it, so the hot path never serves a brand to a stranger's
 * host, whatever the Merchant header says.
 */
let store: TestStore;
let app: Awaited<ReturnType<typeof buildApp>>;
let fastifyOnly: Server;
const ports = { hot: 0, fastify: 0 };
const throughFastify = new Set<string>();

beforeAll(async () => {
  store = await createTestStore();
  await migrateToLatest(store.db);
  await seedDemo(store.db.kysely);
  app = await buildApp({ config: testConfig({ UNKNOWN_HOSTS: 'refuse' }), db: store.db, geo });
  app.addHook('onResponse', (req, _reply, done) => {
    throughFastify.add(req.id);
    done();
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  ports.hot = (app.server.address() as AddressInfo).port;
  fastifyOnly = createServer((req, res) => app.routing(req, res));
  await new Promise<void>((resolve) => fastifyOnly.listen(0, '127.0.0.1', resolve));
  ports.fastify = (fastifyOnly.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => fastifyOnly.close(resolve));
  await app.close();
  await store.drop();
});

type Answer = { status: number; body: string; type: string | undefined };
const send = (to: keyof typeof ports, headers: Record<string, string>, id: string): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: ports[to],
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
async function both(headers: Record<string, string>) {
  await send('fastify', headers, `warm-${++n}-request`); // loads the brand and the host
  const [hot, fst] = [`hot-${++n}-request`, `fst-${n}-request`];
  const fromHot = await send('hot', headers, hot);
  const fromFastify = await send('fastify', headers, fst);
  expect(fromHot).toEqual(fromFastify);
  return { answer: fromHot, hotPath: !throughFastify.has(hot) };
}

describe(`status hot path with UNKNOWN_HOSTS=refuse (${engine})`, () => {
  it('answers listed hosts below Fastify, as the route does', async () => {
    for (const host of ['localhost', '127.0.0.1:8080', 'www.perlasplay.example', 'M.PERLASPLAY.example']) {
      const got = await both({ host });
      expect(got.answer.status, host).toBe(200);
      expect(got.hotPath, host).toBe(true);
    }
    const withHeader = await both({ host: 'localhost', merchant: 'demo' });
    expect(withHeader).toMatchObject({ answer: { status: 200 }, hotPath: true });
  });

  it('leaves hosts no brand lists to Fastify, which refuses them', async () => {
    const strangers: Record<string, string>[] = [
      { host: 'evil.example' },
      { host: 'evil.example', merchant: 'demo' },
    ];
    for (const headers of strangers) {
      const got = await both(headers);
      expect(got.hotPath, JSON.stringify(headers)).toBe(false);
      expect(got.answer.status, JSON.stringify(headers)).toBe(421);
      expect(JSON.parse(got.answer.body)).toMatchObject({ success: false, code: 'host.unknown' });
    }
  });
});
