import type { MigrationFn } from './helpers.ts';

/**
 * The vip module's tables (decision 029): each member's VIP level as reached (levels never fall;
 * a brand's thresholds are read from its settings), and per game type the valid turnover its
 * manual rebate has been paid on, so a claim pays only turnover not claimed before.
 */
export const up: MigrationFn = async (db) => {
  await db.schema
    .createTable('member_ranks')
    .addColumn('member_id', 'integer', (c) => c.primaryKey().references('members.id'))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('level', 'smallint', (c) => c.notNull())
    .addColumn('reached_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('manual_rebates')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('game_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('turnover_claimed', 'bigint', (c) => c.notNull())
    .addColumn('paid', 'bigint', (c) => c.notNull())
    .addColumn('claimed_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('manual_rebates_pk', ['member_id', 'game_type'])
    .execute();
  // The promo module's bonuses remember the device they were claimed from, for per-device limits.
  await db.schema
    .alterTable('bonuses')
    .addColumn('device', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .execute();
  // The wallet's winners board walks a brand's newest payouts.
  await db.schema
    .createIndex('ledger_entries_type')
    .on('ledger_entries')
    .columns(['merchant_id', 'type', 'id'])
    .execute();
  await db.schema
    .createIndex('bonuses_promotion_device')
    .on('bonuses')
    .columns(['promotion_id', 'device'])
    .execute();
};
