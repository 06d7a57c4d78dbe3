import type { Selectable } from 'kysely';
import type { BankCard, Withdrawal } from '@lotto/contracts';
import type { BankCardsTable, WithdrawalsTable } from '../../db/schema.ts';
import { formatMinor } from '../../lib/money.ts';
import type { Brand } from '../brand/index.ts';

// Withdrawals and bank cards as their member reads them.

type CardRow = Selectable<BankCardsTable>;
type WithdrawalRow = Selectable<WithdrawalsTable>;

export const cardView = (c: CardRow): BankCard => ({
  id: c.id,
  bankName: c.bank_name,
  accountName: c.account_name,
  accountNumber: `•••• ${c.account_number.replace(/\D/g, '').slice(-4)}`,
});

/** A withdrawal with the card it goes to; a paid one says when it will count as received. */
export function withdrawalView(
  brand: Brand,
  r: WithdrawalRow & {
    bank_name: string;
    account_name: string;
    account_number: string;
    card_created_at: number | string;
  },
): Withdrawal {
  const paidAt = r.paid_at === null ? null : Number(r.paid_at);
  return {
    orderRef: r.order_ref,
    amount: formatMinor(BigInt(r.amount)),
    status: r.status,
    receipt: r.receipt,
    card: cardView({
      id: r.card_id,
      merchant_id: r.merchant_id,
      member_id: r.member_id,
      bank_name: r.bank_name,
      account_name: r.account_name,
      account_number: r.account_number,
      created_at: r.card_created_at,
    }),
    createdAt: Number(r.created_at),
    paidAt,
    confirmedAt: r.confirmed_at === null ? null : Number(r.confirmed_at),
    autoConfirmAt:
      r.status === 'paid' && paidAt !== null
        ? paidAt + brand.settings.withdraw.autoConfirmMinutes * 60_000
        : null,
    proofCount: (JSON.parse(r.proofs) as string[]).length,
  };
}
