/**
 * Vietnamese plays on one station's result (the numbers as digit strings, special first).
 *
 * - Lo 2/3/4 (bao lô): a point on a number is paid for every drawn number ending in it, so a
 *   point costs one unit per number that can hit (north lo 2: 27 units, south: 18) and pays per
 *   hit. Its hit rate is hits per point: 27/100 for north lo 2.
 * - De (đề): the last 2 digits of the special; 3 cang and 4 cang: its last 3 and 4 digits;
 *   dau/duoi (đầu/đuôi): the tens or the units digit of de.
 * - Xien 2/3/4 (xiên): 2 to 4 lo-2 numbers that must all come up (each at least once); a win is
 *   one win however many times they came up. Bets are the k-number combinations of the row.
 */
import { choose, type Ratio } from '../../games/fair/fair.ts';
import { layoutDigits, numbersWithDigits, type VnLayout } from '../vn.ts';
import { combinationCount, combinationWins, hitsIn, type Play, ratio, validRow } from './types.ts';

export type VnResult = string[];

const tail = (n: string, digits: number) => Number(n.slice(-digits));
const lo = (r: VnResult, digits: number) => r.filter((n) => n.length >= digits).map((n) => tail(n, digits));
const special = (r: VnResult) => r[0]!;

const oneRow = (max: number) => (sel: number[][]) =>
  sel.length === 1 && validRow(sel[0], { min: 0, max }) ? sel[0].length : 0;

/**
 * Chance that k given 2-digit endings all come up among m independent uniform numbers:
 * inclusion-exclusion, sum over j of (-1)^j C(k, j) ((values - j) / values)^m.
 */
export function allAppear(k: number, { m, values = 100 }: { m: number; values?: number }): Ratio {
  let num = 0n;
  for (let j = 0; j <= k; j++) {
    const term = choose(k, j) * BigInt(values - j) ** BigInt(m);
    num += j % 2 === 0 ? term : -term;
  }
  return { num, den: BigInt(values) ** BigInt(m) };
}

function vnPlays(layout: VnLayout): Play<VnResult>[] {
  const L = layout === 'north' ? 'N' : 'S';
  const m = layoutDigits(layout).length;
  const loPlay = (digits: number): Play<VnResult> => {
    const count = numbersWithDigits(layout, digits);
    return {
      id: `VN_${L}_LO${digits}`,
      group: `VN_${L}_LO`,
      name: {
        EN: `Lo ${digits} (per point, paid per hit)`,
        TY: `Lo ${digits} (bawat punto, bayad bawat tama)`,
      },
      selection: `1 row of numbers 0-${10 ** digits - 1} (last ${digits} digits); a point costs ${count} units`,
      betCount: oneRow(10 ** digits - 1),
      wins: (sel, r) => lo(r, digits).filter((v) => sel[0]!.includes(v)).length,
      hitRate: ratio(count, 10 ** digits),
      unitsPerBet: count,
    };
  };
  const lastDigits = (digits: number, id: string, en: string): Play<VnResult> => ({
    id: `VN_${L}_${id}`,
    group: `VN_${L}_DE`,
    name: { EN: en, TY: en },
    selection: `1 row of numbers 0-${10 ** digits - 1} (last ${digits} digits of the special)`,
    betCount: oneRow(10 ** digits - 1),
    wins: (sel, r) => (sel[0]!.includes(tail(special(r), digits)) ? 1 : 0),
    hitRate: ratio(1, 10 ** digits),
    unitsPerBet: 1,
  });
  const deDigit = (id: string, en: string, ty: string, at: 0 | 1): Play<VnResult> => ({
    id: `VN_${L}_${id}`,
    group: `VN_${L}_DAU_DUOI`,
    name: { EN: en, TY: ty },
    selection: '1 row of digits 0-9',
    betCount: oneRow(9),
    wins: (sel, r) => (sel[0]!.includes(Number(special(r).slice(-2)[at])) ? 1 : 0),
    hitRate: ratio(1, 10),
    unitsPerBet: 1,
  });
  const xien = (k: number): Play<VnResult> => ({
    id: `VN_${L}_XIEN${k}`,
    group: `VN_${L}_XIEN`,
    name: { EN: `Xien ${k}`, TY: `Xien ${k}` },
    selection: `1 row of at least ${k} numbers 0-99; every ${k} of them is a bet`,
    betCount: (sel) => combinationCount(sel, { k, min: 0, max: 99 }),
    wins: (sel, r) => combinationWins(hitsIn(sel[0]!, lo(r, 2)), k),
    hitRate: allAppear(k, { m }),
    unitsPerBet: 1,
  });
  return [
    loPlay(2),
    loPlay(3),
    loPlay(4),
    lastDigits(2, 'DE', 'De (special, last 2)'),
    lastDigits(3, '3CANG', '3 cang (special, last 3)'),
    lastDigits(4, '4CANG', '4 cang (special, last 4)'),
    xien(2),
    xien(3),
    xien(4),
    deDigit('DAU', 'Dau (tens of de)', 'Dau (sampuan ng de)', 0),
    deDigit('DUOI', 'Duoi (units of de)', 'Duoi (isahan ng de)', 1),
  ];
}

export const VN_NORTH_PLAYS = vnPlays('north');
export const VN_SOUTH_PLAYS = vnPlays('south');
