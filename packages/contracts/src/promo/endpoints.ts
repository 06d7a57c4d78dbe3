import { endpoint } from '../common/endpoint.ts';
import { promoApi as api } from './api.ts';
import { zPromotion, zPromotionParams, zPromotionsQuery, zPromotionsValue } from './promotions.ts';

export const promoEndpoints = {
  promotions: endpoint(api.promotions, { query: zPromotionsQuery, response: zPromotionsValue }),
  promotion: endpoint(api.promotion, { params: zPromotionParams, response: zPromotion }),
} as const;
