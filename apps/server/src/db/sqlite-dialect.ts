import { DatabaseSync, type SQLInputValue, type SQLOutputValue, type StatementSync } from 'node:sqlite';
import { statementTimes } from './sqlite-statement-times.ts';
import { WalSync } from './sqlite-wal-sync.ts';
import {
  CompiledQuery,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
} from 'kysely';

/** A scalar SQL function written in JS: gets the row's values, answers one value. */
export type SqliteFunction = (...args: SQLOutputValue[]) => SQLInputValue;

const functions = new Map<string, SqliteFunction>();

/**
 * Registers a scalar function on every embedded-database connection, present and future (a
 * module registers its own at load; connections pick new ones up when next acquired). Direct
 * calls only: no view, trigger or schema object can call it.
 */
export function registerSqliteFunction(name: string, fn: SqliteFunction): void {
  functions.set(name, fn);
}

export type NodeSqliteOptions = {
  /** File path, or ':memory:'. */
  path: string;
  /** How many prepared statements to keep; statements are keyed by their SQL text. */
  statementCacheSize?: number;
  busyTimeoutMs?: number;
};

/**
 * Kysely dialect for Node's built-in `node:sqlite` (no native build at install). One
 * connection guarded by a mutex, as SQLite serialises writers anyway; WAL, with every commit
 * flushed to disk before it is answered (off the event loop: `WalSync`), so an acknowledged
 * commit survives a power cut.
 */
export class NodeSqliteDialect implements Dialect {
  readonly #options: NodeSqliteOptions;
  constructor(options: NodeSqliteOptions) {
    this.#options = options;
  }
  createDriver(): Driver {
    return new NodeSqliteDriver(this.#options);
  }
  createQueryCompiler(): QueryCompiler {
    return new SqliteQueryCompiler();
  }
  createAdapter(): DialectAdapter {
    return new NodeSqliteAdapter();
  }
  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SqliteIntrospector(db);
  }
}

/**
 * SQLite runs DDL inside a transaction like any other statement: with this, Kysely's migrator
 * runs a start's pending migrations in one `begin immediate` transaction, so two processes that
 * start on one file migrate one after the other instead of both adding the same column.
 */
class NodeSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

/** How long a statement waits for another process's write lock before it fails (SQLITE_BUSY). */
export const SQLITE_BUSY_TIMEOUT_MS = 5000;

class NodeSqliteDriver implements Driver {
  readonly #options: NodeSqliteOptions;
  readonly #mutex = new Mutex();
  #connection: NodeSqliteConnection | undefined;

  constructor(options: NodeSqliteOptions) {
    this.#options = options;
  }

  init(): Promise<void> {
    const db = new DatabaseSync(this.#options.path);
    db.exec(`PRAGMA busy_timeout = ${this.#options.busyTimeoutMs ?? SQLITE_BUSY_TIMEOUT_MS}`);
    const mode = db.prepare('PRAGMA journal_mode = WAL').get() as { journal_mode: string };
    // A file in WAL mode: commits are made durable off the event loop (see WalSync). Anything
    // else (an in-memory database) keeps SQLite's own full sync.
    const wal = mode.journal_mode === 'wal' ? new WalSync(this.#options.path) : undefined;
    db.exec(`PRAGMA synchronous = ${wal ? 'NORMAL' : 'FULL'}`);
    db.exec('PRAGMA foreign_keys = ON');
    // Savepoints (the group commit gives each movement one) copy every page they change into a
    // sub-journal: kept in memory, not in a temporary file written page by page.
    db.exec('PRAGMA temp_store = MEMORY');
    this.#connection = new NodeSqliteConnection(db, {
      cacheSize: this.#options.statementCacheSize ?? 256,
      wal,
    });
    return Promise.resolve();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.#mutex.lock();
    this.#connection!.registerFunctions();
    return this.#connection!;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }
  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }
  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${name}`));
  }
  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to ${name}`));
  }
  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release ${name}`));
  }

  releaseConnection(): Promise<void> {
    this.#mutex.unlock();
    return Promise.resolve();
  }

  async destroy(): Promise<void> {
    await this.#mutex.lock();
    this.#connection?.close();
    this.#connection = undefined;
    this.#mutex.unlock();
  }
}

/** node:sqlite binds only null, numbers, bigints, strings and bytes. */
const toSqlite = (v: unknown): SQLInputValue => {
  if (v === undefined || v === null) return null;
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'number' || typeof v === 'bigint' || typeof v === 'string') return v;
  if (v instanceof Uint8Array) return v;
  return JSON.stringify(v);
};

/** A cached statement: whether it answers rows, and whether it may write (all but SELECTs). */
type Prepared = { stmt: StatementSync; reader: boolean; writes: boolean };

const SELECT = /^\s*(?:\/\*[\s\S]*?\*\/\s*)*select\b/i;

class NodeSqliteConnection implements DatabaseConnection {
  readonly #db: DatabaseSync;
  readonly #cacheSize: number;
  readonly #wal: WalSync | undefined;
  readonly #statements = new Map<string, Prepared>();

  readonly #functions = new Set<string>();

  constructor(db: DatabaseSync, options: { cacheSize: number; wal: WalSync | undefined }) {
    this.#db = db;
    this.#cacheSize = options.cacheSize;
    this.#wal = options.wal;
  }

  /** Registers the functions of `registerSqliteFunction` this connection does not have yet. */
  registerFunctions(): void {
    if (this.#functions.size === functions.size) return;
    for (const [name, fn] of functions) {
      if (this.#functions.has(name)) continue;
      this.#db.function(name, { deterministic: false, directOnly: true, varargs: true }, fn);
      this.#functions.add(name);
    }
  }

  /** Least-recently-used cache: a Map keeps insertion order, so re-inserting marks use. */
  #prepare(sql: string): Prepared {
    let stmt = this.#statements.get(sql);
    if (stmt) {
      this.#statements.delete(sql);
    } else {
      const prepared = this.#db.prepare(sql);
      // Whether it answers rows is fixed by its text: asked once (columns() builds a
      // description of every result column).
      stmt = { stmt: prepared, reader: prepared.columns().length > 0, writes: !SELECT.test(sql) };
      if (this.#statements.size >= this.#cacheSize) {
        const oldest = this.#statements.keys().next().value;
        if (oldest !== undefined) this.#statements.delete(oldest);
      }
    }
    this.#statements.set(sql, stmt);
    return stmt;
  }

  executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    if (!statementTimes) return this.#exec<R>(compiled);
    const start = process.hrtime.bigint();
    try {
      return this.#exec<R>(compiled);
    } finally {
      statementTimes.note(compiled.sql, start);
    }
  }

  #exec<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    try {
      const { stmt, reader, writes } = this.#prepare(compiled.sql);
      const params = compiled.parameters.map(toSqlite);
      let result: QueryResult<R>;
      if (reader) {
        result = { rows: stmt.all(...params) as R[] };
      } else {
        const { changes, lastInsertRowid } = stmt.run(...params);
        result = { rows: [], numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid) };
      }
      // A write that ended outside a transaction committed (a COMMIT, or a statement on its
      // own): answer once it is on disk.
      if (writes && this.#wal && !this.#db.isTransaction) return this.#wal.sync().then(() => result);
      return Promise.resolve(result);
    } catch (err) {
      return Promise.reject(err instanceof Error ? err : new Error(String(err)));
    }
  }

  streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming is not supported on node:sqlite');
  }

  close(): void {
    this.#statements.clear();
    this.#db.close();
    this.#wal?.close();
  }
}

class Mutex {
  #promise: Promise<void> | undefined;
  #resolve: (() => void) | undefined;

  async lock(): Promise<void> {
    while (this.#promise) await this.#promise;
    this.#promise = new Promise((resolve) => {
      this.#resolve = resolve;
    });
  }

  unlock(): void {
    const resolve = this.#resolve;
    this.#promise = undefined;
    this.#resolve = undefined;
    resolve?.();
  }
}
