import { describe, expect, it } from 'vitest';
import { countdownText, phaseOf, serverNow, syncFromRemain, syncServerTime } from './clock.ts';

describe('server clock', () => {
  it('follows the server time it is told, not the local clock', () => {
    syncServerTime(Date.now() + 90_000);
    expect(serverNow() - Date.now()).toBeGreaterThanOrEqual(89_000);
    expect(serverNow() - Date.now()).toBeLessThanOrEqual(91_000);
    syncServerTime(Date.now());
    expect(Math.abs(serverNow() - Date.now())).toBeLessThan(1000);
  });

  it('moves by a near-draws answer only when it is more than its second off', () => {
    const local = 1_000_000;
    syncServerTime(local, local);
    // 10 s to a close at local + 9.5 s: the clock may be right, keep it
    syncFromRemain(local + 9_500, 10, local);
    expect(serverNow() - Date.now()).toBe(0);
    // 70 s to a close at local + 10 s: the server is a minute ahead
    syncFromRemain(local + 10_000, 70, local);
    const off = serverNow() - Date.now();
    expect(off).toBeGreaterThanOrEqual(-60_500 + 500);
    expect(off).toBeLessThan(-59_000);
    syncServerTime(Date.now());
  });

  it('says whether a draw takes bets, is locked or is past its draw time', () => {
    const draw = { closeTime: 1000, drawTime: 2000 };
    expect(phaseOf(999, draw)).toBe('open');
    expect(phaseOf(1000, draw)).toBe('locked');
    expect(phaseOf(2000, draw)).toBe('drawing');
  });

  it('writes countdowns in whole seconds rounded up', () => {
    expect(countdownText(59_001)).toBe('01:00');
    expect(countdownText(5_000)).toBe('00:05');
    expect(countdownText(-3)).toBe('00:00');
    expect(countdownText(3_725_000)).toBe('01:02:05');
    expect(countdownText(90_061_000)).toBe('1d 01:01:01');
  });
});
