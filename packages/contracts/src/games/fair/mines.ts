/**
 * Mines: a 5x5 grid (tiles 0..24, row by row) hides 1 to 24 mines, placed by the first `mines`
 * steps of a Fisher–Yates shuffle of the 25 tiles. The player reveals tiles one at a time and
 * may cash out after any safe one. Cashing out after k safe tiles pays
 * 0.99 x C(25, k) / C(25 - mines, k), the inverse of the chance of surviving k reveals less 1%,
 * in basis points rounded down: RTP 99% for every strategy, less the rounding.
 */
import { choose, type Ratio, type RoundStream } from './fair.ts';

export const MINES_TILES = 25;

export type MinesParams = { mines: number; tiles: number[] };
export type MinesOutcome = { mines: number[] };

export function minesOutcome(stream: RoundStream, mines: number): MinesOutcome {
  return { mines: stream.pick(MINES_TILES, mines).sort((a, b) => a - b) };
}

export function validMinesParams({ mines, tiles }: MinesParams): boolean {
  return (
    Number.isInteger(mines) &&
    mines >= 1 &&
    mines <= MINES_TILES - 1 &&
    tiles.length >= 1 &&
    tiles.length <= MINES_TILES - mines &&
    new Set(tiles).size === tiles.length &&
    tiles.every((t) => Number.isInteger(t) && t >= 0 && t < MINES_TILES)
  );
}

/** The multiplier for cashing out after `revealed` safe tiles, basis points rounded down. */
export function minesMultiplierBp(mines: number, revealed: number): bigint {
  return (9_900n * choose(MINES_TILES, revealed)) / choose(MINES_TILES - mines, revealed);
}

/** Revealing `tiles` in order, then cashing out: 0 if any is a mine. */
export function minesPayoutBp(outcome: MinesOutcome, { mines, tiles }: MinesParams): bigint {
  const hidden = new Set(outcome.mines);
  if (tiles.some((t) => hidden.has(t))) return 0n;
  return minesMultiplierBp(mines, tiles.length);
}

/** Exact RTP of cashing out after k reveals: C(25 - m, k) / C(25, k) x multiplier. */
export function minesRtp(mines: number, revealed: number): Ratio {
  return {
    num: choose(MINES_TILES - mines, revealed) * minesMultiplierBp(mines, revealed),
    den: choose(MINES_TILES, revealed) * 10_000n,
  };
}
