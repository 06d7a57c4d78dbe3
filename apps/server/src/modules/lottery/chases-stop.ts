// Stopping chases on a win, run as a draw settles (chases themselves are placed in service.ts).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Chases that stop on a win: their tickets on draws still open are cancelled and refunded. */
export async function stopChases(
  db: Kysely<Database>,
  d: { id: number; merchant_id: number },
  refund: (merchantId: number, ids: number[], status: 'cancelled') => Promise<number>,
): Promise<void> {
  const won = await db
    .selectFrom('lottery_tickets')
    .innerJoin('lottery_chases', 'lottery_chases.id', 'lottery_tickets.chase_id')
    .select('lottery_chases.id')
    .distinct()
    .where('lottery_tickets.draw_id', '=', d.id)
    // Only the draw's chase tickets are read (index on draw and chase), not all its tickets.
    .where('lottery_tickets.chase_id', 'is not', null)
    .where('lottery_tickets.status', '=', 'won')
    .where('lottery_chases.stop_on_win', '=', 1)
    .where('lottery_chases.status', '=', 'active')
    .execute();
  for (const c of won) {
    await db
      .updateTable('lottery_chases')
      .set({ status: 'won' })
      .where('id', '=', c.id)
      .where('status', '=', 'active')
      .execute();
    const rest = await db
      .selectFrom('lottery_tickets')
      .innerJoin('lottery_draws', 'lottery_draws.id', 'lottery_tickets.draw_id')
      .select('lottery_tickets.id')
      .where('lottery_tickets.chase_id', '=', c.id)
      .where('lottery_tickets.status', '=', 'open')
      .where('lottery_draws.state', '=', 'open')
      .execute();
    await refund(
      d.merchant_id,
      rest.map((r) => r.id),
      'cancelled',
    );
  }
}
