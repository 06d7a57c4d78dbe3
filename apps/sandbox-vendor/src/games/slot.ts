import { randomInt } from 'node:crypto';

/**
 * A 5-reel, 3-row slot paying on the middle line, left to right. Every cell is drawn
 * independently from the weights below (glyphs every system font has, no emoji); `slotRtp()` gives the exact return (about 94%).
 */
export const SYMBOLS = [
  { id: 'CLUB', glyph: '♣', color: '#1f9d55', weight: 30, pays: { 2: 1, 3: 3, 4: 10, 5: 30 } },
  { id: 'HEART', glyph: '♥', color: '#d92b4b', weight: 25, pays: { 3: 10, 4: 30, 5: 100 } },
  { id: 'CROWN', glyph: '♛', color: '#c58a00', weight: 18, pays: { 3: 20, 4: 60, 5: 200 } },
  { id: 'STAR', glyph: '★', color: '#f06d06', weight: 14, pays: { 3: 30, 4: 100, 5: 400 } },
  { id: 'DIAMOND', glyph: '◆', color: '#2a6fdb', weight: 9, pays: { 3: 60, 4: 250, 5: 1000 } },
  { id: 'SEVEN', glyph: '7', color: '#b0121b', weight: 4, pays: { 3: 250, 4: 1000, 5: 5000 } },
] as const satisfies readonly {
  id: string;
  glyph: string;
  color: string;
  weight: number;
  pays: Record<number, number>;
}[];

export type SymbolId = (typeof SYMBOLS)[number]['id'];
const TOTAL_WEIGHT = SYMBOLS.reduce((t, s) => t + s.weight, 0);
const payOf = (id: SymbolId, run: number): number =>
  (SYMBOLS.find((s) => s.id === id)!.pays as Record<number, number>)[run] ?? 0;

const drawSymbol = (): SymbolId => {
  let r = randomInt(0, TOTAL_WEIGHT);
  for (const s of SYMBOLS) {
    if (r < s.weight) return s.id;
    r -= s.weight;
  }
  return SYMBOLS[0].id;
};

export type Spin = {
  reels: SymbolId[][];
  line: SymbolId[];
  symbol: SymbolId;
  run: number;
  multiplier: number;
};

/** Scores a middle line: the run of the first symbol from the left and its multiplier of the stake. */
export const scoreLine = (line: SymbolId[]): { symbol: SymbolId; run: number; multiplier: number } => {
  const symbol = line[0]!;
  let run = 1;
  while (run < line.length && line[run] === symbol) run++;
  return { symbol, run, multiplier: payOf(symbol, run) };
};

export const spin = (): Spin => {
  const reels = Array.from({ length: 5 }, () => [drawSymbol(), drawSymbol(), drawSymbol()]);
  const line = reels.map((r) => r[1]!);
  return { reels, line, ...scoreLine(line) };
};

/** The exact expected return per unit staked: P(run of exactly k) = p^k (1 - p), or p^5. */
export const slotRtp = (): number =>
  SYMBOLS.reduce((rtp, s) => {
    const p = s.weight / TOTAL_WEIGHT;
    let sum = 0;
    for (let run = 2; run <= 5; run++) sum += payOf(s.id, run) * p ** run * (run < 5 ? 1 - p : 1);
    return rtp + sum;
  }, 0);
