/**
 * Tests only: brute-force return to player. `exactRtp` plays one selection of a play against
 * every outcome of a (weighted) outcome space and returns the exact mean wins per bet and the
 * exact RTP at a series, so tests compare the play's documented hit rate and RTP with what its
 * own win function pays.
 */
import type { Ratio } from '../games/fair/fair.ts';
import { oddsBp } from './odds.ts';
import type { BetContext, Play, Selection } from './plays/types.ts';

export const REFERENCE_SERIES = 1950;

export type Weighted<R> = [result: R, weight: bigint];

export function exactRtp<R>(
  play: Play<R>,
  { selection, outcomes, ctx }: { selection: Selection; outcomes: Iterable<Weighted<R>>; ctx?: BetContext },
): { hitRate: Ratio; rtp: Ratio; bets: number } {
  const bets = play.betCount(selection, ctx);
  if (bets === 0) throw new Error(`${play.id}: invalid sample selection`);
  let wins = 0n;
  let total = 0n;
  for (const [result, weight] of outcomes) {
    wins += BigInt(play.wins(selection, result)) * weight;
    total += weight;
  }
  const odds = BigInt(oddsBp(play.hitRate, REFERENCE_SERIES));
  const den = total * BigInt(bets);
  return { hitRate: { num: wins, den }, rtp: { num: wins * odds, den: den * 10_000n }, bets };
}

export const sameRatio = (a: Ratio, b: Ratio) => a.num * b.den === b.num * a.den;

/** Every tuple of `length` values in [0, base), as arrays (reused: copy to keep). */
export function* allDigits(length: number, base = 10): Generator<Weighted<number[]>> {
  const d = new Array<number>(length).fill(0);
  for (let i = 0; i < base ** length; i++) {
    let v = i;
    for (let p = length - 1; p >= 0; p--) {
      d[p] = v % base;
      v = Math.floor(v / base);
    }
    yield [d, 1n];
  }
}

/** Every ordered draw of `count` different numbers of 1..n. */
export function* orderedDraws(n: number, count: number): Generator<Weighted<number[]>> {
  yield* drawsAfter(n, count, []);
}

function* drawsAfter(n: number, count: number, prefix: number[]): Generator<Weighted<number[]>> {
  if (prefix.length === count) {
    yield [prefix, 1n];
    return;
  }
  for (let v = 1; v <= n; v++) if (!prefix.includes(v)) yield* drawsAfter(n, count, [...prefix, v]);
}

/**
 * Permutations of 1..n that differ only at `positions`: every injective filling of those places,
 * the other places taking the unused numbers in ascending order. A play that reads only these
 * places sees each filling with the same chance as in the full n! space.
 */
export function* permutationsAt(n: number, positions: number[]): Generator<Weighted<number[]>> {
  for (const [chosen] of orderedDraws(n, positions.length)) {
    const rest = Array.from({ length: n }, (_, i) => i + 1).filter((v) => !chosen.includes(v));
    const out = new Array<number>(n);
    positions.forEach((p, i) => (out[p] = chosen[i]!));
    for (let p = 0; p < n; p++) if (out[p] === undefined) out[p] = rest.shift()!;
    yield [out, 1n];
  }
}
