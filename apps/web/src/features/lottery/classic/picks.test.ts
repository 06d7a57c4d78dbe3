import { describe, expect, it } from 'vitest';
import type { PadRow } from './pads.ts';
import { picksOf, quickPick, randomSelection, toggle, withRow } from './picks.ts';

const digits: PadRow = {
  label: { kind: 'group' },
  kind: 'numbers',
  bigFrom: 5,
  values: Array.from({ length: 10 }, (_, i) => ({ value: i, text: String(i) })),
};
const eleven: PadRow = {
  label: { kind: 'pick' },
  kind: 'numbers',
  bigFrom: 6,
  values: Array.from({ length: 11 }, (_, i) => ({ value: i + 1 })),
};
const sides: PadRow = {
  label: { kind: 'sum' },
  kind: 'options',
  bigFrom: 0,
  values: ['big', 'small', 'odd', 'even'].map((_, value) => ({ value })),
};

describe('quick picks', () => {
  it('picks all, big, small, odd, even and clears on a digit row', () => {
    expect(quickPick(digits, 'all')).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(quickPick(digits, 'big')).toEqual([5, 6, 7, 8, 9]);
    expect(quickPick(digits, 'small')).toEqual([0, 1, 2, 3, 4]);
    expect(quickPick(digits, 'odd')).toEqual([1, 3, 5, 7, 9]);
    expect(quickPick(digits, 'even')).toEqual([0, 2, 4, 6, 8]);
    expect(quickPick(digits, 'clear')).toEqual([]);
  });

  it('splits 1-11 at 6 and never picks a disabled value', () => {
    expect(quickPick(eleven, 'big')).toEqual([6, 7, 8, 9, 10, 11]);
    expect(quickPick(eleven, 'small')).toEqual([1, 2, 3, 4, 5]);
    const zodiac: PadRow = { ...sides, values: sides.values.map((v) => ({ ...v, disabled: v.value === 2 })) };
    expect(quickPick(zodiac, 'all')).toEqual([0, 1, 3]);
  });

  it('offers all six picks on number rows, all and clear on options, none on a single option', () => {
    expect(picksOf(digits)).toEqual(['all', 'big', 'small', 'odd', 'even', 'clear']);
    expect(picksOf(sides)).toEqual(['all', 'clear']);
    expect(picksOf({ ...sides, values: [{ value: 0 }] })).toEqual([]);
  });

  it('toggles values in sorted order and replaces one row', () => {
    expect(toggle([1, 5], 3)).toEqual([1, 3, 5]);
    expect(toggle([1, 3, 5], 3)).toEqual([1, 5]);
    expect(withRow([[1], [2], [3]], { index: 1, row: [7, 8] })).toEqual([[1], [7, 8], [3]]);
  });

  it('random picks grow until the play counts a bet', () => {
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    // any-3 of one row: needs three numbers
    const sel = randomSelection([eleven], { betCount: (s) => (s[0]!.length >= 3 ? 1 : 0), random })!;
    expect(sel[0]).toHaveLength(3);
    expect(new Set(sel[0]).size).toBe(3);
    // straight over two rows: one value per row
    expect(
      randomSelection([digits, digits], {
        betCount: (s) => (s.every((r) => r.length === 1) ? 1 : 0),
        random,
      }),
    ).toEqual([expect.any(Array), expect.any(Array)]);
    // rows that may stay empty: one value in the first row only
    const one = randomSelection([sides, sides], { betCount: (s) => s.flat().length, random })!;
    expect(one[0]).toHaveLength(1);
    expect(one[1]).toEqual([]);
    expect(randomSelection([digits], { betCount: () => 0, random })).toBeNull();
  });
});
