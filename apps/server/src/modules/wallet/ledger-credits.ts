// The ledger's `creditMany`: one entry paying many member accounts from house accounts.
import {
  big,
  keyOf,
  linesStatement,
  type LedgerCore,
  type LineRow,
  type On,
  type Resolved,
  type Tx,
} from './ledger-core.ts';
import { linesPrint, type AppliedLine, type Journal } from './ledger-journal.ts';
import { LIST_SQL } from './ledger-sql.ts';
import type { CreditMany, Posted } from './ledger-types.ts';

/**
 * Pays many member accounts from house accounts in one entry (lottery payouts, refunds and
 * rebates): one line per account credited, the `also` house lines and one line of `house`, the
 * members' balances raised by one statement and the lines written by another, so an entry of
 * 10,000 accounts costs two statements, not 10,000. Credits only, so no balance check.
 * Idempotent on `idemKey` with the same fingerprint as `post` would give the same lines: a
 * replay returns the first entry and moves nothing.
 */
export class Credits {
  readonly #core: LedgerCore;
  readonly #journal: Journal;

  constructor(core: LedgerCore, journal: Journal) {
    this.#core = core;
    this.#journal = journal;
  }

  get #sql() {
    return this.#core.pg ? LIST_SQL.pg : LIST_SQL.lite;
  }

  /** A whole `creditMany` in its own transaction, announced after the commit. */
  async creditMany(m: CreditMany): Promise<Posted> {
    const lines = await this.lines(m);
    const posted = await this.#core.transaction((trx) => this.postIn(trx, { m, lines }));
    if (!posted.replayed)
      this.#core.changed(
        m.merchantId,
        posted.balances.map((b) => b.memberId),
      );
    return posted;
  }

  /** The lines of a `creditMany` entry, accounts resolved (inside a transaction: `on`). */
  async lines(m: CreditMany, on: On = this.#core.db): Promise<AppliedLine[]> {
    if (m.credits.some((c) => c.amount <= 0n)) throw new Error('credits must be positive');
    const accounts = await this.#membersIn(m, on);
    if (new Set(accounts.map((a) => a.id)).size !== accounts.length)
      throw new Error('one credit per account');
    const also = m.also ?? [];
    const houses = await Promise.all(
      [...also.map((h) => h.house), m.house].map((h) =>
        this.#core.account({ merchantId: m.merchantId, currency: m.currency, ref: { house: h } }, on),
      ),
    );
    const rest = -[...m.credits, ...also].reduce((s, c) => s + c.amount, 0n);
    const lines = [
      ...m.credits.map((c, i) => ({ account: accounts[i]!, amount: c.amount })),
      ...also.map((h, i) => ({ account: houses[i]!, amount: h.amount })),
      { account: houses.at(-1)!, amount: rest },
    ].filter((l) => l.amount !== 0n);
    if (lines.length < 2) throw new Error('an entry needs two or more lines');
    return lines;
  }

  /**
   * The member accounts credited: from the cache, else (inside a transaction, where the cache is
   * not filled) found by one statement, and only those not there yet created one by one.
   */
  async #membersIn(m: CreditMany, on: On): Promise<Resolved[]> {
    const refs = m.credits.map((c) => ({ member: c.member, code: c.code }));
    const query = (ref: (typeof refs)[number]) => ({ merchantId: m.merchantId, currency: m.currency, ref });
    if (on === this.#core.db) return Promise.all(refs.map((r) => this.#core.account(query(r))));
    const found = new Map<string, Resolved>();
    const missing = refs.filter((r) => !this.#core.accounts.has(keyOf(m.merchantId, r)));
    if (missing.length > 0) {
      const ids = [...new Set(missing.map((r) => r.member))];
      const rows = await this.#core.rows<{ id: number; owner_id: number; code: string }>(on, {
        text: this.#sql.memberAccounts,
        params: [m.merchantId, this.#core.pg ? ids : JSON.stringify(ids)],
      });
      for (const r of rows)
        found.set(keyOf(m.merchantId, { member: r.owner_id, code: r.code }), {
          id: r.id,
          ownerType: 'member',
          ownerId: r.owner_id,
          code: r.code,
        });
    }
    const out: Resolved[] = [];
    for (const r of refs)
      out.push(
        this.#core.accounts.get(keyOf(m.merchantId, r)) ??
          found.get(keyOf(m.merchantId, r)) ??
          (await this.#core.account(query(r), on)),
      );
    return out;
  }

  /** Writes a `creditMany` entry inside `trx` (or answers its replay). */
  async postIn(trx: Tx, c: { m: CreditMany; lines: AppliedLine[] }): Promise<Posted> {
    const { m, lines } = c;
    const entry = await this.#journal.entry(trx, { ...m, print: linesPrint(m, lines) });
    if (entry.replayed) return this.#journal.replay(trx, entry.id);
    const members = lines.filter((l) => l.account.ownerType === 'member');
    if (members.some((l) => l.amount < 0n)) throw new Error('credits must be positive');
    const balanceOf = await this.#raise(trx, members);
    const rows = lines.map((l): LineRow => [l.account.id, l.amount, balanceOf.get(l.account.id) ?? null]);
    await this.#core.rows(trx, linesStatement(this.#core.pg, { entryId: entry.id, rows }));
    return {
      entryId: entry.id,
      replayed: false,
      balances: members.map((l) => ({
        accountId: l.account.id,
        memberId: l.account.ownerId,
        code: l.account.code,
        balance: balanceOf.get(l.account.id)!,
      })),
    };
  }

  /** Raises the members' balances in one statement; answers each account's balance after. */
  async #raise(trx: Tx, members: AppliedLine[]): Promise<Map<number, bigint>> {
    if (members.length === 0) return new Map();
    const ids = members.map((l) => l.account.id);
    const amounts = members.map((l) => l.amount);
    const after = await this.#core.rows<{ id: number; balance: number | string }>(trx, {
      text: this.#sql.credit,
      params: this.#core.pg
        ? [ids, amounts.map(String)]
        : [JSON.stringify(ids.map((id, i) => [id, Number(amounts[i])]))],
    });
    return new Map(after.map((r) => [r.id, big(r.balance)]));
  }
}
