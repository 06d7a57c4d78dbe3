// The jackpot module's SQL: the pool's lock row and the wins.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type On = Kysely<Database> | Transaction<Database>;

/** Takes the brand's pool row for this transaction (creating it), so one payout of the pool runs at a time. */
export async function lockPool(trx: Transaction<Database>, merchantId: number): Promise<void> {
  await trx
    .insertInto('jackpot_pools')
    .values({ merchant_id: merchantId })
    .onConflict((oc) =>
      oc.column('merchant_id').doUpdateSet((eb) => ({ wins: eb('jackpot_pools.wins', '+', 1) })),
    )
    .execute();
}

export async function insertWin(
  trx: Transaction<Database>,
  row: { merchant_id: number; member_id: number; round_id: number; amount: string; created_at: number },
): Promise<void> {
  await trx.insertInto('jackpot_wins').values(row).execute();
}

/** The brand's newest win. */
export const lastWin = (db: On, merchantId: number) =>
  db
    .selectFrom('jackpot_wins')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
