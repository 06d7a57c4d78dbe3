/**
 * Picking numbers on a pad: toggling one value and the quick picks (all, big, small, odd, even,
 * clear). Pure: rows are sorted number arrays, the shape the ticket API takes.
 */
import type { PadRow } from './pads.ts';

export const NUMBER_PICKS = ['all', 'big', 'small', 'odd', 'even', 'clear'] as const;
export const OPTION_PICKS = ['all', 'clear'] as const;
export type QuickPick = (typeof NUMBER_PICKS)[number];

/** The quick picks a row offers: a row of one option needs none. */
export const picksOf = (row: PadRow): readonly QuickPick[] =>
  row.values.length < 2 ? [] : row.kind === 'numbers' ? NUMBER_PICKS : OPTION_PICKS;

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

/** The row's values after a quick pick; disabled values are never picked. */
export function quickPick(row: PadRow, pick: QuickPick): number[] {
  const open = row.values.filter((v) => !v.disabled).map((v) => v.value);
  const keep: Record<QuickPick, (n: number) => boolean> = {
    all: () => true,
    big: (n) => n >= row.bigFrom,
    small: (n) => n < row.bigFrom,
    odd: (n) => n % 2 === 1,
    even: (n) => n % 2 === 0,
    clear: () => false,
  };
  return sorted(open.filter(keep[pick]));
}

/** Adds a value to a row or takes it out. */
export const toggle = (row: number[], value: number): number[] =>
  row.includes(value) ? row.filter((v) => v !== value) : sorted([...row, value]);

/** The selection with one row replaced. */
export const withRow = (
  selection: number[][],
  { index, row }: { index: number; row: number[] },
): number[][] => selection.map((r, i) => (i === index ? row : r));

/**
 * A random selection with the fewest picks the play accepts (the "random" button): one value in
 * the first row (plays whose other rows may stay empty), else one in every row (straight plays),
 * else ever more values in the one row (group and any-k plays).
 */
export function randomSelection(
  rows: PadRow[],
  { betCount, random = Math.random }: { betCount: (selection: number[][]) => number; random?: () => number },
): number[][] | null {
  const shuffled = (row: PadRow) => {
    const open = row.values.filter((v) => !v.disabled).map((v) => v.value);
    for (let i = open.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [open[i], open[j]] = [open[j]!, open[i]!];
    }
    return open;
  };
  const pickFrom = (row: PadRow, k: number) => sorted(shuffled(row).slice(0, k));
  // One value per row, all different (11X5 straight bets need different numbers).
  const onePerRow = () => {
    const used = new Set<number>();
    return rows.map((row) => {
      const open = shuffled(row);
      const v = open.find((x) => !used.has(x)) ?? open[0];
      if (v === undefined) return [];
      used.add(v);
      return [v];
    });
  };
  const tries = [rows.map((row, i) => (i === 0 ? pickFrom(row, 1) : [])), onePerRow()];
  const most = Math.max(0, ...rows.map((r) => r.values.length));
  for (let k = 2; rows.length === 1 && k <= most; k++) tries.push([pickFrom(rows[0]!, k)]);
  return tries.find((sel) => betCount(sel) > 0) ?? null;
}
