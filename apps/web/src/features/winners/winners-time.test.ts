import { describe, expect, it } from 'vitest';
import { agoOf } from './winners-time.ts';

describe('how long ago a win was', () => {
  const now = 1_800_000_000_000;
  it('takes the largest whole unit', () => {
    expect(agoOf(now - 59_000, now)).toEqual({ unit: 'justNow' });
    expect(agoOf(now - 60_000, now)).toEqual({ unit: 'minutes', n: 1 });
    expect(agoOf(now - 59 * 60_000, now)).toEqual({ unit: 'minutes', n: 59 });
    expect(agoOf(now - 3 * 3_600_000 - 5, now)).toEqual({ unit: 'hours', n: 3 });
    expect(agoOf(now - 2 * 86_400_000, now)).toEqual({ unit: 'days', n: 2 });
  });
  it('reads a win stamped after the clock (another clock) as just now', () => {
    expect(agoOf(now + 5_000, now)).toEqual({ unit: 'justNow' });
  });
});
