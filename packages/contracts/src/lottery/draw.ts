/**
 * In-house draws with commit-reveal (docs/product/lottery.md#draws, decision 012).
 *
 * - Each draw gets a fresh seed (32 CSPRNG bytes, hex). Its commitment SHA-256(seed) is published
 *   when the draw opens; the seed is revealed with the result.
 * - Bytes: HMAC-SHA256(key = seed, message = `${gameCode}:${numero}:${cursor}`), cursor 0, 1, ...
 *   per 32-byte block, read as big-endian 4-byte words; an integer below n rejects words at or
 *   above the largest multiple of n under 2^32, so every value is exactly equally likely (the
 *   fair engine's RoundStream).
 * - Digits: one integer below 10 per position. k of n (11X5) and permutations (PK10): the first
 *   k steps of a Fisher–Yates shuffle of 1..n, in draw order. Mark Six: 7 of 49, the seventh is
 *   the special. VN: each prize number is one integer below 10^digits, zero-padded.
 */
import {
  type Hmac,
  RoundStream,
  type Sha256,
  StreamExhausted,
  commitment,
  newServerSeed,
} from '../games/fair/fair.ts';
import type { DrawShape } from './games.ts';
import { layoutDigits } from './vn.ts';

export type DrawOutcome = number[] | string[];

export const newDrawSeed = newServerSeed;
export const drawCommitment = (seed: string, sha256: Sha256) => commitment(seed, sha256);

/** 4-byte words a shape normally reads (rejections may need more). */
export function wordsFor(shape: DrawShape): number {
  if (shape.kind === 'digits') return shape.length;
  if (shape.kind === 'pick') return shape.count;
  if (shape.kind === 'permutation') return shape.of;
  if (shape.kind === 'marksix') return 7;
  return layoutDigits(shape.layout).length;
}

/** The outcome of a shape from a stream: pure and synchronous. */
export function outcomeFromStream(shape: DrawShape, stream: RoundStream): DrawOutcome {
  if (shape.kind === 'digits') return Array.from({ length: shape.length }, () => stream.below(10));
  if (shape.kind === 'pick') return stream.pick(shape.of, shape.count).map((i) => i + 1);
  if (shape.kind === 'permutation') return stream.pick(shape.of, shape.of).map((i) => i + 1);
  if (shape.kind === 'marksix') return stream.pick(49, 7).map((i) => i + 1);
  return layoutDigits(shape.layout).map((d) => String(stream.below(10 ** d)).padStart(d, '0'));
}

export type DrawInput = { seed: string; gameCode: string; numero: string; shape: DrawShape };

/** Bytes of `blocks` HMAC blocks of a draw, cursor 0 upwards. */
export async function drawBytes(
  input: DrawInput,
  { blocks, hmac }: { blocks: number; hmac: Hmac },
): Promise<Uint8Array> {
  const out = new Uint8Array(blocks * 32);
  for (let cursor = 0; cursor < blocks; cursor++) {
    out.set(await hmac(input.seed, `${input.gameCode}:${input.numero}:${cursor}`), cursor * 32);
  }
  return out;
}

/** The draw's result; fetches one more block and reruns in the rare case rejections run past. */
export async function drawOutcome(input: DrawInput, hmac: Hmac): Promise<DrawOutcome> {
  for (let blocks = Math.ceil(wordsFor(input.shape) / 8); ; blocks++) {
    try {
      return outcomeFromStream(input.shape, new RoundStream(await drawBytes(input, { blocks, hmac })));
    } catch (e) {
      if (!(e instanceof StreamExhausted)) throw e;
    }
  }
}

/** The `winNo` of draw history: numbers joined by commas. */
export const formatWinNo = (outcome: DrawOutcome): string => outcome.join(',');

export type DrawVerification = { commitmentMatches: boolean; resultMatches: boolean; expected: string };

/** What anyone can check after the reveal: the seed hashes to the commitment and yields the result. */
export async function verifyDraw(
  input: DrawInput & { commitment: string; winNo: string },
  crypto: { hmac: Hmac; sha256: Sha256 },
): Promise<DrawVerification> {
  const expected = formatWinNo(await drawOutcome(input, crypto.hmac));
  return {
    commitmentMatches: (await drawCommitment(input.seed, crypto.sha256)) === input.commitment.toLowerCase(),
    resultMatches: expected === input.winNo,
    expected,
  };
}
