import { parseMinor } from '../../lib/money.ts';
import type { BulkWork } from '../wallet/index.ts';
import { recordBet } from './repo/bets.ts';
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
import { openAccounts, openBetOf } from './seamless-games.ts';
import { finishLegacyDebit } from './seamless-legacy.ts';
import { takeStake } from './seamless-settle.ts';

export type DebitCall = Call & { txId: string; roundId: string; gameCode: string; amount: string };

/**
 * Takes a stake, idempotent on txId: in one transaction the call's row (status `held`: the round
 * is open), the stake posted from the member to the vendor's game account, and the bet's record
 * with the member's figures. A replay answers the first result; a rollback that overtook this
 * debit left its row under the txId, so the late debit is refused and moves nothing.
 */
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
  const { brand, vendor } = c;
  const merchantId = brand.id;
  const [game] = await Promise.all([
    c.games.get({ merchantId, vendor, code: call.gameCode }),
    openAccounts(c.wallet, {
      merchantId,
      currency: brand.settings.currency,
      member: s.memberId,
      mode: s.mode,
      vendor,
    }),
  ]);
  let legacy: txs.TxRow | undefined;
  const answer = await inOneTransaction(c, async (work) => {
    const now = Date.now();
    const row = await txs.insertTxOnce(work.trx, {
      merchant_id: merchantId,
      vendor_code: vendor,
      tx_id: call.txId,
      kind: 'debit',
      member_id: s.memberId,
      round_id: call.roundId,
      ref_tx_id: null,
      amount,
      fingerprint: print,
      status: 'held',
      hold_id: null,
      bet_id: null,
      created_at: now,
    });
    if (!row) return seen(work, { txId: call.txId, merchantId, vendor, print }, (r) => (legacy = r));
    await takeStake(work, {
      merchantId,
      currency: brand.settings.currency,
      timeZone: brand.settings.timeZone,
      vendor,
      txId: call.txId,
      roundId: call.roundId,
      member: s.memberId,
      mode: s.mode,
      amount,
    });
    await recordBet(work.trx, openBetOf(c, { call, game, stake: amount, at: now }));
    return { done: { txId: call.txId, platformTxId: row.id } };
  });
  return legacy ? finishLegacyDebit(c, { call, row: legacy, game, amount }) : answer;
}

/** A debit whose txId was seen before: its replay, a refusal, or the earlier code's cut-off row. */
async function seen(
  work: BulkWork,
  k: { txId: string; merchantId: number; vendor: string; print: string },
  onLegacy: (row: txs.TxRow) => void,
): Promise<Outcome> {
  const row = await txs.findTx(work.trx, k);
  // another unique key than the txId's refused the row: a conflict, not a call to answer
  if (!row) throw new Error(`seamless debit ${k.txId} neither recorded nor found`);
  if (row.status === 'rolled_back') return refuse('TX_ROLLED_BACK', true);
  if (row.kind !== 'debit' || row.fingerprint !== k.print) return refuse('DUPLICATE_TX');
  if (row.status === 'pending') onLegacy(row);
  return { done: { txId: k.txId, platformTxId: row.id } };
}
