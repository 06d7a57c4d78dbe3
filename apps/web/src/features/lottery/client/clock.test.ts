import { describe, expect, it } from 'vitest';
import { countdownText, phaseOf, serverNow, syncFromRemain, syncServerTime, zonedTimeText } from './clock.ts';

describe('server clock', () => {
  // The order matters: the offset is module state, and the first event locks out near answers.
  it('moves by a near-draws answer only when it is more than its second off', () => {
    const local = Date.now();
    // 10 s to a close at local + 9.5 s: the clock may be right, keep it
    syncFromRemain({ closeTime: local + 9_500, remainSeconds: 10 }, local);
    expect(serverNow() - Date.now()).toBeLessThanOrEqual(0);
    expect(serverNow() - Date.now()).toBeGreaterThan(-100);
    // 30 s to a close at local + 40 s: the server is 10 s ahead of the phone
    syncFromRemain({ closeTime: local + 40_000, remainSeconds: 30 }, local);
    const off = serverNow() - Date.now();
    expect(off).toBeGreaterThan(10_000 - 100);
    expect(off).toBeLessThanOrEqual(10_500);
  });

  it('follows the events stream once it has spoken, whatever a near answer says', () => {
    syncServerTime(Date.now() + 90_000);
    expect(serverNow() - Date.now()).toBeGreaterThanOrEqual(89_000);
    expect(serverNow() - Date.now()).toBeLessThanOrEqual(91_000);
    const local = Date.now();
    syncFromRemain({ closeTime: local + 10_000, remainSeconds: 70 }, local);
    expect(serverNow() - Date.now()).toBeGreaterThanOrEqual(89_000);
    syncServerTime(Date.now());
    expect(Math.abs(serverNow() - Date.now())).toBeLessThan(1000);
  });

  it('says whether a draw takes bets, is locked or is past its draw time', () => {
    const draw = { closeTime: 1000, drawTime: 2000 };
    expect(phaseOf(999, draw)).toBe('open');
    expect(phaseOf(1000, draw)).toBe('locked');
    expect(phaseOf(2000, draw)).toBe('drawing');
  });

  it('writes countdowns in whole seconds rounded up', () => {
    expect(countdownText(59_001)).toBe('01:00');
    expect(countdownText(75_000)).toBe('01:15');
    expect(countdownText(5_000)).toBe('00:05');
    expect(countdownText(-3)).toBe('00:00');
    expect(countdownText(3_725_000)).toBe('01:02:05');
    expect(countdownText(90_061_000)).toBe('1d 01:01:01');
  });

  it("writes a draw time in the game's own zone", () => {
    // Monday 2026-07-20 18:15 in Vietnam (11:15 UTC)
    expect(zonedTimeText(Date.UTC(2026, 6, 20, 11, 15), 420)).toBe('18:15 20/07');
  });
});
