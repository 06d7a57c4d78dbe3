import type { Kysely, Transaction } from 'kysely';
import type { Database, MemberIdentitiesTable } from '../../db/schema.ts';

type Q = Kysely<Database> | Transaction<Database>;
export type Provider = MemberIdentitiesTable['provider'];

/** The only place with SQL for provider accounts linked to members (social sign-in). */
export const identitiesRepo = {
  /** The member linked to a provider account of a brand. */
  memberId: async (
    db: Q,
    { merchantId, provider, subject }: { merchantId: number; provider: Provider; subject: string },
  ) =>
    (
      await db
        .selectFrom('member_identities')
        .select('member_id')
        .where('merchant_id', '=', merchantId)
        .where('provider', '=', provider)
        .where('subject', '=', subject)
        .executeTakeFirst()
    )?.member_id,

  link: (
    db: Q,
    row: { merchantId: number; provider: Provider; subject: string; memberId: number; email: string | null },
  ) =>
    db
      .insertInto('member_identities')
      .values({
        merchant_id: row.merchantId,
        provider: row.provider,
        subject: row.subject,
        member_id: row.memberId,
        email: row.email,
        created_at: Date.now(),
      })
      .execute(),
};
