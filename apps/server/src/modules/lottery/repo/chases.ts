import type { Insertable, Kysely } from 'kysely';
import type { Database, LotteryChasesTable } from '../../../db/schema.ts';

/** The active stop-on-win chases with a winning ticket in a draw. */
export const wonChasesOfDraw = (db: Kysely<Database>, drawId: number) =>
  db
    .selectFrom('lottery_tickets')
    .innerJoin('lottery_chases', 'lottery_chases.id', 'lottery_tickets.chase_id')
    .select('lottery_chases.id')
    .distinct()
    .where('lottery_tickets.draw_id', '=', drawId)
    // Only the draw's chase tickets are read (index on draw and chase), not all its tickets.
    .where('lottery_tickets.chase_id', 'is not', null)
    .where('lottery_tickets.status', '=', 'won')
    .where('lottery_chases.stop_on_win', '=', 1)
    .where('lottery_chases.status', '=', 'active')
    .execute();

/** Marks an active chase won. */
export async function markChaseWon(db: Kysely<Database>, id: number): Promise<void> {
  await db
    .updateTable('lottery_chases')
    .set({ status: 'won' })
    .where('id', '=', id)
    .where('status', '=', 'active')
    .execute();
}

/** A chase's open tickets on draws still open. */
export const openTicketsOfChase = (db: Kysely<Database>, chaseId: number) =>
  db
    .selectFrom('lottery_tickets')
    .innerJoin('lottery_draws', 'lottery_draws.id', 'lottery_tickets.draw_id')
    .select('lottery_tickets.id')
    .where('lottery_tickets.chase_id', '=', chaseId)
    .where('lottery_tickets.status', '=', 'open')
    .where('lottery_draws.state', '=', 'open')
    .execute();

/** Records a chase unless its request id is taken; returns its id either way. */
export async function insertChase(
  db: Kysely<Database>,
  row: Insertable<LotteryChasesTable> & { member_id: number; request_id: string },
): Promise<number> {
  const inserted = await db
    .insertInto('lottery_chases')
    .values(row)
    .onConflict((oc) => oc.columns(['member_id', 'request_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return inserted.id;
  const found = await db
    .selectFrom('lottery_chases')
    .select('id')
    .where('member_id', '=', row.member_id)
    .where('request_id', '=', row.request_id)
    .executeTakeFirstOrThrow();
  return found.id;
}
