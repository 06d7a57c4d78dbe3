// Promotions (the promo module's tables).
import type { BrandOwned, Flag, Millis } from './common.ts';

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
};
