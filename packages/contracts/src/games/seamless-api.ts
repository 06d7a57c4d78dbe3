import { route } from '../common/endpoint.ts';

/** The seamless-wallet calls vendors make to the platform (docs/seamless-wallet.md). */
export const seamlessApi = {
  balance: route('POST', '/seamless/v1/:vendor/balance'),
  debit: route('POST', '/seamless/v1/:vendor/debit'),
  credit: route('POST', '/seamless/v1/:vendor/credit'),
  rollback: route('POST', '/seamless/v1/:vendor/rollback'),
} as const;
