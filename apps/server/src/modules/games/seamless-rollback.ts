import type { BulkWork } from '../wallet/index.ts';
import * as txs from './repo/seamless-tx.ts';
import {
  fail,
  inOneTransaction,
  refuse,
  sessionOf,
  sha256,
  type Call,
  type Outcome,
  type SeamlessAnswer,
  type SeamlessCtx,
  type SessionCtx,
} from './seamless-core.ts';
import { callMoney } from './seamless-games.ts';
import { releaseDebit } from './seamless-settle.ts';

export type RollbackCall = Call & { txId: string; roundId: string; refTxId: string };

/**
 * Cancels a debit and returns its stake, in one transaction: the call's row, the debit moved to
 * rolled back, the stake posted back from the vendor's game account and the bet voided. A
 * rollback before its debit leaves a row under the debit's txId: the late debit is refused.
 */
export async function rollback(ctx: SeamlessCtx, call: RollbackCall): Promise<SeamlessAnswer> {
  const s = await sessionOf(ctx, call);
  if (typeof s === 'string') return fail(s);
  const c: SessionCtx = { ...ctx, s };
  const print = sha256(JSON.stringify(['rollback', call.playerId, call.roundId, call.refTxId]));
  const { brand, vendor } = c;
  const { k, money } = await callMoney(c);
  return inOneTransaction(c, async (work) => {
    const fresh = await txs.insertTxOnce(work.trx, {
      merchant_id: brand.id,
      vendor_code: vendor,
      tx_id: call.txId,
      kind: 'rollback',
      member_id: s.memberId,
      round_id: call.roundId,
      ref_tx_id: call.refTxId,
      amount: 0,
      fingerprint: print,
      status: 'done',
      hold_id: null,
      bet_id: null,
      created_at: Date.now(),
    });
    const row = fresh ?? (await txs.findTx(work.trx, { ...k, txId: call.txId }));
    if (!row) throw new Error(`seamless rollback ${call.txId} neither recorded nor found`);
    const done: Outcome = { done: { txId: call.txId, platformTxId: row.id } };
    if (!fresh) {
      if (row.kind !== 'rollback' || row.fingerprint !== print) return refuse('DUPLICATE_TX');
      if (row.status === 'done') return done;
      // pending: the earlier code recorded this rollback and was cut off; finish it
    }
    // the open debit is closed by one statement; anything else is read and decided below
    const open =
      fresh &&
      (await txs.closeDebit(work.trx, { ...k, txId: call.refTxId, memberId: s.memberId, to: 'rolled_back' }));
    if (open) {
      await releaseDebit(work, { ...money, mode: s.mode, debit: open, posted: open.hold_id === null });
      return done;
    }
    const debit = await debitOrTombstone(work, { c, call });
    if (debit === 'tombstone') return done;
    if (debit.kind !== 'debit' || debit.member_id !== s.memberId) return refuse('TX_NOT_FOUND');
    const moved = await voidDebit(work, debit);
    if (moved === 'settled') {
      if (fresh) return refuse('TX_SETTLED');
      await txs.deletePendingTx(work.trx, row.id);
      return { error: 'TX_SETTLED' };
    }
    await releaseDebit(work, {
      ...money,
      mode: debit.bet_mode ?? s.mode,
      debit,
      posted: moved === 'posted',
    });
    if (!fresh) await txs.markTxDone(work.trx, row.id);
    return done;
  });
}

/** The debit a rollback names, or the row that refuses it when it comes after its rollback. */
async function debitOrTombstone(
  work: BulkWork,
  o: { c: SessionCtx; call: RollbackCall },
): Promise<txs.DebitRow | 'tombstone'> {
  const { c, call } = o;
  const key = { merchantId: c.brand.id, vendor: c.vendor, txId: call.refTxId };
  const debit = await txs.findDebit(work.trx, key);
  if (debit) return debit;
  const tombstone = await txs.insertTxOnce(work.trx, {
    merchant_id: c.brand.id,
    vendor_code: c.vendor,
    tx_id: call.refTxId,
    kind: 'debit',
    member_id: c.s.memberId,
    round_id: call.roundId,
    ref_tx_id: null,
    amount: 0,
    fingerprint: '',
    status: 'rolled_back',
    hold_id: null,
    bet_id: null,
    created_at: Date.now(),
  });
  if (tombstone) return 'tombstone';
  // the debit came in meanwhile
  const now = await txs.findDebit(work.trx, key);
  if (!now) throw new Error(`seamless debit ${call.refTxId} neither recorded nor found`);
  return now;
}

/**
 * Moves a debit to rolled back: `posted` when this call moved a stake that was posted (its money
 * comes back now), `moved` for the rest (a held stake, or none yet; or rolled back before, which
 * the earlier code may have left with its hold still to release), `settled` when a credit won.
 */
async function voidDebit(work: BulkWork, debit: txs.DebitRow): Promise<'posted' | 'moved' | 'settled'> {
  if (debit.status === 'settled') return 'settled';
  if (debit.status === 'rolled_back') return 'moved';
  const from = debit.status;
  if (await txs.moveTx(work.trx, { id: debit.id, from: [from], set: { status: 'rolled_back' } }))
    return from === 'held' && debit.hold_id === null ? 'posted' : 'moved';
  const now = await txs.findTx(work.trx, {
    merchantId: debit.merchant_id,
    vendor: debit.vendor_code,
    txId: debit.tx_id,
  });
  return now?.status === 'settled' ? 'settled' : 'moved';
}
