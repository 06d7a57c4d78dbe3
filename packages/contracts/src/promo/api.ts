import { route } from '../common/endpoint.ts';

/** Routes of the promotions catalogue (schemas: ./endpoints.ts). */
export const promoApi = {
  promotions: route('GET', '/wps/promotions'),
  promotion: route('GET', '/wps/promotions/:id'),
} as const;
