import { AppError } from '../../lib/errors.ts';
import { recordBetOnceWithId, voidBetRecord } from './repo/bets.ts';
import * as txs from './repo/seamless-tx.ts';
import { balanceOf, fail, finish, type SeamlessAnswer, type SessionCtx } from './seamless-core.ts';
import { openBetOf, type DebitGame } from './seamless-games.ts';
import { seamlessKey } from './seamless-settle.ts';

/** The earlier code's vendor stake stayed held this long at most before it was released. */
const STAKE_HOLD_MS = 7 * 86_400_000;

/**
 * Finishes a debit the earlier code left `pending` (cut off after it recorded the call): that
 * code held the stake under the debit's ledger key, so its retry holds it the same way (the hold
 * answers the one already there, if any) and then, in one transaction, moves the row to held and
 * records the bet. Its credit or rollback, or the sweep at the hold's expiry, settles that hold.
 * Only rows written before the one-transaction calls take this path.
 */
export async function finishLegacyDebit(
  c: SessionCtx,
  o: {
    call: { txId: string; roundId: string; gameCode: string };
    row: txs.TxRow;
    game: DebitGame;
    amount: bigint;
  },
): Promise<SeamlessAnswer> {
  const { call, row, game } = o;
  const done = { done: { txId: call.txId, platformTxId: row.id } };
  let holdId: number;
  try {
    ({ holdId } = await c.wallet.hold({
      merchantId: c.brand.id,
      currency: c.brand.settings.currency,
      idemKey: seamlessKey(c.vendor, call.txId),
      member: c.s.memberId,
      code: c.s.mode === 'demo' ? 'play' : 'main',
      amount: o.amount,
      type: 'bet',
      ref: `${c.vendor} ${call.roundId}`,
      ttlMs: STAKE_HOLD_MS,
    }));
  } catch (err) {
    if (!(err instanceof AppError) || err.code !== 'wallet.insufficient.funds') throw err;
    // nothing moved: the txId is free again for a later try
    await txs.deletePendingTx(c.db, row.id);
    return { ...fail('INSUFFICIENT_FUNDS'), ...(await balanceOf(c)) };
  }
  const outcome = await c.wallet.bulk(async (work) => {
    const betId = await recordBetOnceWithId(
      work.trx,
      openBetOf(c, { call, game, stake: o.amount, at: Number(row.created_at) }),
    );
    const held = await txs.moveTx(work.trx, {
      id: row.id,
      from: ['pending'],
      set: { status: 'held', hold_id: holdId, bet_id: betId },
    });
    if (held) return done;
    // a rollback got here first: give the stake back
    const now = await txs.findTx(work.trx, { merchantId: c.brand.id, vendor: c.vendor, txId: call.txId });
    if (now?.status !== 'rolled_back') return done;
    await work.voidHolds(c.brand.id, [holdId]);
    const timeZone = c.brand.settings.timeZone;
    await voidBetRecord(work.trx, { betId, at: Date.now(), onlyOpen: false, timeZone });
    return { error: 'TX_ROLLED_BACK' as const, withBalance: true };
  });
  return finish(c, outcome);
}
