import { identityChanges, SESSION_CACHE_MS } from './changes.ts';
import type { SessionWithMember } from './sessions-repo.ts';

type Entry = { since: number; at: number; found: SessionWithMember };

/**
 * Resolved sessions by token hash, for SESSION_CACHE_MS at most: a member's requests in a burst
 * (bets, balance, pages) read their session and member once. An entry is dropped as soon as its
 * member or session is marked changed (`identityChanges`: this process's writes at once, other
 * nodes' over the notice bus); a change no notice told (another process without Redis, an edit
 * by hand in the database) is seen when the entry runs out. Only usable sessions are kept.
 */
export class SessionCache {
  readonly #entries = new Map<string, Entry>();
  readonly #ttlMs: number;
  readonly #max: number;

  constructor({ ttlMs = SESSION_CACHE_MS, max = 10_000 }: { ttlMs?: number; max?: number } = {}) {
    this.#ttlMs = ttlMs;
    this.#max = max;
  }

  get(tokenHash: string, now: number): SessionWithMember | undefined {
    const e = this.#entries.get(tokenHash);
    if (!e) return undefined;
    if (now - e.at < this.#ttlMs && !this.#stale(e)) return e.found;
    this.#entries.delete(tokenHash);
    return undefined;
  }

  /** Keeps what a read begun at `since` (`identityChanges.now()`) and time `at` found, unless it changed meanwhile. */
  set(tokenHash: string, e: Entry): void {
    if (this.#ttlMs <= 0 || this.#stale(e)) return;
    if (this.#entries.size >= this.#max) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(tokenHash, e);
  }

  drop(tokenHash: string): void {
    this.#entries.delete(tokenHash);
  }

  #stale(e: Entry): boolean {
    return identityChanges.changedSince(e.since, {
      memberId: e.found.member.id,
      sessionId: e.found.session.id,
    });
  }
}
