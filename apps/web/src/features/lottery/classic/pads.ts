/**
 * The number pad of each play type: which rows a selection has, what each row is called and
 * which values it offers. Pure; the rules of the rows (how bets are counted, what wins) stay in
 * the contracts' play catalogue, which the pad only lays out.
 */
import { lunarYearZodiac, type Game } from '@lotto/contracts/lottery/games';
import { LF_GROUPS, SSC_GROUPS } from '@lotto/contracts/lottery/plays/digits';
import { ZODIACS } from '@lotto/contracts/lottery/plays/marksix';
import { padNumber, toneOf, type Tone } from '../common/numbers.ts';

/** Names of the option buttons (translation keys under lottery.options). */
export type OptionName =
  'big' | 'small' | 'odd' | 'even' | 'dragon' | 'tiger' | 'tie' | 'red' | 'blue' | 'green';

/** One button: a number (shown as `text`), an option, or a zodiac animal. */
export type PadValue = {
  value: number;
  text?: string;
  option?: OptionName;
  zodiac?: number;
  tone?: Tone;
  disabled?: boolean;
};

/** What a row is called: a digit position, a draw place, a PK10 pair, or the row's role. */
export type RowLabel =
  | { kind: 'position'; family: 'SSC' | 'LF'; index: number }
  | { kind: 'place'; index: number }
  | { kind: 'pair'; index: number }
  | { kind: 'pick' | 'group' | 'sum' | 'option' | 'zodiac' };

export type PadRow = {
  label: RowLabel;
  values: PadValue[];
  /** Number rows get the all/big/small/odd/even/clear picks; option rows all and clear. */
  kind: 'numbers' | 'options';
  /** Numbers from this one up are "big" for the quick picks. */
  bigFrom: number;
};

export type Pad = { rows: PadRow[] };

const SIDES: OptionName[] = ['big', 'small', 'odd', 'even'];

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

function numbers(label: RowLabel, opts: { from: number; to: number; pad?: number; bigFrom: number }): PadRow {
  return {
    label,
    kind: 'numbers',
    bigFrom: opts.bigFrom,
    values: range(opts.from, opts.to).map((n) => ({ value: n, text: padNumber(n, opts.pad ?? 1) })),
  };
}

const options = (label: RowLabel, names: OptionName[]): PadRow => ({
  label,
  kind: 'options',
  bigFrom: 0,
  values: names.map((option, value) => ({ value, option })),
});

function digitsPad(game: Game, playId: string): Pad | null {
  const family = game.family as 'SSC' | 'LF';
  const length = family === 'SSC' ? 5 : 3;
  const position = (index: number): RowLabel => ({ kind: 'position', family, index });
  const digits = (label: RowLabel) => numbers(label, { from: 0, to: 9, bigFrom: 5 });
  const rest = playId.slice(family.length + 1);
  if (rest === 'SIDES_POSITION')
    return { rows: range(0, length - 1).map((i) => options(position(i), SIDES)) };
  if (rest === 'SIDES_SUM') return { rows: [options({ kind: 'sum' }, SIDES)] };
  if (rest === 'DRAGON_TIGER') return { rows: [options({ kind: 'option' }, ['dragon', 'tiger'])] };
  if (rest === 'TIE') return { rows: [options({ kind: 'option' }, ['tie'])] };
  const m = /^([^_]+)_(STRAIGHT|G\d+)$/.exec(rest);
  const group = (family === 'SSC' ? SSC_GROUPS : LF_GROUPS).find((g) => g.key === m?.[1]);
  if (!m || !group) return null;
  if (m[2] === 'STRAIGHT') return { rows: group.positions.map((p) => digits(position(p))) };
  return { rows: [digits({ kind: 'group' })] };
}

function elevenFivePad(playId: string): Pad | null {
  const ball = (label: RowLabel) => numbers(label, { from: 1, to: 11, pad: 2, bigFrom: 6 });
  if (/^11X5_ANY_\d$/.test(playId) || /^11X5_FIRST_\d_GROUP$/.test(playId))
    return { rows: [ball({ kind: 'pick' })] };
  if (playId === '11X5_FIRST_1') return { rows: [ball({ kind: 'place', index: 0 })] };
  const m = /^11X5_FIRST_(\d)_STRAIGHT$/.exec(playId);
  if (!m) return null;
  return { rows: range(0, Number(m[1]) - 1).map((i) => ball({ kind: 'place', index: i })) };
}

function pk10Pad(playId: string): Pad | null {
  const places = range(0, 9);
  if (playId === 'PK10_POSITION')
    return {
      rows: places.map((i) => numbers({ kind: 'place', index: i }, { from: 1, to: 10, pad: 2, bigFrom: 6 })),
    };
  if (playId === 'PK10_TWO_SIDES')
    return { rows: places.map((i) => options({ kind: 'place', index: i }, SIDES)) };
  if (playId === 'PK10_DRAGON_TIGER')
    return { rows: range(0, 4).map((i) => options({ kind: 'pair', index: i }, ['dragon', 'tiger'])) };
  const side = /^PK10_SUM_(BIG|SMALL|ODD|EVEN)$/.exec(playId)?.[1];
  if (side) return { rows: [options({ kind: 'sum' }, [side.toLowerCase() as OptionName])] };
  const sums = /^PK10_SUM_VALUE_([\d_]+)$/.exec(playId)?.[1];
  if (!sums) return null;
  const values = sums.split('_').map((s) => ({ value: Number(s), text: s }));
  return { rows: [{ label: { kind: 'sum' }, kind: 'numbers', bigFrom: 12, values }] };
}

function markSixPad(playId: string, drawTime: number): Pad | null {
  const balls = (): PadRow => {
    const row = numbers({ kind: 'pick' }, { from: 1, to: 49, pad: 2, bigFrom: 25 });
    return { ...row, values: row.values.map((v) => ({ ...v, tone: toneOf(v.value) })) };
  };
  if (playId === 'LHC_SPECIAL' || /^LHC_LINK_\d$/.test(playId)) return { rows: [balls()] };
  if (playId === 'LHC_SPECIAL_SIDES') return { rows: [options({ kind: 'option' }, SIDES)] };
  if (playId === 'LHC_COLOUR_RED') return { rows: [options({ kind: 'option' }, ['red'])] };
  if (playId === 'LHC_COLOUR_BLUE_GREEN') return { rows: [options({ kind: 'option' }, ['blue', 'green'])] };
  const year = yearZodiacAt(drawTime);
  if (playId === 'LHC_ZODIAC_YEAR')
    return {
      rows: [
        { label: { kind: 'zodiac' }, kind: 'options', bigFrom: 0, values: [{ value: 0, zodiac: year }] },
      ],
    };
  if (playId !== 'LHC_ZODIAC') return null;
  // The year's own animal has five numbers and is its own play (LHC_ZODIAC_YEAR).
  const values = ZODIACS.map((_, z) => ({ value: z, zodiac: z, disabled: z === year }));
  return { rows: [{ label: { kind: 'zodiac' }, kind: 'options', bigFrom: 0, values }] };
}

/** The lunar year's animal at a draw time (0 Rat ... 11 Pig); Rat outside the known table. */
export function yearZodiacAt(drawTime: number): number {
  try {
    return lunarYearZodiac(drawTime);
  } catch {
    return 0;
  }
}

/** The pad of a play, or null for a play this screen does not know (VN plays live on /vnlottery). */
export function padOf(game: Game, { playId, drawTime }: { playId: string; drawTime: number }): Pad | null {
  if (game.family === 'SSC' || game.family === 'LF') return digitsPad(game, playId);
  if (game.family === '11X5') return elevenFivePad(playId);
  if (game.family === 'PK10') return pk10Pad(playId);
  if (game.family === 'LHC') return markSixPad(playId, drawTime);
  return null;
}

/** An empty selection for a pad: one empty row per pad row. */
export const emptySelection = (pad: Pad): number[][] => pad.rows.map(() => []);
