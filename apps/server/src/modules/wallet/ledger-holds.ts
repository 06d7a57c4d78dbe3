// The ledger's holds: money reserved for a bet or a withdrawal, pending until captured or voided.
import { AppError } from '../../lib/errors.ts';
import { big, type LedgerCore, type Tx } from './ledger-core.ts';
import { PG_HOLD, PG_HOLDS, SQL } from './ledger-sql.ts';
import type { HoldRequest } from './ledger-types.ts';
import { StatementBatch } from '../../lib/statement-batch.ts';

type HoldParams = {
  merchantId: number;
  idemKey: string;
  accountId: number;
  amount: bigint;
  type: string;
  ref: string;
  expiresAt: number;
  createdAt: number;
};
export type Held = { holdId: number; replayed: boolean };

/** Places holds: PostgreSQL first tries one statement (shared by concurrent holds), else the general path. */
export class Holds {
  readonly #core: LedgerCore;
  /** PostgreSQL: concurrent holds share a statement and a commit. */
  readonly #batch: StatementBatch<HoldParams, number> | undefined;

  constructor(core: LedgerCore) {
    this.#core = core;
    if (core.pg)
      this.#batch = new StatementBatch(
        (items) => this.#holdBatch(items),
        (h) => [`k:${h.merchantId}:${h.idemKey}`, `a:${h.accountId}`],
      );
  }

  /** Reserves money for a bet or a withdrawal: pending until captured or voided. */
  async hold(h: HoldRequest): Promise<Held> {
    if (h.amount <= 0n) throw new Error('a hold must be positive');
    const account = await this.#core.account({
      merchantId: h.merchantId,
      currency: h.currency,
      ref: { member: h.member, code: h.code ?? 'main' },
    });
    const held =
      (this.#core.pg && (await this.#fastHold(h, account.id))) || (await this.#hold(h, account.id));
    if (!held.replayed) this.#core.changed(h.merchantId, [h.member]);
    return held;
  }

  /**
   * Places a hold on a transaction the caller runs (a crash bet's own transaction): the account
   * is found or created there; the caller announces the moved balance after its commit.
   */
  async holdIn(trx: Tx, h: HoldRequest): Promise<Held> {
    if (h.amount <= 0n) throw new Error('a hold must be positive');
    const account = await this.#core.account(
      { merchantId: h.merchantId, currency: h.currency, ref: { member: h.member, code: h.code ?? 'main' } },
      trx,
    );
    return this.#holdOn(trx, h, account.id);
  }

  /** One statement for the holds of a batch (the single statement when alone); undefined: not applied. */
  async #holdBatch(items: HoldParams[]): Promise<(number | undefined)[]> {
    const col = <T>(f: (h: HoldParams) => T) => items.map(f);
    if (items.length === 1) {
      const h = items[0]!;
      const rows = await this.#core.fast<{ id: number }>({
        text: PG_HOLD,
        params: [h.merchantId, h.idemKey, h.accountId, h.amount, h.type, h.ref, h.expiresAt, h.createdAt],
      });
      return [rows?.[0]?.id];
    }
    const rows = await this.#core.fast<{ i: string; id: number }>({
      text: PG_HOLDS,
      params: [
        col((h) => h.merchantId),
        col((h) => h.idemKey),
        col((h) => h.accountId),
        col((h) => h.amount.toString()),
        col((h) => h.type),
        col((h) => h.ref),
        col((h) => h.expiresAt),
        col((h) => h.createdAt),
      ],
    });
    const out: (number | undefined)[] = [];
    for (const r of rows ?? []) out[Number(r.i) - 1] = r.id;
    return out;
  }

  async #fastHold(h: HoldRequest, accountId: number): Promise<Held | undefined> {
    const now = Date.now();
    const id = await this.#batch!.submit({
      merchantId: h.merchantId,
      idemKey: h.idemKey,
      accountId,
      amount: h.amount,
      type: h.type,
      ref: h.ref ?? '',
      expiresAt: now + h.ttlMs,
      createdAt: now,
    });
    return id === undefined ? undefined : { holdId: id, replayed: false };
  }

  /** The general hold: a replay (same account and amount) answers the first hold id. */
  #hold(h: HoldRequest, accountId: number): Promise<Held> {
    return this.#core.transaction((trx) => this.#holdOn(trx, h, accountId));
  }

  async #holdOn(trx: Tx, h: HoldRequest, accountId: number): Promise<Held> {
    const now = Date.now();
    const [inserted] = await this.#core.rows<{ id: number }>(trx, {
      text: SQL.holdInsert,
      params: [h.merchantId, h.idemKey, accountId, h.amount, h.type, h.ref ?? '', now + h.ttlMs, now],
    });
    if (!inserted) {
      const [existing] = await this.#core.rows<{ id: number; account_id: number; amount: number | string }>(
        trx,
        { text: SQL.holdFind, params: [h.merchantId, h.idemKey] },
      );
      if (!existing) throw new Error('idempotency key neither inserted nor found');
      if (existing.account_id !== accountId || big(existing.amount) !== h.amount)
        throw new AppError('idempotency.key.reused');
      return { holdId: existing.id, replayed: true };
    }
    const [row] = await this.#core.rows(trx, {
      text: SQL.holdRaise,
      params: [h.amount, accountId, h.amount],
    });
    if (!row) throw new AppError('wallet.insufficient.funds');
    return { holdId: inserted.id, replayed: false };
  }
}
