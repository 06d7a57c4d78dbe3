import fc from 'fast-check';
import type { PatternId } from './patterns.ts';
import {
  alnum,
  anyCodePoint,
  asciiSymbol,
  badDate,
  badEmail,
  bothFormats,
  chinesePunctuation,
  chineseSample,
  digit,
  email,
  emoji,
  fromRanges,
  han,
  hangul,
  insert,
  japanese,
  kana,
  korean,
  laoChar,
  latinAccented,
  letter,
  lower,
  missingOneClass,
  nonSpace,
  notAlnum,
  oneOf,
  otherDigits,
  printableAscii,
  realDate,
  refused,
  strongPassword,
  thai,
  thaiChar,
  upper,
  whitespace,
  withEach,
  word,
} from './patterns.arbitraries.ts';

/** `invalid` is null only for "any", which by definition refuses nothing. */
type Family = { valid: fc.Arbitrary<string>; invalid: fc.Arbitrary<string> | null };

/** Per family: strings of its definition that must match, and counter-examples that must not. */
export const families: Record<PatternId, Family> = {
  // any
  1: {
    valid: fc.oneof(
      fc.string({ unit: anyCodePoint, maxLength: 20 }),
      // Lone surrogates and other raw UTF-16 code units too.
      fc.string({
        unit: fc.integer({ min: 0, max: 0xffff }).map((u) => String.fromCharCode(u)),
        maxLength: 20,
      }),
    ),
    invalid: null,
  },
  // letter first then letters/digits
  2: {
    valid: fc.tuple(letter, word(alnum, { min: 0 })).map(([a, b]) => a + b),
    invalid: refused(
      fc.tuple(digit, word(alnum, { min: 0 })).map(([a, b]) => a + b),
      insert(
        fc.tuple(letter, word(alnum, { min: 0 })).map(([a, b]) => a + b),
        notAlnum,
      ),
    ),
  },
  // Chinese and digits
  3: {
    valid: word(fc.oneof(han, digit)),
    invalid: refused(
      insert(
        word(fc.oneof(han, digit), { min: 0 }),
        fc.oneof(letter, whitespace, chinesePunctuation, asciiSymbol, kana, hangul, emoji, latinAccented),
      ),
    ),
  },
  // email
  4: { valid: email, invalid: refused(badEmail) },
  // alphanumeric
  5: { valid: word(alnum), invalid: refused(insert(word(alnum, { min: 0 }), notAlnum)) },
  // letters plus digits: both must be present
  6: {
    valid: withEach(word(alnum, { min: 0 }), letter, digit),
    invalid: refused(
      word(letter),
      word(digit),
      insert(withEach(word(alnum, { min: 0 }), letter, digit), notAlnum),
    ),
  },
  // digits only
  7: {
    valid: word(digit),
    invalid: refused(
      insert(
        word(digit, { min: 0 }),
        fc.oneof(letter, whitespace, oneOf('+-.,'), otherDigits, chineseSample),
      ),
    ),
  },
  // alphanumeric with an uppercase
  8: {
    valid: withEach(word(alnum, { min: 0 }), upper),
    invalid: refused(
      word(fc.oneof(lower, digit)),
      insert(withEach(word(alnum, { min: 0 }), upper), notAlnum),
    ),
  },
  // English letters and spaces
  9: {
    valid: word(fc.oneof(letter, fc.constant(' '))),
    invalid: refused(
      insert(
        word(fc.oneof(letter, fc.constant(' ')), { min: 0 }),
        fc.oneof(digit, asciiSymbol, oneOf('\t\n\u00a0\u3000'), latinAccented, chineseSample, thaiChar),
      ),
    ),
  },
  // no spaces
  10: {
    valid: word(nonSpace),
    invalid: refused(insert(word(nonSpace, { min: 0 }), whitespace)),
  },
  // Chinese and punctuation
  11: {
    valid: word(fc.oneof(han, chinesePunctuation)),
    invalid: refused(
      insert(
        word(fc.oneof(han, chinesePunctuation), { min: 0 }),
        fc.oneof(
          letter,
          digit,
          fromRanges([0xff10, 0xff19], [0xff21, 0xff3a], [0xff41, 0xff5a]), // full-width letters and digits
          fromRanges([0xff66, 0xff9d], [0xffa1, 0xffdc]), // half-width katakana and hangul
          kana,
          hangul,
          emoji,
          fc.constant(' '),
        ),
      ),
    ),
  },
  // date yyyy-MM-dd or MM-dd-yyyy
  12: { valid: bothFormats(realDate), invalid: refused(badDate) },
  // Korean
  13: {
    valid: word(korean),
    invalid: refused(
      insert(word(korean, { min: 0 }), fc.oneof(letter, digit, whitespace, chineseSample, kana, emoji)),
    ),
  },
  // Thai
  14: {
    valid: word(thai),
    invalid: refused(
      insert(
        word(thai, { min: 0 }),
        fc.oneof(letter, digit, whitespace, laoChar, asciiSymbol, chineseSample),
      ),
    ),
  },
  // Thai or English and spaces
  15: {
    valid: word(fc.oneof(thai, letter, fc.constant(' '))),
    invalid: refused(
      insert(
        word(fc.oneof(thai, letter, fc.constant(' ')), { min: 0 }),
        fc.oneof(digit, asciiSymbol, oneOf('\t\n\u00a0'), laoChar, latinAccented, chineseSample),
      ),
    ),
  },
  // uppercase and spaces
  16: {
    valid: word(fc.oneof(upper, fc.constant(' '))),
    invalid: refused(
      insert(
        word(fc.oneof(upper, fc.constant(' ')), { min: 0 }),
        fc.oneof(lower, digit, asciiSymbol, oneOf('\tÉÑ')),
      ),
    ),
  },
  // any letters/digits/symbols
  17: {
    valid: word(printableAscii),
    invalid: refused(
      insert(
        word(printableAscii, { min: 0 }),
        fc.oneof(whitespace, latinAccented, chineseSample, emoji, oneOf('\0\x7f')),
      ),
    ),
  },
  // upper, lower, digit and symbol
  18: {
    valid: strongPassword,
    invalid: refused(
      missingOneClass,
      insert(strongPassword, fc.oneof(whitespace, latinAccented, chineseSample, emoji)),
    ),
  },
  // full name with a space
  19: {
    valid: fc
      .array(word(nonSpace, { min: 1, max: 8 }), { minLength: 2, maxLength: 4 })
      .map((parts) => parts.join(' ')),
    invalid: refused(
      word(nonSpace), // a single name
      word(nonSpace).map((n) => ` ${n}`),
      word(nonSpace).map((n) => `${n} `),
      fc
        .tuple(
          word(nonSpace, { min: 1, max: 8 }),
          word(nonSpace, { min: 1, max: 8 }),
          whitespace.filter((w) => w !== ' '),
        )
        .map(([a, b, w]) => a + w + b),
    ),
  },
  // full-width Japanese
  20: {
    valid: word(japanese),
    invalid: refused(
      insert(
        word(japanese, { min: 0 }),
        fc.oneof(
          alnum,
          asciiSymbol,
          fc.constant(' '),
          fromRanges([0xff61, 0xff9f]),
          hangul,
          latinAccented,
          emoji,
        ),
      ),
    ),
  },
  // uppercase only
  21: {
    valid: word(upper),
    invalid: refused(insert(word(upper, { min: 0 }), fc.oneof(lower, digit, whitespace, oneOf('ÉÑ_-')))),
  },
  // digits starting with 9
  22: {
    valid: word(digit, { min: 0 }).map((d) => `9${d}`),
    invalid: refused(
      fc.tuple(fromRanges([0x30, 0x38]), word(digit, { min: 0 })).map(([a, b]) => a + b),
      insert(
        word(digit, { min: 0 }).map((d) => `9${d}`),
        fc.oneof(letter, whitespace, oneOf('+-.'), otherDigits),
      ),
    ),
  },
};
