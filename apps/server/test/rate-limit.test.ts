import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import type { RateLimiter } from '../src/lib/rate-limit.ts';
import { DbRateLimiter } from '../src/modules/system/index.ts';
import { RedisRateLimiter } from '../src/lib/rate-limit-redis.ts';
import { createTestStore, engine, type TestStore } from './harness.ts';
import { BURST, burst } from './throttle-kit.ts';

const REDIS_URL = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const MINUTE = 60_000;

/** Fires `n` takes at once, spread over the limiters (nodes) in turn; answers how many got a slot. */
async function taken(
  nodes: RateLimiter[],
  n: number,
  take: (node: RateLimiter) => ReturnType<RateLimiter['take']>,
) {
  const answers = await burst(n, (i) => take(nodes[i % nodes.length]!));
  return answers.filter((a) => a.ok).length;
}

/** The same checks for every place the counts can live. */
function sharedLimit(name: string, nodes: () => RateLimiter[]) {
  describe(name, () => {
    it('gives exactly 7 of 200 parallel takes a slot, across the nodes', async () => {
      const key = randomUUID();
      expect(
        await taken(nodes(), 2 * BURST, (n) => n.take('test_burst', { key, limit: 7, windowMs: MINUTE })),
      ).toBe(7);
      expect(await nodes()[0]!.count('test_burst', { key, windowMs: MINUTE })).toBe(7);
    });

    it('answers when the next slot frees up, and clears', async () => {
      const key = randomUUID();
      const [a, b] = [nodes()[0]!, nodes().at(-1)!];
      expect(await a.take('test_retry', { key, limit: 1, windowMs: MINUTE })).toEqual({ ok: true });
      const refused = await b.take('test_retry', { key, limit: 1, windowMs: MINUTE });
      expect(refused.ok).toBe(false);
      expect(refused.ok ? 0 : refused.retryAfterSeconds).toBeGreaterThan(55);
      expect(refused.ok ? 0 : refused.retryAfterSeconds).toBeLessThanOrEqual(60);
      await b.clear('test_retry', key);
      expect(await a.take('test_retry', { key, limit: 1, windowMs: MINUTE })).toEqual({ ok: true });
    });

    it('counts recorded events with the taken ones, and keys never mix', async () => {
      const key = randomUUID();
      await nodes()[0]!.record('test_mix', key);
      expect(
        await taken(nodes(), BURST, (n) => n.take('test_mix', { key, limit: 3, windowMs: MINUTE })),
      ).toBe(2);
      expect(
        await taken(nodes(), BURST, (n) =>
          n.take('test_mix', { key: `${key}x`, limit: 3, windowMs: MINUTE }),
        ),
      ).toBe(3);
    });
  });
}

let store: TestStore;
let second: Db;
const redisPrefix = `lotto:rate:test:${randomUUID()}:`;
const redisNodes = [
  new RedisRateLimiter(REDIS_URL, { prefix: redisPrefix }),
  new RedisRateLimiter(REDIS_URL, { prefix: redisPrefix }),
];

beforeAll(async () => {
  store = await createTestStore();
  await migrateToLatest(store.db);
  // A second connection pool on the same database: another server process, as far as the
  // database can tell.
  second =
    engine === 'sqlite'
      ? openDatabase({ engine: 'sqlite', path: join(store.env['DATA_DIR']!, 'platform.sqlite') })
      : openDatabase({ engine: 'postgres', url: store.env['DATABASE_URL']!, poolSize: 5 });
});
afterAll(async () => {
  await Promise.all(redisNodes.map((n) => n.close()));
  await second.close();
  await store.drop();
});

sharedLimit(`the database limiter, two connection pools on one database (${engine})`, () => [
  new DbRateLimiter(store.db),
  new DbRateLimiter(second),
]);
sharedLimit('the Redis limiter, two nodes on one Redis', () => redisNodes);
