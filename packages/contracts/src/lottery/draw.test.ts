import { describe, expect, it } from 'vitest';
import { RoundStream, StreamExhausted } from '../games/fair/fair.ts';
import {
  nodeHmac,
  nodeHmacSync,
  nodeSha256,
  nodeSha256Sync,
} from '../games/fair/node-crypto.test-support.ts';
import { drawCommitment, drawOutcome, formatWinNo, outcomeFromStream, verifyDraw, wordsFor } from './draw.ts';
import type { DrawShape } from './games.ts';

const hex = (b: Uint8Array) => Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
const SEED = hex(nodeSha256Sync('lottery draws: RNG test'));
const crypto = { hmac: nodeHmac, sha256: nodeSha256 };

/** Chi-square critical values at 99% (df 9 and df 10). */
const CHI2_99: Record<number, number> = { 9: 21.666, 10: 23.209 };

/**
 * Draws `draws` results of a shape (numero = draw index) with synchronous HMAC and checks, per
 * position: chi-square over the values at 99%, and each value's frequency within 2.576 standard
 * deviations (99%, two-sided) of its expectation.
 */
function checkPositions(shape: DrawShape, draws: number, positions: number, values: number, first: number) {
  const counts = Array.from({ length: positions }, () => new Array<number>(values).fill(0));
  const draw = (n: number): number[] => {
    for (let blocks = Math.ceil(wordsFor(shape) / 8); ; blocks++) {
      const bytes = new Uint8Array(blocks * 32);
      for (let c = 0; c < blocks; c++) bytes.set(nodeHmacSync(SEED, `T:${n}:${c}`), c * 32);
      try {
        return outcomeFromStream(shape, new RoundStream(bytes)) as number[];
      } catch (e) {
        if (!(e instanceof StreamExhausted)) throw e;
      }
    }
  };
  for (let n = 0; n < draws; n++) {
    const out = draw(n);
    for (let p = 0; p < positions; p++) counts[p]![out[p]! - first]!++;
  }
  const expected = draws / values;
  const sd = Math.sqrt(draws * (1 / values) * (1 - 1 / values));
  return counts.map((row) => ({
    chi2: row.reduce((s, c) => s + (c - expected) ** 2 / expected, 0),
    worstZ: Math.max(...row.map((c) => Math.abs(c - expected) / sd)),
  }));
}

describe('lottery draws', () => {
  it('commit-reveal: the seed hashes to the commitment and reproduces the result', async () => {
    const shape: DrawShape = { kind: 'digits', length: 5 };
    const input = { seed: SEED, gameCode: 'SSC1', numero: '20250101-0001', shape };
    const commitment = await drawCommitment(SEED, nodeSha256);
    expect(commitment).toBe(hex(nodeSha256Sync(SEED)));
    const winNo = formatWinNo(await drawOutcome(input, nodeHmac));
    expect(await verifyDraw({ ...input, commitment, winNo }, crypto)).toEqual({
      commitmentMatches: true,
      resultMatches: true,
      expected: winNo,
    });
    const other = await verifyDraw({ ...input, numero: '20250101-0002', commitment, winNo }, crypto);
    expect(other.resultMatches && other.expected === winNo).toBe(false);
    const forged = await verifyDraw({ ...input, commitment: '00'.repeat(32), winNo }, crypto);
    expect(forged.commitmentMatches).toBe(false);
  });

  it('draws the shape of every family', async () => {
    const at = async (shape: DrawShape) =>
      drawOutcome({ seed: SEED, gameCode: 'G', numero: '1', shape }, nodeHmac);
    const pick = (await at({ kind: 'pick', of: 11, count: 5 })) as number[];
    expect(new Set(pick).size).toBe(5);
    expect(pick.every((n) => n >= 1 && n <= 11)).toBe(true);
    const perm = (await at({ kind: 'permutation', of: 10 })) as number[];
    expect([...perm].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const six = (await at({ kind: 'marksix' })) as number[];
    expect(new Set(six).size).toBe(7);
    const vn = (await at({ kind: 'vn', layout: 'north' })) as string[];
    expect(vn.map((n) => n.length)).toEqual([
      5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 3, 3, 3, 2, 2, 2, 2,
    ]);
    expect(vn.every((n) => /^\d+$/.test(n))).toBe(true);
  });

  it('SSC digits: frequency and chi-square per position at 99% over 1,000,000 draws', () => {
    for (const { chi2, worstZ } of checkPositions({ kind: 'digits', length: 5 }, 1_000_000, 5, 10, 0)) {
      expect(chi2).toBeLessThan(CHI2_99[9]!);
      expect(worstZ).toBeLessThan(2.576);
    }
  }, 60_000);

  it('11X5 and PK10 positions: chi-square at 99% over 100,000 draws each', () => {
    for (const { chi2 } of checkPositions({ kind: 'pick', of: 11, count: 5 }, 100_000, 5, 11, 1)) {
      expect(chi2).toBeLessThan(CHI2_99[10]!);
    }
    for (const { chi2 } of checkPositions({ kind: 'permutation', of: 10 }, 100_000, 10, 10, 1)) {
      expect(chi2).toBeLessThan(CHI2_99[9]!);
    }
  }, 60_000);
});
