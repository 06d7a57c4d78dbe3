import { parseMinor } from '../../lib/money.ts';
import type { BulkWork } from '../wallet/index.ts';
import * as txs from './repo/seamless-tx.ts';
import {
  fail,
  inOneTransaction,
  refuse,
  Refused,
  sessionOf,
  sha256,
  type Call,
  type Outcome,
  type SeamlessAnswer,
  type SeamlessCtx,
  type SeamlessError,
  type SessionCtx,
} from './seamless-core.ts';
import { callMoney } from './seamless-games.ts';
import { payCredit, type MoneyAt } from './seamless-settle.ts';

export type CreditCall = Call & {
  txId: string;
  roundId: string;
  gameCode: string;
  amount: string;
  debitTxId: string;
};

/**
 * Settles a debit, in one transaction: the call's row, the debit moved from held to settled (one
 * credit settles a debit), the win (maybe 0.00) paid from the vendor's game account, and the
 * bet's record settled. A replay answers the first result; a refusal leaves nothing behind.
 */
export async function credit(ctx: SeamlessCtx, call: CreditCall): Promise<SeamlessAnswer> {
  const s = await sessionOf(ctx, call);
  if (typeof s === 'string') return fail(s);
  const c: SessionCtx = { ...ctx, s };
  const amount = parseMinor(call.amount);
  if (amount === undefined || amount < 0n) return fail('INVALID_REQUEST');
  const print = sha256(
    JSON.stringify(['credit', call.playerId, call.roundId, call.debitTxId, amount.toString()]),
  );
  const { brand, vendor } = c;
  const { k, money } = await callMoney(c);
  return inOneTransaction(c, async (work) => {
    const fresh = await txs.insertTxOnce(work.trx, {
      merchant_id: brand.id,
      vendor_code: vendor,
      tx_id: call.txId,
      kind: 'credit',
      member_id: s.memberId,
      round_id: call.roundId,
      ref_tx_id: call.debitTxId,
      amount,
      fingerprint: print,
      status: 'done',
      hold_id: null,
      bet_id: null,
      created_at: Date.now(),
    });
    if (!fresh) return seen(work, { c, call, print, money });
    // One credit settles a debit: the open debit is closed by this statement or the credit is refused.
    const debit = await txs.closeDebit(work.trx, {
      ...k,
      txId: call.debitTxId,
      memberId: s.memberId,
      to: 'settled',
    });
    if (!debit) return refuse(await whyNot(work, { c, debitTxId: call.debitTxId }));
    await payCredit(work, { ...money, mode: s.mode, debit, credit: fresh });
    return { done: { txId: call.txId, platformTxId: fresh.id } };
  });
}

/** Why a debit cannot be credited: unknown (or another member's), rolled back, or settled. */
async function whyNot(work: BulkWork, o: { c: SessionCtx; debitTxId: string }): Promise<SeamlessError> {
  const { c } = o;
  const debit = await txs.findTx(work.trx, { merchantId: c.brand.id, vendor: c.vendor, txId: o.debitTxId });
  if (!debit || debit.kind !== 'debit' || debit.member_id !== c.s.memberId) return 'TX_NOT_FOUND';
  if (debit.status === 'rolled_back') throw new Refused({ error: 'TX_ROLLED_BACK', withBalance: true });
  return debit.status === 'pending' ? 'TX_NOT_FOUND' : 'TX_SETTLED';
}

/**
 * A credit whose txId was seen before: its replay, a refusal (checked in the protocol's order:
 * its debit first, then its body), or the earlier code's credit cut off before it paid.
 */
async function seen(
  work: BulkWork,
  o: { c: SessionCtx; call: CreditCall; print: string; money: MoneyAt },
): Promise<Outcome> {
  const { c, call } = o;
  const k = { merchantId: c.brand.id, vendor: c.vendor };
  const debit = await txs.findDebit(work.trx, { ...k, txId: call.debitTxId });
  if (!debit || debit.kind !== 'debit' || debit.member_id !== c.s.memberId) return refuse('TX_NOT_FOUND');
  if (debit.status === 'rolled_back') return refuse('TX_ROLLED_BACK', true);
  if (debit.status === 'pending') return refuse('TX_NOT_FOUND');
  const row = await txs.findTx(work.trx, { ...k, txId: call.txId });
  if (!row) throw new Error(`seamless credit ${call.txId} neither recorded nor found`);
  if (row.kind !== 'credit' || row.fingerprint !== o.print) return refuse('DUPLICATE_TX');
  const done = { done: { txId: call.txId, platformTxId: row.id } };
  if (row.status === 'done') return done;
  // pending: the earlier code recorded this credit and was cut off; finish it
  const refused = await settleDebit(work, { debit, credit: row });
  if (refused) return refused;
  await payCredit(work, { ...o.money, mode: debit.bet_mode ?? c.s.mode, debit, credit: row });
  await txs.markTxDone(work.trx, row.id);
  return done;
}

/**
 * Moves the debit from held to settled for the earlier code's credit; a refusal when another
 * credit settled it or a rollback voided it first. That credit may have settled it before a
 * cut-off: then it is this credit's to finish.
 */
async function settleDebit(
  work: BulkWork,
  o: { debit: txs.DebitRow; credit: txs.TxRow },
): Promise<Outcome | undefined> {
  const { debit, credit } = o;
  if (await txs.moveTx(work.trx, { id: debit.id, from: ['held'], set: { status: 'settled' } })) return;
  const k = { merchantId: debit.merchant_id, vendor: debit.vendor_code };
  const now = await txs.findTx(work.trx, { ...k, txId: debit.tx_id });
  const error = now?.status === 'rolled_back' ? 'TX_ROLLED_BACK' : 'TX_SETTLED';
  const mine = await txs.findCredit(work.trx, { ...k, debitTxId: debit.tx_id });
  if (now?.status === 'settled' && mine?.tx_id === credit.tx_id) return;
  // the earlier code's credit that lost: its row goes, as that code's own retry removed it
  await txs.deletePendingTx(work.trx, credit.id);
  return { error };
}
