import { join } from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from '../src/db/schema.ts';
import { NodeSqliteDialect } from '../src/db/sqlite-dialect.ts';
import { engine, type TestApp } from './harness.ts';

/**
 * A second connection to the test database that logs every statement it runs, BEGIN and COMMIT
 * too. One connection (PostgreSQL's pool of one), so the log reads in the order things ran and a
 * transaction's statements are the ones between its BEGIN and COMMIT; it also shows that nothing
 * inside a round's transaction waits on another connection.
 */
export function loggedDb(t: TestApp, log: string[]): Kysely<Database> {
  const onLog = (e: { level: string; query: { sql: string } }) => {
    if (e.level === 'query') log.push(e.query.sql.replace(/\s+/g, ' ').trim());
  };
  if (engine === 'sqlite')
    return new Kysely<Database>({
      dialect: new NodeSqliteDialect({ path: join(t.store.env['DATA_DIR']!, 'platform.sqlite') }),
      log: onLog,
    });
  return new Kysely<Database>({
    dialect: new PostgresDialect({
      pool: new pg.Pool({ connectionString: t.store.env['DATABASE_URL']!, max: 1 }),
    }),
    log: onLog,
  });
}

/** The statements of one round: those between BEGIN and COMMIT, and those outside any transaction. */
export function split(log: string[]) {
  const inside: string[] = [];
  const outside: string[] = [];
  let commits = 0;
  let open = false;
  for (const text of log) {
    // Hand-written statements may start with a comment (the mark of a prepared one).
    const sql = text.replace(/^\/\*.*?\*\/\s*/, '');
    if (/^begin/i.test(sql)) open = true;
    else if (/^commit/i.test(sql)) {
      open = false;
      commits++;
    } else (open ? inside : outside).push(sql);
  }
  return { commits, inside, outside };
}
