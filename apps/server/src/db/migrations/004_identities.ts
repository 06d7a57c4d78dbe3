import { withId, type MigrationFn } from './helpers.ts';

/**
 * Social sign-in: which provider account (OpenID Connect `sub`) belongs to which member. A
 * provider account links to one member per brand; the email is the provider's, as it said at
 * the first sign-in.
 */
export const up: MigrationFn = async (db, engine) => {
  await withId(db.schema.createTable('member_identities'), engine)
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('provider', 'varchar(16)', (c) => c.notNull())
    .addColumn('subject', 'varchar(255)', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('email', 'varchar(254)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('member_identities_subject', ['merchant_id', 'provider', 'subject'])
    .execute();
  await db.schema
    .createIndex('member_identities_member')
    .on('member_identities')
    .columns(['member_id'])
    .execute();
};
