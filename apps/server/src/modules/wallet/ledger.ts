import { CompiledQuery, PostgresAdapter, sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { GroupCommit } from './group-commit.ts';
import { settleHoldsIn, voidHoldsIn, type BulkSettlement } from './ledger-bulk.ts';
import { fingerprint, fingerprintText } from './ledger-fingerprint.ts';
import { linesInsert, PG_CAPTURE, PG_CAPTURES, PG_HOLD, PG_HOLDS, SQL } from './ledger-sql.ts';
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
import { StatementBatch } from './statement-batch.ts';

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
} from './ledger-types.ts';

type Tx = Transaction<Database>;
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
type Resolved = { id: number; ownerType: 'member' | 'house'; ownerId: number; code: string };

const big = (v: number | string | bigint | null): bigint => (v === null ? 0n : BigInt(v));
const keyOf = (merchantId: number, ref: AccountRef) =>
  'house' in ref ? `${merchantId}:h:0:${ref.house}` : `${merchantId}:m:${ref.member}:${ref.code ?? 'main'}`;

/** A bound value as both drivers take it. */
type Param = number | string | bigint | null | (number | string | null)[];
type Row = Record<string, unknown>;
/** What a failed fast-path statement on PostgreSQL leaves behind: nothing (see `#fast`). */
const FALL_BACK = new Set([
  '23505' /* unique_violation: a replay */,
  '22012' /* division_by_zero: a guard */,
]);

/** `?` placeholders, written once, as each engine spells them. */
const dollars = (text: string) => {
  let n = 0;
  return text.replace(/\?/g, () => `$${++n}`);
};

/**
 * The double-entry ledger (DESIGN "Money and ledger"): the only code that writes the ledger
 * tables. Amounts are bigint minor units. A member account keeps a cached balance and the sum
 * of its pending holds, both changed in the same statement that checks them; house accounts
 * are only appended to (their balance is the sum of their lines), so a busy game account is
 * never a row every bet has to lock.
 */
export class Ledger {
  readonly #db: Kysely<Database>;
  /** Account ids by owner key: accounts are never deleted, and only committed ids are cached. */
  readonly #accounts = new Map<string, Resolved>();

  readonly #onChange: ((merchantId: number, memberIds: number[]) => void) | undefined;

  readonly #group: GroupCommit | undefined;

  /** PostgreSQL: hold and capture go first as one autocommitted statement each. */
  readonly #pg: boolean;

  /** PostgreSQL: concurrent holds and captures share a statement and a commit. */
  readonly #holds: StatementBatch<HoldParams, number> | undefined;
  readonly #captures: StatementBatch<CaptureParams, CaptureRow> | undefined;

  /** Hot-path SQL text as this engine spells it. */
  readonly #sql: (text: string) => string;

  /**
   * `onChange` hears, after commit, which members' money moved (for live balance pushes).
   * `groupCommit` (the embedded database) shares one commit among concurrent movements.
   */
  constructor(
    db: Kysely<Database>,
    onChange?: (merchantId: number, memberIds: number[]) => void,
    options: { groupCommit?: boolean } = {},
  ) {
    this.#db = db;
    this.#onChange = onChange;
    this.#group = options.groupCommit ? new GroupCommit(db) : undefined;
    this.#pg = db.getExecutor().adapter instanceof PostgresAdapter;
    const spelled = new Map<string, string>();
    this.#sql = this.#pg
      ? (text) => {
          let out = spelled.get(text);
          if (out === undefined) spelled.set(text, (out = dollars(text)));
          return out;
        }
      : (text) => text;
    if (this.#pg) {
      this.#holds = new StatementBatch(
        (items) => this.#holdBatch(items),
        (h) => [`k:${h.merchantId}:${h.idemKey}`, `a:${h.accountId}`],
      );
      this.#captures = new StatementBatch(
        (items) => this.#captureBatch(items),
        (c) => [`k:${c.merchantId}:${c.idemKey}`, `h:${c.holdId}`],
      );
    }
  }

  /** One statement for the holds of a batch (the single statement when alone); undefined: not applied. */
  async #holdBatch(items: HoldParams[]): Promise<(number | undefined)[]> {
    const col = <T>(f: (h: HoldParams) => T) => items.map(f);
    if (items.length === 1) {
      const h = items[0]!;
      const rows = await this.#fast<{ id: number }>(PG_HOLD, [
        h.merchantId,
        h.idemKey,
        h.accountId,
        h.amount,
        h.type,
        h.ref,
        h.expiresAt,
        h.createdAt,
      ]);
      return [rows?.[0]?.id];
    }
    const rows = await this.#fast<{ i: string; id: number }>(PG_HOLDS, [
      col((h) => h.merchantId),
      col((h) => h.idemKey),
      col((h) => h.accountId),
      col((h) => h.amount.toString()),
      col((h) => h.type),
      col((h) => h.ref),
      col((h) => h.expiresAt),
      col((h) => h.createdAt),
    ]);
    const out: (number | undefined)[] = [];
    for (const r of rows ?? []) out[Number(r.i) - 1] = r.id;
    return out;
  }

  /** One statement for the captures of a batch (the single statement when alone); undefined: not applied. */
  async #captureBatch(items: CaptureParams[]): Promise<(CaptureRow | undefined)[]> {
    const col = <T>(f: (c: CaptureParams) => T) => items.map(f);
    if (items.length === 1) {
      const c = items[0]!;
      const rows = await this.#fast<CaptureRow>(PG_CAPTURE, [
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
      ]);
      return [rows?.[0]];
    }
    const rows = await this.#fast<CaptureRow & { i: string }>(PG_CAPTURES, [
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
    ]);
    const out: (CaptureRow | undefined)[] = [];
    for (const r of rows ?? []) out[Number(r.i) - 1] = r;
    return out;
  }

  /** Runs one hand-written statement (`?` placeholders) in a transaction, or on its own. */
  async #rows<R = Row>(on: Tx | Kysely<Database>, text: string, params: Param[]): Promise<R[]> {
    return (await on.executeQuery<R>(CompiledQuery.raw(this.#sql(text), params))).rows;
  }

  /**
   * PostgreSQL's one-statement fast path: the rows, or undefined when the statement rolled back
   * on a unique key or a guard (then nothing was written and the general path decides).
   */
  async #fast<R>(text: string, params: Param[]): Promise<R[] | undefined> {
    try {
      return (await this.#db.executeQuery<R>(CompiledQuery.raw(text, params))).rows;
    } catch (error) {
      if (FALL_BACK.has((error as { code?: unknown }).code as string)) return undefined;
      throw error;
    }
  }

  /** One movement's transaction: its own, or a savepoint in a shared group commit. */
  #transaction<T>(fn: (trx: Tx) => Promise<T>): Promise<T> {
    return this.#group ? this.#group.run(fn) : this.#db.transaction().execute(fn);
  }

  #changed(merchantId: number, memberIds: number[]) {
    if (this.#onChange && memberIds.length > 0) this.#onChange(merchantId, [...new Set(memberIds)]);
  }

  /**
   * Finds or creates an account, committed on its own so a rolled-back movement cannot orphan a
   * cached id. Inside a transaction (`on`) the id is found or created there and not cached.
   */
  async account(
    merchantId: number,
    currency: string,
    ref: AccountRef,
    on: Kysely<Database> | Tx = this.#db,
  ): Promise<Resolved> {
    const key = keyOf(merchantId, ref);
    const cached = this.#accounts.get(key);
    if (cached) return cached;
    const ownerType = 'house' in ref ? 'house' : 'member';
    const ownerId = 'house' in ref ? 0 : ref.member;
    const code = 'house' in ref ? ref.house : (ref.code ?? 'main');
    await on
      .insertInto('ledger_accounts')
      .values({
        merchant_id: merchantId,
        owner_type: ownerType,
        owner_id: ownerId,
        code,
        currency,
        created_at: Date.now(),
      })
      .onConflict((oc) => oc.columns(['merchant_id', 'owner_type', 'owner_id', 'code']).doNothing())
      .execute();
    const row = await on
      .selectFrom('ledger_accounts')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .where('owner_type', '=', ownerType)
      .where('owner_id', '=', ownerId)
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    const resolved: Resolved = { id: row.id, ownerType, ownerId, code };
    if (on === this.#db) this.#accounts.set(key, resolved);
    return resolved;
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
  async postWith<T>(
    m: Movement,
    fn: (trx: Tx, posted: Posted) => Promise<T>,
  ): Promise<{ posted: Posted; out: T }> {
    if (m.lines.length < 2) throw new Error('an entry needs two or more lines');
    if (m.lines.reduce((s, l) => s + l.amount, 0n) !== 0n) throw new Error('entry lines must sum to zero');
    if (m.lines.some((l) => l.amount === 0n)) throw new Error('an entry line cannot be zero');
    const accounts = await Promise.all(m.lines.map((l) => this.account(m.merchantId, m.currency, l.account)));
    const lines = m.lines.map((l, i) => ({ account: accounts[i]!, amount: l.amount }));
    const print = fingerprint({
      type: m.type,
      ref: m.ref ?? '',
      lines: lines.map((l) => [l.account.id, l.amount]),
    });
    const done = await this.#transaction(async (trx) => {
      const entry = await this.#entry(trx, m, print);
      const posted: Posted = entry.replayed
        ? await this.#replay(trx, entry.id)
        : { entryId: entry.id, replayed: false, balances: await this.#apply(trx, entry.id, lines) };
      return { posted, out: await fn(trx, posted) };
    });
    if (!done.posted.replayed)
      this.#changed(
        m.merchantId,
        done.posted.balances.map((b) => b.memberId),
      );
    return done;
  }

  /** Inserts the entry row, or finds the one a replay of the same key wrote. */
  async #entry(
    trx: Tx,
    m: Pick<Movement, 'merchantId' | 'idemKey' | 'type' | 'ref' | 'memo'>,
    print: string,
  ): Promise<{ id: number; replayed: boolean }> {
    const [inserted] = await this.#rows<{ id: number }>(trx, SQL.entryInsert, [
      m.merchantId,
      m.idemKey,
      m.type,
      print,
      m.ref ?? '',
      m.memo ?? '',
      Date.now(),
    ]);
    if (inserted) return { id: inserted.id, replayed: false };
    const [existing] = await this.#rows<{ id: number; fingerprint: string }>(trx, SQL.entryFind, [
      m.merchantId,
      m.idemKey,
    ]);
    if (!existing) throw new Error('idempotency key neither inserted nor found');
    if (existing.fingerprint !== print) throw new AppError('idempotency.key.reused');
    return { id: existing.id, replayed: true };
  }

  async #replay(trx: Tx, entryId: number): Promise<Posted> {
    const rows = await this.#rows<{
      id: number;
      owner_id: number;
      code: string;
      balance_after: number | string | null;
    }>(trx, SQL.replay, [entryId]);
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
  async #apply(
    trx: Tx,
    entryId: number,
    lines: { account: Resolved; amount: bigint; releaseHeld?: bigint }[],
  ): Promise<Posted['balances']> {
    const after = new Map<number, bigint>();
    const members = lines
      .filter((l) => l.account.ownerType === 'member')
      .sort((a, b) => a.account.id - b.account.id);
    for (const l of members) {
      const release = l.releaseHeld ?? 0n;
      const [row] = await this.#rows<{ balance: number | string }>(
        trx,
        l.amount < 0n ? SQL.debit : SQL.credit,
        l.amount < 0n
          ? [l.amount, release, l.account.id, release, l.amount]
          : [l.amount, release, l.account.id],
      );
      if (!row) throw new AppError('wallet.insufficient.funds');
      after.set(l.account.id, big(row.balance));
    }
    const now = Date.now();
    const values: Param[] = [];
    for (const l of lines) values.push(entryId, l.account.id, l.amount, after.get(l.account.id) ?? null, now);
    await this.#rows(trx, linesInsert(lines.length), values);
    return members.map((l) => ({
      accountId: l.account.id,
      memberId: l.account.ownerId,
      code: l.account.code,
      balance: after.get(l.account.id)!,
    }));
  }

  /** Reserves money for a bet or a withdrawal: pending until captured or voided. */
  async hold(h: HoldRequest): Promise<{ holdId: number; replayed: boolean }> {
    if (h.amount <= 0n) throw new Error('a hold must be positive');
    const account = await this.account(h.merchantId, h.currency, {
      member: h.member,
      code: h.code ?? 'main',
    });
    const held = (this.#pg && (await this.#fastHold(h, account.id))) || (await this.#hold(h, account.id));
    if (!held.replayed) this.#changed(h.merchantId, [h.member]);
    return held;
  }

  async #fastHold(
    h: HoldRequest,
    accountId: number,
  ): Promise<{ holdId: number; replayed: boolean } | undefined> {
    const now = Date.now();
    const id = await this.#holds!.submit({
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
  #hold(h: HoldRequest, accountId: number): Promise<{ holdId: number; replayed: boolean }> {
    return this.#transaction(async (trx) => {
      const now = Date.now();
      const [inserted] = await this.#rows<{ id: number }>(trx, SQL.holdInsert, [
        h.merchantId,
        h.idemKey,
        accountId,
        h.amount,
        h.type,
        h.ref ?? '',
        now + h.ttlMs,
        now,
      ]);
      if (!inserted) {
        const [existing] = await this.#rows<{ id: number; account_id: number; amount: number | string }>(
          trx,
          SQL.holdFind,
          [h.merchantId, h.idemKey],
        );
        if (!existing) throw new Error('idempotency key neither inserted nor found');
        if (existing.account_id !== accountId || big(existing.amount) !== h.amount)
          throw new AppError('idempotency.key.reused');
        return { holdId: existing.id, replayed: true };
      }
      const [row] = await this.#rows(trx, SQL.holdRaise, [h.amount, accountId, h.amount]);
      if (!row) throw new AppError('wallet.insufficient.funds');
      return { holdId: inserted.id, replayed: false };
    });
  }

  /**
   * Posts a pending hold: `amount` (at most the held sum) leaves the member for `to`, and the
   * whole hold is released. Idempotent on `idemKey`.
   */
  async capture(c: Capture): Promise<Posted> {
    const to = await this.account(c.merchantId, c.currency, c.to);
    const posted =
      (this.#pg && to.ownerType === 'house' && (await this.#fastCapture(c, to))) ||
      (await this.#capture(c, to));
    if (!posted.replayed)
      this.#changed(
        c.merchantId,
        posted.balances.map((b) => b.memberId),
      );
    return posted;
  }

  async #fastCapture(c: Capture, to: Resolved): Promise<Posted | undefined> {
    // The fingerprint's JSON with the amount left out: the statement hashes prefix + amount + suffix.
    const json = fingerprintText({ type: c.type, hold: c.holdId, to: to.id, amount: '' });
    const row = await this.#captures!.submit({
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
    return this.#transaction(async (trx): Promise<Posted> => {
      const [hold] = await this.#rows<{
        amount: number | string;
        account_id: number;
        owner_id: number;
        code: string;
      }>(trx, this.#pg ? SQL.holdLoadLocked : SQL.holdLoad, [c.holdId, c.merchantId]);
      if (!hold) throw new AppError('wallet.hold.not.pending');
      const held = big(hold.amount);
      const amount = c.amount ?? held;
      if (amount <= 0n || amount > held) throw new Error('capture amount must be within the hold');
      const print = fingerprint({ type: c.type, hold: c.holdId, to: to.id, amount });
      const entry = await this.#entry(trx, { ...c, memo: '' }, print);
      if (entry.replayed) return this.#replay(trx, entry.id);
      const [settled] = await this.#rows(trx, SQL.holdPost, [entry.id, Date.now(), c.holdId]);
      if (!settled) throw new AppError('wallet.hold.not.pending');
      const from: Resolved = {
        id: hold.account_id,
        ownerType: 'member',
        ownerId: hold.owner_id,
        code: hold.code,
      };
      const balances = await this.#apply(trx, entry.id, [
        { account: from, amount: -amount, releaseHeld: held },
        { account: to, amount },
      ]);
      return { entryId: entry.id, replayed: false, balances };
    });
  }

  /** Releases a pending hold; false when it was already posted or voided. */
  async void(merchantId: number, holdId: number): Promise<boolean> {
    const owner = await this.#transaction(async (trx) => {
      const row = await trx
        .updateTable('ledger_holds')
        .set({ state: 'voided', settled_at: Date.now() })
        .where('id', '=', holdId)
        .where('merchant_id', '=', merchantId)
        .where('state', '=', 'pending')
        .returning(['account_id', 'amount'])
        .executeTakeFirst();
      if (!row) return undefined;
      const account = await trx
        .updateTable('ledger_accounts')
        .set((eb) => ({ held: eb('held', '-', big(row.amount)) }))
        .where('id', '=', row.account_id)
        .returning('owner_id')
        .executeTakeFirstOrThrow();
      return account.owner_id;
    });
    if (owner === undefined) return false;
    this.#changed(merchantId, [owner]);
    return true;
  }

  /** Voids pending holds past their expiry; returns how many. */
  async expireHolds(now = Date.now(), limit = 500): Promise<number> {
    const due = await this.#db
      .selectFrom('ledger_holds')
      .select(['id', 'merchant_id'])
      // A literal, so both engines read the partial index of pending holds (migration 011).
      .where('state', '=', sql.lit('pending'))
      .where('expires_at', '<=', now)
      .limit(limit)
      .execute();
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
    const out = await this.#transaction((trx) =>
      fn({
        trx,
        settleHolds: async (s) => {
          if (s.items.length === 0) return [];
          const house = await this.account(s.merchantId, s.currency, { house: s.house }, trx);
          const r = await settleHoldsIn(trx, this.#pg, s, house.id);
          done.push({ merchantId: s.merchantId, members: r.members });
          return r.holds;
        },
        voidHolds: async (merchantId, holdIds) => {
          if (holdIds.length === 0) return [];
          const r = await voidHoldsIn(trx, this.#pg, merchantId, holdIds);
          done.push({ merchantId, members: r.members });
          return r.holds;
        },
        creditMany: async (m) => {
          const posted = await this.#creditManyIn(trx, m, await this.#creditLines(m, trx));
          if (!posted.replayed)
            done.push({ merchantId: m.merchantId, members: posted.balances.map((b) => b.memberId) });
          return posted;
        },
      }),
    );
    for (const d of done) this.#changed(d.merchantId, d.members);
    return out;
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
    const rows = await this.#db
      .selectFrom('ledger_accounts')
      .select(['id', 'code', 'balance', 'held'])
      .where('merchant_id', '=', merchantId)
      .where('owner_type', '=', 'member')
      .where('owner_id', '=', memberId)
      .orderBy('id')
      .execute();
    return rows.map((r) => {
      const balance = big(r.balance);
      const held = big(r.held);
      return { accountId: r.id, code: r.code, balance, held, available: balance - held };
    });
  }

  /** A house account's balance: the sum of its lines (house rows are never updated). */
  async houseBalance(merchantId: number, code: string): Promise<bigint> {
    const row = await this.#db
      .selectFrom('ledger_lines')
      .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_lines.account_id')
      .select((eb) => eb.fn.sum<number | string | null>('ledger_lines.amount').as('total'))
      .where('ledger_accounts.merchant_id', '=', merchantId)
      .where('ledger_accounts.owner_type', '=', 'house')
      .where('ledger_accounts.code', '=', code)
      .executeTakeFirst();
    return big(row?.total ?? null);
  }

  /**
   * Pays many member accounts from house accounts in one entry (lottery payouts, refunds and
   * rebates): one line per account credited, the `also` house lines and one line of `house`, the
   * members' balances raised by one statement and the lines written by another, so an entry of
   * 10,000 accounts costs two statements, not 10,000. Credits only, so no balance check.
   * Idempotent on `idemKey` with the same fingerprint as `post` would give the same lines: a
   * replay returns the first entry and moves nothing.
   */
  async creditMany(m: CreditMany): Promise<Posted> {
    const lines = await this.#creditLines(m);
    const posted = await this.#transaction((trx) => this.#creditManyIn(trx, m, lines));
    if (!posted.replayed)
      this.#changed(
        m.merchantId,
        posted.balances.map((b) => b.memberId),
      );
    return posted;
  }

  /** The lines of a `creditMany` entry, accounts resolved (inside a transaction: `on`). */
  async #creditLines(m: CreditMany, on: Kysely<Database> | Tx = this.#db) {
    if (m.credits.some((c) => c.amount <= 0n)) throw new Error('credits must be positive');
    const accounts = await this.#membersIn(m, on);
    if (new Set(accounts.map((a) => a.id)).size !== accounts.length)
      throw new Error('one credit per account');
    const also = m.also ?? [];
    const houses = await Promise.all(
      [...also.map((h) => h.house), m.house].map((h) =>
        this.account(m.merchantId, m.currency, { house: h }, on),
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
  async #membersIn(m: CreditMany, on: Kysely<Database> | Tx): Promise<Resolved[]> {
    const refs = m.credits.map((c) => ({ member: c.member, code: c.code }));
    if (on === this.#db) return Promise.all(refs.map((r) => this.account(m.merchantId, m.currency, r)));
    const found = new Map<string, Resolved>();
    const missing = refs.filter((r) => !this.#accounts.has(keyOf(m.merchantId, r)));
    if (missing.length > 0) {
      const ids = [...new Set(missing.map((r) => r.member))];
      const rows = await this.#rows<{ id: number; owner_id: number; code: string }>(
        on,
        this.#pg
          ? `select id, owner_id, code from ledger_accounts
              where merchant_id = ? and owner_type = 'member' and owner_id = any(?::int[])`
          : `select id, owner_id, code from ledger_accounts
              where merchant_id = ? and owner_type = 'member' and owner_id in (select value from json_each(?))`,
        [m.merchantId, this.#pg ? ids : JSON.stringify(ids)],
      );
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
        this.#accounts.get(keyOf(m.merchantId, r)) ??
          found.get(keyOf(m.merchantId, r)) ??
          (await this.account(m.merchantId, m.currency, r, on)),
      );
    return out;
  }

  async #creditManyIn(
    trx: Tx,
    m: CreditMany,
    lines: { account: Resolved; amount: bigint }[],
  ): Promise<Posted> {
    const print = fingerprint({
      type: m.type,
      ref: m.ref ?? '',
      lines: lines.map((l) => [l.account.id, l.amount]),
    });
    const entry = await this.#entry(trx, m, print);
    if (entry.replayed) return this.#replay(trx, entry.id);
    const members = lines.filter((l) => l.account.ownerType === 'member');
    if (members.some((l) => l.amount < 0n)) throw new Error('credits must be positive');
    const ids = members.map((l) => l.account.id);
    const amounts = members.map((l) => l.amount);
    const after =
      members.length === 0
        ? []
        : await this.#rows<{ id: number; balance: number | string }>(
            trx,
            this.#pg
              ? `update ledger_accounts a set balance = a.balance + v.delta
                  from unnest(?::int[], ?::bigint[]) as v(id, delta) where a.id = v.id returning a.id, a.balance`
              : `with v as (select value ->> 0 as id, value ->> 1 as delta from json_each(?))
                  update ledger_accounts set balance = balance + v.delta from v where ledger_accounts.id = v.id
                  returning ledger_accounts.id, ledger_accounts.balance`,
            this.#pg
              ? [ids, amounts.map(String)]
              : [JSON.stringify(ids.map((id, i) => [id, Number(amounts[i])]))],
          );
    const balanceOf = new Map(after.map((r) => [r.id, big(r.balance)]));
    const now = Date.now();
    const rows = lines.map((l) => [l.account.id, l.amount, balanceOf.get(l.account.id) ?? null] as const);
    await this.#rows(
      trx,
      this.#pg
        ? `insert into ledger_lines (entry_id, account_id, amount, balance_after, created_at)
            select ?::int, v.a, v.m, v.b, ?::bigint from unnest(?::int[], ?::bigint[], ?::bigint[]) as v(a, m, b)`
        : `insert into ledger_lines (entry_id, account_id, amount, balance_after, created_at)
            select ?, value ->> 0, value ->> 1, value ->> 2, ? from json_each(?)`,
      this.#pg
        ? [
            entry.id,
            now,
            rows.map((r) => r[0]),
            rows.map((r) => String(r[1])) as unknown as Param,
            rows.map((r) => (r[2] === null ? null : String(r[2]))) as unknown as Param,
          ]
        : [
            entry.id,
            now,
            JSON.stringify(rows.map((r) => [r[0], Number(r[1]), r[2] === null ? null : Number(r[2])])),
          ],
    );
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

  /** Which of these holds are posted (captured or settled): for paying on a stake the house took. */
  async postedHolds(merchantId: number, holdIds: number[]): Promise<Set<number>> {
    if (holdIds.length === 0) return new Set();
    const rows = await this.#rows<{ id: number }>(
      this.#db,
      this.#pg
        ? `select id from ledger_holds where merchant_id = ? and state = 'posted' and id = any(?::int[])`
        : `select id from ledger_holds where merchant_id = ? and state = 'posted'
            and id in (select value from json_each(?))`,
      [merchantId, this.#pg ? holdIds : JSON.stringify(holdIds)],
    );
    return new Set(rows.map((r) => r.id));
  }
}
