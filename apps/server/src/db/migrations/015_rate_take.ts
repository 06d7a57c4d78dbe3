import { sql } from 'kysely';
import type { MigrationFn } from './helpers.ts';

/**
 * Taking a throttle slot becomes one atomic step on PostgreSQL: `rate_take` locks the
 * (bucket, key) pair for the rest of its transaction, counts the window and inserts only while
 * under the limit, so parallel takers of one pair queue instead of all reading the same count.
 * It answers NULL when the slot was taken, else the time of the oldest event in the window (when
 * the next slot frees up). A plpgsql function reads a fresh snapshot per statement, so the count
 * sees every event committed by the taker that held the lock before. The embedded database needs
 * no function: one INSERT ... SELECT there already runs under the database's single write lock.
 */
export const up: MigrationFn = async (db, engine) => {
  if (engine !== 'postgres') return;
  await sql`
    create or replace function rate_take(
      p_bucket varchar, p_key varchar, p_now bigint, p_window bigint, p_limit integer
    ) returns bigint language plpgsql volatile as $$
    declare
      n integer;
      oldest bigint;
    begin
      perform pg_advisory_xact_lock(hashtextextended(p_bucket || chr(31) || p_key, 0));
      select count(*), min(at) into n, oldest from rate_events
        where bucket = p_bucket and key = p_key and at > p_now - p_window;
      if n >= p_limit then
        return oldest;
      end if;
      insert into rate_events (bucket, key, at) values (p_bucket, p_key, p_now);
      return null;
    end
    $$`.execute(db);
};
