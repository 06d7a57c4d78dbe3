import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Wallet } from '../wallet/index.ts';
import { settleBetRecord, voidBetRecord } from './repo/bets.ts';
import { markTxDone, type TxRow } from './repo/seamless-tx.ts';

export type { TxRow };
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
    timeZone: string;
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
    await settleBetRecord(deps.db, {
      betId: debit.bet_id,
      payout: win,
      at: Date.now(),
      onlyOpen: false,
      timeZone: p.timeZone,
    });
  await markTxDone(deps.db, credit.id);
}

/** Gives a debit's stake back and voids its bet (a rollback, or a round abandoned past its hold). */
export async function releaseDebit(
  deps: Deps,
  p: { merchantId: number; timeZone: string; debit: TxRow },
): Promise<void> {
  const { debit } = p;
  // void is idempotent: a retry after a cut-off releases a stake the first try did not
  if (debit.hold_id !== null) await deps.wallet.void(p.merchantId, debit.hold_id);
  if (debit.bet_id !== null)
    await voidBetRecord(deps.db, {
      betId: debit.bet_id,
      at: Date.now(),
      onlyOpen: true,
      timeZone: p.timeZone,
    });
}
