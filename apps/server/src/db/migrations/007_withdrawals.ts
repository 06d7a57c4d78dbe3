import type { ColumnDefinitionBuilder } from 'kysely';
import { withId, type MigrationFn } from './helpers.ts';

/** Bank cards bound to members, payment-password lockout, and withdrawal orders with their receipts. */
export const up: MigrationFn = async (db, engine) => {
  const merchant = (c: ColumnDefinitionBuilder) => c.notNull().references('merchants.id').onDelete('cascade');

  await db.schema
    .alterTable('members')
    .addColumn('payment_password_failures', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('members').addColumn('payment_password_locked_until', 'bigint').execute();

  await withId(db.schema.createTable('bank_cards'), engine)
    .addColumn('merchant_id', 'integer', merchant)
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('bank_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('account_name', 'varchar(128)', (c) => c.notNull())
    .addColumn('account_number', 'varchar(34)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('bank_cards_number', ['merchant_id', 'member_id', 'account_number'])
    .execute();

  await withId(db.schema.createTable('withdrawals'), engine)
    .addColumn('merchant_id', 'integer', merchant)
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('card_id', 'integer', (c) => c.notNull().references('bank_cards.id'))
    .addColumn('order_ref', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('request_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('hold_id', 'integer', (c) => c.notNull().references('ledger_holds.id'))
    /** pending (held), paid, rejected (released), then confirmed or disputed by the member. */
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    /** The member's answer after payment: received, partial, not_received (or auto after the brand's minutes). */
    .addColumn('receipt', 'varchar(16)')
    /** JSON array of stored proof file names. */
    .addColumn('proofs', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('note', 'varchar(256)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('paid_at', 'bigint')
    .addColumn('confirmed_at', 'bigint')
    .addUniqueConstraint('withdrawals_request', ['merchant_id', 'member_id', 'request_id'])
    .execute();
  await db.schema.createIndex('withdrawals_member').on('withdrawals').columns(['member_id', 'id']).execute();
  await db.schema
    .createIndex('withdrawals_status')
    .on('withdrawals')
    .columns(['status', 'paid_at'])
    .execute();
};
