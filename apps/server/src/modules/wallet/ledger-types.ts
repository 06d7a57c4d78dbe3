// The ledger's public types, apart so ledger.ts holds the Ledger's code; ledger.ts re-exports them.
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { BulkSettlement } from './ledger-bulk.ts';
import type { GroupsAlso, PostedGroup } from './ledger-groups.ts';

export type { BulkSettlement, GroupsAlso, PostedGroup };

export type AccountRef = { member: number; code?: string } | { house: string };
/** Positive credits the account, negative debits it. */
export type Line = { account: AccountRef; amount: bigint };

export type Movement = {
  merchantId: number;
  currency: string;
  /** Unique per brand: a replay returns the first result and changes nothing. */
  idemKey: string;
  type: string;
  ref?: string;
  memo?: string;
  lines: Line[];
};

export type Posted = {
  entryId: number;
  replayed: boolean;
  /** Member accounts touched, with their balance right after this entry. */
  balances: { accountId: number; memberId: number; code: string; balance: bigint }[];
};

export type HoldRequest = {
  merchantId: number;
  currency: string;
  idemKey: string;
  member: number;
  code?: string;
  amount: bigint;
  type: string;
  ref?: string;
  /** A pending hold older than this is voided by `expireHolds`. */
  ttlMs: number;
};

export type MemberBalance = {
  accountId: number;
  code: string;
  balance: bigint;
  held: bigint;
  available: bigint;
};

/**
 * One entry paying many member accounts from house accounts (`Ledger.creditMany`): one line per
 * credit, the `also` house lines, and a line of `house` that makes the entry sum to zero.
 */
export type CreditMany = Omit<Movement, 'lines'> & {
  house: string;
  /** At most one per account; positive. */
  credits: { member: number; code: string; amount: bigint }[];
  /** Other house lines of the entry (a game's escrow giving up the stakes it kept). */
  also?: { house: string; amount: bigint }[];
};

/** Bulk movements inside one `Ledger.bulk` transaction, with the transaction for the caller's own writes. */
export type BulkWork = {
  trx: Transaction<Database>;
  /** Posts one entry on this transaction (see `Ledger.post`); a replay answers the first post. */
  post: (m: Movement) => Promise<Posted>;
  /** Holds on this transaction (see `Ledger.hold`): a crash stake joining its bet's row. */
  hold: (h: HoldRequest) => Promise<{ holdId: number; replayed: boolean }>;
  /** Posts a pending hold on this transaction (see `Ledger.capture`): a crash bet's settlement. */
  capture: (c: Capture) => Promise<Posted>;
  settleHolds: (s: BulkSettlement) => Promise<number[]>;
  voidHolds: (merchantId: number, holdIds: number[]) => Promise<number[]>;
  creditMany: (m: CreditMany) => Promise<Posted>;
  /**
   * PostgreSQL only: many members' entries in one statement (a batch of bets), each group one
   * member account's entries in order, written whole or (the member's money short) not at all;
   * `also`, the caller's own rows of those groups, written in the same statement for the groups
   * whose money went through.
   */
  postGroups: <T>(groups: Movement[][], also?: GroupsAlso<T>) => Promise<(PostedGroup | undefined)[]>;
};

export type Capture = {
  merchantId: number;
  currency: string;
  holdId: number;
  idemKey: string;
  to: AccountRef;
  type: string;
  /** At most the held sum; the whole hold when left out. */
  amount?: bigint;
  ref?: string;
};
