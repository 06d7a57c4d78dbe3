import { withId, type MigrationFn } from './helpers.ts';

/**
 * The jackpot module's tables (decision 029): one row per brand whose update serialises the
 * payouts of its pool (wins are rare, so the bet path never touches it), and the wins.
 */
export const up: MigrationFn = async (db, engine) => {
  await db.schema
    .createTable('jackpot_pools')
    .addColumn('merchant_id', 'integer', (c) => c.primaryKey().references('merchants.id').onDelete('cascade'))
    .addColumn('wins', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await withId(db.schema.createTable('jackpot_wins'), engine)
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('round_id', 'integer', (c) => c.notNull().unique())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('jackpot_wins_merchant')
    .on('jackpot_wins')
    .columns(['merchant_id', 'id'])
    .execute();
};
