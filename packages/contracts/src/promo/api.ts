import { route } from '../common/endpoint.ts';

/** Routes of the promotions catalogue (schemas: ./endpoints.ts). */
export const promoApi = {
  promotions: route('GET', '/wps/promotions'),
  promotion: route('GET', '/wps/promotions/:id'),
  claim: route('POST', '/wps/promotions/:id/claim'),
  bonuses: route('GET', '/wps/member/bonuses'),
  forfeit: route('POST', '/wps/member/bonuses/:id/forfeit'),
  apply: route('POST', '/wps/promotions/:id/apply'),
  applications: route('GET', '/wps/member/applications'),
} as const;
