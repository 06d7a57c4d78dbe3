import { withId, type MigrationFn } from './helpers.ts';

/**
 * Platform messages (INBOX3, decision 030), owned by the inbox module: each message once, for one
 * member or a broadcast audience (brand, VIP level, agent team), and per member its read and
 * deleted marks, so a member deleting a broadcast hides it only for itself.
 */
export const up: MigrationFn = async (db, engine) => {
  await withId(db.schema.createTable('inbox_messages'), engine)
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('audience', 'varchar(8)', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.references('members.id').onDelete('cascade'))
    .addColumn('min_level', 'integer')
    .addColumn('agent_id', 'integer', (c) => c.references('members.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('template', 'varchar(64)')
    .addColumn('params', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('title', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // A member's own messages, and the brand's broadcasts, newest first.
  await db.schema
    .createIndex('inbox_messages_member')
    .on('inbox_messages')
    .columns(['member_id', 'id'])
    .execute();
  await db.schema
    .createIndex('inbox_messages_audience')
    .on('inbox_messages')
    .columns(['merchant_id', 'audience', 'id'])
    .execute();

  await db.schema
    .createTable('inbox_marks')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('message_id', 'integer', (c) =>
      c.notNull().references('inbox_messages.id').onDelete('cascade'),
    )
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('read_at', 'bigint')
    .addColumn('deleted_at', 'bigint')
    .addPrimaryKeyConstraint('inbox_marks_pk', ['member_id', 'message_id'])
    .execute();
};
