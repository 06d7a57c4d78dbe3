// A house account's balance read on the caller's transaction (a jackpot paid with its pool).
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ledgerRepo } from './ledger-repo.ts';

/** The sum of a house account's lines, as the caller's transaction sees them. */
export async function houseBalanceOn(
  on: Kysely<Database> | Transaction<Database>,
  q: { merchantId: number; code: string },
): Promise<bigint> {
  const row = await ledgerRepo.houseTotal(on, q);
  return BigInt(row?.total ?? 0);
}
