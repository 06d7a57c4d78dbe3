import type { CreateTableBuilder, Kysely } from 'kysely';
import type { Engine } from '../database.ts';

export type MigrationFn = (db: Kysely<unknown>, engine: Engine) => Promise<void>;

/** An auto-increment integer primary key, spelled the way each engine wants it. */
export const withId = <T extends string>(
  table: CreateTableBuilder<T, never>,
  engine: Engine,
): CreateTableBuilder<T, 'id'> =>
  engine === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
