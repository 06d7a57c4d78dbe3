/**
 * LHC (Mark Six): six different numbers of 1-49 and a special number drawn from the 43 left. The
 * result lists the six, then the special. Special-number plays (number, sides, colour, zodiac)
 * look at the special alone; the combination plays (two, three or four all among the six) at the
 * six. 49 is neither big nor small, odd nor even here: those bets lose on 49 and are priced on
 * 24 winning numbers of 49, instead of the Hong Kong bookmakers' refund (decision 012).
 */
import { choose } from '../../games/fair/fair.ts';
import { BLUE, GREEN, RED } from './marksix-colours.ts';
import { combinationCount, combinationWins, hitsIn, type Play, ratio, SIDES, validRow } from './types.ts';

/** balls: six numbers then the special; yearZodiac: 0 Rat ... 11 Pig, of the lunar year of the draw. */
export type MarkSixResult = { balls: number[]; yearZodiac: number };

export const ZODIACS = [
  'Rat',
  'Ox',
  'Tiger',
  'Rabbit',
  'Dragon',
  'Snake',
  'Horse',
  'Goat',
  'Monkey',
  'Rooster',
  'Dog',
  'Pig',
];

/** 1, 13, 25, 37, 49 are the year's animal; 2 the one before it, and so on backwards. */
export const zodiacOf = (n: number, yearZodiac: number) => (((yearZodiac - (n - 1)) % 12) + 12) % 12;

export { BLUE, GREEN, RED };

const special = (r: MarkSixResult) => r.balls[6]!;
const oneOption = (sel: number[][]) => (sel.length === 1 && validRow(sel[0], { min: 0, max: 0 }) ? 1 : 0);

/** 1-24 small, 25-48 big, 49 neither. */
function specialSide(option: number, n: number): boolean {
  if (n === 49) return false;
  return [n >= 25, n <= 24, n % 2 === 1, n % 2 === 0][option]!;
}

function link(k: number): Play<MarkSixResult> {
  return {
    id: `LHC_LINK_${k}`,
    group: 'LHC_LINK',
    name: { EN: `${k} all in the six`, TY: `${k} lahat sa anim` },
    selection: `1 row of at least ${k} numbers 1-49`,
    betCount: (sel) => combinationCount(sel, { k, min: 1, max: 49 }),
    wins: (sel, r) => combinationWins(hitsIn(sel[0]!, r.balls.slice(0, 6)), k),
    hitRate: ratio(choose(6, k), choose(49, k)),
    unitsPerBet: 1,
  };
}

export const MARK_SIX_PLAYS: Play<MarkSixResult>[] = [
  {
    id: 'LHC_SPECIAL',
    group: 'LHC_SPECIAL',
    name: { EN: 'Special number', TY: 'Espesyal na numero' },
    selection: '1 row of numbers 1-49',
    betCount: (sel) => (sel.length === 1 && validRow(sel[0], { min: 1, max: 49 }) ? sel[0].length : 0),
    wins: (sel, r) => (sel[0]!.includes(special(r)) ? 1 : 0),
    hitRate: ratio(1, 49),
    unitsPerBet: 1,
  },
  {
    id: 'LHC_SPECIAL_SIDES',
    group: 'LHC_SPECIAL',
    name: { EN: 'Special big/small/odd/even', TY: 'Espesyal malaki/maliit/odd/even' },
    selection: `1 row of options ${SIDES.map((s, i) => `${i} ${s}`).join(', ')} (big 25-48; 49 loses)`,
    betCount: (sel) => (sel.length === 1 && validRow(sel[0], { min: 0, max: 3 }) ? sel[0].length : 0),
    wins: (sel, r) => sel[0]!.filter((o) => specialSide(o, special(r))).length,
    hitRate: ratio(24, 49),
    unitsPerBet: 1,
  },
  {
    id: 'LHC_COLOUR_RED',
    group: 'LHC_COLOUR',
    name: { EN: 'Special colour red', TY: 'Kulay ng espesyal pula' },
    selection: '1 row [0]',
    betCount: oneOption,
    wins: (_sel, r) => (RED.includes(special(r)) ? 1 : 0),
    hitRate: ratio(RED.length, 49),
    unitsPerBet: 1,
  },
  {
    id: 'LHC_COLOUR_BLUE_GREEN',
    group: 'LHC_COLOUR',
    name: { EN: 'Special colour blue/green', TY: 'Kulay ng espesyal asul/berde' },
    selection: '1 row of options 0 blue, 1 green',
    betCount: (sel) => (sel.length === 1 && validRow(sel[0], { min: 0, max: 1 }) ? sel[0].length : 0),
    wins: (sel, r) => sel[0]!.filter((o) => (o === 0 ? BLUE : GREEN).includes(special(r))).length,
    hitRate: ratio(16, 49),
    unitsPerBet: 1,
  },
  {
    id: 'LHC_ZODIAC',
    group: 'LHC_ZODIAC',
    name: { EN: 'Special zodiac', TY: 'Zodiac ng espesyal' },
    selection: "1 row of zodiacs 0 Rat ... 11 Pig, not the year's own (it has 5 numbers: LHC_ZODIAC_YEAR)",
    betCount: (sel, ctx) =>
      sel.length === 1 &&
      ctx?.yearZodiac !== undefined &&
      validRow(sel[0], { min: 0, max: 11 }) &&
      !sel[0].includes(ctx.yearZodiac)
        ? sel[0].length
        : 0,
    wins: (sel, r) => (sel[0]!.includes(zodiacOf(special(r), r.yearZodiac)) ? 1 : 0),
    hitRate: ratio(4, 49),
    unitsPerBet: 1,
  },
  {
    id: 'LHC_ZODIAC_YEAR',
    group: 'LHC_ZODIAC',
    name: { EN: 'Special zodiac of the year', TY: 'Zodiac ng taon sa espesyal' },
    selection: '1 row [0]',
    betCount: oneOption,
    wins: (_sel, r) => (zodiacOf(special(r), r.yearZodiac) === r.yearZodiac ? 1 : 0),
    hitRate: ratio(5, 49),
    unitsPerBet: 1,
  },
  link(2),
  link(3),
  link(4),
];
