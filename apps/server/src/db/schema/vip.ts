// VIP levels and manual rebates (the vip module's tables).
import type { Millis, Minor } from './common.ts';

export type MemberRanksTable = {
  member_id: number;
  merchant_id: number;
  /** The highest level the member has reached (levels never fall). */
  level: number;
  reached_at: Millis;
};

export type ManualRebatesTable = {
  member_id: number;
  game_type: string;
  merchant_id: number;
  /** Lifetime valid turnover of the game type the rebate has been paid on. */
  turnover_claimed: Minor;
  /** Rebate paid for the game type so far. */
  paid: Minor;
  claimed_at: Millis;
};
