import { describe, expect, it } from 'vitest';
import { chartBars, daysIn, isEmptyProfit, MAX_PROFIT_DAYS } from './profit-rules.ts';

describe('personal profit', () => {
  it('counts the days of a range, both ends included', () => {
    expect(daysIn('2026-11-01', '2026-11-01')).toBe(1);
    expect(daysIn('2026-11-01', '2026-11-30')).toBe(30);
    // across the change of daylight saving time as well: days, not hours
    expect(daysIn('2026-01-01', '2026-12-31')).toBe(365);
    expect(daysIn('2026-11-02', '2026-11-01')).toBe(0);
    expect(daysIn('', '2026-11-01')).toBe(0);
    expect(daysIn('2026-08-01', '2026-10-31')).toBe(MAX_PROFIT_DAYS);
  });

  it('scales the daily bars to the largest absolute profit, won up and lost down', () => {
    const bars = chartBars([
      { day: '2026-11-01', profit: '50.00' },
      { day: '2026-11-02', profit: '-200.00' },
      { day: '2026-11-03', profit: '0.00' },
    ]);
    expect(bars.map((b) => [b.height, b.sign])).toEqual([
      [25, 'in'],
      [100, 'out'],
      [0, 'none'],
    ]);
    expect(chartBars([{ day: '2026-11-01', profit: '0.00' }])[0]).toMatchObject({ height: 0, sign: 'none' });
    expect(chartBars([])).toEqual([]);
  });

  it('is empty only without bets, bonuses and rebates', () => {
    expect(isEmptyProfit({ betCount: 0, bonus: '0.00', rebate: '0.00' })).toBe(true);
    expect(isEmptyProfit({ betCount: 0, bonus: '200.00', rebate: '0.00' })).toBe(false);
    expect(isEmptyProfit({ betCount: 3, bonus: '0.00', rebate: '0.00' })).toBe(false);
  });
});
