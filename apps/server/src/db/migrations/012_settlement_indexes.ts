import { sql } from 'kysely';
import type { MigrationFn } from './helpers.ts';

/**
 * Indexes that settlement no longer has to rewrite (decision 013, "Measured"). Settling a draw
 * moves every ticket out of `open` and every hold out of `pending`; an index over the full
 * status column had an entry deleted and another inserted for each of them. Partial indexes over
 * the rows still open (or pending) are what their readers ask for, and settling only deletes
 * from them.
 *
 * - `ledger_holds_pending`: the expiry sweep reads pending holds by expiry, nothing else reads
 *   holds by state.
 * - `lottery_tickets_open`: the open tickets of a draw in id order (settlement, refunds, the
 *   sweep of late tickets); `lottery_tickets_draw` keeps the draw's tickets whatever their status
 *   (chases that won, reports) and is never touched by a status change.
 */
export const up: MigrationFn = async (db) => {
  await db.schema.dropIndex('ledger_holds_pending').execute();
  await db.schema
    .createIndex('ledger_holds_pending')
    .on('ledger_holds')
    .column('expires_at')
    .where(sql.ref('state'), '=', sql.lit('pending'))
    .execute();

  await db.schema.dropIndex('lottery_tickets_draw').execute();
  await db.schema
    .createIndex('lottery_tickets_draw')
    .on('lottery_tickets')
    .columns(['draw_id', 'chase_id'])
    .execute();
  await db.schema
    .createIndex('lottery_tickets_open')
    .on('lottery_tickets')
    .columns(['draw_id', 'id'])
    .where(sql.ref('status'), '=', sql.lit('open'))
    .execute();
};
