import { describe, expect, it } from 'vitest';
import { dayRange, dayText, formatTimestamp, QUICK_RANGES, quickRange } from './time.ts';

describe('time', () => {
  it('formats times as yyyy-MM-dd HH:mm:ss in local time', () => {
    expect(formatTimestamp(new Date(2026, 0, 5, 7, 8, 9).getTime())).toBe('2026-01-05 07:08:09');
    expect(formatTimestamp(new Date(2026, 11, 31, 23, 59, 0).getTime())).toBe('2026-12-31 23:59:00');
  });

  it('gives today and the previous 7 or 30 days, across month ends, never a day after today', () => {
    const now = new Date(2026, 2, 3, 15, 30); // 3 March
    expect(QUICK_RANGES).toEqual(['today', 'prev7', 'prev30']);
    expect(quickRange('today', now)).toEqual({ from: '2026-03-03', to: '2026-03-03' });
    expect(quickRange('prev7', now)).toEqual({ from: '2026-02-25', to: '2026-03-03' });
    expect(quickRange('prev30', now)).toEqual({ from: '2026-02-02', to: '2026-03-03' });
    for (const range of QUICK_RANGES) expect(quickRange(range, now).to <= dayText(now)).toBe(true);
  });

  it('turns whole days into a millisecond range and refuses bad ones', () => {
    expect(dayRange('2026-03-01', '2026-03-02')).toEqual({
      from: new Date(2026, 2, 1).getTime(),
      to: new Date(2026, 2, 3).getTime() - 1,
    });
    expect(dayRange('2026-03-02', '2026-03-01')).toBeNull();
    expect(dayRange('2026-02-30', '2026-03-01')).toBeNull();
    expect(dayRange('', '2026-03-01')).toBeNull();
    expect(dayText(new Date(2026, 8, 9))).toBe('2026-09-09');
  });
});
