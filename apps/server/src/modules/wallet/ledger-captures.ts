// The ledger's captures: a pending hold posted (up to its sum) to another account, the whole hold released.
import { AppError } from '../../lib/errors.ts';
import { big, type LedgerCore, type Resolved, type Tx } from './ledger-core.ts';
import { fingerprint, fingerprintText } from './ledger-fingerprint.ts';
import type { Journal } from './ledger-journal.ts';
import { PG_CAPTURE, PG_CAPTURES, SQL } from './ledger-sql.ts';
import type { Capture, Posted } from './ledger-types.ts';
import { StatementBatch } from '../../lib/statement-batch.ts';

type CaptureParams = {
  holdId: number;
  merchantId: number;
  amount: bigint | null;
  idemKey: string;
  type: string;
  pre: string;
  suf: string;
  ref: string;
  createdAt: number;
  toId: number;
};
type CaptureRow = { entry_id: number; account_id: number; owner_id: number; code: string; balance: string };

/** Posts holds: PostgreSQL first tries one statement (shared by concurrent captures), else the general path. */
export class Captures {
  readonly #core: LedgerCore;
  readonly #journal: Journal;
  /** PostgreSQL: concurrent captures share a statement and a commit. */
  readonly #batch: StatementBatch<CaptureParams, CaptureRow> | undefined;

  constructor(core: LedgerCore, journal: Journal) {
    this.#core = core;
    this.#journal = journal;
    if (core.pg)
      this.#batch = new StatementBatch(
        (items) => this.#captureBatch(items),
        (c) => [`k:${c.merchantId}:${c.idemKey}`, `h:${c.holdId}`],
      );
  }

  /**
   * Posts a pending hold: `amount` (at most the held sum) leaves the member for `to`, and the
   * whole hold is released. Idempotent on `idemKey`.
   */
  async capture(c: Capture): Promise<Posted> {
    const to = await this.#core.account({ merchantId: c.merchantId, currency: c.currency, ref: c.to });
    const posted =
      (this.#core.pg && to.ownerType === 'house' && (await this.#fastCapture(c, to))) ||
      (await this.#capture(c, to));
    if (!posted.replayed)
      this.#core.changed(
        c.merchantId,
        posted.balances.map((b) => b.memberId),
      );
    return posted;
  }

  /**
   * Posts a pending hold on a transaction the caller runs (a crash bet's settlement); the caller
   * announces the moved balance after its commit.
   */
  async captureIn(trx: Tx, c: Capture): Promise<Posted> {
    const to = await this.#core.account({ merchantId: c.merchantId, currency: c.currency, ref: c.to }, trx);
    return this.#captureOn(trx, c, to);
  }

  /** One statement for the captures of a batch (the single statement when alone); undefined: not applied. */
  async #captureBatch(items: CaptureParams[]): Promise<(CaptureRow | undefined)[]> {
    const col = <T>(f: (c: CaptureParams) => T) => items.map(f);
    if (items.length === 1) {
      const c = items[0]!;
      const rows = await this.#core.fast<CaptureRow>({
        text: PG_CAPTURE,
        params: [
          c.holdId,
          c.merchantId,
          c.amount,
          c.idemKey,
          c.type,
          c.pre,
          c.suf,
          c.ref,
          c.createdAt,
          c.toId,
        ],
      });
      return [rows?.[0]];
    }
    const rows = await this.#core.fast<CaptureRow & { i: string }>({
      text: PG_CAPTURES,
      params: [
        col((c) => c.holdId),
        col((c) => c.merchantId),
        col((c) => (c.amount === null ? null : c.amount.toString())),
        col((c) => c.idemKey),
        col((c) => c.type),
        col((c) => c.pre),
        col((c) => c.suf),
        col((c) => c.ref),
        col((c) => c.createdAt),
        col((c) => c.toId),
      ],
    });
    const out: (CaptureRow | undefined)[] = [];
    for (const r of rows ?? []) out[Number(r.i) - 1] = r;
    return out;
  }

  async #fastCapture(c: Capture, to: Resolved): Promise<Posted | undefined> {
    // The fingerprint's JSON with the amount left out: the statement hashes prefix + amount + suffix.
    const json = fingerprintText({ type: c.type, hold: c.holdId, to: to.id, amount: '' });
    const row = await this.#batch!.submit({
      holdId: c.holdId,
      merchantId: c.merchantId,
      amount: c.amount ?? null,
      idemKey: c.idemKey,
      type: c.type,
      pre: json.slice(0, -2),
      suf: json.slice(-2),
      ref: c.ref ?? '',
      createdAt: Date.now(),
      toId: to.id,
    });
    if (!row) return undefined;
    return {
      entryId: row.entry_id,
      replayed: false,
      balances: [
        { accountId: row.account_id, memberId: row.owner_id, code: row.code, balance: big(row.balance) },
      ],
    };
  }

  /** The general capture, one statement at a time in a transaction. */
  #capture(c: Capture, to: Resolved): Promise<Posted> {
    return this.#core.transaction((trx) => this.#captureOn(trx, c, to));
  }

  async #captureOn(trx: Tx, c: Capture, to: Resolved): Promise<Posted> {
    const [hold] = await this.#core.rows<{
      amount: number | string;
      account_id: number;
      owner_id: number;
      code: string;
    }>(trx, { text: this.#core.pg ? SQL.holdLoadLocked : SQL.holdLoad, params: [c.holdId, c.merchantId] });
    if (!hold) throw new AppError('wallet.hold.not.pending');
    const held = big(hold.amount);
    const amount = c.amount ?? held;
    if (amount <= 0n || amount > held) throw new Error('capture amount must be within the hold');
    const print = fingerprint({ type: c.type, hold: c.holdId, to: to.id, amount });
    const entry = await this.#journal.entry(trx, { ...c, memo: '', print });
    if (entry.replayed) return this.#journal.replay(trx, entry.id);
    const [settled] = await this.#core.rows(trx, {
      text: SQL.holdPost,
      params: [entry.id, Date.now(), c.holdId],
    });
    if (!settled) throw new AppError('wallet.hold.not.pending');
    const from: Resolved = {
      id: hold.account_id,
      ownerType: 'member',
      ownerId: hold.owner_id,
      code: hold.code,
    };
    const balances = await this.#journal.apply(trx, {
      entryId: entry.id,
      lines: [
        { account: from, amount: -amount, releaseHeld: held },
        { account: to, amount },
      ],
    });
    return { entryId: entry.id, replayed: false, balances };
  }
}
