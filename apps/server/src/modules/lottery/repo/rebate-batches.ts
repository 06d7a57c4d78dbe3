import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';

/** A draw's rebate batches claimed but not paid (from before migration 013). */
export const claimedBatches = (db: Kysely<Database>, drawId: number) =>
  db
    .selectFrom('lottery_rebate_batches')
    .selectAll()
    .where('draw_id', '=', drawId)
    .where('state', '=', 'claimed')
    .execute();

/** A rebate batch paid, with its total. */
export async function markBatchPaid(db: Kysely<Database>, p: { id: number; total: bigint }): Promise<void> {
  await db
    .updateTable('lottery_rebate_batches')
    .set({ state: 'paid', total: p.total })
    .where('id', '=', p.id)
    .execute();
}
