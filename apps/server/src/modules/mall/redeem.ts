// Redeeming points for the mall's items (decision 028): points and stock are taken at once under
// their guards, with the order, in one transaction; the operator approves or rejects it later.
import type { Kysely } from 'kysely';
import type { MallOrder, MallOrdersValue } from '@lotto/contracts';
import type { Database, MallOrderStatus } from '../../db/schema.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';
import type { Brand } from '../brand/index.ts';
import type { MemberRow } from '../identity/index.ts';
import { checkPaymentPassword } from '../wallet/index.ts';
import { itemById, itemsOf, takeStock, type ItemRow } from './items-repo.ts';
import { insertOrder, memberOrders, orderById, orderByRequest, type OrderRow } from './orders-repo.ts';
import { pointsOf, requireMall } from './points.ts';
import { addMove, spendPoints } from './points-repo.ts';
import { itemView, orderView } from './views.ts';

type Db = Kysely<Database>;
export type RedeemInput = {
  itemId: number;
  qty: number;
  paymentPassword: string;
  requestId: string;
  contact?: string | undefined;
};

/** The brand's enabled items in the request's language, with the stock left. */
export async function catalogue(db: Db, q: { brand: Brand; lang: string }) {
  requireMall(q.brand);
  const rows = await itemsOf(db, { merchantId: q.brand.id });
  return { list: rows.map((r) => itemView(r, q)) };
}

/** Orders as the member sees them, each with its item's code and title. */
export async function orderViews(db: Db, q: { brand: Brand; lang: string; rows: OrderRow[] }) {
  const items = new Map<number, ItemRow | undefined>();
  const out: MallOrder[] = [];
  for (const r of q.rows) {
    if (!items.has(r.item_id))
      items.set(r.item_id, await itemById(db, { merchantId: q.brand.id, id: r.item_id }));
    out.push(orderView(r, { item: items.get(r.item_id), brand: q.brand, lang: q.lang }));
  }
  return out;
}

/**
 * The member redeems `qty` of an enabled item with its payment password: the points (qty x the
 * item's) and a limited item's stock are taken under their guards, the order written `in_process`
 * and its history row, all in one transaction. A repeated `requestId` answers the same order.
 */
export async function redeem(
  db: Db,
  q: { brand: Brand; member: MemberRow; input: RedeemInput; lang: string; now: number },
): Promise<MallOrder> {
  const { brand, member, input } = q;
  requireMall(brand);
  const view = async (row: OrderRow) => (await orderViews(db, { brand, lang: q.lang, rows: [row] }))[0]!;
  const had = await orderByRequest(db, { memberId: member.id, requestId: input.requestId });
  if (had) return view(had);
  const item = await itemById(db, { merchantId: brand.id, id: input.itemId });
  if (!item || item.enabled !== 1) throw new AppError('mall.item.not.available');
  const contact = input.contact?.trim() ?? '';
  if (item.kind === 'physical' && contact === '')
    throw new AppError('request.invalid', {
      details: [{ path: 'contact', code: 'required', message: 'where the item goes' }],
    });
  if (item.stock !== null && Number(item.stock) < input.qty) throw new AppError('mall.item.sold.out');
  await checkPaymentPassword(db, { member, given: input.paymentPassword });
  const { earned } = await pointsOf(db, { brand, memberId: member.id });
  const points = Number(item.points) * input.qty;
  try {
    const id = await db.transaction().execute(async (trx) => {
      if (!(await spendPoints(trx, { merchantId: brand.id, memberId: member.id, points, earned })))
        throw new AppError('points.not.enough');
      if (item.stock !== null && !(await takeStock(trx, { id: item.id, qty: input.qty })))
        throw new AppError('mall.item.sold.out');
      const orderId = await insertOrder(trx, {
        merchant_id: brand.id,
        member_id: member.id,
        item_id: item.id,
        qty: input.qty,
        points,
        amount: (BigInt(item.amount) * BigInt(input.qty)).toString(),
        status: 'in_process',
        contact: item.kind === 'physical' ? contact : '',
        request_id: input.requestId,
        created_at: q.now,
        decided_at: null,
      });
      await addMove(trx, {
        merchant_id: brand.id,
        member_id: member.id,
        kind: 'redeem',
        points,
        ref: `order:${orderId}`,
        at: q.now,
      });
      return orderId;
    });
    return view((await orderById(db, { merchantId: brand.id, id }))!);
  } catch (err) {
    // The same request arrived twice at once: the first one's order answers both.
    if (uniqueViolation(err) === undefined) throw err;
    const first = await orderByRequest(db, { memberId: member.id, requestId: input.requestId });
    if (!first) throw err;
    return view(first);
  }
}

/** The member's redemptions, newest first (in a status), a page of them. */
export async function myOrders(
  db: Db,
  q: {
    brand: Brand;
    memberId: number;
    lang: string;
    status?: MallOrderStatus | undefined;
    pageNo: number;
    pageSize: number;
  },
): Promise<MallOrdersValue> {
  requireMall(q.brand);
  const { rows, total } = await memberOrders(db, {
    memberId: q.memberId,
    status: q.status,
    limit: q.pageSize,
    offset: (q.pageNo - 1) * q.pageSize,
  });
  return {
    list: await orderViews(db, { brand: q.brand, lang: q.lang, rows }),
    pageNo: q.pageNo,
    totalPages: Math.ceil(total / q.pageSize),
    totalCount: total,
  };
}
