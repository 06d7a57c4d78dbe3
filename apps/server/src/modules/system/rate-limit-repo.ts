import { sql, type Kysely } from 'kysely';
import type { Db, Engine } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { retryAfterSeconds, type RateDecision, type RateLimiter } from '../../lib/rate-limit.ts';

// The rate limiter's repository: every statement on `rate_events`, the hot `take` included.

/** No window is longer than a day, so older events can go. */
const KEEP_MS = 86_400_000;

/** The limiter on the platform database (`rate_events`); old events are swept now and then. */
export class DbRateLimiter implements RateLimiter {
  readonly #db: Kysely<Database>;
  readonly #engine: Engine;
  readonly #now: () => number;
  #writes = 0;

  constructor(db: Pick<Db, 'kysely' | 'engine'>, now: () => number = Date.now) {
    this.#db = db.kysely;
    this.#engine = db.engine;
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

  async take(bucket: string, key: string, limit: number, windowMs: number): Promise<RateDecision> {
    const now = this.#now();
    const oldest =
      this.#engine === 'postgres'
        ? await this.#takePostgres({ bucket, key, limit, windowMs, now })
        : await this.#takeSqlite({ bucket, key, limit, windowMs, now });
    if (oldest === null) {
      await this.#swept();
      return { ok: true };
    }
    return { ok: false, retryAfterSeconds: retryAfterSeconds(oldest, { windowMs, now }) };
  }

  /** The server-side function of migration 015: lock the pair, count, insert, in one call. */
  async #takePostgres(t: Take): Promise<number | null> {
    const { rows } = await sql<{ oldest: string | number | null }>`
      select rate_take(${t.bucket}, ${t.key}, ${t.now}, ${t.windowMs}, ${t.limit}) as oldest`.execute(
      this.#db,
    );
    const oldest = rows[0]?.oldest ?? null;
    return oldest === null ? null : Number(oldest);
  }

  /**
   * One statement: the insert happens only while the window holds fewer than `limit` events,
   * and SQLite runs a writing statement under its one write lock, count included.
   */
  async #takeSqlite(t: Take): Promise<number | null> {
    const since = t.now - t.windowMs;
    const res = await sql`
      insert into rate_events (bucket, key, at)
      select ${t.bucket}, ${t.key}, ${t.now}
      where (select count(*) from rate_events where bucket = ${t.bucket} and key = ${t.key} and at > ${since}) < ${t.limit}`.execute(
      this.#db,
    );
    if (Number(res.numAffectedRows ?? 0) === 1) return null;
    const row = await this.#db
      .selectFrom('rate_events')
      .select((eb) => eb.fn.min('at').as('first'))
      .where('bucket', '=', t.bucket)
      .where('key', '=', t.key)
      .where('at', '>', since)
      .executeTakeFirst();
    return row?.first == null ? t.now : Number(row.first);
  }

  async record(bucket: string, key: string): Promise<void> {
    await this.#db.insertInto('rate_events').values({ bucket, key, at: this.#now() }).execute();
    await this.#swept();
  }

  async clear(bucket: string, key: string): Promise<void> {
    await this.#db.deleteFrom('rate_events').where('bucket', '=', bucket).where('key', '=', key).execute();
  }

  async #swept(): Promise<void> {
    if (++this.#writes % 500 === 0) await this.sweep();
  }

  async sweep(): Promise<void> {
    await this.#db
      .deleteFrom('rate_events')
      .where('at', '<', this.#now() - KEEP_MS)
      .execute();
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}

type Take = { bucket: string; key: string; limit: number; windowMs: number; now: number };
