import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { RateDecision, RateLimiter } from './rate-limit.ts';

const DAY_MS = 86_400_000;

/** Redis's own clock in ms, so every node agrees on "now" whatever its own clock says. */
const NOW = `local t = redis.call('TIME') local now = t[1] * 1000 + math.floor(t[2] / 1000)`;

/**
 * One (bucket, key) is a sorted set of event times. Trim the window, count, add only under the
 * limit: Redis runs a script alone, so this is one atomic step for every node. Answers -1 when
 * the slot was taken, else the seconds until the oldest event leaves the window.
 */
const TAKE = `${NOW}
local window = tonumber(ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
if redis.call('ZCARD', KEYS[1]) < tonumber(ARGV[2]) then
  redis.call('ZADD', KEYS[1], now, ARGV[3])
  if redis.call('PTTL', KEYS[1]) < window then redis.call('PEXPIRE', KEYS[1], window) end
  return -1
end
local oldest = tonumber(redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')[2])
return math.max(1, math.ceil((oldest + window - now) / 1000))`;

const COUNT = `${NOW}
return redis.call('ZCOUNT', KEYS[1], '(' .. (now - tonumber(ARGV[1])), '+inf')`;

const RECORD = `${NOW}
redis.call('ZADD', KEYS[1], now, ARGV[1])
if redis.call('PTTL', KEYS[1]) < ${DAY_MS} then redis.call('PEXPIRE', KEYS[1], ${DAY_MS}) end
return 1`;

/**
 * The limiter in Redis (REDIS_URL): nodes share the counts without touching the database, and
 * a slot costs one round trip.
 */
export class RedisRateLimiter implements RateLimiter {
  readonly #redis: Redis;
  readonly #prefix: string;

  /** `prefix` keeps deployments (or test runs) sharing one Redis apart. */
  constructor(url: string, options: { prefix?: string } = {}) {
    this.#redis = new Redis(url, { maxRetriesPerRequest: 2 });
    this.#prefix = options.prefix ?? 'lotto:rate:';
  }

  #key(bucket: string, key: string): string {
    return `${this.#prefix}${bucket}:${key}`;
  }

  async take(
    bucket: string,
    { key, limit, windowMs }: { key: string; limit: number; windowMs: number },
  ): Promise<RateDecision> {
    const answer = Number(
      await this.#redis.eval(TAKE, 1, this.#key(bucket, key), windowMs, limit, randomUUID()),
    );
    return answer < 0 ? { ok: true } : { ok: false, retryAfterSeconds: answer };
  }

  async count(bucket: string, { key, windowMs }: { key: string; windowMs: number }): Promise<number> {
    return Number(await this.#redis.eval(COUNT, 1, this.#key(bucket, key), windowMs));
  }

  async record(bucket: string, key: string): Promise<void> {
    await this.#redis.eval(RECORD, 1, this.#key(bucket, key), randomUUID());
  }

  async clear(bucket: string, key: string): Promise<void> {
    await this.#redis.del(this.#key(bucket, key));
  }

  async close(): Promise<void> {
    await this.#redis.quit().catch(() => undefined);
  }
}
