// The operator decides redemptions (decision 028): an approval pays a cash item's money once,
// keyed by the order; a rejection gives the points and the stock back; both only from in process.
import type { MallOrder } from '@lotto/contracts';
import { AppError } from '../../lib/errors.ts';
import type { Brand } from '../brand/index.ts';
import { addFigures, WALLET_FIGURES } from '../figures/index.ts';
import { returnStock } from './items-repo.ts';
import { decideOrder, orderById, type OrderRow } from './orders-repo.ts';
import type { MallDeps } from './points.ts';
import { addMove, refundPoints } from './points-repo.ts';
import { orderViews } from './redeem.ts';

const noOrder = (id: number) => new AppError('request.invalid', { message: `no order ${id} in process` });

async function viewOf(deps: MallDeps, q: { brand: Brand; id: number }): Promise<MallOrder> {
  const row = (await orderById(deps.db, { merchantId: q.brand.id, id: q.id }))!;
  return (await orderViews(deps.db, { brand: q.brand, lang: 'EN', rows: [row] }))[0]!;
}

/**
 * Approves an order in process. A cash item's money (the order's amount) goes into the main
 * balance as one ledger entry keyed by the order, with the order marked approved and the member's
 * figures in the same transaction; an order approved already answers as it is, paid once.
 */
export async function approveOrder(deps: MallDeps, q: { brand: Brand; id: number; now: number }) {
  const { brand } = q;
  const order = await orderById(deps.db, { merchantId: brand.id, id: q.id });
  if (!order || order.status === 'rejected') throw noOrder(q.id);
  if (order.status === 'approved') return viewOf(deps, q);
  const amount = BigInt(order.amount);
  if (amount === 0n) {
    if (!(await decideOrder(deps.db, { id: order.id, status: 'approved', at: q.now })))
      return decided(deps, q);
    return viewOf(deps, q);
  }
  await pay(deps, { brand, order, amount, now: q.now });
  return viewOf(deps, q);
}

/** The order was decided between the read and the write: approved answers as it is. */
async function decided(deps: MallDeps, q: { brand: Brand; id: number }) {
  const v = await viewOf(deps, q);
  if (v.status !== 'approved') throw noOrder(q.id);
  return v;
}

async function pay(deps: MallDeps, q: { brand: Brand; order: OrderRow; amount: bigint; now: number }) {
  const { brand, order, amount } = q;
  await deps.wallet.postWith(
    {
      merchantId: brand.id,
      currency: brand.settings.currency,
      idemKey: `mall:order:${order.id}`,
      type: 'bonus',
      ref: `mall:order:${order.id}`,
      memo: `point mall order ${order.id}`,
      lines: [
        { account: { member: order.member_id }, amount },
        { account: { house: 'points' }, amount: -amount },
      ],
    },
    async (trx, posted) => {
      if (posted.replayed) return;
      if (!(await decideOrder(trx, { id: order.id, status: 'approved', at: q.now }))) throw noOrder(order.id);
      await addFigures(trx, [
        {
          merchantId: brand.id,
          memberId: order.member_id,
          timeZone: brand.settings.timeZone,
          at: q.now,
          gameType: WALLET_FIGURES,
          sums: { bonus: amount, bonus_count: 1 },
        },
      ]);
    },
  );
}

/** Rejects an order in process with the reason the member reads: its points and stock go back in one transaction. */
export async function rejectOrder(
  deps: MallDeps,
  q: { brand: Brand; id: number; note: string; now: number },
) {
  const { brand } = q;
  const order = await orderById(deps.db, { merchantId: brand.id, id: q.id });
  if (!order || order.status !== 'in_process') throw noOrder(q.id);
  await deps.db.transaction().execute(async (trx) => {
    if (!(await decideOrder(trx, { id: order.id, status: 'rejected', note: q.note, at: q.now })))
      throw noOrder(order.id);
    const points = Number(order.points);
    await refundPoints(trx, { memberId: order.member_id, points });
    await returnStock(trx, { id: order.item_id, qty: Number(order.qty) });
    await addMove(trx, {
      merchant_id: brand.id,
      member_id: order.member_id,
      kind: 'refund',
      points: -points,
      ref: `order:${order.id}`,
      at: q.now,
    });
  });
  return viewOf(deps, q);
}
