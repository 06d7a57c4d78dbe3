// Stopping chases on a win, run as a draw settles (chases themselves are placed in service.ts).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import * as chases from './repo/chases.ts';

/** Chases that stop on a win: their tickets on draws still open are cancelled and refunded. */
export async function stopChases(
  db: Kysely<Database>,
  d: { id: number; merchant_id: number },
  refund: (merchantId: number, ids: number[], status: 'cancelled') => Promise<number>,
): Promise<void> {
  const won = await chases.wonChasesOfDraw(db, d.id);
  for (const c of won) {
    await chases.markChaseWon(db, c.id);
    const rest = await chases.openTicketsOfChase(db, c.id);
    await refund(
      d.merchant_id,
      rest.map((r) => r.id),
      'cancelled',
    );
  }
}
