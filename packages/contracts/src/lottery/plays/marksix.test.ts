import { describe, expect, it } from 'vitest';
import { choose, percent } from '../../games/fair/fair.ts';
import { exactRtp, sameRatio, type Weighted } from '../rtp.test-support.ts';
import { DOCUMENTED_RTP } from './documented-rtp.test-support.ts';
import { BLUE, GREEN, MARK_SIX_PLAYS, type MarkSixResult, RED, zodiacOf } from './marksix.ts';
import type { Selection } from './types.ts';

const play = (id: string) => MARK_SIX_PLAYS.find((p) => p.id === id)!;
const YEAR = 5; // Snake (2025)

/** Every special number (the six do not matter to special plays), every year's animal. */
function* specials(): Generator<Weighted<MarkSixResult>> {
  for (let year = 0; year < 12; year++) {
    for (let s = 1; s <= 49; s++) {
      const six = Array.from({ length: 49 }, (_, i) => i + 1)
        .filter((n) => n !== s)
        .slice(0, 6);
      yield [{ balls: [...six, s], yearZodiac: year }, 1n];
    }
  }
}

/**
 * Link plays read only which picked numbers are among the six: for each subset S of the picked
 * row, one result stands for the C(49 - |row|, 6 - |S|) sixes that meet the row in exactly S.
 */
function* sixesAgainst(row: number[]): Generator<Weighted<MarkSixResult>> {
  const others = Array.from({ length: 49 }, (_, i) => i + 1).filter((n) => !row.includes(n));
  for (let mask = 0; mask < 1 << row.length; mask++) {
    const inSix = row.filter((_, i) => mask & (1 << i));
    if (inSix.length > 6) continue;
    const six = [...inSix, ...others.slice(0, 6 - inSix.length)];
    yield [{ balls: [...six, others[6]!], yearZodiac: 0 }, choose(others.length, 6 - inSix.length)];
  }
}

function sample(id: string): Selection {
  if (id === 'LHC_SPECIAL') return [[1, 25, 49]];
  if (id === 'LHC_SPECIAL_SIDES') return [[0, 1, 2, 3]];
  if (id === 'LHC_COLOUR_BLUE_GREEN') return [[0, 1]];
  if (id.startsWith('LHC_LINK')) return [[3, 14, 25, 36, 47]];
  return [[0]];
}

describe('Mark Six plays', () => {
  it('has 17 red, 16 blue and 16 green numbers covering 1-49; five numbers for the year', () => {
    expect(new Set([...RED, ...BLUE, ...GREEN]).size).toBe(49);
    expect([RED.length, BLUE.length, GREEN.length]).toEqual([17, 16, 16]);
    const ofYear = Array.from({ length: 49 }, (_, i) => i + 1).filter((n) => zodiacOf(n, YEAR) === YEAR);
    expect(ofYear).toEqual([1, 13, 25, 37, 49]);
    expect(zodiacOf(2, YEAR)).toBe(4); // the Dragon, the year before
  });

  it('counts bets, refusing the year animal under LHC_ZODIAC', () => {
    expect(play('LHC_SPECIAL').betCount([[1, 2, 49]])).toBe(3);
    expect(play('LHC_SPECIAL').betCount([[50]])).toBe(0);
    expect(play('LHC_ZODIAC').betCount([[0, 1]], { yearZodiac: YEAR })).toBe(2);
    expect(play('LHC_ZODIAC').betCount([[YEAR]], { yearZodiac: YEAR })).toBe(0);
    expect(play('LHC_ZODIAC').betCount([[0]])).toBe(0);
    expect(play('LHC_LINK_3').betCount([[1, 2, 3, 4]])).toBe(4);
  });

  it('wins by hand-computed cases', () => {
    const r: MarkSixResult = { balls: [3, 14, 25, 36, 47, 8, 49], yearZodiac: YEAR };
    expect(play('LHC_SPECIAL').wins([[49, 1]], r)).toBe(1);
    expect(play('LHC_SPECIAL_SIDES').wins([[0, 1, 2, 3]], r)).toBe(0);
    expect(play('LHC_COLOUR_BLUE_GREEN').wins([[0, 1]], r)).toBe(1);
    expect(play('LHC_ZODIAC_YEAR').wins([[0]], r)).toBe(1);
    expect(play('LHC_LINK_2').wins([[3, 14, 25, 1]], r)).toBe(3);
    expect(play('LHC_LINK_4').wins([[3, 14, 25, 36, 49]], r)).toBe(1);
    const r2: MarkSixResult = { balls: [1, 2, 3, 4, 5, 6, 30], yearZodiac: YEAR };
    expect(play('LHC_SPECIAL_SIDES').wins([[0, 1, 2, 3]], r2)).toBe(2);
    expect(play('LHC_ZODIAC').wins([[zodiacOf(30, YEAR)]], r2)).toBe(1);
  });

  it('every play: hit rate and RTP by enumeration (special x year, or link combinatorics)', () => {
    for (const p of MARK_SIX_PLAYS) {
      const sel = sample(p.id);
      if (p.id === 'LHC_ZODIAC') {
        // Per year, bet on the other eleven animals.
        for (let year = 0; year < 12; year++) {
          const row = Array.from({ length: 12 }, (_, z) => z).filter((z) => z !== year);
          const only = [...specials()].filter(([r]) => r.yearZodiac === year);
          const { hitRate, rtp } = exactRtp(p, {
            selection: [row],
            outcomes: only,
            ctx: { yearZodiac: year },
          });
          expect(sameRatio(hitRate, p.hitRate), `${p.id} ${year}`).toBe(true);
          expect(percent(rtp), p.id).toBe(DOCUMENTED_RTP[p.id]);
        }
        continue;
      }
      const outcomes = p.id.startsWith('LHC_LINK') ? sixesAgainst(sel[0]!) : specials();
      const { hitRate, rtp } = exactRtp(p, { selection: sel, outcomes });
      expect(sameRatio(hitRate, p.hitRate), p.id).toBe(true);
      expect(percent(rtp), p.id).toBe(DOCUMENTED_RTP[p.id]);
    }
  });
});
