/**
 * Digit games: SSC (5 digits 0-9) and LF (3 digits, the daily low-frequency games such as
 * Welfare 3D; decision 012). Positions count from the left: SSC 0 = ten-thousands ... 4 = units.
 * The catalogue is generated from the star groups each length offers, so SSC and LF share rules.
 */
import {
  combinationCount,
  type Play,
  ratio,
  type Selection,
  sideWins,
  validRow,
  validRows,
} from './types.ts';

export type DigitsResult = number[];
/** A star group: the positions its plays read (the bet slip labels its rows by them). */
export type StarGroup = { key: string; positions: number[]; en: string; ty: string };

export const SSC_GROUPS: StarGroup[] = [
  { key: '5', positions: [0, 1, 2, 3, 4], en: '5 stars', ty: '5 bituin' },
  { key: '4B', positions: [1, 2, 3, 4], en: 'Last 4 stars', ty: 'Huling 4 bituin' },
  { key: '3F', positions: [0, 1, 2], en: 'First 3 stars', ty: 'Unang 3 bituin' },
  { key: '3M', positions: [1, 2, 3], en: 'Middle 3 stars', ty: 'Gitnang 3 bituin' },
  { key: '3B', positions: [2, 3, 4], en: 'Last 3 stars', ty: 'Huling 3 bituin' },
  { key: '2F', positions: [0, 1], en: 'First 2 stars', ty: 'Unang 2 bituin' },
  { key: '2B', positions: [3, 4], en: 'Last 2 stars', ty: 'Huling 2 bituin' },
];
export const LF_GROUPS: StarGroup[] = [
  { key: '3', positions: [0, 1, 2], en: '3 stars', ty: '3 bituin' },
  { key: '2F', positions: [0, 1], en: 'First 2 stars', ty: 'Unang 2 bituin' },
  { key: '2B', positions: [1, 2], en: 'Last 2 stars', ty: 'Huling 2 bituin' },
];

const pow10 = (k: number) => 10 ** k;
const FACTORIAL = [1, 1, 2, 6, 24, 120];

/** Straight: one row of digits per position; every combination is a bet; all positions must match. */
function straight(prefix: string, g: StarGroup): Play<DigitsResult> {
  const k = g.positions.length;
  return {
    id: `${prefix}_${g.key}_STRAIGHT`,
    group: `${prefix}_${g.key}`,
    name: { EN: `${g.en} straight`, TY: `${g.ty} diretso` },
    selection: `${k} rows (positions ${g.positions.join(',')}), digits 0-9`,
    betCount: (sel) =>
      validRows(sel, { rows: k, min: 0, max: 9 }) ? sel.reduce((n, row) => n * row.length, 1) : 0,
    wins: (sel, r) => (g.positions.every((p, i) => sel[i]!.includes(r[p]!)) ? 1 : 0),
    hitRate: ratio(1, pow10(k)),
    unitsPerBet: 1,
  };
}

const digitsAt = (r: DigitsResult, positions: number[]) => positions.map((p) => r[p]!);
const allDistinct = (ds: number[]) => new Set(ds).size === ds.length;

/** Group of k distinct digits in any order: C(n, k) bets; wins when the drawn digits are distinct and picked. */
function groupDistinct(prefix: string, g: StarGroup): Play<DigitsResult> {
  const k = g.positions.length;
  const orders = FACTORIAL[k]!;
  return {
    id: `${prefix}_${g.key}_G${orders}`,
    group: `${prefix}_${g.key}`,
    name: { EN: `${g.en} group (${k} different)`, TY: `${g.ty} grupo (${k} magkaiba)` },
    selection: `1 row of at least ${k} digits 0-9`,
    betCount: (sel) => combinationCount(sel, { k, min: 0, max: 9 }),
    wins: (sel, r) => {
      const ds = digitsAt(r, g.positions);
      return allDistinct(ds) && ds.every((d) => sel[0]!.includes(d)) ? 1 : 0;
    },
    hitRate: ratio(orders, pow10(k)),
    unitsPerBet: 1,
  };
}

/** 3-star group 3: a pair and a single; bets are ordered (pair digit, single digit) from the row. */
function groupPair(prefix: string, g: StarGroup): Play<DigitsResult> {
  return {
    id: `${prefix}_${g.key}_G3`,
    group: `${prefix}_${g.key}`,
    name: { EN: `${g.en} group 3 (a pair)`, TY: `${g.ty} grupo 3 (may pares)` },
    selection: '1 row of at least 2 digits 0-9; each bet is a pair digit and a single digit',
    betCount: (sel) =>
      sel.length === 1 && validRow(sel[0], { min: 0, max: 9, atLeast: 2 })
        ? sel[0].length * (sel[0].length - 1)
        : 0,
    wins: (sel, r) => {
      const ds = digitsAt(r, g.positions);
      const distinct = new Set(ds);
      return distinct.size === 2 && [...distinct].every((d) => sel[0]!.includes(d)) ? 1 : 0;
    },
    hitRate: ratio(3, 1000),
    unitsPerBet: 1,
  };
}

/** Big (5-9) / small / odd / even on each position: one row per position, options 0-3. */
function sidesPerPosition(prefix: string, length: number): Play<DigitsResult> {
  return {
    id: `${prefix}_SIDES_POSITION`,
    group: `${prefix}_SIDES`,
    name: { EN: 'Big/small/odd/even by position', TY: 'Malaki/maliit/odd/even bawat puwesto' },
    selection: `${length} rows (one per position), options 0 big 5-9, 1 small, 2 odd, 3 even; rows may be empty`,
    betCount: (sel) =>
      validRows(sel, { rows: length, min: 0, max: 3, allowEmpty: true })
        ? sel.reduce((n, row) => n + row.length, 0)
        : 0,
    wins: (sel, r) =>
      sel.reduce((n, row, p) => n + row.filter((o) => sideWins(o, { value: r[p]!, bigFrom: 5 })).length, 0),
    hitRate: ratio(1, 2),
    unitsPerBet: 1,
  };
}

/** The sum of all digits: big from half of the top (23 of 45, 14 of 27), exactly even odds by symmetry. */
function sidesOnSum(prefix: string, length: number): Play<DigitsResult> {
  const bigFrom = Math.ceil((9 * length) / 2);
  return {
    id: `${prefix}_SIDES_SUM`,
    group: `${prefix}_SIDES`,
    name: { EN: 'Sum big/small/odd/even', TY: 'Kabuuan malaki/maliit/odd/even' },
    selection: `1 row of options 0 big (sum >= ${bigFrom}), 1 small, 2 odd, 3 even`,
    betCount: (sel) => (sel.length === 1 && validRow(sel[0], { min: 0, max: 3 }) ? sel[0].length : 0),
    wins: (sel, r) => {
      const sum = r.reduce((a, b) => a + b, 0);
      return sel[0]!.filter((o) => sideWins(o, { value: sum, bigFrom })).length;
    },
    hitRate: ratio(1, 2),
    unitsPerBet: 1,
  };
}

/** Dragon (first digit above the last) or tiger (below); a tie loses both and is its own play. */
function dragonTiger(prefix: string, length: number): Play<DigitsResult>[] {
  const last = length - 1;
  const dt: Play<DigitsResult> = {
    id: `${prefix}_DRAGON_TIGER`,
    group: `${prefix}_DT`,
    name: { EN: 'Dragon/tiger (first vs last)', TY: 'Dragon/tiger (una laban huli)' },
    selection: '1 row of options 0 dragon, 1 tiger',
    betCount: (sel) => (sel.length === 1 && validRow(sel[0], { min: 0, max: 1 }) ? sel[0].length : 0),
    wins: (sel: Selection, r) =>
      sel[0]!.filter((o) => (o === 0 ? r[0]! > r[last]! : r[0]! < r[last]!)).length,
    hitRate: ratio(45, 100),
    unitsPerBet: 1,
  };
  const tie: Play<DigitsResult> = {
    id: `${prefix}_TIE`,
    group: `${prefix}_DT`,
    name: { EN: 'Tie (first equals last)', TY: 'Tabla (una katumbas ng huli)' },
    selection: '1 row [0]',
    betCount: (sel) => (sel.length === 1 && validRow(sel[0], { min: 0, max: 0 }) ? 1 : 0),
    wins: (_sel, r) => (r[0] === r[last] ? 1 : 0),
    hitRate: ratio(1, 10),
    unitsPerBet: 1,
  };
  return [dt, tie];
}

function digitPlays(prefix: string, length: number, groups: StarGroup[]): Play<DigitsResult>[] {
  const plays: Play<DigitsResult>[] = [];
  for (const g of groups) {
    plays.push(straight(prefix, g));
    if (g.positions.length === 3) plays.push(groupPair(prefix, g));
    plays.push(groupDistinct(prefix, g));
  }
  return [
    ...plays,
    sidesPerPosition(prefix, length),
    sidesOnSum(prefix, length),
    ...dragonTiger(prefix, length),
  ];
}

export const SSC_PLAYS = digitPlays('SSC', 5, SSC_GROUPS);
export const LF_PLAYS = digitPlays('LF', 3, LF_GROUPS);
