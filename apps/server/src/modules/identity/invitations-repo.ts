import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, MemberInvitationsTable } from '../../db/schema.ts';

export type InvitationRow = Selectable<MemberInvitationsTable>;
type Q = Kysely<Database> | Transaction<Database>;
type AgentKey = { merchantId: number; agentId: number };

/** The only place with SQL for agents' invitation links. */
export const invitationsRepo = {
  insert: (db: Q, row: Omit<InvitationRow, 'id' | 'registrations' | 'removed_at'>) =>
    db.insertInto('member_invitations').values(row).returningAll().executeTakeFirstOrThrow(),

  /** The agent's links in use, newest first. */
  live: (db: Q, { merchantId, agentId }: AgentKey) =>
    db
      .selectFrom('member_invitations')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('agent_id', '=', agentId)
      .where('removed_at', 'is', null)
      .orderBy('id', 'desc')
      .execute(),

  /** Stops one of the agent's links; says whether there was one to stop. */
  remove: async (db: Q, { merchantId, agentId, id, now }: AgentKey & { id: number; now: number }) => {
    const r = await db
      .updateTable('member_invitations')
      .set({ removed_at: now })
      .where('merchant_id', '=', merchantId)
      .where('agent_id', '=', agentId)
      .where('id', '=', id)
      .where('removed_at', 'is', null)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  },

  /** A link in use whose agent is active. */
  byCode: (db: Q, { merchantId, code }: { merchantId: number; code: string }) =>
    db
      .selectFrom('member_invitations')
      .innerJoin('members', 'members.id', 'member_invitations.agent_id')
      .selectAll('member_invitations')
      .where('member_invitations.merchant_id', '=', merchantId)
      .where('member_invitations.code', '=', code.toUpperCase())
      .where('member_invitations.removed_at', 'is', null)
      .where('members.status', '=', 'active')
      .executeTakeFirst(),

  codeTaken: async (db: Q, { merchantId, code }: { merchantId: number; code: string }) =>
    (await db
      .selectFrom('member_invitations')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .where('code', '=', code)
      .executeTakeFirst()) !== undefined,

  /** One more account registered through the link (in the registration's transaction). */
  counted: (db: Transaction<Database>, id: number) =>
    db
      .updateTable('member_invitations')
      .set((eb) => ({ registrations: eb('registrations', '+', 1) }))
      .where('id', '=', id)
      .execute(),
};
