/**
 * 11X5: five different numbers of 1-11 in draw order. Any-k wins when the k picked numbers are
 * all drawn (k <= 5) or all five drawn numbers are among the k picked (k >= 5); first-1, first-2
 * and first-3 look at the first numbers drawn, straight (in order) or group (any order).
 */
import { choose } from '../../games/fair/fair.ts';
import { combinationCount, combinationWins, hitsIn, type Play, ratio, validRow, validRows } from './types.ts';

export type ElevenFiveResult = number[];

const TOTAL = Number(choose(11, 5));

function anyK(k: number): Play<ElevenFiveResult> {
  return {
    id: `11X5_ANY_${k}`,
    group: '11X5_ANY',
    name: { EN: `Any ${k}`, TY: `Kahit anong ${k}` },
    selection: `1 row of at least ${k} numbers 1-11`,
    betCount: (sel) => combinationCount(sel, { k, min: 1, max: 11 }),
    wins: (sel, r) => {
      const hits = hitsIn(sel[0]!, r);
      if (k <= 5) return combinationWins(hits, k);
      return hits === 5 ? combinationWins(sel[0]!.length - 5, k - 5) : 0;
    },
    hitRate: k <= 5 ? ratio(choose(11 - k, 5 - k), TOTAL) : ratio(choose(k, 5), TOTAL),
    unitsPerBet: 1,
  };
}

/** Ordered bets over position rows, the numbers of a bet all different. */
function orderedCount(sel: number[][], k: number): number {
  if (!validRows(sel, { rows: k, min: 1, max: 11 })) return 0;
  const walk = (i: number, used: number[]): number =>
    i === k ? 1 : sel[i]!.reduce((n, v) => (used.includes(v) ? n : n + walk(i + 1, [...used, v])), 0);
  return walk(0, []);
}

function firstStraight(k: number): Play<ElevenFiveResult> {
  return {
    id: `11X5_FIRST_${k}_STRAIGHT`,
    group: '11X5_FIRST',
    name: { EN: `First ${k} straight`, TY: `Unang ${k} diretso` },
    selection: `${k} rows (draw positions 1-${k}), numbers 1-11`,
    betCount: (sel) => orderedCount(sel, k),
    wins: (sel, r) => (sel.every((row, i) => row.includes(r[i]!)) ? 1 : 0),
    hitRate: ratio(1, [11, 110, 990][k - 1]!),
    unitsPerBet: 1,
  };
}

function firstGroup(k: number): Play<ElevenFiveResult> {
  return {
    id: `11X5_FIRST_${k}_GROUP`,
    group: '11X5_FIRST',
    name: { EN: `First ${k} group`, TY: `Unang ${k} grupo` },
    selection: `1 row of at least ${k} numbers 1-11`,
    betCount: (sel) => combinationCount(sel, { k, min: 1, max: 11 }),
    wins: (sel, r) => (r.slice(0, k).every((v) => sel[0]!.includes(v)) ? 1 : 0),
    hitRate: ratio(1, choose(11, k)),
    unitsPerBet: 1,
  };
}

export const ELEVEN_FIVE_PLAYS: Play<ElevenFiveResult>[] = [
  ...[2, 3, 4, 5, 6, 7, 8].map(anyK),
  {
    ...firstStraight(1),
    id: '11X5_FIRST_1',
    name: { EN: 'First 1', TY: 'Unang 1' },
    betCount: (sel) => (sel.length === 1 && validRow(sel[0], { min: 1, max: 11 }) ? sel[0].length : 0),
  },
  firstStraight(2),
  firstGroup(2),
  firstStraight(3),
  firstGroup(3),
];
