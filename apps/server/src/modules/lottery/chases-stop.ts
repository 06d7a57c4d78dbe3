// Stopping chases on a win, run as a draw settles (chases themselves are placed in placement.ts).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { RefundOrder } from './refunds.ts';
import * as chases from './repo/chases.ts';

/**
 * Chases that stop on a win: their tickets on draws still open are cancelled and refunded
 * (`refund`: `refundTickets` of refunds.ts with its dependencies bound).
 */
export async function stopChases(
  { db, refund }: { db: Kysely<Database>; refund: (order: RefundOrder) => Promise<number> },
  d: { id: number; merchant_id: number },
): Promise<void> {
  const won = await chases.wonChasesOfDraw(db, d.id);
  for (const c of won) {
    await chases.markChaseWon(db, c.id);
    const rest = await chases.openTicketsOfChase(db, c.id);
    await refund({ merchantId: d.merchant_id, ids: rest.map((r) => r.id), status: 'cancelled' });
  }
}
