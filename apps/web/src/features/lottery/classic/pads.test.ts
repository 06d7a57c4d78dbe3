import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { GAMES } from '@lotto/contracts/lottery/games';
import { playsOf } from '@lotto/contracts/lottery/plays/index';
import { padOf, yearZodiacAt } from './pads.ts';
import { quickPick, randomSelection } from './picks.ts';
import { selectionText } from './text.ts';

const DRAW = Date.UTC(2026, 5, 1, 12); // a Horse year (2026)
const families = GAMES.filter((g) => g.family !== 'VN');

describe('pads', () => {
  it('lays out every play of every non-VN game so the core counts a bet from it', () => {
    let plays = 0;
    for (const game of families)
      for (const play of playsOf(game)) {
        const pad = padOf(game, { playId: play.id, drawTime: DRAW });
        expect(pad, `${game.code} ${play.id}`).not.toBeNull();
        const ctx = { yearZodiac: yearZodiacAt(DRAW) };
        // a random pick with the fewest values is a valid ticket of at least one bet
        const sel = randomSelection(pad!.rows, { betCount: (s) => play.betCount(s, ctx) });
        expect(sel, `${game.code} ${play.id}`).not.toBeNull();
        expect(play.betCount(sel!, ctx)).toBeGreaterThan(0);
        // every value of every row is one the play accepts: "all" on each row is valid too
        const all = pad!.rows.map((row) => quickPick(row, 'all'));
        expect(play.betCount(all, ctx), `${game.code} ${play.id} all`).toBeGreaterThan(0);
        plays++;
      }
    expect(plays).toBeGreaterThan(100);
  });

  it('labels digit rows by the positions of the star group', () => {
    const ssc = GAMES.find((g) => g.code === 'SSC1')!;
    expect(padOf(ssc, { playId: 'SSC_3B_STRAIGHT', drawTime: DRAW })!.rows.map((r) => r.label)).toEqual([
      { kind: 'position', family: 'SSC', index: 2 },
      { kind: 'position', family: 'SSC', index: 3 },
      { kind: 'position', family: 'SSC', index: 4 },
    ]);
    expect(padOf(ssc, { playId: 'SSC_SIDES_POSITION', drawTime: DRAW })!.rows).toHaveLength(5);
    expect(padOf(ssc, { playId: 'SSC_5_G120', drawTime: DRAW })!.rows).toHaveLength(1);
  });

  it("colours Mark Six balls and keeps the year's own animal out of the zodiac play", () => {
    const lhc = GAMES.find((g) => g.code === 'LHC_5')!;
    const special = padOf(lhc, { playId: 'LHC_SPECIAL', drawTime: DRAW })!.rows[0]!;
    expect(special.values).toHaveLength(49);
    expect(special.values[0]).toMatchObject({ value: 1, text: '01', tone: 'red' });
    expect(special.values[2]).toMatchObject({ value: 3, tone: 'blue' });
    expect(special.values[4]).toMatchObject({ value: 5, tone: 'green' });
    const zodiac = padOf(lhc, { playId: 'LHC_ZODIAC', drawTime: DRAW })!.rows[0]!;
    expect(zodiac.values.filter((v) => v.disabled).map((v) => v.value)).toEqual([6]); // Horse
    expect(padOf(lhc, { playId: 'LHC_ZODIAC_YEAR', drawTime: DRAW })!.rows[0]!.values).toEqual([
      { value: 0, zodiac: 6 },
    ]);
  });

  it('offers PK10 sum values of the class and two-digit cars', () => {
    const pk = GAMES.find((g) => g.code === 'PK10_3')!;
    expect(
      padOf(pk, { playId: 'PK10_SUM_VALUE_3_4_18_19', drawTime: DRAW })!.rows[0]!.values.map((v) => v.value),
    ).toEqual([3, 4, 18, 19]);
    expect(padOf(pk, { playId: 'PK10_POSITION', drawTime: DRAW })!.rows[9]!.values[9]).toMatchObject({
      value: 10,
      text: '10',
    });
    expect(padOf(pk, { playId: 'PK10_DRAGON_TIGER', drawTime: DRAW })!.rows).toHaveLength(5);
  });

  it('has no pad for VN plays or unknown ids', () => {
    const vn = GAMES.find((g) => g.code === 'VN_NORTH')!;
    expect(padOf(vn, { playId: 'VN_N_LO2', drawTime: DRAW })).toBeNull();
    expect(
      padOf(
        GAMES.find((g) => g.code === 'SSC1')!,
        { playId: 'SSC_9X_STRAIGHT', drawTime: DRAW },
      ),
    ).toBeNull();
  });
});

describe('selection text', () => {
  const t = ((key: string, o?: Record<string, unknown>) =>
    key === 'lottery.rows.place' ? `Place ${String(o?.n)}` : key.split('.').at(-1)) as unknown as TFunction;
  const pk = GAMES.find((g) => g.code === 'PK10_3')!;
  const ssc = GAMES.find((g) => g.code === 'SSC1')!;

  it('names the rows a sparse selection uses, and joins full rows with bars', () => {
    const pad = padOf(pk, { playId: 'PK10_POSITION', drawTime: DRAW });
    const sel = Array.from({ length: 10 }, (_, i) => (i === 0 ? [1, 2] : i === 3 ? [10] : []));
    expect(selectionText(t, { pad, selection: sel })).toBe('Place 1: 01 02 · Place 4: 10');
    expect(
      selectionText(t, {
        pad: padOf(ssc, { playId: 'SSC_2F_STRAIGHT', drawTime: DRAW }),
        selection: [[1, 2], [3]],
      }),
    ).toBe('1 2 | 3');
    expect(
      selectionText(t, { pad: padOf(ssc, { playId: 'SSC_SIDES_SUM', drawTime: DRAW }), selection: [[0, 2]] }),
    ).toBe('big, odd');
  });
});
