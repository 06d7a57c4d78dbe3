import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Q = Kysely<Database> | Transaction<Database>;

/**
 * The only place with SQL for `app_state`, the deployment's small key-value state: the brand
 * settings' revision, keys generated once and shared by every process, leases of singleton jobs.
 * It lives in the brand module because every module that keeps state there depends on it.
 */
export const appState = {
  /** The value kept under `key`, storing `value` first when there is none. */
  readOrPut: async (db: Q, { key, value }: { key: string; value: string }): Promise<string> => {
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

  /**
   * Takes a lease kept under `key`: `free` is the value of a lease nobody holds; the lease is
   * taken (true) when its stored value sorts below `expired`, and then reads `taken`.
   */
  takeLease: async (
    db: Q,
    { key, lease }: { key: string; lease: { free: string; expired: string; taken: string } },
  ) => {
    await db
      .insertInto('app_state')
      .values({ key, value: lease.free })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    const taken = await db
      .updateTable('app_state')
      .set({ value: lease.taken })
      .where('key', '=', key)
      .where('value', '<', lease.expired)
      .executeTakeFirst();
    return Number(taken.numUpdatedRows) > 0;
  },

  /** Gives a lease back when `holder` (the end of its value) still has it. */
  releaseLease: (db: Q, { key, lease }: { key: string; lease: { free: string; holder: string } }) =>
    db
      .updateTable('app_state')
      .set({ value: lease.free })
      .where('key', '=', key)
      .where('value', 'like', `% ${lease.holder}`)
      .execute(),
};

export const readConfigRev = async (db: Q): Promise<number> => {
  const row = await db
    .selectFrom('app_state')
    .select('value')
    .where('key', '=', 'config_rev')
    .executeTakeFirst();
  return Number(row?.value ?? 0);
};

/** Every write to brand settings bumps the revision so other processes drop their caches. */
export const bumpConfigRev = async (db: Q): Promise<void> => {
  const rev = await readConfigRev(db);
  await db
    .updateTable('app_state')
    .set({ value: String(rev + 1) })
    .where('key', '=', 'config_rev')
    .execute();
};
