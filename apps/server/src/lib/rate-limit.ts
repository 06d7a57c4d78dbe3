export type RateDecision = { ok: true } | { ok: false; retryAfterSeconds: number };

/**
 * Counts events per (bucket, key) in a sliding window, shared by every server process (SMS per
 * number, logins per account, registrations per IP). `take` is one atomic step wherever the
 * counts live: of N requests racing for a limit of k, exactly k get a slot.
 */
export type RateLimiter = {
  /** Takes one slot if fewer than `limit` events happened in the window; else when one frees up. */
  take(bucket: string, key: string, limit: number, windowMs: number): Promise<RateDecision>;
  count(bucket: string, key: string, windowMs: number): Promise<number>;
  /** Adds an event whatever the count (a failure to remember). */
  record(bucket: string, key: string): Promise<void>;
  clear(bucket: string, key: string): Promise<void>;
  close(): Promise<void>;
};

export const retryAfterSeconds = (
  oldest: number,
  { windowMs, now }: { windowMs: number; now: number },
): number => Math.max(1, Math.ceil((oldest + windowMs - now) / 1000));
