import { describe, expect, it } from 'vitest';
import { percent } from '../../games/fair/fair.ts';
import { exactRtp, orderedDraws, sameRatio } from '../rtp.test-support.ts';
import { DOCUMENTED_RTP } from './documented-rtp.test-support.ts';
import { ELEVEN_FIVE_PLAYS } from './elevenfive.ts';
import type { Selection } from './types.ts';

const play = (id: string) => ELEVEN_FIVE_PLAYS.find((p) => p.id === id)!;

function sample(id: string): Selection {
  const k = Number(/_(\d)/.exec(id)?.[1]);
  if (id.startsWith('11X5_ANY')) return [[1, 2, 3, 5, 8, 9, 10, 11].slice(0, Math.min(8, k + 2))];
  if (id.endsWith('STRAIGHT')) return Array.from({ length: k }, (_, i) => [1, 2, 3, 6 + i]);
  if (id.endsWith('GROUP')) return [[2, 4, 6, 7, 11]];
  return [[3, 4, 10]];
}

describe('11X5 plays', () => {
  it('counts bets', () => {
    expect(play('11X5_ANY_2').betCount([[1, 2, 3]])).toBe(3);
    expect(play('11X5_ANY_8').betCount([[1, 2, 3, 4, 5, 6, 7, 8, 9]])).toBe(9);
    expect(play('11X5_ANY_5').betCount([[1, 2, 3, 4, 12]])).toBe(0);
    expect(
      play('11X5_FIRST_2_STRAIGHT').betCount([
        [1, 2],
        [1, 2],
      ]),
    ).toBe(2);
    expect(play('11X5_FIRST_3_STRAIGHT').betCount([[1, 2], [1, 2], [3]])).toBe(2);
    expect(play('11X5_FIRST_3_GROUP').betCount([[1, 2, 3, 4]])).toBe(4);
    expect(play('11X5_FIRST_1').betCount([[1, 11]])).toBe(2);
  });

  it('wins by hand-computed cases', () => {
    const r = [3, 7, 1, 11, 5];
    expect(play('11X5_ANY_2').wins([[3, 7, 1, 2]], r)).toBe(3);
    expect(play('11X5_ANY_5').wins([[1, 3, 5, 7, 11]], r)).toBe(1);
    expect(play('11X5_ANY_6').wins([[1, 3, 5, 7, 11, 2]], r)).toBe(1);
    expect(play('11X5_ANY_6').wins([[1, 3, 5, 7, 11, 2, 4]], r)).toBe(2);
    expect(play('11X5_ANY_7').wins([[1, 3, 5, 7, 10, 2, 4]], r)).toBe(0);
    expect(play('11X5_ANY_8').wins([[1, 3, 5, 7, 11, 2, 4, 6, 8]], r)).toBe(C(4, 3));
    expect(play('11X5_FIRST_1').wins([[3]], r)).toBe(1);
    expect(play('11X5_FIRST_2_STRAIGHT').wins([[7], [3]], r)).toBe(0);
    expect(play('11X5_FIRST_2_GROUP').wins([[7, 3]], r)).toBe(1);
    expect(play('11X5_FIRST_3_STRAIGHT').wins([[3], [7], [1, 2]], r)).toBe(1);
    expect(play('11X5_FIRST_3_GROUP').wins([[1, 7, 3]], r)).toBe(1);
    expect(play('11X5_FIRST_3_GROUP').wins([[1, 7, 5]], r)).toBe(0);
  });

  it('every play: hit rate and RTP over all 55,440 ordered draws', () => {
    for (const p of ELEVEN_FIVE_PLAYS) {
      const { hitRate, rtp } = exactRtp(p, { selection: sample(p.id), outcomes: orderedDraws(11, 5) });
      expect(sameRatio(hitRate, p.hitRate), p.id).toBe(true);
      expect(percent(rtp), p.id).toBe(DOCUMENTED_RTP[p.id]);
    }
  });
});

function C(n: number, k: number): number {
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return r;
}
