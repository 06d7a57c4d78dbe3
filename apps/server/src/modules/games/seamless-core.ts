import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { formatMinor } from '../../lib/money.ts';
import type { Brand } from '../brand/index.ts';
import type { BulkWork, Wallet } from '../wallet/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { GameCache } from './seamless-games.ts';
import type { TxRow } from './repo/seamless-tx.ts';
import * as sessions from './repo/sessions.ts';

/**
 * What every seamless call shares (docs/seamless-wallet.md): its answers, the game session it
 * names, and the one ledger transaction it runs in.
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

/** A game session's row, as the call's signature check read it (by its token's hash). */
export type SessionRow = NonNullable<Awaited<ReturnType<typeof sessions.findSession>>>;
/**
 * Who a seamless call is for: the brand of its game session and the vendor calling, with the
 * session row the signature check already read (so the call does not read it again).
 */
export type SeamlessAt = { brand: Brand; vendor: string; session?: { hash: string; row: SessionRow } };
/** A seamless call's context: its brand and vendor, the store and ledger, and the games it names. */
export type SeamlessCtx = SeamlessAt & { db: Kysely<Database>; wallet: Wallet; games: GameCache };
export type Session = { memberId: number; gameId: number; mode: 'real' | 'demo'; expiresAt: number };
/** A call whose game session was found. */
export type SessionCtx = SeamlessCtx & { s: Session };
export type Call = { sessionToken: string; playerId: string };
export type { TxRow };

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
export const fail = (error: SeamlessError): SeamlessAnswer => ({ ok: false, error });

/** The player id a vendor knows a member by: never the username, never the database id alone. */
export const playerIdOf = (memberId: number) => `m-${memberId}`;

/** The account a session plays on: play money for free-demo accounts. */
export const accountOf = (s: Session) => (s.mode === 'demo' ? 'play' : 'main');

/** The call's game session, when it is the brand's and the vendor's and names its player. */
export async function sessionOf(c: SeamlessCtx, call: Call): Promise<Session | SeamlessError> {
  const hash = sha256(call.sessionToken);
  const row = c.session?.hash === hash ? c.session.row : await sessions.findSession(c.db, hash);
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

/**
 * What a call decided inside its transaction, answered after the commit (the balance is read
 * then): its ids, or a refusal (with the balance when the protocol gives it).
 */
export type Outcome =
  { done: { txId: string; platformTxId: number } } | { error: SeamlessError; withBalance?: boolean };

/** A refusal that rolls back everything its call wrote (its own row under the txId too). */
export class Refused extends Error {
  readonly outcome: Outcome;
  constructor(outcome: Outcome & { error: SeamlessError }) {
    super(outcome.error);
    this.outcome = outcome;
  }
}

export const refuse = (error: SeamlessError, withBalance = false): never => {
  throw new Refused({ error, withBalance });
};

/** The answer of an outcome, after its commit. */
export async function finish(c: SessionCtx, o: Outcome): Promise<SeamlessAnswer> {
  if ('done' in o) return answer(c, o.done);
  return o.withBalance ? { ...fail(o.error), ...(await balanceOf(c)) } : fail(o.error);
}

/**
 * Runs a call in one ledger transaction (`wallet.bulk`: a savepoint of the group commit on the
 * embedded database) and answers its outcome: a refusal rolls the whole call back, and so does
 * a stake the account cannot pay (INSUFFICIENT_FUNDS: nothing was written, the txId is free).
 */
export async function inOneTransaction(
  c: SessionCtx,
  fn: (work: BulkWork) => Promise<Outcome>,
): Promise<SeamlessAnswer> {
  let outcome: Outcome;
  try {
    outcome = await c.wallet.bulk(fn);
  } catch (err) {
    if (err instanceof Refused) outcome = err.outcome;
    else if (err instanceof AppError && err.code === 'wallet.insufficient.funds')
      outcome = { error: 'INSUFFICIENT_FUNDS', withBalance: true };
    else throw err;
  }
  return finish(c, outcome);
}
