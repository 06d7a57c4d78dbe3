import { endpoint } from '../common/endpoint.ts';
import { mallApi as api } from './api.ts';
import {
  zConvertBody,
  zConvertValue,
  zMallItemsValue,
  zMallOrder,
  zMallOrdersQuery,
  zMallOrdersValue,
  zPointsValue,
  zRedeemBody,
} from './mall.ts';

export const mallEndpoints = {
  points: endpoint(api.points, { response: zPointsValue }),
  items: endpoint(api.items, { response: zMallItemsValue }),
  redeem: endpoint(api.redeem, { body: zRedeemBody, response: zMallOrder }),
  orders: endpoint(api.orders, { query: zMallOrdersQuery, response: zMallOrdersValue }),
  convert: endpoint(api.convert, { body: zConvertBody, response: zConvertValue }),
} as const;
