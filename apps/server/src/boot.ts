import type { Config } from './config.ts';
import { databaseFromConfig, type Db } from './db/database.ts';
import { migrateToLatest, withStartLock } from './db/migrate.ts';
import { seedDemo } from './seed/demo.ts';
import { RedisRateLimiter } from './lib/rate-limit-redis.ts';
import { createRedisConfigBus, createRedisNoticeBus } from './lib/redis-bus.ts';
import type { ConfigBus, NoticeBus } from './lib/config-bus.ts';

/**
 * Opens the configured database, brings its schema up to date and seeds the demo brand once.
 * Any number of nodes may start together on one database: one at a time migrates and seeds
 * (withStartLock), the others then find both done.
 */
export async function openPlatformDb(
  config: Config,
): Promise<{ db: Db; migrated: string[]; seeded: boolean }> {
  const db = databaseFromConfig(config);
  try {
    return await withStartLock(db, async () => {
      const migrated = await migrateToLatest(db);
      const seeded = config.SEED_DEMO ? await seedDemo(db.kysely) : false;
      return { db, migrated, seeded };
    });
  } catch (err) {
    await db.close();
    throw err;
  }
}

export const busFromConfig = (config: Config): ConfigBus | undefined =>
  config.REDIS_URL ? createRedisConfigBus(config.REDIS_URL, config.REDIS_PREFIX) : undefined;

/** Member and session changes between nodes, so a cached session ends on every node at once. */
export const noticesFromConfig = (config: Config): NoticeBus | undefined =>
  config.REDIS_URL
    ? createRedisNoticeBus(config.REDIS_URL, `${config.REDIS_PREFIX}:identity-changed`)
    : undefined;

/** With Redis the nodes share throttle counts there; without it they share the database's. */
export const rateLimiterFromConfig = (config: Config): RedisRateLimiter | undefined =>
  config.REDIS_URL
    ? new RedisRateLimiter(config.REDIS_URL, { prefix: `${config.REDIS_PREFIX}:rate:` })
    : undefined;
