// A withdrawal's payout: its hold posted to the house, the order marked paid and the member's figures, in one transaction.
import type { Selectable } from 'kysely';
import type { WithdrawalsTable } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { Brand } from '../brand/index.ts';
import { addFigures, WALLET_FIGURES } from '../figures/index.ts';
import type { Wallet } from './service.ts';
import { withdrawalsRepo } from './withdrawals-repo.ts';

/**
 * The operator paid the member: the held amount leaves for the house withdrawals account, once
 * (the hold is claimed by its change from pending). In the same transaction the order turns paid
 * and the withdrawal counts in the member's figures at this hour (decision 023: a withdrawal
 * counts when the money leaves, not when it is requested; a refused one never counts). Answers
 * whether this call paid it: false when it was paid before.
 */
export function payOut(
  wallet: Wallet,
  { brand, row }: { brand: Brand; row: Selectable<WithdrawalsTable> },
): Promise<boolean> {
  return wallet.bulk(async ({ trx, settleHolds }) => {
    const now = Date.now();
    const settled = await settleHolds({
      merchantId: brand.id,
      currency: brand.settings.currency,
      house: 'withdrawals',
      idemKey: `withdraw-pay:${row.order_ref}`,
      type: 'withdraw',
      ref: row.order_ref,
      items: [{ holdId: row.hold_id, win: 0n }],
    });
    if (settled.length === 0) {
      // Paid by a twin call meanwhile, or its hold was released (refused, expired).
      const cur = await withdrawalsRepo.byRef(trx, { merchantId: brand.id, orderRef: row.order_ref });
      if (cur?.status === 'pending') throw new AppError('wallet.hold.not.pending');
      return false;
    }
    if (!(await withdrawalsRepo.markPaid(trx, { id: row.id, now }))) throw new AppError('conflict');
    await addFigures(trx, [
      {
        merchantId: brand.id,
        memberId: row.member_id,
        timeZone: brand.settings.timeZone,
        at: now,
        gameType: WALLET_FIGURES,
        sums: { withdrawal: BigInt(row.amount), withdrawal_count: 1 },
      },
    ]);
    return true;
  });
}
