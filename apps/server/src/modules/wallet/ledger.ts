import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { GroupCommit } from './group-commit.ts';

/**
 * The double-entry ledger (DESIGN "Money and ledger"): the only code that writes the ledger
 * tables. Amounts are bigint minor units. A member account keeps a cached balance and the sum
 * of its pending holds, both changed in the same statement that checks them; house accounts
 * are only appended to (their balance is the sum of their lines), so a busy game account is
 * never a row every bet has to lock.
 */
export type AccountRef = { member: number; code?: string } | { house: string };
/** Positive credits the account, negative debits it. */
export type Line = { account: AccountRef; amount: bigint };

export type Movement = {
  merchantId: number;
  currency: string;
  /** Unique per brand: a replay returns the first result and changes nothing. */
  idemKey: string;
  type: string;
  ref?: string;
  memo?: string;
  lines: Line[];
};

export type Posted = {
  entryId: number;
  replayed: boolean;
  /** Member accounts touched, with their balance right after this entry. */
  balances: { accountId: number; memberId: number; code: string; balance: bigint }[];
};

export type HoldRequest = {
  merchantId: number;
  currency: string;
  idemKey: string;
  member: number;
  code?: string;
  amount: bigint;
  type: string;
  ref?: string;
  /** A pending hold older than this is voided by `expireHolds`. */
  ttlMs: number;
};

export type MemberBalance = {
  accountId: number;
  code: string;
  balance: bigint;
  held: bigint;
  available: bigint;
};

type Tx = Transaction<Database>;
type Resolved = { id: number; ownerType: 'member' | 'house'; ownerId: number; code: string };

const big = (v: number | string | bigint | null): bigint => (v === null ? 0n : BigInt(v));
const keyOf = (merchantId: number, ref: AccountRef) =>
  'house' in ref ? `${merchantId}:h:0:${ref.house}` : `${merchantId}:m:${ref.member}:${ref.code ?? 'main'}`;

function fingerprint(parts: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(parts, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)))
    .digest('hex');
}

export class Ledger {
  readonly #db: Kysely<Database>;
  /** Account ids by owner key: accounts are never deleted, and only committed ids are cached. */
  readonly #accounts = new Map<string, Resolved>();

  readonly #onChange: ((merchantId: number, memberIds: number[]) => void) | undefined;

  readonly #group: GroupCommit | undefined;

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
  }

  /** One movement's transaction: its own, or a savepoint in a shared group commit. */
  #transaction<T>(fn: (trx: Tx) => Promise<T>): Promise<T> {
    return this.#group ? this.#group.run(fn) : this.#db.transaction().execute(fn);
  }

  #changed(merchantId: number, memberIds: number[]) {
    if (this.#onChange && memberIds.length > 0) this.#onChange(merchantId, [...new Set(memberIds)]);
  }

  /** For the wallet module's read models (account record); writes go through the methods below. */
  get db(): Kysely<Database> {
    return this.#db;
  }

  /** Finds or creates an account, committed on its own so a rolled-back movement cannot orphan a cached id. */
  async account(merchantId: number, currency: string, ref: AccountRef): Promise<Resolved> {
    const key = keyOf(merchantId, ref);
    const cached = this.#accounts.get(key);
    if (cached) return cached;
    const ownerType = 'house' in ref ? 'house' : 'member';
    const ownerId = 'house' in ref ? 0 : ref.member;
    const code = 'house' in ref ? ref.house : (ref.code ?? 'main');
    await this.#db
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
    const row = await this.#db
      .selectFrom('ledger_accounts')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .where('owner_type', '=', ownerType)
      .where('owner_id', '=', ownerId)
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    const resolved: Resolved = { id: row.id, ownerType, ownerId, code };
    this.#accounts.set(key, resolved);
    return resolved;
  }

  /** Posts one journal entry: two or more lines summing to zero, all or nothing. */
  async post(m: Movement): Promise<Posted> {
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
    const posted = await this.#transaction(async (trx): Promise<Posted> => {
      const entry = await this.#entry(trx, m, print);
      if (entry.replayed) return this.#replay(trx, entry.id);
      return { entryId: entry.id, replayed: false, balances: await this.#apply(trx, entry.id, lines) };
    });
    if (!posted.replayed)
      this.#changed(
        m.merchantId,
        posted.balances.map((b) => b.memberId),
      );
    return posted;
  }

  /** Inserts the entry row, or finds the one a replay of the same key wrote. */
  async #entry(
    trx: Tx,
    m: Pick<Movement, 'merchantId' | 'idemKey' | 'type' | 'ref' | 'memo'>,
    print: string,
  ): Promise<{ id: number; replayed: boolean }> {
    const inserted = await trx
      .insertInto('ledger_entries')
      .values({
        merchant_id: m.merchantId,
        idem_key: m.idemKey,
        type: m.type,
        fingerprint: print,
        ref: m.ref ?? '',
        memo: m.memo ?? '',
        created_at: Date.now(),
      })
      .onConflict((oc) => oc.columns(['merchant_id', 'idem_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) return { id: inserted.id, replayed: false };
    const existing = await trx
      .selectFrom('ledger_entries')
      .select(['id', 'fingerprint'])
      .where('merchant_id', '=', m.merchantId)
      .where('idem_key', '=', m.idemKey)
      .executeTakeFirstOrThrow();
    if (existing.fingerprint !== print) throw new AppError('idempotency.key.reused');
    return { id: existing.id, replayed: true };
  }

  async #replay(trx: Tx, entryId: number): Promise<Posted> {
    const rows = await trx
      .selectFrom('ledger_lines')
      .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_lines.account_id')
      .select([
        'ledger_accounts.id',
        'ledger_accounts.owner_id',
        'ledger_accounts.code',
        'ledger_lines.balance_after',
      ])
      .where('ledger_lines.entry_id', '=', entryId)
      .where('ledger_accounts.owner_type', '=', 'member')
      .orderBy('ledger_lines.id')
      .execute();
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
      let q = trx
        .updateTable('ledger_accounts')
        .set((eb) => ({ balance: eb('balance', '+', l.amount), held: eb('held', '-', release) }))
        .where('id', '=', l.account.id);
      // Never below zero: the check and the change are one statement (balance - held + release + amount,
      // left to right: no nested subtraction for the SQL to group differently).
      if (l.amount < 0n)
        q = q.where((eb) =>
          eb(eb(eb(eb('balance', '-', eb.ref('held')), '+', release), '+', l.amount), '>=', 0n),
        );
      const row = await q.returning('balance').executeTakeFirst();
      if (!row) throw new AppError('wallet.insufficient.funds');
      after.set(l.account.id, big(row.balance));
    }
    const now = Date.now();
    await trx
      .insertInto('ledger_lines')
      .values(
        lines.map((l) => ({
          entry_id: entryId,
          account_id: l.account.id,
          amount: l.amount,
          balance_after: after.get(l.account.id) ?? null,
          created_at: now,
        })),
      )
      .execute();
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
    const held = await this.#transaction(async (trx) => {
      const now = Date.now();
      const inserted = await trx
        .insertInto('ledger_holds')
        .values({
          merchant_id: h.merchantId,
          idem_key: h.idemKey,
          account_id: account.id,
          amount: h.amount,
          state: 'pending',
          type: h.type,
          ref: h.ref ?? '',
          expires_at: now + h.ttlMs,
          entry_id: null,
          created_at: now,
          settled_at: null,
        })
        .onConflict((oc) => oc.columns(['merchant_id', 'idem_key']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) {
        const existing = await trx
          .selectFrom('ledger_holds')
          .select(['id', 'account_id', 'amount'])
          .where('merchant_id', '=', h.merchantId)
          .where('idem_key', '=', h.idemKey)
          .executeTakeFirstOrThrow();
        if (existing.account_id !== account.id || big(existing.amount) !== h.amount)
          throw new AppError('idempotency.key.reused');
        return { holdId: existing.id, replayed: true };
      }
      const row = await trx
        .updateTable('ledger_accounts')
        .set((eb) => ({ held: eb('held', '+', h.amount) }))
        .where('id', '=', account.id)
        .where((eb) => eb(eb('balance', '-', eb.ref('held')), '>=', h.amount))
        .returning('id')
        .executeTakeFirst();
      if (!row) throw new AppError('wallet.insufficient.funds');
      return { holdId: inserted.id, replayed: false };
    });
    if (!held.replayed) this.#changed(h.merchantId, [h.member]);
    return held;
  }

  /**
   * Posts a pending hold: `amount` (at most the held sum) leaves the member for `to`, and the
   * whole hold is released. Idempotent on `idemKey`.
   */
  async capture(c: {
    merchantId: number;
    currency: string;
    holdId: number;
    idemKey: string;
    to: AccountRef;
    type: string;
    amount?: bigint;
    ref?: string;
  }): Promise<Posted> {
    const to = await this.account(c.merchantId, c.currency, c.to);
    const posted = await this.#transaction(async (trx): Promise<Posted> => {
      const hold = await trx
        .selectFrom('ledger_holds')
        .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_holds.account_id')
        .select([
          'ledger_holds.amount',
          'ledger_holds.state',
          'ledger_holds.account_id',
          'ledger_accounts.owner_id',
          'ledger_accounts.code',
        ])
        .where('ledger_holds.id', '=', c.holdId)
        .where('ledger_holds.merchant_id', '=', c.merchantId)
        .executeTakeFirst();
      if (!hold) throw new AppError('wallet.hold.not.pending');
      const held = big(hold.amount);
      const amount = c.amount ?? held;
      if (amount <= 0n || amount > held) throw new Error('capture amount must be within the hold');
      const print = fingerprint({ type: c.type, hold: c.holdId, to: to.id, amount });
      const entry = await this.#entry(trx, { ...c, memo: '' }, print);
      if (entry.replayed) return this.#replay(trx, entry.id);
      const settled = await trx
        .updateTable('ledger_holds')
        .set({ state: 'posted', entry_id: entry.id, settled_at: Date.now() })
        .where('id', '=', c.holdId)
        .where('state', '=', 'pending')
        .executeTakeFirst();
      if (Number(settled.numUpdatedRows) !== 1) throw new AppError('wallet.hold.not.pending');
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
    if (!posted.replayed)
      this.#changed(
        c.merchantId,
        posted.balances.map((b) => b.memberId),
      );
    return posted;
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
      .where('state', '=', 'pending')
      .where('expires_at', '<=', now)
      .limit(limit)
      .execute();
    let n = 0;
    for (const h of due) if (await this.void(h.merchant_id, h.id)) n++;
    return n;
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
}
