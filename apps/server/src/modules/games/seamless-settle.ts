import type { Kysely, Selectable } from 'kysely';
import type { Database, SeamlessTxTable } from '../../db/schema.ts';
import type { Wallet } from '../wallet/index.ts';

export type TxRow = Selectable<SeamlessTxTable>;
type Deps = { db: Kysely<Database>; wallet: Wallet };

/** The ledger key of a debit's hold (its capture adds `:stake`; a credit's payout is keyed by its own txId). */
export const seamlessKey = (vendor: string, txId: string) => `seamless:${vendor}:${txId}`;

/**
 * Pays the credit that settled a debit: the stake goes to the vendor's game account and the win
 * (maybe nothing) back to the account the stake came from. Idempotent on its ledger keys, so the
 * credit's call, its retry and the sweep may all run it.
 */
export async function payCredit(
  deps: Deps,
  p: {
    merchantId: number;
    currency: string;
    vendor: string;
    mode: 'real' | 'demo';
    debit: TxRow & { hold_id: number };
    credit: TxRow;
  },
): Promise<void> {
  const { vendor, debit, credit } = p;
  const win = BigInt(credit.amount);
  await deps.wallet.settleBet({
    merchantId: p.merchantId,
    currency: p.currency,
    holdId: debit.hold_id,
    member: debit.member_id,
    code: p.mode === 'demo' ? 'play' : 'main',
    house: p.mode === 'demo' ? `play.games:${vendor}` : `game:${vendor}`,
    win,
    stakeKey: `${seamlessKey(vendor, debit.tx_id)}:stake`,
    winKey: seamlessKey(vendor, credit.tx_id),
    ref: `${vendor} ${credit.round_id}`,
  });
  if (debit.bet_id !== null)
    await deps.db
      .updateTable('bets')
      .set({ payout: win, status: 'settled', settled_at: Date.now() })
      .where('id', '=', debit.bet_id)
      .execute();
  await deps.db.updateTable('seamless_tx').set({ status: 'done' }).where('id', '=', credit.id).execute();
}

/** Gives a debit's stake back and voids its bet (a rollback, or a round abandoned past its hold). */
export async function releaseDebit(deps: Deps, merchantId: number, debit: TxRow): Promise<void> {
  // void is idempotent: a retry after a cut-off releases a stake the first try did not
  if (debit.hold_id !== null) await deps.wallet.void(merchantId, debit.hold_id);
  if (debit.bet_id !== null)
    await deps.db
      .updateTable('bets')
      .set({ status: 'void', settled_at: Date.now() })
      .where('id', '=', debit.bet_id)
      .where('status', '=', 'open')
      .execute();
}
