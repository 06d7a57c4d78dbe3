/**
 * Provably fair core of the in-house games (docs/product/games.md#in-house-games). Zod-free and Node-free:
 * the public verifier page runs this same code in the browser.
 *
 * - The server seed (32 random bytes, hex) is committed by SHA-256(serverSeed) before play and
 *   revealed when the player rotates it.
 * - Round bytes: HMAC-SHA256(key = serverSeed, message = `${clientSeed}:${nonce}:${cursor}`),
 *   cursor 0, 1, 2, ... for each further 32-byte block. Keys and messages are UTF-8 strings.
 * - A float takes 4 bytes: b0/256 + b1/256^2 + b2/256^3 + b3/256^4, i.e. word / 2^32.
 * - An integer below n takes a word too, rejecting words at or above the largest multiple of n
 *   under 2^32 (so every value is exactly equally likely) and reading on.
 *
 * Outcomes never come from the commitment: it is public before the round.
 */

/** HMAC-SHA256 over UTF-8 key and message; WebCrypto in browsers, node:crypto on the server. */
export type Hmac = (key: string, message: string) => Promise<Uint8Array>;
/** SHA-256 of a UTF-8 string. */
export type Sha256 = (message: string) => Promise<Uint8Array>;

export type Seeds = { serverSeed: string; clientSeed: string; nonce: number };

const utf8 = new TextEncoder();
const WORD = 2 ** 32;

export const toHex = (bytes: Uint8Array): string => {
  let out = '';
  for (const b of bytes) out += b.toString(16).padStart(2, '0');
  return out;
};

/** A fresh server seed: 32 bytes from the platform's CSPRNG. */
export function newServerSeed(): string {
  return toHex(globalThis.crypto.getRandomValues(new Uint8Array(32)));
}

/** What the player sees before play: SHA-256 of the server seed, hex. */
export async function commitment(serverSeed: string, sha256: Sha256): Promise<string> {
  return toHex(await sha256(serverSeed));
}

export async function verifyCommitment(
  serverSeed: string,
  { hash, sha256 }: { hash: string; sha256: Sha256 },
): Promise<boolean> {
  return (await commitment(serverSeed, sha256)) === hash.toLowerCase();
}

export const webHmac: Hmac = async (key, message) => {
  const { subtle } = globalThis.crypto;
  const k = await subtle.importKey('raw', utf8.encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  return new Uint8Array(await subtle.sign('HMAC', k, utf8.encode(message)));
};

export const webSha256: Sha256 = async (message) =>
  new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', utf8.encode(message)));

/** Thrown by a stream that has read all its prefetched blocks; `roundOutcome` fetches more. */
export class StreamExhausted extends Error {}

/**
 * A synchronous reader over a round's prefetched HMAC blocks, so game maths stays pure and sync.
 */
export class RoundStream {
  readonly #bytes: Uint8Array;
  #pos = 0;

  constructor(bytes: Uint8Array) {
    this.#bytes = bytes;
  }

  /** The next 4 bytes, big-endian, as an integer in [0, 2^32). */
  word(): number {
    const b = this.#bytes;
    const p = this.#pos;
    if (p + 4 > b.length) throw new StreamExhausted();
    this.#pos = p + 4;
    return b[p]! * 0x1000000 + b[p + 1]! * 0x10000 + b[p + 2]! * 0x100 + b[p + 3]!;
  }

  /** b0/256 + b1/256^2 + b2/256^3 + b3/256^4: exactly word / 2^32, in [0, 1). */
  float(): number {
    return this.word() / WORD;
  }

  /** An integer in [0, n), exactly uniform (rejection of the last partial range). */
  below(n: number): number {
    const limit = WORD - (WORD % n);
    for (;;) {
      const w = this.word();
      if (w < limit) return w % n;
    }
  }

  /** The first `count` entries of a Fisher–Yates shuffle of 0..n-1 (all of it when count = n). */
  pick(n: number, count: number): number[] {
    const deck = Array.from({ length: n }, (_, i) => i);
    for (let i = 0; i < count; i++) {
      const j = i + this.below(n - i);
      const t = deck[i]!;
      deck[i] = deck[j]!;
      deck[j] = t;
    }
    return deck.slice(0, count);
  }
}

/** `blocks` HMAC blocks of a round, cursor 0 upwards, concatenated. */
export async function roundBytes(
  seeds: Seeds,
  { blocks, hmac }: { blocks: number; hmac: Hmac },
): Promise<Uint8Array> {
  const out = new Uint8Array(blocks * 32);
  for (let cursor = 0; cursor < blocks; cursor++) {
    out.set(await hmac(seeds.serverSeed, `${seeds.clientSeed}:${seeds.nonce}:${cursor}`), cursor * 32);
  }
  return out;
}

/**
 * Runs a game's pure outcome function on the round's stream. It prefetches the blocks the game
 * normally needs (`words` 4-byte reads); a rejected pick that reads past them (odds below
 * n / 2^32 per pick) makes it fetch one block more and run again from the start.
 */
export async function roundOutcome<T>(
  seeds: Seeds,
  { words, outcome, hmac }: { words: number; outcome: (stream: RoundStream) => T; hmac: Hmac },
): Promise<T> {
  for (let blocks = Math.max(1, Math.ceil(words / 8)); ; blocks++) {
    try {
      return outcome(new RoundStream(await roundBytes(seeds, { blocks, hmac })));
    } catch (e) {
      if (!(e instanceof StreamExhausted)) throw e;
    }
  }
}

/** Multipliers are integers in 1/10000 (docs/product/wire-conventions.md#amounts-times-and-ids). */
export const BP = 10_000n;

/** Payout = stake x multiplier / 10000, rounded down to the minor unit. */
export function payout(stake: bigint, multiplierBp: bigint): bigint {
  return (stake * multiplierBp) / BP;
}

/** n choose k, exact. */
export function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let r = 1n;
  for (let i = 0; i < k; i++) r = (r * BigInt(n - i)) / BigInt(i + 1);
  return r;
}

/** An exact ratio, for theoretical RTPs. */
export type Ratio = { num: bigint; den: bigint };

/** A ratio as a percentage with `digits` decimals, rounded down (for docs and tests). */
export function percent(r: Ratio, digits = 4): string {
  const scale = 10n ** BigInt(digits);
  const v = (r.num * 100n * scale) / r.den;
  const s = v.toString().padStart(digits + 1, '0');
  return `${s.slice(0, -digits)}.${s.slice(-digits)}`;
}

export const ratioToNumber = (r: Ratio): number => Number((r.num * 10n ** 15n) / r.den) / 1e15;
