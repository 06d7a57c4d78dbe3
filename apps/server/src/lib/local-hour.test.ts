import { describe, expect, it } from 'vitest';
import { addDays, localDayStart, localHour } from './local-hour.ts';

describe('local days', () => {
  it('begin at local midnight, across changes of offset too', () => {
    expect(localDayStart('2026-11-27', 'Asia/Manila')).toBe(Date.UTC(2026, 10, 26, 16));
    expect(localDayStart('2026-11-27', 'UTC')).toBe(Date.UTC(2026, 10, 27));
    // New York: the day summer time starts (midnight still at -05:00) and the day it ends (-04:00).
    expect(localDayStart('2026-03-08', 'America/New_York')).toBe(Date.UTC(2026, 2, 8, 5));
    expect(localDayStart('2026-03-09', 'America/New_York')).toBe(Date.UTC(2026, 2, 9, 4));
    expect(localDayStart('2026-11-01', 'America/New_York')).toBe(Date.UTC(2026, 10, 1, 4));
    expect(localDayStart('2026-11-02', 'America/New_York')).toBe(Date.UTC(2026, 10, 2, 5));
    for (const tz of ['Asia/Manila', 'America/New_York', 'Asia/Kolkata', 'Pacific/Chatham']) {
      const start = localDayStart('2026-07-15', tz);
      expect(localHour(start, tz)).toEqual({ day: '2026-07-15', hour: 0 });
      expect(localHour(start - 1, tz).day).toBe('2026-07-14');
    }
  });

  it('count forwards and backwards over months and years', () => {
    expect(addDays('2026-11-27', 7)).toBe('2026-12-04');
    expect(addDays('2026-01-03', -7)).toBe('2025-12-27');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
});
