// Counting placements per game (the popular order) without a write per ticket.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { addPlays } from './repo/games.ts';

/**
 * Placements per game, counted in memory and added to `lottery_games.plays` in one statement per
 * game when flushed (each scheduler tick, before the popular order is read, and when the
 * scheduler stops). A ticket no longer writes the game's row: on PostgreSQL that row would be
 * locked by every placement on the game until its commit, one placement after another. The
 * count is a popularity order, not money: counts of a process that dies before its flush are lost.
 */
export class PlayCounts {
  readonly #db: Kysely<Database>;
  #pending = new Map<number, number>();

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** `n` (one) more placements on the game of this id. */
  add(gameId: number, n = 1): void {
    this.#pending.set(gameId, (this.#pending.get(gameId) ?? 0) + n);
  }

  /** Writes the counts so far (those of a failed write are kept for the next flush). */
  async flush(): Promise<void> {
    if (this.#pending.size === 0) return;
    const counts = [...this.#pending];
    this.#pending = new Map();
    for (const [i, [id, n]] of counts.entries()) {
      try {
        await addPlays(this.#db, { id, n });
      } catch (err) {
        for (const [left, m] of counts.slice(i)) this.add(left, m);
        throw err;
      }
    }
  }
}
