import { describe, expect, it } from 'vitest';
import { createThrottle, secondsLeft, THROTTLE_MS } from './throttle.ts';

describe('createThrottle (SMS sends and captcha refreshes: once per 1000 ms)', () => {
  it('lets one action through per second', () => {
    let now = 10_000;
    const gate = createThrottle(THROTTLE_MS, () => now);
    expect(gate()).toBe(true);
    now += 999;
    expect(gate()).toBe(false);
    now += 1;
    expect(gate()).toBe(true);
    expect(gate()).toBe(false);
  });

  it('a refused try does not restart the interval', () => {
    let now = 0;
    const gate = createThrottle(1000, () => now);
    gate();
    now = 500;
    gate();
    now = 1000;
    expect(gate()).toBe(true);
  });
});

describe('secondsLeft (SMS countdown: expiredMinutes × 60 s)', () => {
  it('counts whole seconds down to zero', () => {
    const until = 5 * 60_000;
    expect(secondsLeft(until, 0)).toBe(300);
    expect(secondsLeft(until, 1)).toBe(300);
    expect(secondsLeft(until, 1000)).toBe(299);
    expect(secondsLeft(until, until - 1)).toBe(1);
    expect(secondsLeft(until, until)).toBe(0);
    expect(secondsLeft(until, until + 5000)).toBe(0);
  });
});
