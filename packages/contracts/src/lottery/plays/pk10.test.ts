import { describe, expect, it } from 'vitest';
import { percent } from '../../games/fair/fair.ts';
import { exactRtp, permutationsAt, sameRatio } from '../rtp.test-support.ts';
import { DOCUMENTED_RTP } from './documented-rtp.test-support.ts';
import { PK10_PLAYS, pairsWithSum } from './pk10.ts';
import type { Selection } from './types.ts';

const play = (id: string) => PK10_PLAYS.find((p) => p.id === id)!;
const rows = (n: number, filled: Record<number, number[]>) =>
  Array.from({ length: n }, (_, i) => filled[i] ?? []);

/** Sample selections and the places each reads (every other place is irrelevant to the play). */
function sample(id: string): [Selection, number[]] {
  if (id === 'PK10_POSITION') return [rows(10, { 0: [1, 2], 1: [10], 9: [3, 4, 5] }), [0, 1, 9]];
  if (id === 'PK10_TWO_SIDES') return [rows(10, { 0: [0, 3], 9: [1, 2] }), [0, 9]];
  if (id === 'PK10_DRAGON_TIGER') return [rows(5, { 0: [0, 1], 1: [1] }), [0, 1, 8, 9]];
  if (id.startsWith('PK10_SUM_VALUE')) return [[id.split('_').slice(3).map(Number)], [0, 1]];
  return [[[0]], [0, 1]];
}

describe('PK10 plays', () => {
  it('counts bets', () => {
    expect(play('PK10_POSITION').betCount(rows(10, { 0: [1, 2], 5: [3] }))).toBe(3);
    expect(play('PK10_POSITION').betCount(rows(9, {}))).toBe(0);
    expect(play('PK10_TWO_SIDES').betCount(rows(10, { 3: [0, 1, 2, 3] }))).toBe(4);
    expect(play('PK10_DRAGON_TIGER').betCount(rows(5, { 4: [0] }))).toBe(1);
    expect(play('PK10_SUM_VALUE_11').betCount([[11]])).toBe(1);
    expect(play('PK10_SUM_VALUE_11').betCount([[12]])).toBe(0);
  });

  it('wins by hand-computed cases', () => {
    const r = [7, 5, 1, 2, 3, 4, 6, 8, 9, 10];
    expect(play('PK10_POSITION').wins(rows(10, { 0: [7, 1], 1: [4], 9: [10] }), r)).toBe(2);
    // Place 1 car 7: big, odd. Place 2 car 5: small, odd.
    expect(play('PK10_TWO_SIDES').wins(rows(10, { 0: [0, 1, 2, 3], 1: [1, 2] }), r)).toBe(4);
    // 1v10: 7 < 10 tiger; 2v9: 5 < 9 tiger; 5v6: 3 < 4 tiger.
    expect(play('PK10_DRAGON_TIGER').wins(rows(5, { 0: [0, 1], 1: [1], 4: [0] }), r)).toBe(2);
    expect(play('PK10_SUM_BIG').wins([[0]], r)).toBe(1);
    expect(play('PK10_SUM_EVEN').wins([[0]], r)).toBe(1);
    expect(play('PK10_SUM_ODD').wins([[0]], r)).toBe(0);
    expect(play('PK10_SUM_VALUE_9_10_12_13').wins([[12, 13]], r)).toBe(1);
    expect(pairsWithSum(11)).toBe(10);
    expect(pairsWithSum(3)).toBe(2);
  });

  it('every play: hit rate and RTP over every arrangement of the places it reads', () => {
    for (const p of PK10_PLAYS) {
      const [selection, places] = sample(p.id);
      const { hitRate, rtp } = exactRtp(p, { selection, outcomes: permutationsAt(10, places) });
      expect(sameRatio(hitRate, p.hitRate), p.id).toBe(true);
      expect(percent(rtp), p.id).toBe(DOCUMENTED_RTP[p.id]);
    }
  });
});
