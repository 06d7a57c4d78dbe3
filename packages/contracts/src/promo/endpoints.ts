import { endpoint } from '../common/endpoint.ts';
import { promoApi as api } from './api.ts';
import { z } from 'zod';
import { zApplication, zApplicationsValue } from './applications.ts';
import { zBonus, zBonusesQuery, zBonusesValue, zBonusParams, zNoBody } from './bonuses.ts';
import { zPromotion, zPromotionParams, zPromotionsQuery, zPromotionsValue } from './promotions.ts';

export const promoEndpoints = {
  promotions: endpoint(api.promotions, { query: zPromotionsQuery, response: zPromotionsValue }),
  promotion: endpoint(api.promotion, { params: zPromotionParams, response: zPromotion }),
  claim: endpoint(api.claim, { params: zPromotionParams, body: zNoBody, response: zBonus }),
  bonuses: endpoint(api.bonuses, { query: zBonusesQuery, response: zBonusesValue }),
  forfeit: endpoint(api.forfeit, { params: zBonusParams, body: zNoBody, response: zBonus }),
  apply: endpoint(api.apply, {
    params: zPromotionParams,
    body: z
      .any()
      .describe(
        'multipart/form-data: field remark (at most 140 characters), files images (0 to 3, png or jpg, 5 MB each)',
      ),
    consumes: ['multipart/form-data'],
    response: zApplication,
  }),
  applications: endpoint(api.applications, { response: zApplicationsValue }),
} as const;
