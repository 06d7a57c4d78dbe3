/**
 * Number entry the way Vietnamese players type it: "12 34 56", "12,34;56", one per line, or run
 * together ("123456" is 12 34 56 for a 2-digit play). Every pick has the play's exact digits
 * ("05", not "5"), since 5 and 05 are different 3-digit numbers.
 */
import { padNumber } from '../common/numbers.ts';

/** The server takes at most this many numbers in a row (the contracts' zTicketBody). */
export const MAX_PICKS = 100;

export type ParsedEntry = {
  /** Distinct numbers in typing order. */
  numbers: number[];
  /** Pieces that are not a number of the play's digits. */
  invalid: string[];
  /** Numbers typed more than once (kept once). */
  duplicates: string[];
  /** More than MAX_PICKS distinct numbers were typed; the rest were left out. */
  overLimit: boolean;
};

export function parseEntry(text: string, digits: number): ParsedEntry {
  const out: ParsedEntry = { numbers: [], invalid: [], duplicates: [], overLimit: false };
  const seen = new Set<number>();
  for (const token of text.split(/[^0-9]+/).filter(Boolean)) {
    if (token.length % digits !== 0) {
      out.invalid.push(token);
      continue;
    }
    for (let i = 0; i < token.length; i += digits) {
      const piece = token.slice(i, i + digits);
      const n = Number(piece);
      if (seen.has(n)) {
        if (!out.duplicates.includes(piece)) out.duplicates.push(piece);
      } else if (out.numbers.length >= MAX_PICKS) out.overLimit = true;
      else {
        seen.add(n);
        out.numbers.push(n);
      }
    }
  }
  // Letters and the like are not separators a person meant: report them.
  for (const junk of text.match(/[^\d\s,;.\-/|+]+/g) ?? []) out.invalid.push(junk);
  return out;
}

/** The picks as the entry box shows them: "05 12 99". */
export const entryText = (numbers: readonly number[], digits: number): string =>
  numbers.map((n) => padNumber(n, digits)).join(' ');

export type QuickPick =
  | { kind: 'even' | 'odd' | 'big' | 'small' | 'doubles' }
  | { kind: 'head' | 'tail'; digit: number }
  | { kind: 'random'; count: number };

/**
 * Quick picks of the 00-99 grid (chẵn, lẻ, tài, xỉu, kép, đầu, đuôi) and random numbers of any
 * width. `random` takes an integer below its argument (crypto in the page, a stub in tests).
 */
export function quickPick(
  pick: QuickPick,
  { digits, random }: { digits: number; random: (below: number) => number },
): number[] {
  const size = 10 ** digits;
  if (pick.kind === 'random') {
    const chosen = new Set<number>();
    const want = Math.min(pick.count, size, MAX_PICKS);
    while (chosen.size < want) chosen.add(random(size));
    return [...chosen].sort((a, b) => a - b);
  }
  const all = Array.from({ length: size }, (_, n) => n);
  const tens = (n: number) => Math.floor(n / 10) % 10;
  const test: Record<Exclude<QuickPick['kind'], 'random'>, (n: number) => boolean> = {
    even: (n) => n % 2 === 0,
    odd: (n) => n % 2 === 1,
    big: (n) => n >= size / 2,
    small: (n) => n < size / 2,
    doubles: (n) => digits >= 2 && tens(n) === n % 10,
    head: (n) => pick.kind === 'head' && tens(n) === pick.digit,
    tail: (n) => pick.kind === 'tail' && n % 10 === pick.digit,
  };
  return all.filter(test[pick.kind]).slice(0, MAX_PICKS);
}

/** An unbiased integer below `below` from the browser's CSPRNG (quick picks only). */
export function cryptoBelow(below: number): number {
  const limit = Math.floor(0x1_0000_0000 / below) * below;
  const word = new Uint32Array(1);
  do globalThis.crypto.getRandomValues(word);
  while (word[0]! >= limit);
  return word[0]! % below;
}
