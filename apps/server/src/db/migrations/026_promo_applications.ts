import { sql } from 'kysely';
import { withId, type MigrationFn } from './helpers.ts';

/**
 * Applications to promotions the operator reviews (decision 027), owned by the promo module: the
 * member's remark and proof images, `applying` until the operator issues the bonus or rejects it;
 * one waiting application per member and promotion.
 */
export const up: MigrationFn = async (db, engine) => {
  await withId(db.schema.createTable('promo_applications'), engine)
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('promotion_id', 'integer', (c) => c.notNull().references('promotions.id'))
    .addColumn('remark', 'varchar(140)', (c) => c.notNull())
    .addColumn('images', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('note', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('bonus_id', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('promo_applications_member')
    .on('promo_applications')
    .columns(['member_id', 'id'])
    .execute();
  await db.schema
    .createIndex('promo_applications_waiting')
    .on('promo_applications')
    .columns(['promotion_id', 'member_id'])
    .unique()
    .where(sql.ref('status'), '=', 'applying')
    .execute();
};
