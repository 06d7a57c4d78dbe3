import { z } from 'zod';

/** Movement types a member sees in the account record (transactionHistory). */
export const txTypes = [
  'deposit',
  'withdraw',
  'transfer',
  'adjustment',
  'wallet.transfer',
  'bet',
  'payout',
  'refund',
  'bonus',
  'play.grant',
  /** Lottery rebate: the member's and its agents' share of a settled ticket (decision 014). */
  'rebate',
  /** An agent's dividend or wage paid on a contract's bill (and the upline's payment of it). */
  'dividend',
  'wage',
  /** The progressive jackpot paid to the round that won it. */
  'jackpot',
] as const;
export type TxType = (typeof txTypes)[number];

/** GET /wps/wallet/transactions: filters by type and time range (ms), newest first, paged. */
export const zTransactionQuery = z.strictObject({
  txType: z.enum(txTypes).optional(),
  from: z.coerce.number().int().min(0).optional(),
  to: z.coerce.number().int().min(0).optional(),
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** A row as existing clients read it (docs/product/wallet.md#account-record); amounts are decimal strings. */
export const zTransactionRow = z.object({
  txId: z.string(),
  txType: z.string(),
  txTime: z.number().int(),
  amount: z.string(),
  currentBalance: z.string(),
  remark: z.string(),
});
export type TransactionRow = z.infer<typeof zTransactionRow>;

export const zTransactionPage = z.object({
  list: z.array(zTransactionRow),
  pageNo: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
});
export type TransactionPage = z.infer<typeof zTransactionPage>;

export const zTransferBody = z.strictObject({
  /** Username of the upline or downline member. */
  to: z.string().trim().min(1).max(64),
  amount: z.string().regex(/^\d{1,12}(\.\d{1,2})?$/),
  paymentPassword: z.string().regex(/^\d{6}$/),
  requestId: z.string().min(8).max(64),
});
export const zTransferValue = z.object({ balance: z.string() });

/** GET /wps/relay/GCS_merchantWallet: one wallet for everything, or a main wallet plus one per vendor. */
export const zMerchantWalletValue = z.object({
  isSingle: z.boolean(),
  wallets: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      /** The signed-in member's available balance in this wallet (absent for guests). */
      balance: z.string().optional(),
    }),
  ),
  /** The signed-in member's main wallet (absent for guests). */
  mainBalance: z.string().optional(),
});

/** POST /wps/relay/GCS_walletTransfer: between the main wallet ('main') and a vendor wallet (its code). */
export const zWalletTransferBody = z.strictObject({
  from: z.string().min(1).max(48),
  to: z.string().min(1).max(48),
  amount: z.string().regex(/^\d{1,12}(\.\d{1,2})?$/),
  requestId: z.string().min(8).max(64),
});
