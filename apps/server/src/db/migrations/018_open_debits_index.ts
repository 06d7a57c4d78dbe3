import { sql } from 'kysely';
import type { MigrationFn } from './helpers.ts';

/**
 * Vendor rounds left open: new debits post their stake and stay `held` with no hold until their
 * credit or rollback, and the expiry rolls back those older than the round limit. A partial index
 * on exactly those rows lets that run read only them, oldest first, instead of every vendor call.
 */
export const up: MigrationFn = async (db) => {
  await db.schema
    .createIndex('seamless_tx_open_debits')
    .on('seamless_tx')
    .column('created_at')
    .where(sql.ref('status'), '=', 'held')
    .where(sql.ref('kind'), '=', 'debit')
    .where(sql.ref('hold_id'), 'is', null)
    .execute();
};
