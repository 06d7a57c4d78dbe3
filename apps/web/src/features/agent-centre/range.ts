/** A range of local days, `YYYY-MM-DD`, both included. */
export type Days = { from: string; to: string };

/** The day `n` days after `day` (negative: before). */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** How many days a range covers. */
export const lengthOf = (r: Days): number =>
  Math.round((Date.parse(`${r.to}T00:00:00Z`) - Date.parse(`${r.from}T00:00:00Z`)) / 86_400_000) + 1;

/** The last `n` days up to `today`. */
export const lastDays = (today: string, n: number): Days => ({ from: addDays(today, 1 - n), to: today });

/**
 * The range of the same length before (`-1`) or after (`1`) this one; after never goes past
 * `today` (it ends there instead).
 */
export function shift(r: Days, { way, today }: { way: -1 | 1; today: string }): Days {
  const n = lengthOf(r);
  if (way === -1) return { from: addDays(r.from, -n), to: addDays(r.to, -n) };
  const to = addDays(r.to, n) > today ? today : addDays(r.to, n);
  return { from: addDays(to, 1 - n), to };
}
