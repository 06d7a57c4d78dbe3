import { toCents } from '../../lib/money.ts';

/** The server answers at most 92 days at once (docs/product/agents-and-promotions.md#personal-profit). */
export const MAX_PROFIT_DAYS = 92;

const utcDay = (day: string): number | null => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : null;
};

/** How many days from..to covers, both counted; 0 for a backwards or unreadable range. */
export const daysIn = (from: string, to: string): number => {
  const a = utcDay(from);
  const b = utcDay(to);
  return a === null || b === null || b < a ? 0 : (b - a) / 86_400_000 + 1;
};

export type ChartBar = {
  day: string;
  profit: string;
  /** 0-100 of the tallest bar */ height: number;
  sign: 'in' | 'out' | 'none';
};

/**
 * The daily chart's bars: each day's profit as a share of the largest absolute profit of the
 * range, won days up and lost days down from one middle line. All zero: flat bars.
 */
export const chartBars = (daily: readonly { day: string; profit: string }[]): ChartBar[] => {
  const cents = daily.map((d) => toCents(d.profit));
  const peak = cents.reduce((max, c) => ((c < 0n ? -c : c) > max ? (c < 0n ? -c : c) : max), 0n);
  return daily.map((d, i) => {
    const c = cents[i]!;
    const abs = c < 0n ? -c : c;
    return {
      day: d.day,
      profit: d.profit,
      height: peak === 0n ? 0 : Number((abs * 10_000n) / peak) / 100,
      sign: c > 0n ? 'in' : c < 0n ? 'out' : 'none',
    };
  });
};

/** Nothing happened in the range: no bet, bonus or rebate to show. */
export const isEmptyProfit = (totals: { betCount: number; bonus: string; rebate: string }): boolean =>
  totals.betCount === 0 && toCents(totals.bonus) === 0n && toCents(totals.rebate) === 0n;
