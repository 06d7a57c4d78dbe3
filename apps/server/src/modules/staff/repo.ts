// The staff module's SQL: accounts and sessions (decision 033).
import type { Kysely } from 'kysely';
import type { Database, StaffRole } from '../../db/schema.ts';

type Db = Kysely<Database>;

export const staffRepo = {
  insert: (
    db: Db,
    a: {
      merchantId: number;
      username: string;
      passwordHash: string;
      secret: string;
      role: StaffRole;
      now: number;
    },
  ) =>
    db
      .insertInto('staff_accounts')
      .values({
        merchant_id: a.merchantId,
        username: a.username,
        password_hash: a.passwordHash,
        totp_secret: a.secret,
        role: a.role,
        created_at: a.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow(),

  byName: (db: Db, { merchantId, username }: { merchantId: number; username: string }) =>
    db
      .selectFrom('staff_accounts')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('username', '=', username)
      .executeTakeFirst(),

  /** Takes a TOTP step for the account only if it is later than the last one taken: a code is good once. */
  takeStep: async (db: Db, { id, step }: { id: number; step: number }) =>
    Number(
      (
        await db
          .updateTable('staff_accounts')
          .set({ last_code_step: step })
          .where('id', '=', id)
          .where('last_code_step', '<', step)
          .executeTakeFirst()
      ).numUpdatedRows,
    ) === 1,

  setDisabled: (
    db: Db,
    { merchantId, username, disabled }: { merchantId: number; username: string; disabled: boolean },
  ) =>
    db
      .updateTable('staff_accounts')
      .set({ disabled: disabled ? 1 : 0 })
      .where('merchant_id', '=', merchantId)
      .where('username', '=', username)
      .executeTakeFirst(),

  openSession: (db: Db, s: { staffId: number; tokenHash: string; now: number; expiresAt: number }) =>
    db
      .insertInto('staff_sessions')
      .values({ staff_id: s.staffId, token_hash: s.tokenHash, created_at: s.now, expires_at: s.expiresAt })
      .execute(),

  session: (db: Db, tokenHash: string) =>
    db
      .selectFrom('staff_sessions as s')
      .innerJoin('staff_accounts as a', 'a.id', 's.staff_id')
      .select([
        's.id as session_id',
        's.expires_at',
        's.revoked_at',
        'a.id',
        'a.merchant_id',
        'a.username',
        'a.role',
        'a.disabled',
      ])
      .where('s.token_hash', '=', tokenHash)
      .executeTakeFirst(),

  revoke: (db: Db, { sessionId, now }: { sessionId: number; now: number }) =>
    db.updateTable('staff_sessions').set({ revoked_at: now }).where('id', '=', sessionId).execute(),

  revokeAll: (db: Db, { staffId, now }: { staffId: number; now: number }) =>
    db
      .updateTable('staff_sessions')
      .set({ revoked_at: now })
      .where('staff_id', '=', staffId)
      .where('revoked_at', 'is', null)
      .execute(),

  names: (db: Db, ids: number[]) =>
    ids.length === 0
      ? Promise.resolve([])
      : db.selectFrom('staff_accounts').select(['id', 'username']).where('id', 'in', ids).execute(),
};
