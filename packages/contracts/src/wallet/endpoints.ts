import { z } from 'zod';
import { endpoint } from '../common/endpoint.ts';
import { eventStream } from '../common/streams.ts';
import { zDoneValue } from '../member/password.ts';
import { zBalanceValue } from '../member/info.ts';
import { zCreateDepositBody, zDepositChannel, zDepositOrder, zDepositOrderPage } from './deposits.ts';
import {
  zMerchantWalletValue,
  zTransactionPage,
  zTransactionQuery,
  zTransferBody,
  zTransferValue,
  zWalletTransferBody,
} from './records.ts';
import {
  zAddBankCardBody,
  zBankCard,
  zSetPaymentPasswordBody,
  zTransferInfo,
  zWithdrawal,
  zWithdrawalPage,
  zWithdrawBody,
  zWithdrawInfo,
} from './withdrawals.ts';
import { walletApi as api } from './api.ts';

const zPageNoQuery = z.strictObject({ pageNo: z.coerce.number().int().min(1).default(1) });
const zOrderRefParams = z.object({ orderRef: z.string().min(4).max(40) });

export const walletEndpoints = {
  balance: endpoint(api.balance, { response: zBalanceValue }),
  transactions: endpoint(api.transactions, { query: zTransactionQuery, response: zTransactionPage }),
  merchantWallet: endpoint(api.merchantWallet, { response: zMerchantWalletValue }),
  walletTransfer: endpoint(api.walletTransfer, { body: zWalletTransferBody, response: zBalanceValue }),
  /** The signed-in member's balance as Server-Sent Events (event: balance, data: the balance value). */
  events: endpoint(api.events, eventStream),
  depositChannels: endpoint(api.depositChannels, { response: z.array(zDepositChannel) }),
  deposit: endpoint(api.deposit, { body: zCreateDepositBody, response: zDepositOrder }),
  depositOrders: endpoint(api.depositOrders, { query: zPageNoQuery, response: zDepositOrderPage }),
  depositOrder: endpoint(api.depositOrder, { params: zOrderRefParams, response: zDepositOrder }),
  /** A gateway's notification: the body is read as the bytes sent, for their signature. */
  paymentNotify: endpoint(api.paymentNotify, {
    params: z.object({ merchant: z.string().min(1).max(32), channel: z.string().min(1).max(32) }),
    body: z.instanceof(Uint8Array).describe('the gateway notification, signed as sent'),
    response: z.object({ credited: z.boolean() }),
  }),
  paymentPassword: endpoint(api.paymentPassword, { body: zSetPaymentPasswordBody, response: zDoneValue }),
  withdrawInfo: endpoint(api.withdrawInfo, { response: zWithdrawInfo }),
  transferInfo: endpoint(api.transferInfo, { response: zTransferInfo }),
  bankCards: endpoint(api.bankCards, { response: z.array(zBankCard) }),
  addBankCard: endpoint(api.addBankCard, { body: zAddBankCardBody, response: zBankCard }),
  withdraw: endpoint(api.withdraw, { body: zWithdrawBody, response: zWithdrawal }),
  transfer: endpoint(api.transfer, { body: zTransferBody, response: zTransferValue }),
  withdrawals: endpoint(api.withdrawals, { query: zPageNoQuery, response: zWithdrawalPage }),
  withdrawal: endpoint(api.withdrawal, { params: zOrderRefParams, response: zWithdrawal }),
  receipt: endpoint(api.receipt, {
    consumes: ['multipart/form-data'],
    params: zOrderRefParams,
    body: z.any().describe('multipart/form-data: field result, files proof (0 to 3)'),
    response: zWithdrawal,
  }),
} as const;
