import { sql } from 'kysely';
import type { MigrationFn } from './helpers.ts';

/**
 * Each member's total stake on each draw, kept with the tickets: the draw's stake limit reads
 * one row instead of summing the member's tickets on the draw, which grew with every ticket.
 * Filled from the tickets already placed (cancelled and refunded ones stake nothing).
 */
export const up: MigrationFn = async (db) => {
  await db.schema
    .createTable('lottery_draw_stakes')
    .addColumn('draw_id', 'integer', (c) => c.notNull().references('lottery_draws.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('stake', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('lottery_draw_stakes_pk', ['draw_id', 'member_id'])
    .execute();
  await sql`insert into lottery_draw_stakes (draw_id, member_id, stake)
    select draw_id, member_id, sum(stake) from lottery_tickets
    where status not in ('cancelled', 'refunded')
    group by draw_id, member_id`.execute(db);
};
