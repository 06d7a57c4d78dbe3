// The progressive jackpot (the jackpot module's tables).
import type { Generated } from 'kysely';
import type { Millis, Minor } from './common.ts';

export type JackpotPoolsTable = { merchant_id: number; wins: Generated<number> };

export type JackpotWinsTable = {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  /** The in-house round that drew it. */
  round_id: number;
  amount: Minor;
  created_at: Millis;
};
