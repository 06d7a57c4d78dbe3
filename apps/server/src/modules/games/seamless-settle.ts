import type { BulkWork } from '../wallet/index.ts';
import { settleBetRecord, voidBetRecord } from './repo/bets.ts';
import type { DebitRow, TxRow } from './repo/seamless-tx.ts';
import { houseOf } from './seamless-games.ts';

export type { DebitRow, TxRow };

/**
 * The ledger key of a debit (its stake's entry adds `:debit`, its reversal `:rollback`; the
 * earlier code's hold had this key and its capture `:stake`); a credit's payout is keyed by its
 * own txId.
 */
export const seamlessKey = (vendor: string, txId: string) => `seamless:${vendor}:${txId}`;

/** Where a call's money moves: the brand, the vendor, and the brand's time zone for the figures. */
export type MoneyAt = { merchantId: number; currency: string; timeZone: string; vendor: string };

const memberAccount = (member: number, mode: 'real' | 'demo') => ({
  member,
  code: mode === 'demo' ? 'play' : 'main',
});

/**
 * A debit's stake leaves the member for the vendor's game account (its play-money one in demo
 * mode), as the vendor's protocol says: the money is the vendor's from the debit on. Throws
 * `wallet.insufficient.funds` when the account cannot pay it.
 */
export async function takeStake(
  work: BulkWork,
  p: MoneyAt & { txId: string; roundId: string; member: number; mode: 'real' | 'demo'; amount: bigint },
): Promise<void> {
  await work.post({
    merchantId: p.merchantId,
    currency: p.currency,
    idemKey: `${seamlessKey(p.vendor, p.txId)}:debit`,
    type: 'bet',
    ref: `${p.vendor} ${p.roundId}`,
    lines: [
      { account: memberAccount(p.member, p.mode), amount: -p.amount },
      { account: { house: houseOf(p.vendor, p.mode) }, amount: p.amount },
    ],
  });
}

/**
 * Pays the credit that settled a debit, on the call's transaction: the win (maybe nothing) back
 * to the account the stake came from, and the bet's record settled with it. A debit of the
 * earlier code still holds its stake: the hold is settled to the game account with the win in
 * one entry, or, when its capture went through before a cut-off, the win alone is paid. Every
 * step is idempotent (ledger keys, the hold's one claim), so a retry and the sweep may run it.
 */
export async function payCredit(
  work: BulkWork,
  p: MoneyAt & {
    mode: 'real' | 'demo';
    debit: DebitRow;
    credit: Pick<TxRow, 'tx_id' | 'round_id' | 'amount'>;
  },
): Promise<void> {
  const { vendor, debit, credit, mode } = p;
  const win = BigInt(credit.amount);
  const house = houseOf(vendor, mode);
  const ref = `${vendor} ${credit.round_id}`;
  const settledHold =
    debit.hold_id !== null &&
    (
      await work.settleHolds({
        merchantId: p.merchantId,
        currency: p.currency,
        house,
        idemKey: `${seamlessKey(vendor, debit.tx_id)}:stake`,
        type: 'bet',
        ref,
        items: [{ holdId: debit.hold_id, win }],
      })
    ).length === 1;
  if (!settledHold && win > 0n)
    await work.post({
      merchantId: p.merchantId,
      currency: p.currency,
      idemKey: seamlessKey(vendor, credit.tx_id),
      type: 'payout',
      ref,
      lines: [
        { account: memberAccount(debit.member_id, mode), amount: win },
        { account: { house }, amount: -win },
      ],
    });
  if (debit.bet_id !== null)
    await settleBetRecord(work.trx, {
      betId: debit.bet_id,
      payout: win,
      at: Date.now(),
      onlyOpen: false,
      timeZone: p.timeZone,
    });
}

/**
 * Gives a rolled-back debit's stake back and voids its bet, on the call's transaction: the stake
 * comes back from the game account (the earlier code's held stake is released instead). Run
 * once, by the call that moved the debit to rolled back (or to finish the earlier code's cut-off
 * rollback: releasing a hold is idempotent, as is voiding an open bet).
 */
export async function releaseDebit(
  work: BulkWork,
  p: MoneyAt & { mode: 'real' | 'demo'; debit: DebitRow; posted: boolean },
): Promise<void> {
  const { debit } = p;
  if (debit.hold_id !== null) await work.voidHolds(p.merchantId, [debit.hold_id]);
  else if (p.posted && BigInt(debit.amount) > 0n)
    await work.post({
      merchantId: p.merchantId,
      currency: p.currency,
      idemKey: `${seamlessKey(p.vendor, debit.tx_id)}:rollback`,
      type: 'bet',
      memo: 'rollback',
      ref: `${p.vendor} ${debit.round_id}`,
      lines: [
        { account: memberAccount(debit.member_id, p.mode), amount: BigInt(debit.amount) },
        { account: { house: houseOf(p.vendor, p.mode) }, amount: -BigInt(debit.amount) },
      ],
    });
  if (debit.bet_id !== null)
    await voidBetRecord(work.trx, {
      betId: debit.bet_id,
      at: Date.now(),
      onlyOpen: true,
      timeZone: p.timeZone,
    });
}
