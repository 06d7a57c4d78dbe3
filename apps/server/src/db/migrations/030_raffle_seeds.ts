import type { MigrationFn } from './helpers.ts';

/**
 * A raffle promotion's secret seed (the promo module's; decision 029): made when the promotion is
 * first written, committed by its hash in the promotion's terms, never changed, revealed when the
 * promotion ends.
 */
export const up: MigrationFn = async (db) => {
  await db.schema.alterTable('promotions').addColumn('raffle_seed', 'varchar(64)').execute();
};
