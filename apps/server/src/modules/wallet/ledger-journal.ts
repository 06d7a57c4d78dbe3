// The ledger's journal entries: writing an entry once per idempotency key, answering a replay,
// and moving the money of an entry's lines under the never-below-zero check.
import { AppError } from '../../lib/errors.ts';
import { big, keyOf, type LedgerCore, type Param, type Resolved, type Tx } from './ledger-core.ts';
import { fingerprint } from './ledger-fingerprint.ts';
import { linesInsert, PG_POST, SQL } from './ledger-sql.ts';
import type { Movement, Posted } from './ledger-types.ts';

/** What identifies an entry, with its fingerprint (a replay must bring the same one). */
export type EntryKey = Pick<Movement, 'merchantId' | 'idemKey' | 'type' | 'ref' | 'memo'> & { print: string };
/** A resolved line of an entry; `releaseHeld` also lowers the member's held sum (a capture). */
export type AppliedLine = { account: Resolved; amount: bigint; releaseHeld?: bigint };

/** An entry's fingerprint as `post` computes it from its lines. */
export const linesPrint = (m: { type: string; ref?: string | undefined }, lines: AppliedLine[]) =>
  fingerprint({ type: m.type, ref: m.ref ?? '', lines: lines.map((l) => [l.account.id, l.amount]) });

/** What every entry's lines must be: two or more, none zero, summing to zero. */
export function checkLines(m: Movement) {
  if (m.lines.length < 2) throw new Error('an entry needs two or more lines');
  if (m.lines.reduce((s, l) => s + l.amount, 0n) !== 0n) throw new Error('entry lines must sum to zero');
  if (m.lines.some((l) => l.amount === 0n)) throw new Error('an entry line cannot be zero');
}

/** Entries and their lines, inside a movement's transaction. */
export class Journal {
  readonly #core: LedgerCore;

  constructor(core: LedgerCore) {
    this.#core = core;
  }

  /**
   * Posts one entry and runs the caller's own writes (`fn`, on the same transaction) with it, so
   * both commit or neither does. `fn` runs on a replay too, to find what the first call wrote.
   */
  async postWith<T>(
    m: Movement,
    fn: (trx: Tx, posted: Posted) => Promise<T>,
  ): Promise<{ posted: Posted; out: T }> {
    checkLines(m);
    const accounts = await Promise.all(
      m.lines.map((l) =>
        this.#core.account({ merchantId: m.merchantId, currency: m.currency, ref: l.account }),
      ),
    );
    const done = await this.#core.transaction(async (trx) => {
      const posted = await this.#write(trx, { m, accounts });
      return { posted, out: await fn(trx, posted) };
    });
    if (!done.posted.replayed)
      this.#core.changed(
        m.merchantId,
        done.posted.balances.map((b) => b.memberId),
      );
    return done;
  }

  /**
   * Posts one entry on a transaction the caller runs (a bet's own transaction): accounts not yet
   * known are found or created there. The caller announces the moved balances after its commit.
   */
  async postIn(trx: Tx, m: Movement): Promise<Posted> {
    checkLines(m);
    if (this.#core.pg) {
      const known = m.lines.map((l) => this.#core.accounts.get(keyOf(m.merchantId, l.account)));
      const posted = known.every((a) => a !== undefined)
        ? await this.#postOne(trx, { m, accounts: known })
        : undefined;
      if (posted) return posted;
    }
    const accounts: Resolved[] = [];
    for (const l of m.lines)
      accounts.push(
        await this.#core.account({ merchantId: m.merchantId, currency: m.currency, ref: l.account }, trx),
      );
    return this.#write(trx, { m, accounts });
  }

  async #write(trx: Tx, { m, accounts }: { m: Movement; accounts: Resolved[] }): Promise<Posted> {
    const lines = m.lines.map((l, i) => ({ account: accounts[i]!, amount: l.amount }));
    const entry = await this.entry(trx, { ...m, print: linesPrint(m, lines) });
    if (entry.replayed) return this.replay(trx, entry.id);
    return {
      entryId: entry.id,
      replayed: false,
      balances: await this.apply(trx, { entryId: entry.id, lines }),
    };
  }

  /**
   * PostgreSQL, every account known: the entry in one statement (`PG_POST`). Undefined when a
   * member account has two lines (the general path takes those). No entry written: a replay
   * answers as the general path does, else a member's debit was short of money.
   */
  async #postOne(
    trx: Tx,
    { m, accounts }: { m: Movement; accounts: Resolved[] },
  ): Promise<Posted | undefined> {
    const lines = m.lines.map((l, i) => ({ account: accounts[i]!, amount: l.amount }));
    const members = lines
      .filter((l) => l.account.ownerType === 'member')
      .sort((a, b) => a.account.id - b.account.id);
    if (new Set(members.map((l) => l.account.id)).size !== members.length) return undefined;
    const print = linesPrint(m, lines);
    type Row = { entry_id: number | null; funded: number; id: number | null; balance: string | null };
    let rows: Row[];
    try {
      rows = await this.#core.rows<Row>(trx, {
        text: PG_POST,
        params: [
          ...[m.merchantId, m.idemKey, m.type, print, m.ref ?? '', m.memo ?? '', Date.now()],
          lines.map((l) => l.account.id),
          lines.map((l) => String(l.amount)),
          members.map((l) => l.account.id),
          members.map((l) => String(l.amount)),
        ],
      });
    } catch (error) {
      // The guard: a member's balance did not change after all (its transaction is lost).
      if ((error as { code?: unknown }).code === '22012') throw new AppError('wallet.insufficient.funds');
      throw error;
    }
    const first = rows[0]!;
    if (first.entry_id === null) {
      const existing = await this.#found(trx, { ...m, print });
      if (existing !== undefined) return this.replay(trx, existing);
      if (first.funded < members.length) throw new AppError('wallet.insufficient.funds');
      throw new Error('idempotency key neither inserted nor found');
    }
    const after = new Map(rows.map((r) => [r.id, big(r.balance)]));
    return {
      entryId: first.entry_id,
      replayed: false,
      balances: members.map((l) => ({
        accountId: l.account.id,
        memberId: l.account.ownerId,
        code: l.account.code,
        balance: after.get(l.account.id)!,
      })),
    };
  }

  /** Inserts the entry row, or finds the one a replay of the same key wrote. */
  async entry(trx: Tx, m: EntryKey): Promise<{ id: number; replayed: boolean }> {
    const [inserted] = await this.#core.rows<{ id: number }>(trx, {
      text: SQL.entryInsert,
      params: [m.merchantId, m.idemKey, m.type, m.print, m.ref ?? '', m.memo ?? '', Date.now()],
    });
    if (inserted) return { id: inserted.id, replayed: false };
    const id = await this.#found(trx, m);
    if (id === undefined) throw new Error('idempotency key neither inserted nor found');
    return { id, replayed: true };
  }

  /** The id of the entry a first call of this key wrote (the same fingerprint), if any. */
  async #found(trx: Tx, m: EntryKey): Promise<number | undefined> {
    const [existing] = await this.#core.rows<{ id: number; fingerprint: string }>(trx, {
      text: SQL.entryFind,
      params: [m.merchantId, m.idemKey],
    });
    if (!existing) return undefined;
    if (existing.fingerprint !== m.print) throw new AppError('idempotency.key.reused');
    return existing.id;
  }

  /** What the first call of a replayed entry answered: its member lines and balances after. */
  async replay(trx: Tx, entryId: number): Promise<Posted> {
    const rows = await this.#core.rows<{
      id: number;
      owner_id: number;
      code: string;
      balance_after: number | string | null;
    }>(trx, { text: SQL.replay, params: [entryId] });
    return {
      entryId,
      replayed: true,
      balances: rows.map((r) => ({
        accountId: r.id,
        memberId: r.owner_id,
        code: r.code,
        balance: big(r.balance_after),
      })),
    };
  }

  /**
   * Moves the money of an entry: member accounts change in one conditional statement each (in
   * id order, so concurrent entries never deadlock), house accounts only get their lines.
   */
  async apply(trx: Tx, e: { entryId: number; lines: AppliedLine[] }): Promise<Posted['balances']> {
    const after = new Map<number, bigint>();
    const members = e.lines
      .filter((l) => l.account.ownerType === 'member')
      .sort((a, b) => a.account.id - b.account.id);
    for (const l of members) {
      const release = l.releaseHeld ?? 0n;
      const [row] = await this.#core.rows<{ balance: number | string }>(
        trx,
        l.amount < 0n
          ? { text: SQL.debit, params: [l.amount, release, l.account.id, release, l.amount] }
          : { text: SQL.credit, params: [l.amount, release, l.account.id] },
      );
      if (!row) throw new AppError('wallet.insufficient.funds');
      after.set(l.account.id, big(row.balance));
    }
    const now = Date.now();
    const values: Param[] = [];
    for (const l of e.lines)
      values.push(e.entryId, l.account.id, l.amount, after.get(l.account.id) ?? null, now);
    await this.#core.rows(trx, { text: linesInsert(e.lines.length), params: values });
    return members.map((l) => ({
      accountId: l.account.id,
      memberId: l.account.ownerId,
      code: l.account.code,
      balance: after.get(l.account.id)!,
    }));
  }
}
