// What other modules may ask of the members' payout cards (a promotion limited per card).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { withdrawalsRepo } from './withdrawals-repo.ts';

/** Whether the member has a payout card, and the other members of its brand holding one of the same account number. */
export const cardSharers = (db: Kysely<Database>, q: { merchantId: number; memberId: number }) =>
  withdrawalsRepo.cardSharers(db, q);
