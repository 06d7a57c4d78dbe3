// A deposit order's credit: its ledger entry, the order marked paid and the member's figures, in one transaction.
import type { Brand } from '../brand/index.ts';
import { addFigures, WALLET_FIGURES } from '../figures/index.ts';
import type { Posted } from './ledger-types.ts';
import { depositsRepo } from './deposits-repo.ts';
import type { Wallet } from './service.ts';

/** Told of a credited order: its member, amount (a decimal string) and reference. */
export type CreditedListener = (e: {
  merchantId: number;
  memberId: number;
  amount: string;
  orderRef: string;
}) => Promise<void>;

type Order = {
  orderRef: string;
  member_id: number;
  amount: number | string | bigint;
  fee: number | string | bigint;
  /** The channel's code: the house account the money comes in through. */
  code: string;
};

/**
 * Credits an order once (the entry is keyed by the order reference, so a second confirmation
 * replays it). The order turns paid in the entry's transaction, and the deposit counts in the
 * member's figures (decision 023: the order's amount, fee included, at the hour it is credited)
 * only when that change happened now, so a replay adds nothing.
 */
export async function postCredit(
  wallet: Wallet,
  { brand, order }: { brand: Brand; order: Order },
): Promise<Posted> {
  const { orderRef } = order;
  const amount = BigInt(order.amount);
  const fee = BigInt(order.fee);
  const now = Date.now();
  const { posted } = await wallet.postWith(
    {
      merchantId: brand.id,
      currency: brand.settings.currency,
      idemKey: `deposit:${orderRef}`,
      type: 'deposit',
      ref: orderRef,
      lines: [
        { account: { member: order.member_id }, amount: amount - fee },
        { account: { house: `deposits:${order.code}` }, amount: -amount },
        ...(fee > 0n ? [{ account: { house: 'fees:deposit' }, amount: fee }] : []),
      ],
    },
    async (trx, p) => {
      const paid = await depositsRepo.markPaid(trx, { orderRef, entryId: p.entryId, now });
      if (paid)
        await addFigures(trx, [
          {
            merchantId: brand.id,
            memberId: order.member_id,
            timeZone: brand.settings.timeZone,
            at: now,
            gameType: WALLET_FIGURES,
            sums: { deposit: amount, deposit_count: 1 },
          },
        ]);
    },
  );
  return posted;
}
