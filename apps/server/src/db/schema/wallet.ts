// The double-entry ledger, deposits through payment channels, bank cards and withdrawals.
import type { Generated } from 'kysely';
import type { BrandOwned, Flag, MemberOwned, Millis, Minor } from './common.ts';

export type LedgerAccountsTable = BrandOwned & {
  owner_type: 'member' | 'house';
  owner_id: number;
  code: string;
  currency: string;
  /** Defaults to 0 when the account is created. */
  balance: Generated<Minor>;
  held: Generated<Minor>;
  created_at: Millis;
};

export type LedgerEntriesTable = BrandOwned & {
  idem_key: string;
  type: string;
  fingerprint: string;
  ref: string;
  memo: string;
  created_at: Millis;
};

export type LedgerLinesTable = {
  id: Generated<number>;
  entry_id: number;
  account_id: number;
  amount: Minor;
  balance_after: Minor | null;
  created_at: Millis;
};

export type LedgerHoldsTable = BrandOwned & {
  idem_key: string;
  account_id: number;
  amount: Minor;
  state: 'pending' | 'posted' | 'voided';
  type: string;
  ref: string;
  expires_at: Millis;
  entry_id: number | null;
  created_at: Millis;
  settled_at: Millis | null;
};

export type PaymentChannelsTable = BrandOwned & {
  code: string;
  kind: 'manual_bank' | 'gateway';
  name: string;
  min_amount: Minor;
  max_amount: Minor;
  fee_bps: number;
  fee_fixed: Minor;
  config: string;
  enabled: Flag;
  sort: number;
};

export type DepositOrdersTable = MemberOwned & {
  channel_id: number;
  order_ref: string;
  request_id: string;
  amount: Minor;
  fee: Minor;
  status: 'pending' | 'paid' | 'rejected' | 'failed' | 'expired';
  provider_order_id: string | null;
  pay_url: string | null;
  entry_id: number | null;
  note: string;
  created_at: Millis;
  updated_at: Millis;
};

export type PaymentEventsTable = {
  provider: string;
  event_id: string;
  order_ref: string;
  status: string;
  received_at: Millis;
};

export type BankCardsTable = MemberOwned & {
  bank_name: string;
  account_name: string;
  account_number: string;
  created_at: Millis;
};

export type WithdrawalsTable = MemberOwned & {
  card_id: number;
  order_ref: string;
  request_id: string;
  amount: Minor;
  hold_id: number;
  status: 'pending' | 'paid' | 'rejected' | 'confirmed' | 'disputed';
  receipt: 'received' | 'partial' | 'not_received' | null;
  proofs: string;
  note: string;
  created_at: Millis;
  paid_at: Millis | null;
  confirmed_at: Millis | null;
};
