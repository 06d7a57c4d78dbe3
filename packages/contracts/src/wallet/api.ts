import { route } from '../common/endpoint.ts';

/** Routes of the wallet: balance, records, deposits, withdrawals, transfers (schemas: ./endpoints.ts). */
export const walletApi = {
  balance: route('GET', '/wps/v2/wallets/balance'),
  transactions: route('GET', '/wps/wallet/transactions'),
  merchantWallet: route('GET', '/wps/relay/GCS_merchantWallet'),
  walletTransfer: route('POST', '/wps/relay/GCS_walletTransfer'),
  events: route('GET', '/wps/wallet/events'),
  depositChannels: route('GET', '/wps/wallet/deposit/channels'),
  deposit: route('POST', '/wps/wallet/deposit'),
  depositOrders: route('GET', '/wps/wallet/deposit/orders'),
  depositOrder: route('GET', '/wps/wallet/deposit/orders/:orderRef'),
  paymentNotify: route('POST', '/wps/payments/:merchant/:channel/notify'),
  paymentPassword: route('PUT', '/wps/wallet/payment-password'),
  withdrawInfo: route('GET', '/wps/wallet/withdraw/info'),
  transferInfo: route('GET', '/wps/wallet/transfer/info'),
  bankCards: route('GET', '/wps/wallet/bank-cards'),
  addBankCard: route('POST', '/wps/wallet/bank-cards'),
  withdraw: route('POST', '/wps/wallet/withdraw'),
  transfer: route('POST', '/wps/wallet/transfer'),
  withdrawals: route('GET', '/wps/wallet/withdrawals'),
  withdrawal: route('GET', '/wps/wallet/withdrawals/:orderRef'),
  receipt: route('POST', '/wps/wallet/withdrawals/:orderRef/receipt'),
} as const;
