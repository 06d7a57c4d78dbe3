import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';
import { NodeSqliteDialect } from './sqlite-dialect.ts';

export type Engine = 'sqlite' | 'postgres';

export type Db = {
  kysely: Kysely<Database>;
  engine: Engine;
  close: () => Promise<void>;
};

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
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { kysely, engine: 'postgres', close: () => kysely.destroy() };
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
