/**
 * Slot 5x3: five reels of 20 symbols, three rows visible, 10 fixed paylines, the spin's stake
 * split evenly across them. Each reel stops at an unbiased pick of its 20 positions, showing that
 * symbol and the next two. A line pays 3, 4 or 5 of a kind from the leftmost reel; the wild W
 * (reels 2 to 5 only) stands in for any symbol. RTP 95.98% (slotRtp, exact: every row of a
 * uniformly stopped reel shows each symbol with its strip frequency, so a line's expectation
 * is a product of frequencies; the test checks it against all 3.2M stop combinations).
 */
import type { Ratio, RoundStream } from './fair.ts';

export const SLOT_SYMBOLS = ['W', 'A', 'B', 'C', 'D', 'E'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];
export type PaySymbol = Exclude<SlotSymbol, 'W'>;

/** Reel strips, top to bottom; W = wild, A = seven, B = bar, C = bell, D = plum, E = cherry. */
export const SLOT_REELS: readonly string[] = [
  'EDCBAEDCEBDECDAEBCDE',
  'BCAWDEBCWDEABCWDEWDE',
  'DEBCWDEABCWDEWDEBCAW',
  'WDEABCWDEWDEBCAWDEBC',
  'CWDEWDEBCAWDEBCWDEAB',
];

/** Row (0 top, 2 bottom) on each reel. */
export const SLOT_LINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
];

/** Line pays in hundredths of the line's stake, for 3, 4 and 5 of a kind. */
export const SLOT_PAYTABLE: Record<PaySymbol, readonly [number, number, number]> = {
  A: [900, 3000, 7000],
  B: [600, 1800, 4500],
  C: [350, 950, 2400],
  D: [250, 600, 1400],
  E: [140, 350, 950],
};

export type SlotLineWin = { line: number; symbol: PaySymbol; count: number; pay: number };
export type SlotOutcome = { stops: number[]; grid: string[][] };

export function slotOutcome(stream: RoundStream): SlotOutcome {
  const stops = SLOT_REELS.map((strip) => stream.below(strip.length));
  return { stops, grid: slotGrid(stops) };
}

/** grid[reel][row] for the given stop positions. */
export function slotGrid(stops: number[]): string[][] {
  return SLOT_REELS.map((strip, r) =>
    [0, 1, 2].map((row) => strip[((stops[r] ?? 0) + row) % strip.length] ?? ''),
  );
}

export function slotLineWins(grid: string[][]): SlotLineWin[] {
  const wins: SlotLineWin[] = [];
  SLOT_LINES.forEach((rows, line) => {
    const symbol = grid[0]?.[rows[0] ?? 0] as PaySymbol;
    let count = 1;
    while (count < 5) {
      const s = grid[count]?.[rows[count] ?? 0];
      if (s !== symbol && s !== 'W') break;
      count++;
    }
    if (count >= 3) wins.push({ line, symbol, count, pay: SLOT_PAYTABLE[symbol][count - 3] ?? 0 });
  });
  return wins;
}

/**
 * The spin's multiplier in basis points: line pays (hundredths of a line stake, a tenth of the
 * spin's stake) summed, x 100 / 10.
 */
export function slotPayoutBp({ grid }: SlotOutcome): bigint {
  return BigInt(slotLineWins(grid).reduce((sum, w) => sum + w.pay, 0)) * 10n;
}

/** Exact RTP: E[line pay] / line stake, from the symbols' strip frequencies. */
export function slotRtp(): Ratio {
  const len = SLOT_REELS.map((s) => BigInt(s.length));
  const freq = (reel: number, symbol: string) =>
    BigInt([...(SLOT_REELS[reel] ?? '')].filter((s) => s === symbol || (reel > 0 && s === 'W')).length);
  const den = len.reduce((a, b) => a * b, 1n);
  let num = 0n;
  for (const [symbol, pays] of Object.entries(SLOT_PAYTABLE)) {
    for (let count = 3; count <= 5; count++) {
      // exactly `count` of a kind: reels 1..count match, reel count+1 (if any) does not
      let ways = freq(0, symbol);
      for (let r = 1; r < count; r++) ways *= freq(r, symbol);
      for (let r = count; r < 5; r++) ways *= r === count ? (len[r] ?? 0n) - freq(r, symbol) : (len[r] ?? 0n);
      num += ways * BigInt(pays[count - 3] ?? 0);
    }
  }
  return { num, den: den * 100n };
}
