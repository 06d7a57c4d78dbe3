import type { NoticeBus } from '../../lib/config-bus.ts';

/**
 * Marks of what changed since a cached session was read: a member's row written (any column:
 * status, type, passwords, profile) or a member's sessions ended, one session ended. Every write
 * of this process to `members` goes through `membersRepo`, and every session end through
 * `Sessions`: they mark here, and tell the other nodes over the notice bus (Redis) when the app
 * has one; a node that hears a notice marks the same. Process-wide, so every `Sessions` of the
 * process sees every mark. Marks older than the cache's life are dropped: no entry can be older.
 */
type Mark = { seq: number; at: number };

/** How long a resolved session is used without reading it again (docs/product/accounts.md#sessions). */
export const SESSION_CACHE_MS = 5_000;
/**
 * A member or session marked this recently is never served from the cache nor kept in it: a
 * write inside a transaction marks before its commit, and a read between the two would find the
 * old row, so nothing read in that window may outlive it.
 */
export const SETTLE_MS = 1_000;

let seq = 0;
/** Everything read before this counter is stale (a notice bus that reconnected may have missed notices). */
let epoch = 0;
const members = new Map<number, Mark>();
const sessions = new Map<number, Mark>();
const buses = new Set<NoticeBus>();
/** Who wants to hear of each mark as it is made (open streams watching their session). */
export type Change = { memberId?: number; sessionId?: number };
const watchers = new Set<(change: Change) => void>();
const told = (change: Change) => {
  for (const w of watchers) w(change);
};

const MEMBER = 'm:';
const SESSION = 's:';

function mark(marks: Map<number, Mark>, id: number) {
  const now = Date.now();
  marks.set(id, { seq: ++seq, at: now });
  if (marks.size > 4096) for (const [k, m] of marks) if (now - m.at > 2 * SESSION_CACHE_MS) marks.delete(k);
}

async function tell(message: string) {
  // A lost notice is bounded by the cache's life: the change itself is already committed.
  await Promise.all([...buses].map((b) => b.publish(message).catch(() => undefined)));
}

export const identityChanges = {
  /** The counter a cache entry remembers when its read starts. */
  now: (): number => seq,

  /** Whether the member or the session changed after `since` (or everything did). */
  changedSince(since: number, { memberId, sessionId }: { memberId: number; sessionId: number }): boolean {
    if (epoch > since) return true;
    const m = members.get(memberId);
    const s = sessions.get(sessionId);
    if (!m && !s) return false;
    const now = Date.now();
    const moved = (x: Mark | undefined) => x !== undefined && (x.seq > since || now - x.at < SETTLE_MS);
    return moved(m) || moved(s);
  },

  /** A member's row was written or all its sessions ended. */
  async member(id: number): Promise<void> {
    mark(members, id);
    told({ memberId: id });
    if (buses.size > 0) await tell(`${MEMBER}${id}`);
  },

  /** One session ended. */
  async session(id: number): Promise<void> {
    mark(sessions, id);
    told({ sessionId: id });
    if (buses.size > 0) await tell(`${SESSION}${id}`);
  },

  /** Everything cached so far is stale. */
  all(): void {
    epoch = ++seq;
    told({});
  },

  /** Calls `listener` at every mark of this node or another's (`{}`: everything changed); answers how to stop. */
  watch(listener: (change: Change) => void): () => void {
    watchers.add(listener);
    return () => watchers.delete(listener);
  },

  /** Hears the other nodes' notices and tells them this node's; answers how to stop. */
  async listen(bus: NoticeBus): Promise<() => Promise<void>> {
    await bus.subscribe((message) => {
      const id = Number(message.slice(2));
      if (!Number.isSafeInteger(id)) return identityChanges.all();
      if (message.startsWith(MEMBER)) {
        mark(members, id);
        told({ memberId: id });
      } else if (message.startsWith(SESSION)) {
        mark(sessions, id);
        told({ sessionId: id });
      } else identityChanges.all();
    });
    buses.add(bus);
    // Notices sent while this node was not listening yet are lost: start from nothing.
    identityChanges.all();
    return () => {
      buses.delete(bus);
      return Promise.resolve();
    };
  },
};
