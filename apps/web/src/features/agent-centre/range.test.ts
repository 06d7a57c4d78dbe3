import { describe, expect, it } from 'vitest';
import { addDays, lastDays, lengthOf, shift } from './range.ts';

describe('report ranges', () => {
  it('count days over months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(lengthOf({ from: '2026-11-21', to: '2026-11-27' })).toBe(7);
    expect(lastDays('2026-11-27', 30)).toEqual({ from: '2026-10-29', to: '2026-11-27' });
  });

  it('step back and forth by the range length, never past today', () => {
    const week = lastDays('2026-11-27', 7);
    const before = shift(week, { way: -1, today: '2026-11-27' });
    expect(before).toEqual({ from: '2026-11-14', to: '2026-11-20' });
    expect(shift(before, { way: 1, today: '2026-11-27' })).toEqual(week);
    expect(shift(week, { way: 1, today: '2026-11-27' })).toEqual(week);
    expect(shift({ from: '2026-11-15', to: '2026-11-24' }, { way: 1, today: '2026-11-27' })).toEqual({
      from: '2026-11-18',
      to: '2026-11-27',
    });
  });
});
