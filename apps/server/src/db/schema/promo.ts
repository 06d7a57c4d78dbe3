// Promotions (the promo module's tables).
import type { Generated } from 'kysely';
import type { BrandOwned, Flag, Millis, Minor } from './common.ts';

export type PromotionsTable = BrandOwned & {
  code: string;
  category: string;
  trigger: string;
  /** The whole definition as the operator wrote it, validated (contracts' zPromotionDefinition). */
  definition: string;
  starts_at: Millis;
  ends_at: Millis | null;
  enabled: Flag;
  sort: number;
  created_at: Millis;
  updated_at: Millis;
  /** A raffle's secret seed (hex), made once; null for other promotions. */
  raffle_seed: Generated<string | null>;
};

export type BonusStatus = 'open' | 'met' | 'forfeited' | 'expired' | 'free';

export type BonusesTable = BrandOwned & {
  member_id: number;
  promotion_id: number;
  /** The event that earned it: `registration`, `deposit:<order ref>`, `application:<id>`. */
  source: string;
  amount: Minor;
  credit_to: 'main' | 'bonus';
  /** Turnover required (minor units); 0: nothing to wager (`free`). */
  wager_required: Minor;
  /** Turnover counted so far, in minor units x percent weight. */
  wager_weighted: Generated<Minor>;
  other_weight: number;
  /** open (wagering), met, forfeited, expired; free: no wagering asked. */
  status: BonusStatus;
  ip: Generated<string>;
  /** The device id the claim came from ('' when none was sent). */
  device: Generated<string>;
  created_at: Millis;
  expires_at: Millis | null;
  met_at: Millis | null;
  ended_at: Millis | null;
};

export type BonusWeightsTable = { bonus_id: number; game_type: string; weight: number };

export type PromoApplicationsTable = BrandOwned & {
  member_id: number;
  promotion_id: number;
  /** At most 140 characters. */
  remark: string;
  /** JSON array of the stored proof images' names. */
  images: string;
  status: 'applying' | 'rejected' | 'issued';
  /** The operator's reason (a rejection). */
  note: Generated<string>;
  bonus_id: number | null;
  created_at: Millis;
  decided_at: Millis | null;
};
