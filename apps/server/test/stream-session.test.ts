import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_BEARER_PROTOCOL } from '@lotto/contracts';
import { buildApp } from '../src/app.ts';
import { createRedisNoticeBus } from '../src/lib/redis-bus.ts';
import { memberWithSession } from './member-kit.ts';
import { createDemoStore, engine, geo, testConfig, type TestStore } from './harness.ts';

/**
 * Open streams last as long as their session (issue 22, point 5): the balance stream and the
 * chat socket end at logout on this node, and when another node ends the session or disables
 * the member (its notice over Redis), not only at the next request.
 */
const REDIS_URL = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const CHANNEL = `lotto:stream-session-${process.pid}-${engine}`;

let store: TestStore;
let app: FastifyInstance;
let base: string;
let merchantId: number;
const nodeBus = createRedisNoticeBus(REDIS_URL, CHANNEL);
const otherNode = createRedisNoticeBus(REDIS_URL, CHANNEL);

beforeAll(async () => {
  store = await createDemoStore();
  app = await buildApp({ config: testConfig(), db: store.db, geo, notices: nodeBus });
  base = await app.listen({ host: '127.0.0.1', port: 0 });
  merchantId = (await store.db.kysely.selectFrom('merchants').select('id').executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await app.close();
  await nodeBus.close();
  await otherNode.close();
  await store.drop();
});

let n = 0;
const signedIn = () =>
  memberWithSession(app, {
    db: store.db.kysely,
    merchantId,
    username: `strm${engine.slice(0, 2)}${++n}x`,
    password: 'Pusta2026xyz',
  });

/** Opens the balance stream; `ended` resolves with the milliseconds from `mark()` to its end. */
async function balanceStream(token: string) {
  const res = await fetch(`${base}/wps/wallet/events`, { headers: { authorization: token } });
  expect(res.status).toBe(200);
  const reader = res.body!.getReader();
  const first = new TextDecoder().decode((await reader.read()).value);
  expect(first).toContain('event: balance');
  let from = Date.now();
  const ended = (async () => {
    for (;;) if ((await reader.read()).done) return Date.now() - from;
  })();
  return { ended, mark: () => (from = Date.now()) };
}

const within = <T>(p: Promise<T>, ms: number) =>
  Promise.race([
    p,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`still open after ${ms} ms`)), ms)),
  ]);

describe(`streams end with their session (${engine})`, () => {
  it('ends the balance stream at logout', async () => {
    const { token } = await signedIn();
    const stream = await balanceStream(token);
    stream.mark();
    const out = await fetch(`${base}/wps/session/logout`, {
      method: 'DELETE',
      headers: { authorization: token },
    });
    expect(out.status).toBe(200);
    expect(await within(stream.ended, 5_000)).toBeLessThan(5_000);
  });

  it("ends it when another node ends the session or disables the member, on that node's notice", async () => {
    const loggedOut = await signedIn();
    const a = await balanceStream(loggedOut.token);
    // another node's logout: its row, then its notice
    await store.db.kysely
      .updateTable('sessions')
      .set({ revoked_at: Date.now() })
      .where('id', '=', loggedOut.sessionId)
      .execute();
    a.mark();
    await otherNode.publish(`s:${loggedOut.sessionId}`);
    expect(await within(a.ended, 5_000)).toBeLessThan(5_000);

    const disabled = await signedIn();
    const b = await balanceStream(disabled.token);
    await store.db.kysely
      .updateTable('members')
      .set({ status: 'disabled' })
      .where('id', '=', disabled.id)
      .execute();
    b.mark();
    await otherNode.publish(`m:${disabled.id}`);
    expect(await within(b.ended, 5_000)).toBeLessThan(5_000);
  });

  it('keeps a stream whose session stands when another member changes', async () => {
    const kept = await signedIn();
    const other = await signedIn();
    const stream = await balanceStream(kept.token);
    await otherNode.publish(`m:${other.id}`);
    await expect(within(stream.ended, 2_500)).rejects.toThrow(/still open/);
  });

  it('closes the chat socket at logout', async () => {
    const { token } = await signedIn();
    const ws = new WebSocket(`${base.replace('http', 'ws')}/wps/chat/socket`, [CHAT_BEARER_PROTOCOL, token]);
    await new Promise((resolve, reject) => {
      ws.onopen = resolve;
      ws.onerror = reject;
    });
    const closed = new Promise<number>((resolve) => (ws.onclose = (e) => resolve(e.code)));
    const out = await fetch(`${base}/wps/session/logout`, {
      method: 'DELETE',
      headers: { authorization: token },
    });
    expect(out.status).toBe(200);
    expect(await within(closed, 5_000)).toBe(4401);
  });
});
