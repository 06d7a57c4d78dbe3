import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database, VerificationCodesTable } from '../../db/schema.ts';

type Q = Kysely<Database> | Transaction<Database>;
type Purpose = VerificationCodesTable['purpose'];

/** The only place with SQL for SMS verification codes. */
export const codesRepo = {
  insert: (db: Q, row: Insertable<VerificationCodesTable>) =>
    db.insertInto('verification_codes').values(row).execute(),

  /** The newest code sent to a number for a purpose. */
  latest: (
    db: Q,
    { merchantId, purpose, target }: { merchantId: number; purpose: Purpose; target: string },
  ) =>
    db
      .selectFrom('verification_codes')
      .select(['id', 'code_hash', 'attempts', 'expires_at', 'used_at'])
      .where('merchant_id', '=', merchantId)
      .where('purpose', '=', purpose)
      .where('target', '=', target)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),

  /** Takes one of the code's attempts; false when none is left or it was used. */
  takeAttempt: async (db: Q, { id, maxAttempts }: { id: number; maxAttempts: number }) => {
    const tried = await db
      .updateTable('verification_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .where('attempts', '<', maxAttempts)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(tried.numUpdatedRows) === 1;
  },

  /** Marks the code used; false when it already was. */
  use: async (db: Q, { id, now }: { id: number; now: number }) => {
    const used = await db
      .updateTable('verification_codes')
      .set({ used_at: now })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(used.numUpdatedRows) === 1;
  },
};
