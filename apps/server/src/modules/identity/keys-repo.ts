import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database, ServerKeysTable } from '../../db/schema.ts';

type Q = Kysely<Database> | Transaction<Database>;

/** The only place with SQL for the server's RSA keys of sealed payloads. */
export const keysRepo = {
  newestServerKey: (db: Q) =>
    db.selectFrom('server_keys').selectAll().orderBy('created_at', 'desc').executeTakeFirst(),

  /** Stores a key unless another process stored one with the same id first. */
  addServerKey: (db: Q, row: Insertable<ServerKeysTable>) =>
    db
      .insertInto('server_keys')
      .values(row)
      .onConflict((oc) => oc.column('kid').doNothing())
      .execute(),
};
