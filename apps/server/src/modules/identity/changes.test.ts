import { afterEach, describe, expect, it, vi } from 'vitest';
import { identityChanges, SETTLE_MS } from './changes.ts';

afterEach(() => vi.useRealTimers());

describe('identity changes', () => {
  it('treat a member written moments ago as changed even for a read begun after the mark', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    await identityChanges.member(4242);
    // a read that starts after the mark, while the write's transaction may not have committed yet
    const since = identityChanges.now();
    expect(identityChanges.changedSince(since, { memberId: 4242, sessionId: 1 })).toBe(true);
    vi.setSystemTime(1_000_000 + SETTLE_MS + 1);
    expect(identityChanges.changedSince(since, { memberId: 4242, sessionId: 1 })).toBe(false);
    // another member is not touched by the mark
    expect(identityChanges.changedSince(0, { memberId: 4343, sessionId: 2 })).toBe(false);
  });

  it('treat a session ended moments ago as changed', async () => {
    vi.useFakeTimers({ now: 2_000_000 });
    await identityChanges.session(77);
    const since = identityChanges.now();
    expect(identityChanges.changedSince(since, { memberId: 1, sessionId: 77 })).toBe(true);
    vi.setSystemTime(2_000_000 + SETTLE_MS + 1);
    expect(identityChanges.changedSince(since, { memberId: 1, sessionId: 77 })).toBe(false);
  });
});
