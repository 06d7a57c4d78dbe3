import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export type RateDecision = { ok: true } | { ok: false; retryAfterSeconds: number };

/**
 * Counts events per (bucket, key) in a sliding window, in the database, so every server process
 * sees the same counts (SMS per number, logins per account, registrations per IP). Old events are
 * swept now and then. Exactness under a burst of parallel requests is within the burst's size,
 * which is what a throttle needs.
 */
export class RateLimiter {
  readonly #db: Kysely<Database>;
  readonly #now: () => number;
  #writes = 0;

  constructor(db: Kysely<Database>, now: () => number = Date.now) {
    this.#db = db;
    this.#now = now;
  }

  async count(bucket: string, key: string, windowMs: number): Promise<number> {
    const row = await this.#db
      .selectFrom('rate_events')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('bucket', '=', bucket)
      .where('key', '=', key)
      .where('at', '>', this.#now() - windowMs)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Age in ms of the oldest event still in the window: when the next slot frees up. */
  async #retryAfter(bucket: string, key: string, windowMs: number): Promise<number> {
    const row = await this.#db
      .selectFrom('rate_events')
      .select((eb) => eb.fn.min('at').as('first'))
      .where('bucket', '=', bucket)
      .where('key', '=', key)
      .where('at', '>', this.#now() - windowMs)
      .executeTakeFirst();
    const first = row?.first == null ? this.#now() : Number(row.first);
    return Math.max(1, Math.ceil((first + windowMs - this.#now()) / 1000));
  }

  async record(bucket: string, key: string): Promise<void> {
    await this.#db.insertInto('rate_events').values({ bucket, key, at: this.#now() }).execute();
    if (++this.#writes % 500 === 0) await this.sweep();
  }

  /** Takes one slot if fewer than `limit` events happened in the window. */
  async take(bucket: string, key: string, limit: number, windowMs: number): Promise<RateDecision> {
    if ((await this.count(bucket, key, windowMs)) >= limit)
      return { ok: false, retryAfterSeconds: await this.#retryAfter(bucket, key, windowMs) };
    await this.record(bucket, key);
    return { ok: true };
  }

  async clear(bucket: string, key: string): Promise<void> {
    await this.#db.deleteFrom('rate_events').where('bucket', '=', bucket).where('key', '=', key).execute();
  }

  /** Drops events older than a day: no window is longer. */
  async sweep(): Promise<void> {
    await this.#db
      .deleteFrom('rate_events')
      .where('at', '<', this.#now() - 86_400_000)
      .execute();
  }
}
