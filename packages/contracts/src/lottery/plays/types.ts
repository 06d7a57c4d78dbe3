/**
 * What every play type is: a menu entry (playId under a playCode group, docs/product/lottery.md#menus-and-launch),
 * the shape of its selection, a bet count from the selection (the server's authority; the browser
 * shows the same count) and a win function from the selection and the draw to winning bets.
 */
import { choose, type Ratio } from '../../games/fair/fair.ts';

/** Rows of picked values; what a row means is the play's `selection` text. */
export type Selection = number[][];

/** Facts of a draw that some play types need when counting bets (Mark Six zodiac year). */
export type BetContext = { yearZodiac?: number };

export type Play<R> = {
  /** playId. */
  id: string;
  /** playCode of the menu group. */
  group: string;
  name: { EN: string; TY: string };
  /** The selection's rows and values, for docs and the bet slip. */
  selection: string;
  /** Number of bets in the selection; 0 when the selection is not valid for this play. */
  betCount(selection: Selection, ctx?: BetContext): number;
  /** Winning bets (or hits, for VN lo) of a valid selection against a draw. */
  wins(selection: Selection, result: R): number;
  /** Mean winning bets per bet over all outcomes: the chance a bet wins, or hits per point. */
  hitRate: Ratio;
  /** Stake units per bet: a VN lo point costs one unit per number drawn (27 in the north). */
  unitsPerBet: number;
};

export const ratio = (num: number | bigint, den: number | bigint): Ratio => ({
  num: BigInt(num),
  den: BigInt(den),
});

/** A row of distinct integers within [min, max] and at least `atLeast` long. */
export function validRow(
  row: number[] | undefined,
  { min, max, atLeast = 1 }: { min: number; max: number; atLeast?: number },
): row is number[] {
  if (!row || row.length < atLeast || new Set(row).size !== row.length) return false;
  return row.every((v) => Number.isInteger(v) && v >= min && v <= max);
}

/** Selection of exactly `rows` rows, each valid; empty rows allowed when `allowEmpty`. */
export function validRows(
  selection: Selection,
  { rows, min, max, allowEmpty = false }: { rows: number; min: number; max: number; allowEmpty?: boolean },
): boolean {
  if (selection.length !== rows) return false;
  return selection.every((row) => (allowEmpty && row.length === 0) || validRow(row, { min, max }));
}

/** Combination bets: k of the n picked values (one row). */
export function combinationCount(
  selection: Selection,
  { k, min, max }: { k: number; min: number; max: number },
): number {
  const row = selection[0];
  if (selection.length !== 1 || !validRow(row, { min, max, atLeast: k })) return 0;
  return Number(choose(row.length, k));
}

/** Winning combination bets when `hits` of the picked values came up. */
export const combinationWins = (hits: number, k: number): number => Number(choose(hits, k));

/** How many values of a row are in a set. */
export const hitsIn = (row: number[], drawn: Iterable<number>): number => {
  const set = new Set(drawn);
  return row.filter((v) => set.has(v)).length;
};

/** Side options shared by several families: big, small, odd, even. */
export const SIDES = ['big', 'small', 'odd', 'even'] as const;

export function sideWins(option: number, { value, bigFrom }: { value: number; bigFrom: number }): boolean {
  if (option === 0) return value >= bigFrom;
  if (option === 1) return value < bigFrom;
  if (option === 2) return value % 2 === 1;
  return value % 2 === 0;
}
