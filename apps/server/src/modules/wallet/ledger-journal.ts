// The ledger's journal entries: writing an entry once per idempotency key, answering a replay,
// and moving the money of an entry's lines under the never-below-zero check.
import { AppError } from '../../lib/errors.ts';
import { big, type LedgerCore, type Param, type Resolved, type Tx } from './ledger-core.ts';
import { fingerprint } from './ledger-fingerprint.ts';
import { linesInsert, SQL } from './ledger-sql.ts';
import type { Movement, Posted } from './ledger-types.ts';

/** What identifies an entry, with its fingerprint (a replay must bring the same one). */
export type EntryKey = Pick<Movement, 'merchantId' | 'idemKey' | 'type' | 'ref' | 'memo'> & { print: string };
/** A resolved line of an entry; `releaseHeld` also lowers the member's held sum (a capture). */
export type AppliedLine = { account: Resolved; amount: bigint; releaseHeld?: bigint };

/** An entry's fingerprint as `post` computes it from its lines. */
export const linesPrint = (m: { type: string; ref?: string | undefined }, lines: AppliedLine[]) =>
  fingerprint({ type: m.type, ref: m.ref ?? '', lines: lines.map((l) => [l.account.id, l.amount]) });

function checkLines(m: Movement) {
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

  /** Inserts the entry row, or finds the one a replay of the same key wrote. */
  async entry(trx: Tx, m: EntryKey): Promise<{ id: number; replayed: boolean }> {
    const [inserted] = await this.#core.rows<{ id: number }>(trx, {
      text: SQL.entryInsert,
      params: [m.merchantId, m.idemKey, m.type, m.print, m.ref ?? '', m.memo ?? '', Date.now()],
    });
    if (inserted) return { id: inserted.id, replayed: false };
    const [existing] = await this.#core.rows<{ id: number; fingerprint: string }>(trx, {
      text: SQL.entryFind,
      params: [m.merchantId, m.idemKey],
    });
    if (!existing) throw new Error('idempotency key neither inserted nor found');
    if (existing.fingerprint !== m.print) throw new AppError('idempotency.key.reused');
    return { id: existing.id, replayed: true };
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
