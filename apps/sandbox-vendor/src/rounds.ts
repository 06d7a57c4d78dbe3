import { randomUUID } from 'node:crypto';
import { fmt } from './money.ts';
import type { Session } from './session.ts';
import { UNAVAILABLE, type WalletAnswer, type walletClient } from './wallet.ts';

export type Failure = { ok: false; error: string; balance?: string; result?: unknown };

/**
 * How a session's stakes and wins move through the platform's seamless wallet: debit, credit
 * and rollback, each under its own txId, and one round at a time per session.
 */
export function moneyMoves(wallet: ReturnType<typeof walletClient>) {
  const txId = (s: Session) => `${s.vendor}-${randomUUID()}`;
  const who = (s: Session) => ({ sessionToken: s.sessionToken, playerId: s.playerId });

  const balance = (s: Session) => wallet.call(s.vendor, 'balance', who(s));

  /** A refused answer from the platform; SESSION_EXPIRED ends the play session here too. */
  const failed = (s: Session, a: WalletAnswer & { ok: false }): Failure => {
    if (a.error === 'SESSION_EXPIRED') s.ended = true;
    return { ok: false, error: a.error, ...(a.balance ? { balance: a.balance } : {}) };
  };

  /** Cancels a stake whose debit's fate is unknown or whose round is voided. */
  const rollback = async (s: Session, r: { roundId: string; refTxId: string }): Promise<WalletAnswer> => {
    const body = { ...who(s), txId: txId(s), roundId: r.roundId, refTxId: r.refTxId };
    const a = await wallet.call(s.vendor, 'rollback', body);
    if (!a.ok && a.error === UNAVAILABLE) wallet.persist(s.vendor, 'rollback', body);
    return a;
  };

  const debit = async (s: Session, d: { stake: number; roundId: string }) => {
    const debitTxId = txId(s);
    const a = await wallet.call(s.vendor, 'debit', {
      ...who(s),
      txId: debitTxId,
      roundId: d.roundId,
      gameCode: s.gameCode,
      amount: fmt(d.stake),
    });
    // No answer at all: the platform may or may not hold the stake, so void it (order does not matter).
    if (!a.ok && a.error === UNAVAILABLE) await rollback(s, { roundId: d.roundId, refTxId: debitTxId });
    return { a, debitTxId };
  };

  const credit = async (s: Session, c: { win: number; roundId: string; debitTxId: string }) => {
    const body = {
      ...who(s),
      txId: txId(s),
      roundId: c.roundId,
      gameCode: s.gameCode,
      amount: fmt(c.win),
      debitTxId: c.debitTxId,
    };
    const a = await wallet.call(s.vendor, 'credit', body);
    // The round is played: its credit must land, later if not now.
    if (!a.ok && a.error === UNAVAILABLE) wallet.persist(s.vendor, 'credit', body);
    return a;
  };

  /** One round: debit the stake, play it, credit the win (0.00 on a loss). */
  const round = async <R>(s: Session, r: { stake: number; play: () => { win: number; result: R } }) => {
    const roundId = `R-${randomUUID()}`;
    const { a: d, debitTxId } = await debit(s, { stake: r.stake, roundId });
    if (!d.ok) return failed(s, d);
    const { win, result } = r.play();
    const c = await credit(s, { win, roundId, debitTxId });
    if (!c.ok) return { ...failed(s, c), ...(result ? { result } : {}) };
    return { ok: true as const, balance: c.balance, roundId, stake: fmt(r.stake), win: fmt(win), result };
  };

  /** Rounds of one session run one at a time (a double tap must not interleave two rounds). */
  const exclusive = <T>(s: Session, fn: () => Promise<T>): Promise<T> => {
    const run = s.queue.then(fn, fn);
    s.queue = run.catch(() => undefined);
    return run;
  };

  return { balance, failed, rollback, debit, credit, round, exclusive };
}

export type MoneyMoves = ReturnType<typeof moneyMoves>;
