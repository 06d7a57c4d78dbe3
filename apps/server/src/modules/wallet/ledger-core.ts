// What every part of the ledger shares: the database, its engine's spelling of hand-written SQL,
// the movement's transaction, the after-commit announcement and the account cache.
import { CompiledQuery, PostgresAdapter, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { runStatement } from '../../db/statements.ts';
import { GroupCommit } from './group-commit.ts';
import { ledgerRepo } from './ledger-repo.ts';
import { LIST_SQL } from './ledger-sql.ts';
import type { AccountRef } from './ledger-types.ts';

export type Tx = Transaction<Database>;
export type On = Kysely<Database> | Tx;
/** A bound value as both drivers take it. */
export type Param = number | string | bigint | null | (number | string | null)[];
/** A hand-written statement (`?` placeholders) and its values. */
export type Statement = { text: string; params: Param[] };
export type Resolved = { id: number; ownerType: 'member' | 'house'; ownerId: number; code: string };
/** An account to find or create: a member's or a house account of a brand, in its currency. */
export type AccountQuery = { merchantId: number; currency: string; ref: AccountRef };

type Row = Record<string, unknown>;

export const big = (v: number | string | bigint | null): bigint => (v === null ? 0n : BigInt(v));
export const keyOf = (merchantId: number, ref: AccountRef) =>
  'house' in ref ? `${merchantId}:h:0:${ref.house}` : `${merchantId}:m:${ref.member}:${ref.code ?? 'main'}`;

/** What a failed fast-path statement on PostgreSQL leaves behind: nothing (see `fast`). */
const FALL_BACK = new Set([
  '23505' /* unique_violation: a replay */,
  '22012' /* division_by_zero: a guard */,
]);

const BEGIN = CompiledQuery.raw('begin');
const COMMIT = CompiledQuery.raw('commit');
const ROLLBACK = CompiledQuery.raw('rollback');

/** The ledger's plumbing (see `Ledger`); only the ledger's own files use it. */
export class LedgerCore {
  readonly db: Kysely<Database>;
  /** PostgreSQL: hold and capture go first as one autocommitted statement each. */
  readonly pg: boolean;
  /** Account ids by owner key: accounts are never deleted, and only committed ids are cached. */
  readonly accounts = new Map<string, Resolved>();
  readonly #onChange: ((merchantId: number, memberIds: number[]) => void) | undefined;
  readonly #group: GroupCommit | undefined;

  constructor(
    db: Kysely<Database>,
    options: {
      onChange?: ((merchantId: number, memberIds: number[]) => void) | undefined;
      groupCommit?: boolean;
    },
  ) {
    this.db = db;
    this.#onChange = options.onChange;
    this.#group = options.groupCommit ? new GroupCommit(db) : undefined;
    this.pg = db.getExecutor().adapter instanceof PostgresAdapter;
  }

  /** Runs one hand-written statement in a transaction, or on its own. */
  async rows<R = Row>(on: On, s: Statement): Promise<R[]> {
    return runStatement<R>(on, { pg: this.pg, ...s });
  }

  /**
   * PostgreSQL's one-statement fast path: the rows, or undefined when the statement rolled back
   * on a unique key or a guard (then nothing was written and the general path decides).
   */
  async fast<R>(s: Statement): Promise<R[] | undefined> {
    try {
      return (await this.db.executeQuery<R>(CompiledQuery.raw(s.text, s.params))).rows;
    } catch (error) {
      if (FALL_BACK.has((error as { code?: unknown }).code as string)) return undefined;
      throw error;
    }
  }

  /** One movement's transaction: its own, or a savepoint in a shared group commit. */
  transaction<T>(fn: (trx: Tx) => Promise<T>): Promise<T> {
    if (this.#group) return this.#group.run(fn);
    return this.pg ? this.#pgTransaction(fn) : this.db.transaction().execute(fn);
  }

  /**
   * PostgreSQL: a transaction on one connection whose BEGIN is not waited for: the driver sends
   * the first statement right after it on the same connection, so a transaction costs one round
   * trip (and one wait of this thread) less. The BEGIN's own answer is checked before the COMMIT.
   */
  async #pgTransaction<T>(fn: (trx: Tx) => Promise<T>): Promise<T> {
    return this.db.connection().execute(async (conn) => {
      const begun = conn.executeQuery(BEGIN);
      try {
        const out = await fn(conn as unknown as Tx);
        await begun;
        await conn.executeQuery(COMMIT);
        return out;
      } catch (error) {
        await begun.catch(() => undefined);
        await conn.executeQuery(ROLLBACK);
        throw error;
      }
    });
  }

  /** Announces, after the commit, which members' money moved. */
  changed(merchantId: number, memberIds: number[]) {
    if (this.#onChange && memberIds.length > 0) this.#onChange(merchantId, [...new Set(memberIds)]);
  }

  /**
   * Finds or creates an account, committed on its own so a rolled-back movement cannot orphan a
   * cached id. Inside a transaction (`on`) the id is found or created there and not cached.
   */
  async account(a: AccountQuery, on: On = this.db): Promise<Resolved> {
    const { merchantId, ref } = a;
    const key = keyOf(merchantId, ref);
    const cached = this.accounts.get(key);
    if (cached) return cached;
    const ownerType = 'house' in ref ? 'house' : 'member';
    const ownerId = 'house' in ref ? 0 : ref.member;
    const code = 'house' in ref ? ref.house : (ref.code ?? 'main');
    const id = await ledgerRepo.ensureAccount(on, {
      key: { merchantId, ownerType, ownerId, code },
      currency: a.currency,
      now: Date.now(),
    });
    const resolved: Resolved = { id, ownerType, ownerId, code };
    if (on === this.db) this.accounts.set(key, resolved);
    return resolved;
  }
}

/** One line to write: its account, amount and (member accounts) balance after. */
export type LineRow = readonly [accountId: number, amount: bigint, after: bigint | null];

/** All lines of an entry as one statement, the list spelled as this engine takes it. */
export function linesStatement(
  pg: boolean,
  e: { entryId: number; rows: LineRow[]; now?: number },
): Statement {
  const { entryId, rows, now = Date.now() } = e;
  const text = pg ? LIST_SQL.pg.lines : LIST_SQL.lite.lines;
  if (!pg)
    return {
      text,
      params: [
        entryId,
        now,
        JSON.stringify(rows.map((r) => [r[0], Number(r[1]), r[2] === null ? null : Number(r[2])])),
      ],
    };
  return {
    text,
    params: [
      entryId,
      now,
      rows.map((r) => r[0]),
      rows.map((r) => String(r[1])),
      rows.map((r) => (r[2] === null ? null : String(r[2]))),
    ],
  };
}
