import { withId, type MigrationFn } from './helpers.ts';

/**
 * Promotions as data (decision 027), owned by the promo module: one row per promotion of a brand,
 * its definition (audience, trigger, reward, wagering, limits, texts) as validated JSON beside the
 * columns the catalogue filters and sorts on.
 */
export const up: MigrationFn = async (db, engine) => {
  await withId(db.schema.createTable('promotions'), engine)
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('code', 'varchar(32)', (c) => c.notNull())
    .addColumn('category', 'varchar(16)', (c) => c.notNull())
    .addColumn('trigger', 'varchar(16)', (c) => c.notNull())
    .addColumn('definition', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'bigint', (c) => c.notNull())
    .addColumn('ends_at', 'bigint')
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('promotions_code', ['merchant_id', 'code'])
    .execute();
  await db.schema
    .createIndex('promotions_listed')
    .on('promotions')
    .columns(['merchant_id', 'enabled', 'sort'])
    .execute();
};
