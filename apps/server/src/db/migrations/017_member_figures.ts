import { backfillFigures } from '../figures-backfill.ts';
import type { MigrationFn } from './helpers.ts';

/** Counts and sums of the member figures (see schema/figures.ts), all starting at 0. */
export const FIGURE_COLUMNS = [
  ['bet_count', 'integer'],
  ['stake', 'bigint'],
  ['valid_turnover', 'bigint'],
  ['payout', 'bigint'],
  ['win_count', 'integer'],
  ['rebate', 'bigint'],
  ['deposit', 'bigint'],
  ['deposit_count', 'integer'],
  ['withdrawal', 'bigint'],
  ['withdrawal_count', 'integer'],
  ['bonus', 'bigint'],
  ['bonus_count', 'integer'],
] as const;

/**
 * Per-member figures by local hour (the figures module): one row per brand, member, local day and
 * hour, and game type, added to in the same transaction as each bet and money movement. The rows
 * written before are counted into it here (db/figures-backfill.ts, decision 023), in each brand's
 * time zone of now.
 */
export const up: MigrationFn = async (db) => {
  let table = db.schema
    .createTable('member_figures')
    .addColumn('merchant_id', 'integer', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('hour', 'smallint', (c) => c.notNull())
    .addColumn('game_type', 'varchar(32)', (c) => c.notNull());
  for (const [name, type] of FIGURE_COLUMNS)
    table = table.addColumn(name, type, (c) => c.notNull().defaultTo(0));
  await table
    .addPrimaryKeyConstraint('member_figures_pk', ['merchant_id', 'member_id', 'day', 'hour', 'game_type'])
    .execute();
  await db.schema
    .createIndex('member_figures_day')
    .on('member_figures')
    .columns(['merchant_id', 'day'])
    .execute();
  await backfillFigures(db);
};
