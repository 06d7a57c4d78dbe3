import { withId, type MigrationFn } from './helpers.ts';

/**
 * The point mall (decision 028), owned by the mall module: the brand's items, the members'
 * redemptions, and per member the points spent (earned points are read from the member figures,
 * never written) with the history of every spend and refund.
 */
export const up: MigrationFn = async (db, engine) => {
  await withId(db.schema.createTable('mall_items'), engine)
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('code', 'varchar(32)', (c) => c.notNull())
    .addColumn('kind', 'varchar(12)', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('image', 'varchar(500)', (c) => c.notNull())
    .addColumn('points', 'bigint', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('stock', 'integer')
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('mall_items_code', ['merchant_id', 'code'])
    .execute();

  await withId(db.schema.createTable('mall_orders'), engine)
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('item_id', 'integer', (c) => c.notNull().references('mall_items.id'))
    .addColumn('qty', 'integer', (c) => c.notNull())
    .addColumn('points', 'bigint', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('contact', 'varchar(200)', (c) => c.notNull())
    .addColumn('note', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('request_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_at', 'bigint')
    .addUniqueConstraint('mall_orders_request', ['member_id', 'request_id'])
    .execute();
  await db.schema.createIndex('mall_orders_member').on('mall_orders').columns(['member_id', 'id']).execute();
  await db.schema
    .createIndex('mall_orders_queue')
    .on('mall_orders')
    .columns(['merchant_id', 'status', 'id'])
    .execute();

  await db.schema
    .createTable('point_accounts')
    .addColumn('member_id', 'integer', (c) => c.primaryKey().references('members.id'))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('spent', 'bigint', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('point_moves'), engine)
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('points', 'bigint', (c) => c.notNull())
    .addColumn('ref', 'varchar(80)', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('point_moves_member').on('point_moves').columns(['member_id', 'id']).execute();
};
