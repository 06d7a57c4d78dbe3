import type { ColumnDefinitionBuilder } from 'kysely';
import { withId, type MigrationFn } from './helpers.ts';

/** Deposit channels of a brand, deposit orders, and the payment notifications already handled. */
export const up: MigrationFn = async (db, engine) => {
  const merchant = (c: ColumnDefinitionBuilder) => c.notNull().references('merchants.id').onDelete('cascade');

  await withId(db.schema.createTable('payment_channels'), engine)
    .addColumn('merchant_id', 'integer', merchant)
    .addColumn('code', 'varchar(32)', (c) => c.notNull())
    /** 'manual_bank' (operator confirms) or 'gateway' (a PaymentProvider calls back). */
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    /** JSON: language code -> name. */
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('min_amount', 'bigint', (c) => c.notNull())
    .addColumn('max_amount', 'bigint', (c) => c.notNull())
    .addColumn('fee_bps', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('fee_fixed', 'bigint', (c) => c.notNull().defaultTo(0))
    /** JSON: the receiving bank account, or the gateway's base URL, merchant id and secret variable name. */
    .addColumn('config', 'text', (c) => c.notNull())
    .addColumn('enabled', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('payment_channels_code', ['merchant_id', 'code'])
    .execute();

  await withId(db.schema.createTable('deposit_orders'), engine)
    .addColumn('merchant_id', 'integer', merchant)
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('channel_id', 'integer', (c) => c.notNull().references('payment_channels.id'))
    .addColumn('order_ref', 'varchar(40)', (c) => c.notNull().unique())
    /** The member's request id: a retried click finds its order. */
    .addColumn('request_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('fee', 'bigint', (c) => c.notNull())
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('provider_order_id', 'varchar(64)')
    .addColumn('pay_url', 'text')
    .addColumn('entry_id', 'integer', (c) => c.references('ledger_entries.id'))
    .addColumn('note', 'varchar(256)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('deposit_orders_request', ['merchant_id', 'member_id', 'request_id'])
    .execute();
  await db.schema
    .createIndex('deposit_orders_member')
    .on('deposit_orders')
    .columns(['member_id', 'id'])
    .execute();

  await db.schema
    .createTable('payment_events')
    .addColumn('provider', 'varchar(32)', (c) => c.notNull())
    .addColumn('event_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('order_ref', 'varchar(40)', (c) => c.notNull())
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('payment_events_pk', ['provider', 'event_id'])
    .execute();
};
