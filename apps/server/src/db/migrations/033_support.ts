import { withId, type MigrationFn } from './helpers.ts';

/**
 * Support (decision 033): the operator's staff accounts and their sessions (module `staff`), and
 * live chat between a member and the brand's support staff (module `chat`): one conversation per
 * member, its messages, and each side's read mark.
 */
export const up: MigrationFn = async (db, engine) => {
  await withId(db.schema.createTable('staff_accounts'), engine)
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('username', 'varchar(40)', (c) => c.notNull())
    .addColumn('password_hash', 'varchar(200)', (c) => c.notNull())
    .addColumn('totp_secret', 'varchar(64)', (c) => c.notNull())
    .addColumn('role', 'varchar(12)', (c) => c.notNull())
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_code_step', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('staff_accounts_username', ['merchant_id', 'username'])
    .execute();

  await withId(db.schema.createTable('staff_sessions'), engine)
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff_accounts.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .execute();

  await withId(db.schema.createTable('chat_conversations'), engine)
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('member_id', 'integer', (c) => c.notNull().unique().references('members.id'))
    .addColumn('status', 'varchar(8)', (c) => c.notNull())
    .addColumn('staff_id', 'integer', (c) => c.references('staff_accounts.id'))
    .addColumn('member_read_id', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('staff_read_id', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('last_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('chat_conversations_queue')
    .on('chat_conversations')
    .columns(['merchant_id', 'status', 'last_at'])
    .execute();

  await withId(db.schema.createTable('chat_messages'), engine)
    .addColumn('conversation_id', 'integer', (c) =>
      c.notNull().references('chat_conversations.id').onDelete('cascade'),
    )
    .addColumn('sender', 'varchar(6)', (c) => c.notNull())
    .addColumn('staff_id', 'integer', (c) => c.references('staff_accounts.id'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('image', 'varchar(200)')
    .addColumn('client_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('chat_messages_client', ['conversation_id', 'sender', 'client_id'])
    .execute();
  await db.schema
    .createIndex('chat_messages_conversation')
    .on('chat_messages')
    .columns(['conversation_id', 'id'])
    .execute();
};
