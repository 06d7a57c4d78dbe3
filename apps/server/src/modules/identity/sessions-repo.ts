import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database, SessionsTable } from '../../db/schema.ts';

type Q = Kysely<Database> | Transaction<Database>;

/** The only place with SQL for sign-in sessions. */
export const sessionsRepo = {
  insert: (db: Q, row: Insertable<SessionsTable>) => db.insertInto('sessions').values(row).execute(),

  byTokenHash: (db: Q, tokenHash: string) =>
    db
      .selectFrom('sessions')
      .select([
        'id',
        'member_id',
        'merchant_id',
        'last_seen_at',
        'idle_seconds',
        'expires_at',
        'revoked_at',
        'password_change',
      ])
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst(),

  createdAt: (db: Q, sessionId: number) =>
    db.selectFrom('sessions').select('created_at').where('id', '=', sessionId).executeTakeFirstOrThrow(),

  touch: (db: Q, { sessionId, now }: { sessionId: number; now: number }) =>
    db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', sessionId).execute(),

  revoke: (db: Q, { sessionId, now }: { sessionId: number; now: number }) =>
    db.updateTable('sessions').set({ revoked_at: now }).where('id', '=', sessionId).execute(),

  /** Ends every live session of a member, but the one kept. */
  revokeAll: (
    db: Q,
    { memberId, now, exceptSessionId }: { memberId: number; now: number; exceptSessionId?: number },
  ) => {
    let q = db
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('member_id', '=', memberId)
      .where('revoked_at', 'is', null);
    if (exceptSessionId !== undefined) q = q.where('id', '!=', exceptSessionId);
    return q.execute();
  },
};
