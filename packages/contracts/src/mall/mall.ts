import { z } from 'zod';
import { MAX_ID } from '../common/envelope.ts';

/** Point mall (PTSYS3): points earned by valid turnover, redeemed for items or converted to money. */
export const MALL_ITEM_KINDS = ['cash', 'physical'] as const;
export const MALL_ORDER_STATUSES = ['in_process', 'approved', 'rejected'] as const;
export const MALL_MAX_QTY = 10;
export const MALL_CONTACT_MAX = 200;

/** The member's points: earned (valid turnover / turnoverPerPoint), spent and what is left. Money as decimal strings. */
export const zPointsValue = z.object({
  earned: z.number().int(),
  spent: z.number().int(),
  available: z.number().int(),
  /** Valid turnover that earns one point. */
  turnoverPerPoint: z.string(),
  /** Money one point converts to. */
  convertRate: z.string(),
  /** The fewest points a conversion takes. */
  minConvert: z.number().int(),
  /** Valid turnover still to bet for the next point. */
  turnoverToNext: z.string(),
});
export type PointsValue = z.infer<typeof zPointsValue>;

/** An item of the mall in the request's language. */
export const zMallItem = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(MALL_ITEM_KINDS),
  title: z.string(),
  description: z.string(),
  image: z.string(),
  /** Points one costs. */
  points: z.number().int(),
  /** Money one pays into the main balance (cash items); null for physical items. */
  amount: z.string().nullable(),
  /** How many are left; null: no limit. */
  stock: z.number().int().nullable(),
});
export type MallItem = z.infer<typeof zMallItem>;
export const zMallItemsValue = z.object({ list: z.array(zMallItem) });
export type MallItemsValue = z.infer<typeof zMallItemsValue>;

const zPaymentPassword = z.string().regex(/^\d{6}$/);
const zRequestId = z.string().min(8).max(64);

export const zRedeemBody = z.strictObject({
  itemId: z.number().int().positive().max(MAX_ID),
  qty: z.number().int().min(1).max(MALL_MAX_QTY).default(1),
  paymentPassword: zPaymentPassword,
  requestId: zRequestId,
  /** Where a physical item goes (name, phone, address); required for physical items. */
  contact: z.string().trim().max(MALL_CONTACT_MAX).optional(),
});

/** A redemption: in process (points and stock taken) until the operator approves or rejects it. */
export const zMallOrder = z.object({
  id: z.number().int(),
  itemId: z.number().int(),
  code: z.string(),
  title: z.string(),
  kind: z.enum(MALL_ITEM_KINDS),
  qty: z.number().int(),
  points: z.number().int(),
  /** Money paid on approval (qty x the item's amount) for cash items; "0.00" for physical ones. */
  amount: z.string(),
  status: z.enum(MALL_ORDER_STATUSES),
  contact: z.string(),
  /** The operator's reason when rejected. */
  note: z.string(),
  createdAt: z.number().int(),
  decidedAt: z.number().int().nullable(),
});
export type MallOrder = z.infer<typeof zMallOrder>;

export const zMallOrdersQuery = z.strictObject({
  status: z.enum(MALL_ORDER_STATUSES).optional(),
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const zMallOrdersValue = z.object({
  list: z.array(zMallOrder),
  pageNo: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
});
export type MallOrdersValue = z.infer<typeof zMallOrdersValue>;

export const zConvertBody = z.strictObject({
  points: z.number().int().positive().max(1_000_000_000),
  paymentPassword: zPaymentPassword,
  requestId: zRequestId,
});
export const zConvertValue = z.object({
  /** Points converted and the money paid into the main balance. */
  points: z.number().int(),
  amount: z.string(),
  account: zPointsValue,
});
export type ConvertValue = z.infer<typeof zConvertValue>;

/** An item as the operator writes it (`mall put FILE`, a JSON array of these), by code. */
export const zMallItemInput = z
  .strictObject({
    code: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/),
    kind: z.enum(MALL_ITEM_KINDS),
    title: z.record(z.string(), z.string().min(1).max(120)),
    description: z.record(z.string(), z.string().max(2000)).default({}),
    image: z.string().max(500).default(''),
    points: z.number().int().positive(),
    /** Minor units paid per item (cash items). */
    amount: z.number().int().min(0).default(0),
    stock: z.number().int().min(0).nullable().default(null),
    enabled: z.boolean().default(true),
    sort: z.number().int().default(0),
  })
  .refine((i) => i.kind !== 'cash' || i.amount > 0, {
    path: ['amount'],
    message: 'a cash item pays an amount above 0',
  });
export type MallItemInput = z.input<typeof zMallItemInput>;
export type MallItemDefinition = z.output<typeof zMallItemInput>;
