import type { ColumnDefinitionBuilder } from 'kysely';
import { withId, type MigrationFn } from './helpers.ts';

/**
 * The double-entry ledger (docs/product/wallet.md#money-and-ledger). Amounts are integers in the currency's
 * minor unit. Only the wallet module writes these tables.
 */
export const up: MigrationFn = async (db, engine) => {
  const merchant = (c: ColumnDefinitionBuilder) => c.notNull().references('merchants.id').onDelete('cascade');

  await withId(db.schema.createTable('ledger_accounts'), engine)
    .addColumn('merchant_id', 'integer', merchant)
    /** 'member' accounts keep a cached balance; 'house' accounts are the sum of their lines. */
    .addColumn('owner_type', 'varchar(8)', (c) => c.notNull())
    /** The member's id, or 0 for house accounts. */
    .addColumn('owner_id', 'integer', (c) => c.notNull())
    /** 'main', 'vendor:<CODE>', 'play' (demo money); house: 'deposits', 'withdrawals', 'game:<CODE>', ... */
    .addColumn('code', 'varchar(48)', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0))
    /** Sum of pending holds: available = balance - held, never below zero for members. */
    .addColumn('held', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('ledger_accounts_owner', ['merchant_id', 'owner_type', 'owner_id', 'code'])
    .execute();

  await withId(db.schema.createTable('ledger_entries'), engine)
    .addColumn('merchant_id', 'integer', merchant)
    /** The caller's idempotency key: a replay finds this row and returns its result. */
    .addColumn('idem_key', 'varchar(128)', (c) => c.notNull())
    /** What the movement was, for the account record: deposit, withdraw, bet, payout, transfer ... */
    .addColumn('type', 'varchar(24)', (c) => c.notNull())
    /** Hash of the request, so a key reused for a different movement is refused. */
    .addColumn('fingerprint', 'char(64)', (c) => c.notNull())
    .addColumn('ref', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .addColumn('memo', 'varchar(256)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('ledger_entries_idem', ['merchant_id', 'idem_key'])
    .execute();

  await withId(db.schema.createTable('ledger_lines'), engine)
    .addColumn('entry_id', 'integer', (c) => c.notNull().references('ledger_entries.id'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('ledger_accounts.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    /** Balance of a member account right after this line (the account record's "balance after"). */
    .addColumn('balance_after', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ledger_lines_entry').on('ledger_lines').column('entry_id').execute();
  await db.schema
    .createIndex('ledger_lines_account')
    .on('ledger_lines')
    .columns(['account_id', 'id'])
    .execute();

  await withId(db.schema.createTable('ledger_holds'), engine)
    .addColumn('merchant_id', 'integer', merchant)
    .addColumn('idem_key', 'varchar(128)', (c) => c.notNull())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('ledger_accounts.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    /** pending, then posted or voided (an expired hold is voided). */
    .addColumn('state', 'varchar(8)', (c) => c.notNull())
    .addColumn('type', 'varchar(24)', (c) => c.notNull())
    .addColumn('ref', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('entry_id', 'integer', (c) => c.references('ledger_entries.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('settled_at', 'bigint')
    .addUniqueConstraint('ledger_holds_idem', ['merchant_id', 'idem_key'])
    .execute();
  await db.schema
    .createIndex('ledger_holds_pending')
    .on('ledger_holds')
    .columns(['state', 'expires_at'])
    .execute();
};
