/**
 * A VN result as the prize table shows it: the winNo (numbers special first, comma separated)
 * split into its prize tiers, and the đầu/đuôi (head/tail) table of the lô numbers, the last two
 * digits of every drawn number.
 */
import { VN_LAYOUTS, type VnLayout } from '@lotto/contracts/lottery/vn';

export type PrizeRow = { prize: string; numbers: string[] };

/** The tiers of a result, special first; null when the numbers do not fit the layout. */
export function prizeRows(winNo: string, layout: VnLayout): PrizeRow[] | null {
  const numbers = winNo.split(',');
  const tiers = VN_LAYOUTS[layout];
  if (numbers.length !== tiers.reduce((n, t) => n + t.count, 0)) return null;
  let at = 0;
  const rows: PrizeRow[] = [];
  for (const tier of tiers) {
    const part = numbers.slice(at, at + tier.count);
    if (part.some((n) => n.length !== tier.digits || !/^\d+$/.test(n))) return null;
    rows.push({ prize: tier.prize, numbers: part });
    at += tier.count;
  }
  return rows;
}

/** A number split for display: the lô part (last two digits) is highlighted. */
export const splitTail = (n: string): [string, string] => [n.slice(0, -2), n.slice(-2)];

/** The lô numbers of a result: the last two digits of every drawn number, in result order. */
export const loNumbers = (winNo: string): number[] => winNo.split(',').map((n) => Number(n.slice(-2)));

export type HeadTail = {
  /** heads[d]: units digits of the lô numbers whose tens digit is d (đầu d), ascending. */
  heads: number[][];
  /** tails[d]: tens digits of the lô numbers whose units digit is d (đuôi d), ascending. */
  tails: number[][];
};

export function headTail(lo: readonly number[]): HeadTail {
  const heads = Array.from({ length: 10 }, (): number[] => []);
  const tails = Array.from({ length: 10 }, (): number[] => []);
  for (const n of lo) {
    heads[Math.floor(n / 10)]!.push(n % 10);
    tails[n % 10]!.push(Math.floor(n / 10));
  }
  for (const list of [...heads, ...tails]) list.sort((a, b) => a - b);
  return { heads, tails };
}

/** Times each picked lô number came up in a result (a number twice is two hits, "2 nháy"). */
export function hitsOf(
  picks: readonly number[],
  { winNo, digits = 2 }: { winNo: string; digits?: number },
): number {
  const drawn = winNo
    .split(',')
    .filter((n) => n.length >= digits)
    .map((n) => Number(n.slice(-digits)));
  return drawn.filter((n) => picks.includes(n)).length;
}
