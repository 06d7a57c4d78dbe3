import { sql } from 'kysely';
import { withId, type MigrationFn } from './helpers.ts';

/**
 * Agent contracts (decision 026), owned by the agent module: a dividend or wage contract an upline
 * (or, for a top agent, the platform) offers a direct downline, its tiers, and its life; at most
 * one active and one offered per member and kind. Bills: one per contract and period, what the
 * payer owes, how much of it was paid in and taken; unique per (contract, period) so a period is
 * billed once whichever process gets there. Periods: one row per brand, kind and period, taken by
 * the process that bills it.
 */
export const up: MigrationFn = async (db, engine) => {
  await withId(db.schema.createTable('agent_contracts'), engine)
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('upline_id', 'integer', (c) => c.references('members.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('mode', 'varchar(16)', (c) => c.notNull())
    .addColumn('tiers', 'text', (c) => c.notNull())
    .addColumn('top_rate', 'integer', (c) => c.notNull())
    .addColumn('terminates', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('offered_at', 'bigint', (c) => c.notNull())
    .addColumn('answered_at', 'bigint')
    .addColumn('ended_at', 'bigint')
    .addColumn('ended_by', 'varchar(16)')
    .execute();
  await db.schema
    .createIndex('agent_contracts_member')
    .on('agent_contracts')
    .columns(['member_id', 'kind', 'state'])
    .execute();
  await db.schema
    .createIndex('agent_contracts_upline')
    .on('agent_contracts')
    .columns(['upline_id', 'kind', 'state'])
    .execute();
  await db.schema
    .createIndex('agent_contracts_live')
    .on('agent_contracts')
    .columns(['merchant_id', 'kind', 'state'])
    .execute();
  for (const state of ['active', 'offered'])
    await db.schema
      .createIndex(`agent_contracts_one_${state}`)
      .on('agent_contracts')
      .columns(['member_id', 'kind'])
      .unique()
      .where(sql.ref('state'), '=', state)
      .execute();

  await withId(db.schema.createTable('agent_bills'), engine)
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('contract_id', 'integer', (c) => c.notNull().references('agent_contracts.id'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('period', 'varchar(24)', (c) => c.notNull())
    .addColumn('period_start', 'bigint', (c) => c.notNull())
    .addColumn('period_end', 'bigint', (c) => c.notNull())
    .addColumn('payee_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('payer_id', 'integer', (c) => c.references('members.id'))
    .addColumn('turnover', 'bigint', (c) => c.notNull())
    .addColumn('loss', 'bigint', (c) => c.notNull())
    .addColumn('carried', 'bigint', (c) => c.notNull())
    .addColumn('valid_users', 'integer', (c) => c.notNull())
    .addColumn('tier', 'integer', (c) => c.notNull())
    .addColumn('rate', 'integer', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('owed_down', 'bigint', (c) => c.notNull())
    .addColumn('funded', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('claimed', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('depth', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('agent_bills_once', ['contract_id', 'period'])
    .execute();
  await db.schema.createIndex('agent_bills_payee').on('agent_bills').columns(['payee_id', 'id']).execute();
  await db.schema.createIndex('agent_bills_payer').on('agent_bills').columns(['payer_id', 'id']).execute();
  await db.schema
    .createIndex('agent_bills_open')
    .on('agent_bills')
    .columns(['merchant_id', 'state'])
    .execute();

  await db.schema
    .createTable('agent_periods')
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('period', 'varchar(24)', (c) => c.notNull())
    .addColumn('bills', 'integer', (c) => c.notNull())
    .addColumn('billed_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('agent_periods_pk', ['merchant_id', 'kind', 'period'])
    .execute();
};
