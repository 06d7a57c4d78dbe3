import { sql, type Expression, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { settleHoldsIn, voidHoldsIn, type BulkSettlement } from './ledger-bulk.ts';
import { Captures } from './ledger-captures.ts';
import { big, LedgerCore, type AccountQuery, type On, type Resolved, type Tx } from './ledger-core.ts';
import { Credits } from './ledger-credits.ts';
import { postGroupsIn } from './ledger-groups.ts';
import { Holds, type Held } from './ledger-holds.ts';
import { Journal } from './ledger-journal.ts';
import { ledgerRepo } from './ledger-repo.ts';
import { LIST_SQL, SQL } from './ledger-sql.ts';
import type {
  AccountRef,
  BulkWork,
  Capture,
  CreditMany,
  HoldRequest,
  MemberBalance,
  Movement,
  Posted,
} from './ledger-types.ts';

export type {
  AccountRef,
  BulkSettlement,
  BulkWork,
  Capture,
  CreditMany,
  HoldRequest,
  Line,
  MemberBalance,
  Movement,
  Posted,
  PostedGroup,
} from './ledger-types.ts';

/**
 * The double-entry ledger (docs/product/wallet.md#money-and-ledger): the only code that writes the ledger
 * tables. Amounts are bigint minor units. A member account keeps a cached balance and the sum
 * of its pending holds, both changed in the same statement that checks them; house accounts
 * are only appended to (their balance is the sum of their lines), so a busy game account is
 * never a row every bet has to lock. Its parts: entries (ledger-journal.ts), holds
 * (ledger-holds.ts), captures (ledger-captures.ts), `creditMany` (ledger-credits.ts) and the
 * bulk movements of draws (ledger-bulk.ts).
 */
export class Ledger {
  readonly #core: LedgerCore;
  readonly #journal: Journal;
  readonly #holds: Holds;
  readonly #captures: Captures;
  readonly #credits: Credits;

  /**
   * `onChange` hears, after commit, which members' money moved (for live balance pushes).
   * `groupCommit` (the embedded database) shares one commit among concurrent movements.
   */
  constructor(
    db: Kysely<Database>,
    options: {
      onChange?: ((merchantId: number, memberIds: number[]) => void) | undefined;
      groupCommit?: boolean;
    } = {},
  ) {
    this.#core = new LedgerCore(db, options);
    this.#journal = new Journal(this.#core);
    this.#holds = new Holds(this.#core);
    this.#captures = new Captures(this.#core, this.#journal);
    this.#credits = new Credits(this.#core, this.#journal);
  }

  /**
   * Finds or creates an account, committed on its own so a rolled-back movement cannot orphan a
   * cached id. Inside a transaction (`on`) the id is found or created there and not cached.
   */
  account(a: AccountQuery, on?: On): Promise<Resolved> {
    return this.#core.account(a, on);
  }

  /** Posts one journal entry: two or more lines summing to zero, all or nothing. */
  async post(m: Movement): Promise<Posted> {
    return (await this.postWith(m, () => Promise.resolve())).posted;
  }

  /**
   * Posts one entry and runs the caller's own writes (`fn`, on the same transaction) with it, so
   * both commit or neither does (a lottery stake and its ticket). `fn` runs on a replay too, to
   * find what the first call wrote.
   */
  postWith<T>(m: Movement, fn: (trx: Tx, posted: Posted) => Promise<T>): Promise<{ posted: Posted; out: T }> {
    return this.#journal.postWith(m, fn);
  }

  /** Reserves money for a bet or a withdrawal: pending until captured or voided. */
  hold(h: HoldRequest): Promise<Held> {
    return this.#holds.hold(h);
  }

  /**
   * Posts a pending hold: `amount` (at most the held sum) leaves the member for `to`, and the
   * whole hold is released. Idempotent on `idemKey`.
   */
  capture(c: Capture): Promise<Posted> {
    return this.#captures.capture(c);
  }

  /** Releases a pending hold; false when it was already posted or voided. */
  async void(merchantId: number, holdId: number): Promise<boolean> {
    const owner = await this.#core.transaction((trx) =>
      ledgerRepo.voidHold(trx, { merchantId, holdId, now: Date.now() }),
    );
    if (owner === undefined) return false;
    this.#core.changed(merchantId, [owner]);
    return true;
  }

  /** Voids pending holds past their expiry; returns how many. */
  async expireHolds(now = Date.now(), limit = 500): Promise<number> {
    const due = await ledgerRepo.expiredHolds(this.#core.db, { now, limit });
    let n = 0;
    for (const h of due) if (await this.void(h.merchant_id, h.id)) n++;
    return n;
  }

  /**
   * Runs `fn` in one ledger transaction (a savepoint of a group commit on the embedded database)
   * with the bulk movements bound to it: the caller's own writes on `trx` (a draw's ticket
   * results) commit or roll back together with the money, and the members whose money moved are
   * announced after the commit.
   */
  async bulk<T>(fn: (work: BulkWork) => Promise<T>): Promise<T> {
    const done: { merchantId: number; members: number[] }[] = [];
    const out = await this.#core.transaction((trx) => fn(this.#bulkWork(trx, done)));
    for (const d of done) this.#core.changed(d.merchantId, d.members);
    return out;
  }

  /** The bulk movements on `trx`, each noting in `done` whose money it moved. */
  #bulkWork(trx: Tx, done: { merchantId: number; members: number[] }[]): BulkWork {
    const pg = this.#core.pg;
    return {
      trx,
      post: async (m) => {
        const posted = await this.#journal.postIn(trx, m);
        if (!posted.replayed)
          done.push({ merchantId: m.merchantId, members: posted.balances.map((b) => b.memberId) });
        return posted;
      },
      hold: async (h) => {
        const held = await this.#holds.holdIn(trx, h);
        if (!held.replayed) done.push({ merchantId: h.merchantId, members: [h.member] });
        return held;
      },
      capture: async (c) => {
        const posted = await this.#captures.captureIn(trx, c);
        if (!posted.replayed)
          done.push({ merchantId: c.merchantId, members: posted.balances.map((b) => b.memberId) });
        return posted;
      },
      settleHolds: async (s) => {
        if (s.items.length === 0) return [];
        const { merchantId, currency } = s;
        const house = await this.#core.account({ merchantId, currency, ref: { house: s.house } }, trx);
        const r = await settleHoldsIn({ trx, pg }, { ...s, houseId: house.id });
        done.push({ merchantId, members: r.members });
        return r.holds;
      },
      voidHolds: async (merchantId, holdIds) => {
        if (holdIds.length === 0) return [];
        const r = await voidHoldsIn({ trx, pg }, { merchantId, holdIds });
        done.push({ merchantId, members: r.members });
        return r.holds;
      },
      postGroups: async (groups, also) => {
        const resolve = (m: Movement, ref: AccountRef) =>
          this.#core.account({ merchantId: m.merchantId, currency: m.currency, ref }, trx);
        const out = await postGroupsIn(this.#core, { trx, groups, resolve, also });
        for (const [i, g] of out.entries())
          if (g)
            done.push({
              merchantId: groups[i]![0]!.merchantId,
              members: [g.posted[0]!.balances[0]!.memberId],
            });
        return out;
      },
      creditMany: async (m) => {
        const posted = await this.#credits.postIn(trx, { m, lines: await this.#credits.lines(m, trx) });
        if (!posted.replayed)
          done.push({ merchantId: m.merchantId, members: posted.balances.map((b) => b.memberId) });
        return posted;
      },
    };
  }

  /**
   * Settles many pending holds in one entry (see `settleHoldsIn`); returns the hold ids this call
   * settled (none on a replay, or for a second process on the same batch).
   */
  async settleHolds(s: BulkSettlement): Promise<number[]> {
    return this.bulk((work) => work.settleHolds(s));
  }

  /** Releases many pending holds (a cancelled draw); returns the hold ids this call voided. */
  voidHolds(merchantId: number, holdIds: number[]): Promise<number[]> {
    return this.bulk((work) => work.voidHolds(merchantId, holdIds));
  }

  async memberBalances(merchantId: number, memberId: number): Promise<MemberBalance[]> {
    const rows = await this.#core.rows<{
      id: number;
      code: string;
      balance: string | number;
      held: string | number;
    }>(this.#core.db, { text: SQL.memberBalances, params: [merchantId, memberId] });
    return rows.map((r) => {
      const balance = big(r.balance);
      const held = big(r.held);
      return { accountId: r.id, code: r.code, balance, held, available: balance - held };
    });
  }

  /** One account code's balances summed over a group of members (a subquery of member ids). */
  async membersBalance(q: {
    merchantId: number;
    members: Expression<number>;
    code: string;
  }): Promise<bigint> {
    const row = await ledgerRepo.membersTotal(this.#core.db, q);
    return big(row?.total ?? null);
  }

  /** Members whose `code` balance lies within a range, as a subquery of ids. */
  membersWithin(q: {
    merchantId: number;
    code: string;
    min?: bigint | undefined;
    max?: bigint | undefined;
  }): Expression<number> {
    return sql<number>`(${ledgerRepo.membersWithin(this.#core.db, q)})`;
  }

  /** Some members' `code` balances, by member id (0 for one without the account). */
  async balancesOf(q: {
    merchantId: number;
    code: string;
    memberIds: number[];
  }): Promise<Map<number, bigint>> {
    const out = new Map<number, bigint>(q.memberIds.map((id) => [id, 0n]));
    for (const r of await ledgerRepo.balancesOf(this.#core.db, q)) out.set(r.owner_id, big(r.balance));
    return out;
  }

  /** A house account's balance: the sum of its lines (house rows are never updated). */
  async houseBalance(merchantId: number, code: string): Promise<bigint> {
    const row = await ledgerRepo.houseTotal(this.#core.db, { merchantId, code });
    return big(row?.total ?? null);
  }

  /** Pays many member accounts from house accounts in one entry (see `Credits`). */
  creditMany(m: CreditMany): Promise<Posted> {
    return this.#credits.creditMany(m);
  }

  /** Which of these holds are posted (captured or settled): for paying on a stake the house took. */
  async postedHolds(merchantId: number, holdIds: number[]): Promise<Set<number>> {
    if (holdIds.length === 0) return new Set();
    const pg = this.#core.pg;
    const rows = await this.#core.rows<{ id: number }>(this.#core.db, {
      text: pg ? LIST_SQL.pg.postedHolds : LIST_SQL.lite.postedHolds,
      params: [merchantId, pg ? holdIds : JSON.stringify(holdIds)],
    });
    return new Set(rows.map((r) => r.id));
  }
}
