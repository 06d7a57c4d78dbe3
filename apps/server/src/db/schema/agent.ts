// Agent contracts and their bills (the agent module's tables).
import type { BrandOwned, Millis, Minor } from './common.ts';

export type AgentContractsTable = BrandOwned & {
  kind: 'dividend' | 'daily' | 'hourly' | 'realtime';
  /** Null: the platform offered it (a top agent's contract). */
  upline_id: number | null;
  member_id: number;
  state: 'offered' | 'active' | 'rejected' | 'terminated' | 'replaced' | 'withdrawn';
  mode: 'fixed' | 'floating';
  /** JSON array of tiers: rate in hundredths of a percent, amounts in minor units. */
  tiers: string;
  /** The highest rate of the tiers, hundredths of a percent. */
  top_rate: number;
  /** JSON array of sub-contract ids that end when this offer is accepted. */
  terminates: string;
  offered_at: Millis;
  answered_at: Millis | null;
  ended_at: Millis | null;
  ended_by: 'upline' | 'member' | 'replaced' | 'platform' | null;
};

export type AgentBillsTable = BrandOwned & {
  contract_id: number;
  kind: AgentContractsTable['kind'];
  period: string;
  period_start: Millis;
  period_end: Millis;
  payee_id: number;
  payer_id: number | null;
  turnover: Minor;
  loss: Minor;
  carried: Minor;
  valid_users: number;
  tier: number;
  rate: number;
  amount: Minor;
  owed_down: Minor;
  funded: Minor;
  claimed: Minor;
  state: 'pending' | 'paid' | 'awaiting_claim' | 'partly_claimed' | 'insufficient' | 'expired';
  /** The payee's place in the period's payment chain: 0 paid by the platform, 1 by a top agent... */
  depth: number;
  created_at: Millis;
  expires_at: Millis;
};

export type AgentPeriodsTable = {
  merchant_id: number;
  kind: AgentContractsTable['kind'];
  period: string;
  bills: number;
  billed_at: Millis;
};
