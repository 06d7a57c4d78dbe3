// The point mall (the mall module's tables, decision 028).
import type { Generated } from 'kysely';
import type { BrandOwned, Flag, Millis, Minor } from './common.ts';

export type MallItemsTable = BrandOwned & {
  code: string;
  kind: 'cash' | 'physical';
  /** JSON object of texts by language code. */
  title: string;
  description: string;
  image: string;
  /** Points one item costs. */
  points: Minor;
  /** Minor units one cash item pays into the main balance; 0 for physical items. */
  amount: Minor;
  /** Items left; null: no limit. */
  stock: number | null;
  enabled: Flag;
  sort: number;
  created_at: Millis;
};

export type MallOrderStatus = 'in_process' | 'approved' | 'rejected';

export type MallOrdersTable = BrandOwned & {
  member_id: number;
  item_id: number;
  qty: number;
  /** Points taken (qty x the item's points when redeemed). */
  points: Minor;
  /** Minor units paid on approval (cash items: qty x the item's amount). */
  amount: Minor;
  status: MallOrderStatus;
  /** Where a physical item goes. */
  contact: string;
  /** The operator's reason (a rejection). */
  note: Generated<string>;
  /** The member's request key: a repeat answers the same order. */
  request_id: string;
  created_at: Millis;
  decided_at: Millis | null;
};

/** The points a member spent; what it earned is read from its figures. */
export type PointAccountsTable = { merchant_id: number; member_id: number; spent: Minor };

export type PointMovesTable = BrandOwned & {
  member_id: number;
  kind: 'redeem' | 'refund' | 'convert';
  /** Points taken (redeem, convert: positive) or given back (refund: negative). */
  points: Minor;
  /** `order:<id>` or `convert:<request id>`. */
  ref: string;
  at: Millis;
};
