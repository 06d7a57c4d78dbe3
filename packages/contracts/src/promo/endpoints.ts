import { endpoint } from '../common/endpoint.ts';
import { promoApi as api } from './api.ts';
import { zBonus, zBonusesQuery, zBonusesValue, zBonusParams, zNoBody } from './bonuses.ts';
import { zPromotion, zPromotionParams, zPromotionsQuery, zPromotionsValue } from './promotions.ts';

export const promoEndpoints = {
  promotions: endpoint(api.promotions, { query: zPromotionsQuery, response: zPromotionsValue }),
  promotion: endpoint(api.promotion, { params: zPromotionParams, response: zPromotion }),
  claim: endpoint(api.claim, { params: zPromotionParams, body: zNoBody, response: zBonus }),
  bonuses: endpoint(api.bonuses, { query: zBonusesQuery, response: zBonusesValue }),
  forfeit: endpoint(api.forfeit, { params: zBonusParams, body: zNoBody, response: zBonus }),
} as const;
