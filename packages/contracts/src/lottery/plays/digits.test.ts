import { describe, expect, it } from 'vitest';
import { percent } from '../../games/fair/fair.ts';
import { allDigits, exactRtp, sameRatio } from '../rtp.test-support.ts';
import { LF_PLAYS, SSC_PLAYS } from './digits.ts';
import { DOCUMENTED_RTP } from './documented-rtp.test-support.ts';
import type { Play, Selection } from './types.ts';

const byId = (plays: Play<number[]>[], id: string) => plays.find((p) => p.id === id)!;
const ssc = (id: string) => byId(SSC_PLAYS, id);

/** A sample selection with several bets for each play of a digit family. */
function sample(play: Play<number[]>, length: number): Selection {
  const rows = Number(/_(\d)[FMB]?_/.exec(play.id)?.[1] ?? length);
  if (play.id.endsWith('_STRAIGHT')) return Array.from({ length: rows }, () => [0, 3, 7]);
  if (/_G(120|24|6|2)$/.test(play.id)) return [[0, 1, 2, 4, 6, 8]];
  if (play.id.endsWith('_G3')) return [[1, 2, 5]];
  if (play.id.endsWith('SIDES_POSITION')) return Array.from({ length }, (_, p) => (p === 1 ? [] : [0, 2, 3]));
  if (play.id.endsWith('SIDES_SUM')) return [[0, 1, 3]];
  if (play.id.endsWith('DRAGON_TIGER')) return [[0, 1]];
  return [[0]];
}

describe('digit plays (SSC, LF)', () => {
  it('counts bets', () => {
    expect(ssc('SSC_5_STRAIGHT').betCount([[1], [2], [3], [4], [5, 6]])).toBe(2);
    expect(ssc('SSC_5_STRAIGHT').betCount([[1], [2], [3], [4]])).toBe(0);
    expect(
      ssc('SSC_3B_STRAIGHT').betCount([
        [1, 2],
        [1, 2, 3],
        [0, 9],
      ]),
    ).toBe(12);
    expect(ssc('SSC_5_G120').betCount([[0, 1, 2, 3, 4, 5]])).toBe(6);
    expect(ssc('SSC_4B_G24').betCount([[0, 1, 2]])).toBe(0);
    expect(ssc('SSC_3F_G6').betCount([[1, 2, 3, 4]])).toBe(4);
    expect(ssc('SSC_3F_G3').betCount([[1, 2, 3]])).toBe(6);
    expect(ssc('SSC_2B_G2').betCount([[1, 1]])).toBe(0);
    expect(ssc('SSC_SIDES_POSITION').betCount([[0], [], [1, 2], [], [3]])).toBe(4);
    expect(ssc('SSC_SIDES_POSITION').betCount([[4], [], [], [], []])).toBe(0);
    expect(ssc('SSC_TIE').betCount([[0]])).toBe(1);
  });

  it('wins by hand-computed cases', () => {
    const r = [1, 2, 3, 3, 9];
    expect(ssc('SSC_5_STRAIGHT').wins([[1], [2], [3], [3], [9, 8]], r)).toBe(1);
    expect(ssc('SSC_5_STRAIGHT').wins([[1], [2], [3], [4], [9]], r)).toBe(0);
    expect(ssc('SSC_3F_STRAIGHT').wins([[1], [2], [3]], r)).toBe(1);
    expect(ssc('SSC_3F_G6').wins([[3, 2, 1, 7]], r)).toBe(1);
    expect(ssc('SSC_3M_G6').wins([[2, 3]], r)).toBe(0);
    expect(ssc('SSC_3M_G3').wins([[2, 3]], r)).toBe(1);
    expect(ssc('SSC_3B_G3').wins([[3, 9]], r)).toBe(1);
    expect(ssc('SSC_3B_G3').wins([[3, 8]], r)).toBe(0);
    expect(ssc('SSC_2B_G2').wins([[9, 3]], r)).toBe(1);
    expect(ssc('SSC_5_G120').wins([[1, 2, 3, 4, 9]], r)).toBe(0);
    expect(ssc('SSC_5_G120').wins([[1, 2, 3, 4, 9]], [9, 4, 3, 2, 1])).toBe(1);
    expect(ssc('SSC_4B_G24').wins([[2, 3, 9, 0]], [5, 0, 9, 3, 2])).toBe(1);
    // Positions: 1 small odd, 2 small even, 3 small odd, 3, 9 big odd. Sum 18: small, even.
    expect(ssc('SSC_SIDES_POSITION').wins([[0, 1, 2], [3], [], [], [0, 3]], r)).toBe(4);
    expect(ssc('SSC_SIDES_SUM').wins([[0, 1, 2, 3]], r)).toBe(2);
    expect(ssc('SSC_SIDES_SUM').wins([[1, 3]], r)).toBe(2);
    expect(ssc('SSC_DRAGON_TIGER').wins([[0, 1]], r)).toBe(1);
    expect(ssc('SSC_DRAGON_TIGER').wins([[0]], r)).toBe(0);
    expect(ssc('SSC_DRAGON_TIGER').wins([[0, 1]], [4, 0, 0, 0, 4])).toBe(0);
    expect(ssc('SSC_TIE').wins([[0]], [4, 0, 0, 0, 4])).toBe(1);
    expect(byId(LF_PLAYS, 'LF_2B_STRAIGHT').wins([[2], [7]], [1, 2, 7])).toBe(1);
    expect(byId(LF_PLAYS, 'LF_DRAGON_TIGER').wins([[1]], [1, 2, 7])).toBe(1);
  });

  for (const [family, plays, length] of [
    ['SSC', SSC_PLAYS, 5],
    ['LF', LF_PLAYS, 3],
  ] as const) {
    it(`${family}: every play's hit rate and RTP hold over all ${10 ** length} outcomes`, () => {
      for (const play of plays) {
        const { hitRate, rtp, bets } = exactRtp(play, {
          selection: sample(play, length),
          outcomes: allDigits(length),
        });
        expect(bets, play.id).toBeGreaterThan(0);
        expect(sameRatio(hitRate, play.hitRate), play.id).toBe(true);
        expect(percent(rtp), play.id).toBe(DOCUMENTED_RTP[play.id]);
      }
    });
  }
});
