import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createRedisNoticeBus } from '../src/lib/redis-bus.ts';
import { membersRepo } from '../src/modules/identity/index.ts';
import { Sessions } from '../src/modules/identity/sessions.ts';
import {
  addSunBrand,
  createDemoStore,
  engine,
  eventually,
  geo,
  testConfig,
  type TestStore,
} from './harness.ts';
import { memberWithSession } from './member-kit.ts';

/**
 * The session cache of authenticated requests: one statement reads session and member, none
 * while cached; logout, password change, a kick, any write of the member and another node's
 * notice end it at once; a change nobody told is seen when the entry runs out.
 */
const REDIS_URL = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const PASSWORD = 'Pusta2026xyz';

/** Every statement the app runs, as text. */
const statements: string[] = [];
const counter: KyselyPlugin = {
  transformQuery: (args) => args.node,
  transformResult: (args) => Promise.resolve(args.result),
};

let store: TestStore;
let app: FastifyInstance;
let merchantId: number;
const nodeBus = createRedisNoticeBus(REDIS_URL, `lotto:identity-test-${process.pid}-${engine}`);
const otherNode = createRedisNoticeBus(REDIS_URL, `lotto:identity-test-${process.pid}-${engine}`);

beforeAll(async () => {
  store = await createDemoStore();
  // Kysely hands plugins no SQL text: count at the app's own executor instead (a plugin gives it one).
  const kysely = store.db.kysely.withPlugin(counter);
  const executor = kysely.getExecutor();
  const run = executor.executeQuery.bind(executor);
  executor.executeQuery = ((...args: Parameters<typeof run>) => {
    statements.push(args[0].sql);
    return run(...args);
  }) as typeof run;
  app = await buildApp({ config: testConfig(), db: { ...store.db, kysely }, geo, notices: nodeBus });
  await app.ready();
  merchantId = (
    await store.db.kysely
      .selectFrom('merchants')
      .select('id')
      .where('code', '=', 'demo')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => {
  await app.close();
  await nodeBus.close();
  await otherNode.close();
  await store.drop();
});

let n = 0;
/** A fresh member of the demo brand, signed in: its id and token. */
const signedIn = () =>
  memberWithSession(app, {
    db: store.db.kysely,
    merchantId,
    username: `cache${engine.slice(0, 2)}${++n}x`,
    password: PASSWORD,
  });

const info = async (token: string, headers: Record<string, string> = {}) =>
  (await app.inject({ url: '/wps/member/info', headers: { authorization: token, ...headers } })).statusCode;

/** The statements one request runs that read sessions or members. */
async function authReads(token: string): Promise<string[]> {
  statements.length = 0;
  expect(await info(token)).toBe(200);
  return statements.filter((s) => /\bfrom (sessions|members)\b/.test(s));
}

describe(`the session cache (${engine})`, () => {
  it('reads session and member in one statement, then none while cached', async () => {
    const { token } = await signedIn();
    const first = await authReads(token);
    expect(first).toHaveLength(1);
    expect(first[0]).toMatch(/from sessions s join members m/);
    expect(await authReads(token)).toEqual([]);
  });

  it('ends at once on logout', async () => {
    const { token } = await signedIn();
    expect(await info(token)).toBe(200);
    const out = await app.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: { authorization: token },
    });
    expect(out.statusCode).toBe(200);
    expect(await info(token)).toBe(401);
  });

  it('ends at once on a password change, for every session of the member', async () => {
    const { id, token } = await signedIn();
    const { token: other } = await app.platform.identity.sessions.issue(
      { id, merchant_id: merchantId },
      { ip: '127.0.0.1', userAgent: 'test', remember: false },
    );
    expect(await info(other)).toBe(200);
    const changed = await app.inject({
      method: 'PUT',
      url: '/wps/member/password',
      headers: { authorization: token },
      payload: { oldPassword: PASSWORD, newPassword: 'Hiwaga2027abc', confirmNewPassword: 'Hiwaga2027abc' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await info(token)).toBe(401);
    expect(await info(other)).toBe(401);
  });

  it('ends at once when the member is kicked or disabled', async () => {
    const kicked = await signedIn();
    expect(await info(kicked.token)).toBe(200);
    await app.platform.identity.sessions.revokeAll(kicked.id);
    expect(await info(kicked.token)).toBe(401);
    const disabled = await signedIn();
    expect(await info(disabled.token)).toBe(200);
    await membersRepo.update(store.db.kysely, { id: disabled.id, values: { status: 'disabled' } });
    expect(await info(disabled.token)).toBe(401);
  });

  it('serves the new member row after any write of it', async () => {
    const { id, token } = await signedIn();
    const nickname = async () =>
      (await app.inject({ url: '/wps/member/info', headers: { authorization: token } })).json<{
        value: { nickname: string };
      }>().value.nickname;
    const before = await nickname();
    await membersRepo.update(store.db.kysely, { id, values: { nickname: 'Bagong Pangalan' } });
    expect(await nickname()).not.toBe(before);
    expect(await nickname()).toBe('Bagong Pangalan');
  });

  it('is of its brand only', async () => {
    const { token } = await signedIn();
    expect(await info(token)).toBe(200);
    await addSunBrand(store);
    await eventually(async () =>
      expect(
        (await app.inject({ url: '/wps/system/whitelabel', headers: { merchant: 'sun' } })).statusCode,
      ).toBe(200),
    );
    expect(await info(token, { merchant: 'sun' })).toBe(401);
    expect(await info(token)).toBe(200);
  });

  it('ends when another node says so over Redis; unsaid, when the entry runs out', async () => {
    const { token, sessionId } = await signedIn();
    expect(await info(token)).toBe(200);
    // another node's logout: its database write, then its notice
    await store.db.kysely
      .updateTable('sessions')
      .set({ revoked_at: Date.now() })
      .where('id', '=', sessionId)
      .execute();
    expect(await info(token)).toBe(200); // still cached: nobody said
    await otherNode.publish(`s:${sessionId}`);
    await eventually(async () => expect(await info(token)).toBe(401), 2000);
  });

  it('reads again once an entry is older than its life', async () => {
    const sessions = new Sessions(store.db.kysely, {
      idleMinutes: 120,
      maxHours: 24,
      rememberHours: 24,
      cacheMs: 100,
    });
    const { id } = await signedIn();
    const { token } = await sessions.issue(
      { id, merchant_id: merchantId },
      { ip: '127.0.0.1', userAgent: 't', remember: false },
    );
    const found = await sessions.resolve(token, merchantId);
    expect(found?.member.id).toBe(id);
    await store.db.kysely
      .updateTable('sessions')
      .set({ revoked_at: Date.now() })
      .where('id', '=', found!.sessionId)
      .execute();
    expect((await sessions.resolve(token, merchantId))?.member.id).toBe(id);
    await new Promise((r) => setTimeout(r, 120));
    expect(await sessions.resolve(token, merchantId)).toBeUndefined();
  });
});
