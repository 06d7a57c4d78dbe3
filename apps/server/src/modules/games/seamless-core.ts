import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { formatMinor } from '../../lib/money.ts';
import type { Brand } from '../brand/index.ts';
import type { Wallet } from '../wallet/index.ts';
import * as txs from './repo/seamless-tx.ts';
import * as sessions from './repo/sessions.ts';

/**
 * What every seamless call shares (docs/seamless-wallet.md): its answers, the game session it
 * names, and the transaction row it claims once per txId.
 */

export type SeamlessError =
  | 'INSUFFICIENT_FUNDS'
  | 'SESSION_EXPIRED'
  | 'PLAYER_MISMATCH'
  | 'DUPLICATE_TX'
  | 'TX_ROLLED_BACK'
  | 'TX_NOT_FOUND'
  | 'TX_SETTLED'
  | 'INVALID_REQUEST';

export type SeamlessAnswer =
  | { ok: true; balance: string; currency: string; txId?: string; platformTxId?: number }
  | { ok: false; error: SeamlessError; balance?: string };

/** Who a seamless call is for: the brand of its game session and the vendor calling. */
export type SeamlessAt = { brand: Brand; vendor: string };
/** A seamless call's context: its brand and vendor, and the store and ledger it works on. */
export type SeamlessCtx = SeamlessAt & { db: Kysely<Database>; wallet: Wallet };
export type Session = { memberId: number; gameId: number; mode: 'real' | 'demo'; expiresAt: number };
/** A call whose game session was found. */
export type SessionCtx = SeamlessCtx & { s: Session };
export type Call = { sessionToken: string; playerId: string };
export type TxRow = txs.TxRow;

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
export const fail = (error: SeamlessError): SeamlessAnswer => ({ ok: false, error });

/** The player id a vendor knows a member by: never the username, never the database id alone. */
export const playerIdOf = (memberId: number) => `m-${memberId}`;

/** The account a session plays on: play money for free-demo accounts. */
export const accountOf = (s: Session) => (s.mode === 'demo' ? 'play' : 'main');

/** The call's game session, when it is the brand's and the vendor's and names its player. */
export async function sessionOf(c: SeamlessCtx, call: Call): Promise<Session | SeamlessError> {
  const row = await sessions.findSession(c.db, sha256(call.sessionToken));
  if (!row || row.merchant_id !== c.brand.id || row.vendor_code !== c.vendor) return 'SESSION_EXPIRED';
  if (call.playerId !== playerIdOf(row.member_id)) return 'PLAYER_MISMATCH';
  return {
    memberId: row.member_id,
    gameId: row.game_id,
    mode: row.mode,
    expiresAt: Number(row.expires_at),
  };
}

/** The success answer: the session's available balance, with the call's ids when given. */
export async function answer(
  c: SessionCtx,
  extra: { txId?: string; platformTxId?: number } = {},
): Promise<SeamlessAnswer> {
  const accounts = await c.wallet.memberBalances(c.brand.id, c.s.memberId);
  const available = accounts.find((a) => a.code === accountOf(c.s))?.available ?? 0n;
  return { ok: true, balance: formatMinor(available), currency: c.brand.settings.currency, ...extra };
}

/** The balance to add to a refusal. */
export async function balanceOf(c: SessionCtx): Promise<{ balance?: string }> {
  const a = await answer(c);
  return a.ok ? { balance: a.balance } : {};
}

/** A vendor's transaction by its txId. */
export const findTx = (c: SeamlessCtx, txId: string) =>
  txs.findTx(c.db, { merchantId: c.brand.id, vendor: c.vendor, txId });

/** A vendor's transaction that must be there. */
export async function txOf(c: SeamlessCtx, txId: string): Promise<TxRow> {
  const row = await findTx(c, txId);
  if (!row) throw new AppError('conflict'); // a unique index other than the txId's refused it
  return row;
}

/** Records a call's row once; answers the existing row when the txId was seen before. */
export async function claim(
  c: SeamlessCtx,
  values: Omit<TxRow, 'id' | 'merchant_id' | 'vendor_code' | 'created_at' | 'hold_id' | 'bet_id' | 'status'>,
): Promise<{ row: TxRow; fresh: boolean }> {
  const inserted = await txs.insertTxOnce(c.db, {
    ...values,
    merchant_id: c.brand.id,
    vendor_code: c.vendor,
    status: 'pending',
    hold_id: null,
    bet_id: null,
    created_at: Date.now(),
  });
  if (inserted) return { row: inserted, fresh: true };
  return { row: await txOf(c, values.tx_id), fresh: false };
}
