/**
 * The ALTCHA search, free of DOM and worker APIs so the worker, the main-thread fallback and
 * the tests share it: find n in [start, maxnumber] with hex(SHA-256(salt + n)) === challenge.
 *
 * WebCrypto's digest is asynchronous (one promise per candidate), which is far slower than this
 * synchronous SHA-256 for tens of thousands of tiny inputs. The search hashes the whole 64-byte
 * blocks of the salt once, keeps the rest of the message in one reused buffer, and counts the
 * decimal digits of n up in place, so the loop allocates nothing.
 */

/** What altcha.ts posts to altcha.worker.ts, and the answer. */
export type SolveRequest = { challenge: string; salt: string; maxnumber: number };
export type SolveResponse = { number: number | null };

const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);

const IV = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19];

const ZERO = 0x30;
const NINE = 0x39;
const encoder = new TextEncoder();

/** Where a compression reads: the 64 bytes of `block` at `offset`, with `w` as scratch (kept, not allocated per block). */
type Source = { w: Uint32Array; block: Uint8Array; offset: number };

/** One SHA-256 compression of the source's 64 bytes into `state`. */
function compress(state: Uint32Array, { w, block, offset }: Source): void {
  for (let i = 0, j = offset; i < 16; i++, j += 4) {
    w[i] = (block[j]! << 24) | (block[j + 1]! << 16) | (block[j + 2]! << 8) | block[j + 3]!;
  }
  for (let i = 16; i < 64; i++) {
    const x = w[i - 15]!;
    const y = w[i - 2]!;
    const s0 = ((x >>> 7) | (x << 25)) ^ ((x >>> 18) | (x << 14)) ^ (x >>> 3);
    const s1 = ((y >>> 17) | (y << 15)) ^ ((y >>> 19) | (y << 13)) ^ (y >>> 10);
    w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) | 0;
  }
  let a = state[0]!;
  let b = state[1]!;
  let c = state[2]!;
  let d = state[3]!;
  let e = state[4]!;
  let f = state[5]!;
  let g = state[6]!;
  let h = state[7]!;
  for (let i = 0; i < 64; i++) {
    const S1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
    const t1 = (h + S1 + ((e & f) ^ (~e & g)) + K[i]! + w[i]!) | 0;
    const S0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
    const t2 = (S0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
    h = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  state[0] = state[0]! + a;
  state[1] = state[1]! + b;
  state[2] = state[2]! + c;
  state[3] = state[3]! + d;
  state[4] = state[4]! + e;
  state[5] = state[5]! + f;
  state[6] = state[6]! + g;
  state[7] = state[7]! + h;
}

/** Writes the message length in bits, big-endian, into the last 8 bytes of `block[0, end)`. */
function writeBitLength(block: Uint8Array, { end, byteLength }: { end: number; byteLength: number }): void {
  const high = Math.floor(byteLength / 0x20000000);
  const low = (byteLength * 8) >>> 0;
  for (let i = 0; i < 4; i++) {
    block[end - 8 + i] = (high >>> (24 - 8 * i)) & 0xff;
    block[end - 4 + i] = (low >>> (24 - 8 * i)) & 0xff;
  }
}

/** SHA-256 of bytes (strings are hashed as UTF-8). */
export function sha256(input: Uint8Array | string): Uint8Array {
  const data = typeof input === 'string' ? encoder.encode(input) : input;
  const state = Uint32Array.from(IV);
  const source: Source = { w: new Uint32Array(64), block: data, offset: 0 };
  const full = data.length - (data.length % 64);
  for (source.offset = 0; source.offset < full; source.offset += 64) compress(state, source);
  const rest = data.length - full;
  const tail = new Uint8Array(rest < 56 ? 64 : 128);
  tail.set(data.subarray(full));
  tail[rest] = 0x80;
  writeBitLength(tail, { end: tail.length, byteLength: data.length });
  source.block = tail;
  for (source.offset = 0; source.offset < tail.length; source.offset += 64) compress(state, source);
  const out = new Uint8Array(32);
  for (let i = 0; i < 8; i++) {
    const word = state[i]!;
    out[i * 4] = word >>> 24;
    out[i * 4 + 1] = word >>> 16;
    out[i * 4 + 2] = word >>> 8;
    out[i * 4 + 3] = word;
  }
  return out;
}

/** SHA-256 as lower-case hex. */
export function sha256Hex(input: Uint8Array | string): string {
  let hex = '';
  for (const byte of sha256(input)) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/** The eight big-endian words of a 64-digit hex digest, or null if it is not one. */
function digestWords(hex: string): Uint32Array | null {
  if (!/^[0-9a-fA-F]{64}$/.test(hex)) return null;
  const words = new Uint32Array(8);
  for (let i = 0; i < 8; i++) words[i] = Number.parseInt(hex.slice(i * 8, i * 8 + 8), 16);
  return words;
}

/**
 * The n in [start, maxnumber] with hex(SHA-256(salt + String(n))) === challenge, or null.
 * `start` lets a caller search in slices (the main-thread fallback yields between them).
 */
export function findNumber(
  { challenge, salt, maxnumber }: { challenge: string; salt: string; maxnumber: number },
  start = 0,
): number | null {
  const target = digestWords(challenge);
  if (!target || !Number.isSafeInteger(start) || start < 0 || !(start <= maxnumber)) return null;
  const last = Math.min(maxnumber, Number.MAX_SAFE_INTEGER - 1);

  // The salt's whole blocks never change: hash them once (the "midstate").
  const saltBytes = encoder.encode(salt);
  const full = saltBytes.length - (saltBytes.length % 64);
  const midstate = Uint32Array.from(IV);
  const w = new Uint32Array(64);
  const salted: Source = { w, block: saltBytes, offset: 0 };
  for (salted.offset = 0; salted.offset < full; salted.offset += 64) compress(midstate, salted);

  // The rest: salt tail, the digits of n, 0x80, zeros, bit length. At most 63 + 16 + 9 bytes.
  const block = new Uint8Array(128);
  const prefix = saltBytes.length - full;
  block.set(saltBytes.subarray(full));
  let digits = 0;
  let blocks = 1;
  /** Lays out the tail for `n`; only needed when the digit count changes. */
  const layout = (n: number): void => {
    const text = String(n);
    digits = text.length;
    for (let i = 0; i < digits; i++) block[prefix + i] = text.charCodeAt(i);
    const used = prefix + digits;
    block.fill(0, used);
    block[used] = 0x80;
    blocks = used < 56 ? 1 : 2;
    writeBitLength(block, { end: blocks * 64, byteLength: saltBytes.length + digits });
  };
  layout(start);

  const t0 = target[0]!;
  const state = new Uint32Array(8);
  const first: Source = { w, block, offset: 0 };
  const second: Source = { w, block, offset: 64 };
  for (let n = start; n <= last; n++) {
    state.set(midstate);
    compress(state, first);
    if (blocks === 2) compress(state, second);
    if (
      state[0] === t0 &&
      state[1] === target[1] &&
      state[2] === target[2] &&
      state[3] === target[3] &&
      state[4] === target[4] &&
      state[5] === target[5] &&
      state[6] === target[6] &&
      state[7] === target[7]
    ) {
      return n;
    }
    // n + 1 in decimal, in place: turn trailing nines into zeros and bump the digit before.
    let i = prefix + digits - 1;
    while (i >= prefix && block[i] === NINE) block[i--] = ZERO;
    if (i >= prefix) block[i] = block[i]! + 1;
    else layout(n + 1);
  }
  return null;
}
