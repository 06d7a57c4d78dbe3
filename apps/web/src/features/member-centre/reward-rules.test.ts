import { describe, expect, it } from 'vitest';
import { barWidth, figureText, isNothing, percentOf, podium, rateText, timeLeft } from './reward-rules.ts';

describe('reward page rules', () => {
  it('writes basis points as a percent with two decimals', () => {
    expect(rateText(20)).toBe('0.20%');
    expect(rateText(10)).toBe('0.10%');
    expect(rateText(100)).toBe('1.00%');
    expect(rateText(275)).toBe('2.75%');
    expect(rateText(0)).toBe('0.00%');
  });

  it('knows an amount that is nothing', () => {
    expect(isNothing('0.00')).toBe(true);
    expect(isNothing('0')).toBe(true);
    expect(isNothing('0.01')).toBe(false);
    expect(isNothing('1234.56')).toBe(false);
  });

  it('writes bets as a count and every other figure as money', () => {
    expect(figureText('bets', '12')).toBe('12');
    expect(figureText('turnover', '12345.6')).toBe('12,345.60');
    expect(figureText('deposits', '0.00')).toBe('0.00');
  });

  it('counts the time left in days, hours and minutes, never below zero', () => {
    const now = Date.UTC(2026, 0, 1);
    expect(timeLeft(now + ((2 * 24 + 3) * 60 + 4) * 60_000 + 59_000, now)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
    });
    expect(timeLeft(now + 59_000, now)).toEqual({ days: 0, hours: 0, minutes: 0 });
    expect(timeLeft(now - 1, now)).toEqual({ days: 0, hours: 0, minutes: 0 });
  });

  it('holds a bar within 0-100', () => {
    expect(barWidth(37.5)).toBe(37.5);
    expect(barWidth(140)).toBe(100);
    expect(barWidth(-3)).toBe(0);
    expect(barWidth(Number.NaN)).toBe(0);
  });

  it('reads the percent done of a money target from decimal strings', () => {
    expect(percentOf({ actual: '250.00', expected: '1000.00' })).toBe(25);
    expect(percentOf({ actual: '1.00', expected: '3.00' })).toBe(33.33);
    expect(percentOf({ actual: '5000.00', expected: '1000.00' })).toBe(100);
    expect(percentOf({ actual: '12.00', expected: '0.00' })).toBe(100);
  });

  it('highlights the top three places only', () => {
    expect([1, 2, 3, 4, 10].map(podium)).toEqual([1, 2, 3, undefined, undefined]);
  });
});
