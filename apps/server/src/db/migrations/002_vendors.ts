import { withId, type MigrationFn } from './helpers.ts';

/** The game vendor catalogue of each brand: which studios it offers, under which category. */
export const up: MigrationFn = async (db, engine) => {
  await withId(db.schema.createTable('vendors'), engine)
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('code', 'varchar(32)', (c) => c.notNull())
    .addColumn('category', 'varchar(16)', (c) => c.notNull())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('account_type_name', 'varchar(32)', (c) => c.notNull())
    .addColumn('vassalage', 'varchar(32)', (c) => c.notNull())
    .addColumn('small_icon', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('h5_icon', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_hot', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('game_classify', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('is_game', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('maintenance', 'smallint', (c) => c.notNull().defaultTo(0))
    // also the index of the per-brand read
    .addUniqueConstraint('vendors_code', ['merchant_id', 'code'])
    .execute();
};
