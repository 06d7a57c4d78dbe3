import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database, ServerKeysTable } from '../../db/schema.ts';

type Q = Kysely<Database> | Transaction<Database>;

/** The only place with SQL for identity's keys: the sealed-payload RSA key and the human-check HMAC key. */
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

  /** The value kept under `key` in app_state, storing `value` first when there is none. */
  stateOrPut: async (db: Q, key: string, value: string) => {
    await db
      .insertInto('app_state')
      .values({ key, value })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    const row = await db
      .selectFrom('app_state')
      .select('value')
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    return row.value;
  },
};
