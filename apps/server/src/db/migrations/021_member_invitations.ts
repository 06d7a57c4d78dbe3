import { withId, type MigrationFn } from './helpers.ts';

/**
 * Agents' invitation links: a code that places whoever registers with it under the agent, as a
 * player or an agent, with the lottery series the agent chose, and counts those registrations.
 * A removed link stops working but keeps its row (its count stays in the agent's history).
 */
export const up: MigrationFn = async (db, engine) => {
  await withId(db.schema.createTable('member_invitations'), engine)
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('agent_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('code', 'varchar(16)', (c) => c.notNull())
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('series', 'text', (c) => c.notNull())
    .addColumn('registrations', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('removed_at', 'bigint')
    .addUniqueConstraint('member_invitations_code', ['merchant_id', 'code'])
    .execute();
  await db.schema
    .createIndex('member_invitations_agent')
    .on('member_invitations')
    .columns(['agent_id', 'id'])
    .execute();
};
