import { z } from 'zod';

/** A decimal amount as people type it: up to 2 decimals, sent as a string (minor units are server-side). */
export const zAmountText = z.string().regex(/^\d{1,12}(\.\d{1,2})?$/, 'amount');

export const zDepositChannel = z.object({
  code: z.string(),
  kind: z.enum(['manual_bank', 'gateway']),
  name: z.string(),
  minAmount: z.string(),
  maxAmount: z.string(),
  /** Fee the member pays, in basis points of the amount plus a fixed part. */
  feeBps: z.number().int(),
  feeFixed: z.string(),
});
export type DepositChannel = z.infer<typeof zDepositChannel>;

export const zCreateDepositBody = z.strictObject({
  channel: z.string().min(1).max(32),
  amount: zAmountText,
  /** The client's idempotency key: a retried click creates one order. */
  requestId: z.string().min(8).max(64),
});

export const zDepositOrder = z.object({
  orderRef: z.string(),
  channel: z.string(),
  kind: z.enum(['manual_bank', 'gateway']),
  amount: z.string(),
  fee: z.string(),
  creditAmount: z.string(),
  status: z.enum(['pending', 'paid', 'rejected', 'failed', 'expired']),
  createdAt: z.number().int(),
  /** Gateway orders: where the member pays. */
  payUrl: z.string().optional(),
  /** Manual bank transfer: the receiving account and the reference to write on the transfer. */
  bank: z
    .object({
      bankName: z.string(),
      accountName: z.string(),
      accountNumber: z.string(),
      reference: z.string(),
    })
    .optional(),
});
export type DepositOrder = z.infer<typeof zDepositOrder>;

export const zDepositOrderPage = z.object({
  list: z.array(zDepositOrder),
  pageNo: z.number().int(),
  totalPages: z.number().int(),
});
