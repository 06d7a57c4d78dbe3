import { parseMinor } from '../../lib/money.ts';
import * as txs from './repo/seamless-tx.ts';
import {
  answer,
  balanceOf,
  claim,
  fail,
  findTx,
  sessionOf,
  sha256,
  txOf,
  type Call,
  type SeamlessAnswer,
  type SeamlessCtx,
  type SessionCtx,
} from './seamless-core.ts';
import { payCredit, releaseDebit } from './seamless-settle.ts';

export type CreditCall = Call & {
  txId: string;
  roundId: string;
  gameCode: string;
  amount: string;
  debitTxId: string;
};
export type RollbackCall = Call & { txId: string; roundId: string; refTxId: string };

/** Settles a debit: the stake goes to the vendor's game account, the win (maybe 0.00) to the player. */
export async function credit(ctx: SeamlessCtx, call: CreditCall): Promise<SeamlessAnswer> {
  const s = await sessionOf(ctx, call);
  if (typeof s === 'string') return fail(s);
  const c: SessionCtx = { ...ctx, s };
  const amount = parseMinor(call.amount);
  if (amount === undefined || amount < 0n) return fail('INVALID_REQUEST');
  const debit = await findTx(c, call.debitTxId);
  if (!debit || debit.kind !== 'debit' || debit.member_id !== s.memberId) return fail('TX_NOT_FOUND');
  if (debit.status === 'rolled_back') return { ...fail('TX_ROLLED_BACK'), ...(await balanceOf(c)) };
  if (debit.status === 'pending' || debit.hold_id === null) return fail('TX_NOT_FOUND');
  const print = sha256(
    JSON.stringify(['credit', call.playerId, call.roundId, call.debitTxId, amount.toString()]),
  );
  const { row } = await claim(c, {
    tx_id: call.txId,
    kind: 'credit',
    member_id: s.memberId,
    round_id: call.roundId,
    ref_tx_id: call.debitTxId,
    amount,
    fingerprint: print,
  });
  if (row.kind !== 'credit' || row.fingerprint !== print) return fail('DUPLICATE_TX');
  if (row.status === 'done') return answer(c, { txId: call.txId, platformTxId: row.id });
  // One credit settles a debit: the stake goes to the vendor's game account, the win comes back.
  const settled = await txs.moveTx(c.db, {
    id: debit.id,
    from: ['held'],
    set: { status: 'settled', bet_id: debit.bet_id },
  });
  if (!settled) {
    const now = await txOf(c, call.debitTxId);
    const mine = await txs.findCredit(c.db, {
      merchantId: c.brand.id,
      vendor: c.vendor,
      debitTxId: call.debitTxId,
    });
    if (now.status !== 'settled' || mine?.tx_id !== call.txId) {
      await txs.deletePendingTx(c.db, row.id);
      return fail(now.status === 'rolled_back' ? 'TX_ROLLED_BACK' : 'TX_SETTLED');
    }
    // settled by this very credit before a cut-off: finish it
  }
  await payCredit(c, {
    merchantId: c.brand.id,
    currency: c.brand.settings.currency,
    timeZone: c.brand.settings.timeZone,
    vendor: c.vendor,
    mode: s.mode,
    debit: { ...debit, hold_id: debit.hold_id },
    credit: row,
  });
  return answer(c, { txId: call.txId, platformTxId: row.id });
}

/** Cancels a debit and returns its stake; a rollback before its debit refuses the late debit. */
export async function rollback(ctx: SeamlessCtx, call: RollbackCall): Promise<SeamlessAnswer> {
  const s = await sessionOf(ctx, call);
  if (typeof s === 'string') return fail(s);
  const c: SessionCtx = { ...ctx, s };
  const print = sha256(JSON.stringify(['rollback', call.playerId, call.roundId, call.refTxId]));
  const { row } = await claim(c, {
    tx_id: call.txId,
    kind: 'rollback',
    member_id: s.memberId,
    round_id: call.roundId,
    ref_tx_id: call.refTxId,
    amount: 0,
    fingerprint: print,
  });
  if (row.kind !== 'rollback' || row.fingerprint !== print) return fail('DUPLICATE_TX');
  // A rollback before its debit leaves a tombstone under the debit's txId: the late debit is refused.
  let debit = await findTx(c, call.refTxId);
  if (!debit) {
    await txs.writeTxOnce(c.db, {
      merchant_id: c.brand.id,
      vendor_code: c.vendor,
      tx_id: call.refTxId,
      kind: 'debit',
      member_id: s.memberId,
      round_id: call.roundId,
      ref_tx_id: null,
      amount: 0,
      fingerprint: '',
      status: 'rolled_back',
      hold_id: null,
      bet_id: null,
      created_at: Date.now(),
    });
    debit = await txOf(c, call.refTxId);
  }
  if (debit.kind !== 'debit' || debit.member_id !== s.memberId) return fail('TX_NOT_FOUND');
  if (debit.status === 'pending' || debit.status === 'held')
    await txs.moveTx(c.db, { id: debit.id, from: ['pending', 'held'], set: { status: 'rolled_back' } });
  const current = await txOf(c, call.refTxId);
  if (current.status === 'settled') {
    await txs.deletePendingTx(c.db, row.id);
    return fail('TX_SETTLED');
  }
  await releaseDebit(c, { merchantId: c.brand.id, timeZone: c.brand.settings.timeZone, debit: current });
  await txs.markTxDone(c.db, row.id);
  return answer(c, { txId: call.txId, platformTxId: row.id });
}
