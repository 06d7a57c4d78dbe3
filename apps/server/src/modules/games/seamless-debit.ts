import { AppError } from '../../lib/errors.ts';
import { parseMinor } from '../../lib/money.ts';
import { recordBetOnceWithId, voidBetRecord } from './repo/bets.ts';
import { findGameByCode } from './repo/catalogue.ts';
import * as txs from './repo/seamless-tx.ts';
import {
  accountOf,
  answer,
  balanceOf,
  claim,
  fail,
  sessionOf,
  sha256,
  txOf,
  type Call,
  type SeamlessAnswer,
  type SeamlessCtx,
  type SessionCtx,
} from './seamless-core.ts';
import { seamlessKey } from './seamless-settle.ts';

/** A vendor's stake stays held this long at most before it is released (an abandoned round). */
const STAKE_HOLD_MS = 7 * 86_400_000;

export type DebitCall = Call & { txId: string; roundId: string; gameCode: string; amount: string };

/** Takes a stake: held in the ledger until the round is credited or rolled back; idempotent on txId. */
export async function debit(ctx: SeamlessCtx, call: DebitCall): Promise<SeamlessAnswer> {
  const s = await sessionOf(ctx, call);
  if (typeof s === 'string') return fail(s);
  if (s.expiresAt < Date.now()) return fail('SESSION_EXPIRED');
  const c: SessionCtx = { ...ctx, s };
  const amount = parseMinor(call.amount);
  if (amount === undefined || amount <= 0n) return fail('INVALID_REQUEST');
  const print = sha256(
    JSON.stringify(['debit', call.playerId, call.roundId, call.gameCode, amount.toString()]),
  );
  const { row } = await claim(c, {
    tx_id: call.txId,
    kind: 'debit',
    member_id: s.memberId,
    round_id: call.roundId,
    ref_tx_id: null,
    amount,
    fingerprint: print,
  });
  if (row.status === 'rolled_back') return { ...fail('TX_ROLLED_BACK'), ...(await balanceOf(c)) };
  if (row.kind !== 'debit' || row.fingerprint !== print) return fail('DUPLICATE_TX');
  if (row.status !== 'pending') return answer(c, { txId: call.txId, platformTxId: row.id });

  // pending: new, or a retry of a call cut off before it finished
  let holdId: number;
  try {
    ({ holdId } = await c.wallet.hold({
      merchantId: c.brand.id,
      currency: c.brand.settings.currency,
      idemKey: seamlessKey(c.vendor, call.txId),
      member: s.memberId,
      code: accountOf(s),
      amount,
      type: 'bet',
      ref: `${c.vendor} ${call.roundId}`,
      ttlMs: STAKE_HOLD_MS,
    }));
  } catch (err) {
    if (err instanceof AppError && err.code === 'wallet.insufficient.funds') {
      // nothing moved: the txId is free again for a later try
      await txs.deletePendingTx(c.db, row.id);
      return { ...fail('INSUFFICIENT_FUNDS'), ...(await balanceOf(c)) };
    }
    throw err;
  }
  const betId = await openBet(c, { call, stake: amount });
  const held = await txs.moveTx(c.db, {
    id: row.id,
    from: ['pending'],
    set: { status: 'held', hold_id: holdId, bet_id: betId },
  });
  if (!held) {
    // The same debit sent twice at once: the twin finished it, and this is its replay.
    const now = await txOf(c, call.txId);
    if (now.status !== 'rolled_back') return answer(c, { txId: call.txId, platformTxId: row.id });
    // a rollback got here first: give the stake back
    await c.wallet.void(c.brand.id, holdId);
    await voidBetRecord(c.db, {
      betId,
      at: Date.now(),
      onlyOpen: false,
      timeZone: c.brand.settings.timeZone,
    });
    return { ...fail('TX_ROLLED_BACK'), ...(await balanceOf(c)) };
  }
  return answer(c, { txId: call.txId, platformTxId: row.id });
}

/** The betting record's row of a debit's round, open until its credit or rollback. */
async function openBet(
  c: SessionCtx,
  o: { call: { txId: string; roundId: string; gameCode: string }; stake: bigint },
): Promise<number> {
  const game = await findGameByCode(c.db, {
    merchantId: c.brand.id,
    vendor: c.vendor,
    code: o.call.gameCode,
  });
  return recordBetOnceWithId(c.db, {
    merchantId: c.brand.id,
    memberId: c.s.memberId,
    gameId: game?.id ?? null,
    vendorCode: c.vendor,
    gameType: game?.game_type ?? '',
    gameName: game?.name ?? JSON.stringify({ EN: o.call.gameCode }),
    ref: o.call.txId,
    roundId: o.call.roundId,
    timeZone: c.brand.settings.timeZone,
    stake: o.stake,
    status: 'open',
    mode: c.s.mode,
    createdAt: Date.now(),
  });
}
