import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { RedisLiveBus } from '../src/lib/live-bus.ts';
import { adminCli } from './cli.ts';
import { createDemoStore, engine, geo, testConfig, type TestStore } from './harness.ts';
import { memberWithSession } from './member-kit.ts';
import { openStream } from './sse.ts';

/**
 * The unread count of platform messages is live: the member's balance stream carries a
 * `messages` event when a message is sent to the member (from the support console's route or
 * from the operator CLI in another process, through Redis) or broadcast to the brand, and none
 * when the message is someone else's.
 */
const REDIS_URL = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const PREFIX = `lotto-inbox-live-${randomUUID()}`;
let store: TestStore;
let app: FastifyInstance;
let base: string;
let merchantId: number;
const live = new RedisLiveBus(REDIS_URL, { prefix: `${PREFIX}:live` });

beforeAll(async () => {
  store = await createDemoStore();
  app = await buildApp({ config: testConfig(), db: store.db, geo, live });
  base = await app.listen({ host: '127.0.0.1', port: 0 });
  merchantId = (await store.db.kysely.selectFrom('merchants').select('id').executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await app.close();
  await live.close();
  await store.drop();
});

const member = (name: string) =>
  memberWithSession(app, {
    db: store.db.kysely,
    merchantId,
    username: `${name}${engine.slice(0, 2)}live`,
    password: 'Pusta2026xyz',
  });
const messagesOf = (events: { event: string }[]) => events.filter((e) => e.event === 'messages').length;
const settle = () => new Promise((r) => setTimeout(r, 300));

describe(`live unread messages (${engine})`, () => {
  it('tells the member of its own message and of a broadcast, and nobody of anyone else’s', async () => {
    const ana = await member('ana');
    const ben = await member('ben');
    const anaStream = await openStream(`${base}/wps/wallet/events`, { authorization: ana.token });
    const benStream = await openStream(`${base}/wps/wallet/events`, { authorization: ben.token });
    await anaStream.waitFor((e) => e.event === 'balance');
    await benStream.waitFor((e) => e.event === 'balance');
    await live.ready();

    const sendAs = (username: string) =>
      adminCli(
        { ...store.env, REDIS_URL, REDIS_PREFIX: PREFIX },
        'message',
        'member',
        username,
        '--title',
        'Hello',
        '--body',
        'A message for you.',
      );
    await sendAs(`ana${engine.slice(0, 2)}live`);
    await anaStream.waitFor((e) => e.event === 'messages');
    await settle();
    expect([messagesOf(anaStream.events), messagesOf(benStream.events)]).toEqual([1, 0]);

    await adminCli(
      { ...store.env, REDIS_URL, REDIS_PREFIX: PREFIX },
      'message',
      'brand',
      '--title',
      'News',
      '--body',
      'For everyone.',
    );
    await benStream.waitFor((e) => e.event === 'messages');
    await anaStream.waitFor((e) => messagesOf(anaStream.events) === 2 && e.event === 'messages');
    await settle();
    expect([messagesOf(anaStream.events), messagesOf(benStream.events)]).toEqual([2, 1]);
  });
});
