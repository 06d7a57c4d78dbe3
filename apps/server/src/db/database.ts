import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Kysely, PostgresAdapter, PostgresDialect, type PostgresPool, type PostgresPoolClient } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';
import { NodeSqliteDialect } from './sqlite-dialect.ts';

export type Engine = 'sqlite' | 'postgres';

export type Db = {
  kysely: Kysely<Database>;
  engine: Engine;
  close: () => Promise<void>;
};

/** Whether this Kysely speaks to PostgreSQL (else the embedded SQLite). */
export const isPostgres = (db: Kysely<Database>): boolean =>
  db.getExecutor().adapter instanceof PostgresAdapter;

export type DbOptions =
  | { engine: 'sqlite'; path: string }
  | { engine: 'postgres'; url: string; poolSize?: number; searchPath?: string };

export function openDatabase(options: DbOptions): Db {
  if (options.engine === 'sqlite') {
    const kysely = new Kysely<Database>({ dialect: new NodeSqliteDialect({ path: options.path }) });
    return { kysely, engine: 'sqlite', close: () => kysely.destroy() };
  }
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparing(pool) }) });
  return { kysely, engine: 'postgres', close: () => kysely.destroy() };
}

/**
 * SQL text that starts with this runs as a named prepared statement on PostgreSQL: parsed and
 * planned once per connection instead of at every call. For fixed hot-path statements only
 * (each distinct text stays prepared on every connection for the connection's life); the
 * embedded database prepares and caches every statement anyway.
 */
export const PREPARED = '/* prepared */ ';

/** The pool as Kysely sees it, naming the statements marked `PREPARED`. */
function preparing(pool: pg.Pool): PostgresPool {
  const names = new Map<string, string>();
  const clients = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => ({
    query: ((text: unknown, parameters?: ReadonlyArray<unknown>) => {
      if (typeof text !== 'string' || !text.startsWith(PREPARED))
        return client.query(text as string, parameters as unknown[]);
      let name = names.get(text);
      if (name === undefined) names.set(text, (name = `prepared_${names.size + 1}`));
      return client.query({ name, text, values: parameters as unknown[] });
    }) as unknown as PostgresPoolClient['query'],
    release: () => client.release(),
  });
  return {
    connect: async () => {
      const client = await pool.connect();
      let wrapped = clients.get(client);
      if (!wrapped) clients.set(client, (wrapped = wrap(client)));
      return wrapped;
    },
    end: () => pool.end(),
  };
}

/** The embedded database lives in DATA_DIR; PostgreSQL takes over when DATABASE_URL is set. */
export function databaseFromConfig(config: {
  DATA_DIR: string;
  DATABASE_URL?: string | undefined;
  DATABASE_POOL_SIZE: number;
}): Db {
  if (config.DATABASE_URL) {
    return openDatabase({
      engine: 'postgres',
      url: config.DATABASE_URL,
      poolSize: config.DATABASE_POOL_SIZE,
    });
  }
  mkdirSync(config.DATA_DIR, { recursive: true });
  return openDatabase({ engine: 'sqlite', path: join(config.DATA_DIR, 'platform.sqlite') });
}
