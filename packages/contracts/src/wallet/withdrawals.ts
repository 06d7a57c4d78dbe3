import { z } from 'zod';
import { MAX_ID } from '../common/envelope.ts';
import { zAmountText } from './deposits.ts';

/** Payment password: 6 digits, asked for withdrawals and transfers. */
export const zPaymentPassword = z.string().regex(/^\d{6}$/, 'payment.password.format');

export const zBankCard = z.object({
  id: z.number().int(),
  bankName: z.string(),
  accountName: z.string(),
  /** Only the last 4 digits are shown. */
  accountNumber: z.string(),
});
export type BankCard = z.infer<typeof zBankCard>;

/** Binding a payout card takes the payment password: a stolen session alone cannot redirect payouts. */
export const zAddBankCardBody = z.strictObject({
  bankName: z.string().trim().min(2).max(64),
  accountName: z.string().trim().min(2).max(128),
  accountNumber: z.string().regex(/^[0-9 -]{6,34}$/),
  paymentPassword: zPaymentPassword,
});

export const zSetPaymentPasswordBody = z.strictObject({
  oldPassword: zPaymentPassword.optional(),
  newPassword: zPaymentPassword,
  confirmPassword: zPaymentPassword,
});

export const zWithdrawBody = z.strictObject({
  cardId: z.number().int().positive().max(MAX_ID),
  amount: zAmountText,
  paymentPassword: zPaymentPassword,
  requestId: z.string().min(8).max(64),
});

export const withdrawalStatuses = ['pending', 'paid', 'rejected', 'confirmed', 'disputed'] as const;
export const receiptResults = ['received', 'partial', 'not_received'] as const;

export const zWithdrawal = z.object({
  orderRef: z.string(),
  amount: z.string(),
  status: z.enum(withdrawalStatuses),
  receipt: z.enum(receiptResults).nullable(),
  card: zBankCard,
  createdAt: z.number().int(),
  paidAt: z.number().int().nullable(),
  confirmedAt: z.number().int().nullable(),
  /** When an unconfirmed paid withdrawal counts as received (after {0} minutes: docs/product/wallet.md#withdrawal-receipts). */
  autoConfirmAt: z.number().int().nullable(),
  proofCount: z.number().int(),
});
export type Withdrawal = z.infer<typeof zWithdrawal>;

export const zWithdrawalPage = z.object({
  list: z.array(zWithdrawal),
  pageNo: z.number().int(),
  totalPages: z.number().int(),
});

/** GET /wps/wallet/withdraw/info: what the withdraw page needs before the member types. */
export const zWithdrawInfo = z.object({
  paymentPasswordSet: z.boolean(),
  /** Set while five wrong payment passwords keep withdrawals and transfers locked. */
  paymentPasswordLockedUntil: z.number().int().nullable(),
  /** The name every bank card must carry (null until the first card records it). */
  registeredName: z.string().nullable(),
  /** The main wallet's available balance. */
  available: z.string(),
  minAmount: z.string(),
  maxAmount: z.string(),
  /** Wager still needed before a withdrawal is allowed ("0.00" when none). */
  turnoverRequired: z.string(),
  autoConfirmMinutes: z.number().int(),
});
export type WithdrawInfo = z.infer<typeof zWithdrawInfo>;

/** GET /wps/wallet/transfer/info: who the member may send to (transferUpline). */
export const zTransferInfo = z.object({
  paymentPasswordSet: z.boolean(),
  /** The direct upline's account, the usual target; null for a member without one. */
  upline: z.string().nullable(),
  /** Agents may also send down their downline and up their whole upline chain. */
  agent: z.boolean(),
  available: z.string(),
});
export type TransferInfo = z.infer<typeof zTransferInfo>;

export { RECEIPT_MAX_BYTES, RECEIPT_MAX_FILES } from './limits.ts';
