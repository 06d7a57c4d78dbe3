import { CompiledQuery, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Work = {
  fn: (trx: Transaction<Database>) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
};

/** At most this many movements share one commit. */
const MAX_BATCH = 64;

const SAVEPOINT = CompiledQuery.raw('savepoint movement');
const ROLLBACK_TO = CompiledQuery.raw('rollback to movement');
const RELEASE = CompiledQuery.raw('release movement');

/**
 * Group commit for the embedded database: movements that arrive while a commit is under way
 * are run together in the next transaction, each inside its own savepoint, so one that fails
 * (not enough money, a reused key) rolls back alone while the others commit with a single
 * fsync. Every caller is answered only after that commit, so an acknowledged movement is
 * durable; if the commit itself fails, every movement of the batch fails.
 * (SQLite has one writer at a time and `synchronous=FULL`: the fsync per commit is the cost
 * worth sharing. PostgreSQL runs each movement in its own transaction instead.)
 */
export class GroupCommit {
  readonly #db: Kysely<Database>;
  readonly #queue: Work[] = [];
  #running = false;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  run<T>(fn: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.#queue.push({ fn, resolve: resolve as (v: unknown) => void, reject });
      if (!this.#running) void this.#drain();
    });
  }

  async #drain(): Promise<void> {
    this.#running = true;
    try {
      while (this.#queue.length > 0) {
        // Let the callers answered by the last commit queue their next movements first.
        await new Promise((resolve) => setImmediate(resolve));
        const batch = this.#queue.splice(0, MAX_BATCH);
        const outcomes: ({ ok: true; value: unknown } | { ok: false; error: unknown })[] = [];
        try {
          await this.#db.transaction().execute(async (trx) => {
            for (const work of batch) {
              await trx.executeQuery(SAVEPOINT);
              // A movement that went through releases its savepoint (its changes join the
              // transaction's: savepoints never nest deeper than one); a failed one rolls back to
              // its own and releases it.
              try {
                const value = await work.fn(trx);
                await trx.executeQuery(RELEASE);
                outcomes.push({ ok: true, value });
              } catch (error) {
                await trx.executeQuery(ROLLBACK_TO);
                await trx.executeQuery(RELEASE);
                outcomes.push({ ok: false, error });
              }
            }
          });
        } catch (error) {
          for (const work of batch) work.reject(error);
          continue;
        }
        batch.forEach((work, i) => {
          const o = outcomes[i]!;
          if (o.ok) work.resolve(o.value);
          else work.reject(o.error);
        });
      }
    } finally {
      this.#running = false;
    }
  }
}
