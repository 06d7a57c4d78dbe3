import type { Config } from './config.ts';
import { databaseFromConfig, type Db } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedDemo } from './seed/demo.ts';
import { RedisRateLimiter } from './lib/rate-limit-redis.ts';
import { createRedisConfigBus, createRedisNoticeBus } from './lib/redis-bus.ts';
import type { ConfigBus, NoticeBus } from './lib/config-bus.ts';

/** Opens the configured database, brings its schema up to date and seeds the demo brand once. */
export async function openPlatformDb(
  config: Config,
): Promise<{ db: Db; migrated: string[]; seeded: boolean }> {
  const db = databaseFromConfig(config);
  const migrated = await migrateToLatest(db);
  const seeded = config.SEED_DEMO ? await seedDemo(db.kysely) : false;
  return { db, migrated, seeded };
}

export const busFromConfig = (config: Config): ConfigBus | undefined =>
  config.REDIS_URL ? createRedisConfigBus(config.REDIS_URL) : undefined;

/** Member and session changes between nodes, so a cached session ends on every node at once. */
export const noticesFromConfig = (config: Config): NoticeBus | undefined =>
  config.REDIS_URL ? createRedisNoticeBus(config.REDIS_URL, 'lotto:identity-changed') : undefined;

/** With Redis the nodes share throttle counts there; without it they share the database's. */
export const rateLimiterFromConfig = (config: Config): RedisRateLimiter | undefined =>
  config.REDIS_URL ? new RedisRateLimiter(config.REDIS_URL) : undefined;
