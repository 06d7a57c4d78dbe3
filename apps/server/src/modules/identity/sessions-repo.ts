import { CompiledQuery, type Insertable, type Kysely, type Selectable, type Transaction } from 'kysely';
import { isPostgres, PREPARED } from '../../db/database.ts';
import type { Database, SessionsTable } from '../../db/schema.ts';
import type { MemberRow } from './repo.ts';

type Q = Kysely<Database> | Transaction<Database>;

/** What a request's token stands for: its session's columns and its member's row. */
export type SessionWithMember = {
  session: Pick<
    Selectable<SessionsTable>,
    | 'id'
    | 'member_id'
    | 'merchant_id'
    | 'last_seen_at'
    | 'idle_seconds'
    | 'expires_at'
    | 'revoked_at'
    | 'password_change'
  >;
  member: MemberRow;
};

/**
 * Every authenticated request runs this: the session and its member in one statement, written
 * by hand (no query building per call) and prepared (PostgreSQL keeps it named, `PREPARED`).
 * The session's columns come prefixed, the member's as `selectAll` gives them.
 */
const signedInSql = (param: string) => `${PREPARED}select s.id as s_id, s.member_id as s_member_id,
    s.merchant_id as s_merchant_id, s.last_seen_at as s_last_seen_at, s.idle_seconds as s_idle_seconds,
    s.expires_at as s_expires_at, s.revoked_at as s_revoked_at, s.password_change as s_password_change, m.*
  from sessions s join members m on m.id = s.member_id and m.merchant_id = s.merchant_id
  where s.token_hash = ${param}`;
const SIGNED_IN = { sqlite: signedInSql('?'), postgres: signedInSql('$1') };
type SignedInRow = MemberRow & {
  [K in keyof SessionWithMember['session'] as `s_${K}`]: SessionWithMember['session'][K];
};

/** The only place with SQL for sign-in sessions. */
export const sessionsRepo = {
  insert: (db: Q, row: Insertable<SessionsTable>) => db.insertInto('sessions').values(row).execute(),

  /** The session of a token hash and its member, in one statement; undefined when either is missing. */
  withMember: async (db: Kysely<Database>, tokenHash: string): Promise<SessionWithMember | undefined> => {
    const text = isPostgres(db) ? SIGNED_IN.postgres : SIGNED_IN.sqlite;
    const row = (await db.executeQuery<SignedInRow>(CompiledQuery.raw(text, [tokenHash]))).rows[0];
    if (!row) return undefined;
    const {
      s_id: id,
      s_member_id: member_id,
      s_merchant_id: merchant_id,
      s_last_seen_at: last_seen_at,
      s_idle_seconds: idle_seconds,
      s_expires_at: expires_at,
      s_revoked_at: revoked_at,
      s_password_change: password_change,
      ...member
    } = row;
    return {
      session: {
        id,
        member_id,
        merchant_id,
        last_seen_at,
        idle_seconds,
        expires_at,
        revoked_at,
        password_change,
      },
      member,
    };
  },

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
