const pad = (n: number) => String(n).padStart(2, '0');

/** A day as date inputs read and write it: yyyy-MM-dd, in local time. */
export const dayText = (d: Date): string => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** Times show as yyyy-MM-dd hh:mm:ss (24-hour clock; docs/product/shell-and-routes.md#interface-constants). */
export function formatTimestamp(ms: number): string {
  const d = new Date(ms);
  return `${dayText(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/**
 * The records' quick ranges: today, and the previous 7 or 30 days. Records lie in the past, so
 * no quick range reaches past today.
 */
export const QUICK_RANGES = ['today', 'prev7', 'prev30'] as const;
export type QuickRange = (typeof QUICK_RANGES)[number];

const RANGE_DAYS: Record<QuickRange, number> = { today: 1, prev7: 7, prev30: 30 };

/** Midnight of a `YYYY-MM-DD` day in the browser's zone (a brand's day seen as the browser's). */
export const dateOfDay = (day: string): Date => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
};

/** The days of a quick range: the last one is today, so "previous 7 days" is today and the 6 before it. */
export function quickRange(range: QuickRange, now: Date = new Date()): { from: string; to: string } {
  const shift = (n: number) => dayText(new Date(now.getFullYear(), now.getMonth(), now.getDate() + n));
  return { from: shift(1 - RANGE_DAYS[range]), to: shift(0) };
}

const dayStart = (text: string): number | null => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(y, mo - 1, d);
  return date.getFullYear() === y && date.getMonth() === mo - 1 && date.getDate() === d
    ? date.getTime()
    : null;
};

/**
 * A range of whole local days as milliseconds: from the start of the first day to the last
 * millisecond of the last. Null when a day is not a real date or the range runs backwards.
 */
export function dayRange(from: string, to: string): { from: number; to: number } | null {
  const start = dayStart(from);
  const last = dayStart(to);
  if (start === null || last === null || last < start) return null;
  const [y, mo, d] = to.split('-').map(Number) as [number, number, number];
  return { from: start, to: new Date(y, mo - 1, d + 1).getTime() - 1 };
}
