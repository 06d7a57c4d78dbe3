/**
 * Crash: shared multiplayer rounds on a hash chain, after Bustabit's published scheme.
 *
 * - Chain: from a secret seed x0, x(j+1) = SHA-256(xj) as hex, L times; the games are played in
 *   reverse (game 1 = xL, game 2 = x(L-1), ...), so each game's hash is SHA-256 of the next
 *   game's hash. The terminating hash SHA-256(game 1) is published before game 1: every later
 *   hash, once revealed, hashes back to it, so none can be changed after the fact.
 * - Crash point: h = HMAC-SHA256(key = game hash, message = public salt). The salt (Bustabit used
 *   a Bitcoin block hash chosen after the chain was committed) stops the operator from picking
 *   a favourable chain.
 *   - If h, as a 256-bit integer, is divisible by 100 the game crashes instantly at 1.00x: the
 *     1% house edge.
 *   - Otherwise r = the top 52 bits of h, E = 2^52, crash = floor(100 * E / (E - r)) / 100,
 *     so P(crash >= m) = 1/m, a fair game.
 * - A bet's auto cash-out target m (1.01x and up) wins m when m <= crash point:
 *   P = 0.99 / m, RTP = 99% for every target (less at most m / 2^52 of discretisation).
 */
import { toHex, type Hmac, type Ratio, type Sha256 } from './fair.ts';

/** Targets and crash points are in hundredths: 101 = 1.01x. */
export const CRASH_MIN_TARGET = 101;
export const CRASH_MAX_TARGET = 100_000_000;

/** Crash timing: the betting phase, and the multiplier's growth m(t) = e^(CRASH_GROWTH x t ms). */
export const CRASH_BETTING_MS = 6_000;
export const CRASH_GROWTH = 0.00006;

/** The crash multiplier (hundredths, rounded down) `ms` after the round started running. */
export function crashMultiplierAt(ms: number): number {
  return Math.floor(100 * Math.exp(CRASH_GROWTH * Math.max(0, ms)) + 1e-9);
}

/** How long a round with this crash point (hundredths) runs before it crashes, in ms. */
export function crashDurationMs(crashPoint: number): number {
  return crashPoint <= 100 ? 0 : Math.ceil(Math.log(crashPoint / 100) / CRASH_GROWTH);
}

const E = 2n ** 52n;

export type CrashChain = { games: string[]; terminatingHash: string };

/** The first `length` games of a chain from `seed`, in play order, and its terminating hash. */
export async function chainFrom(
  seed: string,
  { length, sha256 }: { length: number; sha256: Sha256 },
): Promise<CrashChain> {
  const built: string[] = [];
  let x = seed;
  for (let i = 0; i < length; i++) {
    x = toHex(await sha256(x));
    built.push(x);
  }
  const games = built.reverse();
  const first = games[0];
  return { games, terminatingHash: first === undefined ? seed : toHex(await sha256(first)) };
}

/** True when `hash` (an earlier game, or the terminating hash) is SHA-256 of `nextHash`. */
export async function verifyChainLink(
  hash: string,
  { nextHash, sha256 }: { nextHash: string; sha256: Sha256 },
): Promise<boolean> {
  return toHex(await sha256(nextHash)) === hash.toLowerCase();
}

/** The crash point from an HMAC digest, in hundredths. */
export function crashPointFromDigest(digest: Uint8Array): number {
  const h = BigInt(`0x${toHex(digest)}`);
  if (h % 100n === 0n) return 100;
  const r = h >> 204n;
  return Number((100n * E) / (E - r));
}

/** The game's crash point in hundredths (100 = 1.00x). */
export async function crashPoint(
  gameHash: string,
  { salt, hmac }: { salt: string; hmac: Hmac },
): Promise<number> {
  return crashPointFromDigest(await hmac(gameHash, salt));
}

export function validCrashTarget(target: number): boolean {
  return Number.isInteger(target) && target >= CRASH_MIN_TARGET && target <= CRASH_MAX_TARGET;
}

/** The bet's multiplier in basis points: the target when it was reached, else 0. */
export function crashPayoutBp(crash: number, target: number): bigint {
  return target <= crash ? BigInt(target) * 100n : 0n;
}

/**
 * Exact RTP for a target m (hundredths), ignoring the 2^-200 non-uniformity of h mod 100:
 * 0.99 x P(floor(100E / (E - r)) >= m) x m / 100, where that holds for r >= ceil(E (m - 100) / m).
 */
export function crashRtp(target: number): Ratio {
  const m = BigInt(target);
  const lowest = (E * (m - 100n) + m - 1n) / m;
  return { num: 99n * (E - lowest) * m, den: 100n * E * 100n };
}
