import { route } from '../common/endpoint.ts';

/** Routes of the point mall (PTSYS3; schemas: ./endpoints.ts). */
export const mallApi = {
  points: route('GET', '/wps/points'),
  items: route('GET', '/wps/points/items'),
  redeem: route('POST', '/wps/points/redeem'),
  orders: route('GET', '/wps/points/orders'),
  convert: route('POST', '/wps/points/convert'),
} as const;
