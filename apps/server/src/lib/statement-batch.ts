/** At most this many operations share one statement. */
const MAX_BATCH = 32;

/**
 * Thrown inside a batch's transaction when the batch applied nothing: the transaction rolls back
 * rather than commit empty, and every operation runs alone.
 */
export class NothingApplied extends Error {}

type Pending<I, O> = { item: I; resolve: (value: O | undefined) => void };

/**
 * Batching for PostgreSQL's fast paths: operations of one kind that arrive while a batch of that
 * kind is under way are sent together in the next one, as one autocommitted statement (the
 * ledger's holds and captures: one round trip, one commit) or one short transaction of set-based
 * statements (in-house rounds: nonces, money, rounds and betting records, a few round trips and
 * one commit for the whole batch). One batch of a kind is under way at a time: a second one on
 * another connection was measured slower, the batches getting smaller. `run` answers, per operation, its result or undefined
 * when the batch did not apply it (then the caller runs the general path alone); a batch that
 * fails as a whole leaves nothing behind, so every operation in it gets undefined. Callers are
 * answered only after the statement returned, that is after its commit.
 * `key` names what two operations of one batch must not share (an idempotency key, an account);
 * an operation whose key is taken waits for the next batch.
 */
export class StatementBatch<I, O> {
  readonly #run: (items: I[]) => Promise<(O | undefined)[]>;
  readonly #keys: (item: I) => string[];
  readonly #queue: Pending<I, O>[] = [];
  #running = false;

  constructor(run: (items: I[]) => Promise<(O | undefined)[]>, keys: (item: I) => string[]) {
    this.#run = run;
    this.#keys = keys;
  }

  submit(item: I): Promise<O | undefined> {
    return new Promise((resolve) => {
      this.#queue.push({ item, resolve });
      if (!this.#running) void this.#drain();
    });
  }

  async #drain(): Promise<void> {
    this.#running = true;
    try {
      while (this.#queue.length > 0) {
        const batch: Pending<I, O>[] = [];
        const taken = new Set<string>();
        for (let i = 0; i < this.#queue.length && batch.length < MAX_BATCH;) {
          const keys = this.#keys(this.#queue[i]!.item);
          if (keys.some((k) => taken.has(k))) {
            i++;
            continue;
          }
          for (const k of keys) taken.add(k);
          batch.push(...this.#queue.splice(i, 1));
        }
        let results: (O | undefined)[];
        try {
          results = await this.#run(batch.map((p) => p.item));
        } catch {
          results = [];
        }
        batch.forEach((p, i) => p.resolve(results[i]));
      }
    } finally {
      this.#running = false;
    }
  }
}

/**
 * The last `size` keys a batch applied (request ids, about 60 bytes each): a retry of one runs
 * alone straight away rather than failing a whole batch on its unique keys.
 */
export class RecentKeys {
  readonly #keys = new Set<string>();
  readonly #size: number;

  constructor(size = 100_000) {
    this.#size = size;
  }

  has(key: string): boolean {
    return this.#keys.has(key);
  }

  add(key: string): void {
    this.#keys.add(key);
    if (this.#keys.size > this.#size) this.#keys.delete(this.#keys.values().next().value!);
  }
}
