/**
 * PK10: a permutation of the cars 1-10; the result lists the car at places 1 to 10. Plays look at
 * one place (car by position, two sides), a pair of places (dragon/tiger 1v10 ... 5v6, never a
 * tie) or the sum of the first two cars (3 to 19). The sums are not equally likely (11 comes up
 * in 10 of the 90 ordered pairs, 3 in 2), so each sum class is its own play with its own odds.
 */
import { type Play, ratio, SIDES, sideWins, validRow, validRows } from './types.ts';

export type Pk10Result = number[];

const oneOption = (sel: number[][]) => (sel.length === 1 && validRow(sel[0], { min: 0, max: 0 }) ? 1 : 0);

const position: Play<Pk10Result> = {
  id: 'PK10_POSITION',
  group: 'PK10_POSITION',
  name: { EN: 'Car by position', TY: 'Kotse ayon sa puwesto' },
  selection: '10 rows (places 1-10) of cars 1-10; rows may be empty',
  betCount: (sel) =>
    validRows(sel, { rows: 10, min: 1, max: 10, allowEmpty: true })
      ? sel.reduce((n, row) => n + row.length, 0)
      : 0,
  wins: (sel, r) => sel.filter((row, p) => row.includes(r[p]!)).length,
  hitRate: ratio(1, 10),
  unitsPerBet: 1,
};

const twoSides: Play<Pk10Result> = {
  id: 'PK10_TWO_SIDES',
  group: 'PK10_TWO_SIDES',
  name: { EN: 'Two sides by position', TY: 'Dalawang panig bawat puwesto' },
  selection: `10 rows (places 1-10) of options ${SIDES.map((s, i) => `${i} ${s}`).join(', ')} (big 6-10); rows may be empty`,
  betCount: (sel) =>
    validRows(sel, { rows: 10, min: 0, max: 3, allowEmpty: true })
      ? sel.reduce((n, row) => n + row.length, 0)
      : 0,
  wins: (sel, r) =>
    sel.reduce((n, row, p) => n + row.filter((o) => sideWins(o, { value: r[p]!, bigFrom: 6 })).length, 0),
  hitRate: ratio(1, 2),
  unitsPerBet: 1,
};

const dragonTiger: Play<Pk10Result> = {
  id: 'PK10_DRAGON_TIGER',
  group: 'PK10_TWO_SIDES',
  name: { EN: 'Dragon/tiger (1v10 ... 5v6)', TY: 'Dragon/tiger (1v10 ... 5v6)' },
  selection:
    '5 rows (pairs 1v10, 2v9, 3v8, 4v7, 5v6) of options 0 dragon (first car higher), 1 tiger; rows may be empty',
  betCount: (sel) =>
    validRows(sel, { rows: 5, min: 0, max: 1, allowEmpty: true })
      ? sel.reduce((n, row) => n + row.length, 0)
      : 0,
  wins: (sel, r) =>
    sel.reduce((n, row, i) => {
      const dragon = r[i]! > r[9 - i]!;
      return n + row.filter((o) => (o === 0) === dragon).length;
    }, 0),
  hitRate: ratio(1, 2),
  unitsPerBet: 1,
};

const firstTwoSum = (r: Pk10Result) => r[0]! + r[1]!;

/** Ordered pairs of different cars 1-10 with this sum. */
export const pairsWithSum = (s: number) => Math.max(0, 10 - Math.abs(s - 11) - (s % 2 === 0 ? 1 : 0));

const SUM_SIDES: { key: string; en: string; ty: string; test: (s: number) => boolean; pairs: number }[] = [
  { key: 'BIG', en: 'big (12-19)', ty: 'malaki (12-19)', test: (s) => s >= 12, pairs: 40 },
  { key: 'SMALL', en: 'small (3-11)', ty: 'maliit (3-11)', test: (s) => s <= 11, pairs: 50 },
  { key: 'ODD', en: 'odd', ty: 'odd', test: (s) => s % 2 === 1, pairs: 50 },
  { key: 'EVEN', en: 'even', ty: 'even', test: (s) => s % 2 === 0, pairs: 40 },
];

const sumSides = SUM_SIDES.map((side): Play<Pk10Result> => ({
  id: `PK10_SUM_${side.key}`,
  group: 'PK10_SUM',
  name: { EN: `First-two sum ${side.en}`, TY: `Kabuuan ng unang dalawa ${side.ty}` },
  selection: '1 row [0]',
  betCount: oneOption,
  wins: (_sel, r) => (side.test(firstTwoSum(r)) ? 1 : 0),
  hitRate: ratio(side.pairs, 90),
  unitsPerBet: 1,
}));

/** Sums in classes of equal chance: 2, 4, 6, 8 and 10 ordered pairs of 90. */
const sumValues = [2, 4, 6, 8, 10].map((pairs): Play<Pk10Result> => {
  const sums = Array.from({ length: 17 }, (_, i) => i + 3).filter((s) => pairsWithSum(s) === pairs);
  return {
    id: `PK10_SUM_VALUE_${sums.join('_')}`,
    group: 'PK10_SUM',
    name: { EN: `First-two sum ${sums.join('/')}`, TY: `Kabuuan ng unang dalawa ${sums.join('/')}` },
    selection: `1 row of sums among ${sums.join(', ')}`,
    betCount: (sel) =>
      sel.length === 1 && validRow(sel[0], { min: 3, max: 19 }) && sel[0].every((s) => sums.includes(s))
        ? sel[0].length
        : 0,
    wins: (sel, r) => (sel[0]!.includes(firstTwoSum(r)) ? 1 : 0),
    hitRate: ratio(pairs, 90),
    unitsPerBet: 1,
  };
});

export const PK10_PLAYS: Play<Pk10Result>[] = [position, twoSides, dragonTiger, ...sumSides, ...sumValues];
