import { DatabaseSync, type SQLInputValue, type SQLOutputValue, type StatementSync } from 'node:sqlite';
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
 * connection guarded by a mutex, as SQLite serialises writers anyway; WAL with
 * synchronous=FULL so an acknowledged commit survives a power cut.
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
    return new SqliteAdapter();
  }
  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SqliteIntrospector(db);
  }
}

class NodeSqliteDriver implements Driver {
  readonly #options: NodeSqliteOptions;
  readonly #mutex = new Mutex();
  #connection: NodeSqliteConnection | undefined;

  constructor(options: NodeSqliteOptions) {
    this.#options = options;
  }

  init(): Promise<void> {
    const db = new DatabaseSync(this.#options.path);
    db.exec(`PRAGMA busy_timeout = ${this.#options.busyTimeoutMs ?? 5000}`);
    db.exec('PRAGMA journal_mode = WAL');
    db.exec('PRAGMA synchronous = FULL');
    db.exec('PRAGMA foreign_keys = ON');
    this.#connection = new NodeSqliteConnection(db, this.#options.statementCacheSize ?? 256);
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

class NodeSqliteConnection implements DatabaseConnection {
  readonly #db: DatabaseSync;
  readonly #cacheSize: number;
  readonly #statements = new Map<string, StatementSync>();

  readonly #functions = new Set<string>();

  constructor(db: DatabaseSync, cacheSize: number) {
    this.#db = db;
    this.#cacheSize = cacheSize;
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
  #prepare(sql: string): StatementSync {
    let stmt = this.#statements.get(sql);
    if (stmt) {
      this.#statements.delete(sql);
    } else {
      stmt = this.#db.prepare(sql);
      if (this.#statements.size >= this.#cacheSize) {
        const oldest = this.#statements.keys().next().value;
        if (oldest !== undefined) this.#statements.delete(oldest);
      }
    }
    this.#statements.set(sql, stmt);
    return stmt;
  }

  executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    try {
      const stmt = this.#prepare(compiled.sql);
      const params = compiled.parameters.map(toSqlite);
      if (stmt.columns().length > 0) {
        return Promise.resolve({ rows: stmt.all(...params) as R[] });
      }
      const { changes, lastInsertRowid } = stmt.run(...params);
      return Promise.resolve({
        rows: [],
        numAffectedRows: BigInt(changes),
        insertId: BigInt(lastInsertRowid),
      });
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
