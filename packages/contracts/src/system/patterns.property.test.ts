import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptedPatternToRegExp, patternFamilies, type PatternId } from './patterns.ts';

/**
 * Property tests for the 22 pattern families of SPEC section 5. Each family gets a generator of
 * strings that must match, built from the family's wording (never from its regex), and a generator of
 * counter-examples. Conventions used throughout, as in the families themselves:
 * - "letter", "uppercase", "digit" mean ASCII A–Z / a–z / 0–9;
 * - "symbol" means ASCII punctuation (family 17 "any letters/digits/symbols" is printable ASCII);
 * - "space" means any ECMAScript white space or line terminator (what `\s` means);
 * - "Chinese character" means a CJK unified ideograph (main block, Extension A and B).
 */

const runs = { numRuns: 200 };

const regexOf = (id: PatternId) => new RegExp(patternFamilies[id].source, 'u');

// ---------------------------------------------------------------------------------------------
// Building blocks

/** One code point from the inclusive ranges, each range equally likely. */
const fromRanges = (...ranges: [number, number][]) =>
  fc.oneof(
    ...ranges.map(([from, to]) => fc.integer({ min: from, max: to }).map((cp) => String.fromCodePoint(cp))),
  );
/** One of the code points of `chars`. */
const oneOf = (chars: string) => fc.constantFrom(...chars);
/** A string of `unit`s, between `min` and `max` units long. */
const word = (unit: fc.Arbitrary<string>, min = 1, max = 12) =>
  fc.string({ unit, minLength: min, maxLength: max });
/** `base` with one `extra` put at any code-point position (start and end included). */
const insert = (base: fc.Arbitrary<string>, extra: fc.Arbitrary<string>) =>
  fc.tuple(base, extra, fc.nat()).map(([s, x, at]) => {
    const cps = [...s];
    cps.splice(at % (cps.length + 1), 0, x);
    return cps.join('');
  });
/** Counter-examples: mostly the given ones, sometimes the empty string (all but "any" need a character). */
const refused = (...arbs: fc.Arbitrary<string>[]) =>
  fc.oneof({ arbitrary: fc.constant(''), weight: 1 }, ...arbs.map((arbitrary) => ({ arbitrary, weight: 4 })));
/** `base` with each of `required` put at a random position: a string that has every required class. */
const withEach = (base: fc.Arbitrary<string>, ...required: fc.Arbitrary<string>[]) =>
  required.reduce(insert, base);

const upper = fromRanges([0x41, 0x5a]);
const lower = fromRanges([0x61, 0x7a]);
const letter = fc.oneof(upper, lower);
const digit = fromRanges([0x30, 0x39]);
const alnum = fc.oneof(upper, lower, digit);
const asciiSymbol = oneOf('!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~');

/** ECMAScript WhiteSpace and LineTerminator code points. */
const WHITESPACE =
  '\t\v\f \u00a0\ufeff\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a' +
  '\u202f\u205f\u3000\n\r\u2028\u2029';
const whitespace = oneOf(WHITESPACE);
/**
 * Any code point but a lone surrogate, drawn from ASCII, the BMP below and above the surrogates and
 * the astral planes. (fast-check's own `unit: 'binary'` costs a second to set up.)
 */
const anyCodePoint = fromRanges([0, 0x7f], [0x80, 0xd7ff], [0xe000, 0xffff], [0x10000, 0x10ffff]);
/** Any code point that is not white space. */
const nonSpace = anyCodePoint.filter((c) => !WHITESPACE.includes(c));

/** Characters from other writing systems, used to spoil otherwise valid strings. */
const latinAccented = oneOf('éÉñÑßøÅçü');
const emoji = oneOf('😀👍🇵🇭🎉');
const kana = oneOf('あアｱ');
const hangul = oneOf('가한글ㄱ');
const thaiChar = oneOf('กขฃ๑');
const laoChar = oneOf('ກຂ');
const otherDigits = oneOf('١٢٣０１９');
const chineseSample = oneOf('中文字鿏');
/** Anything that is not an ASCII letter or digit. */
const notAlnum = fc.oneof(
  whitespace,
  asciiSymbol,
  latinAccented,
  emoji,
  kana,
  hangul,
  thaiChar,
  otherDigits,
  chineseSample,
);

/** Chinese characters: the CJK Unified Ideographs block, mostly, plus Extensions A and B. */
const han = fc.oneof(
  { arbitrary: fromRanges([0x4e00, 0x9fff]), weight: 4 },
  { arbitrary: fromRanges([0x3400, 0x4dbf]), weight: 1 },
  { arbitrary: fromRanges([0x20000, 0x2a6df]), weight: 1 },
);
/** Punctuation of Chinese text (GB/T 15834) and the middle dot of transliterated names. */
const chinesePunctuation = oneOf('，。、；：？！“”‘’（）《》〈〉【】「」『』〔〕〖〗…—～·－．／');

const hiragana = fromRanges([0x3041, 0x3096]);
const katakana = fromRanges([0x30a1, 0x30fa]);
/** Full-width Japanese: kana, kanji (with 々 and 﨑 as in 佐々木, 山﨑), full-width alnum, punctuation, space. */
const japanese = fc.oneof(
  hiragana,
  katakana,
  han,
  oneOf('ーヽヾゝゞ々〆〇﨑、。「」『』・〜！？（）\u3000'),
  fromRanges([0xff10, 0xff19], [0xff21, 0xff3a], [0xff41, 0xff5a]),
);

const korean = fc.oneof(
  { arbitrary: fromRanges([0xac00, 0xd7a3]), weight: 4 },
  { arbitrary: fromRanges([0x1100, 0x11ff], [0x3131, 0x318e]), weight: 1 },
);
/** Assigned characters of the Thai block: letters, vowels, tone marks, ฿, Thai digits. */
const thai = fromRanges([0x0e01, 0x0e3a], [0x0e3f, 0x0e5b]);

// ---------------------------------------------------------------------------------------------
// Dates

const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const daysIn = (y: number, m: number) =>
  m === 2 ? (isLeap(y) ? 29 : 28) : [4, 6, 9, 11].includes(m) ? 30 : 31;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');
type Ymd = { y: number; m: number; d: number };
const iso = ({ y, m, d }: Ymd, sep = '-') => `${pad(y, 4)}${sep}${pad(m)}${sep}${pad(d)}`;
const us = ({ y, m, d }: Ymd, sep = '-') => `${pad(m)}${sep}${pad(d)}${sep}${pad(y, 4)}`;
const bothFormats = (date: fc.Arbitrary<Ymd>) =>
  fc.tuple(date, fc.boolean()).map(([d, i]) => (i ? iso(d) : us(d)));

const year = fc.integer({ min: 0, max: 9999 });
const realDate: fc.Arbitrary<Ymd> = fc.oneof(
  fc
    .tuple(year, fc.integer({ min: 1, max: 12 }), fc.nat())
    .map(([y, m, k]) => ({ y, m, d: 1 + (k % daysIn(y, m)) })),
  // Leap days and month ends, where a date pattern is most likely wrong.
  year.filter(isLeap).map((y) => ({ y, m: 2, d: 29 })),
  fc.tuple(year, fc.integer({ min: 1, max: 12 })).map(([y, m]) => ({ y, m, d: daysIn(y, m) })),
);
const badMonthDate = fc
  .tuple(year, fc.oneof(fc.constant(0), fc.integer({ min: 13, max: 99 })), fc.integer({ min: 1, max: 28 }))
  .map(([y, m, d]) => ({ y, m, d }));
const badDayDate = fc.oneof(
  fc.tuple(year, fc.integer({ min: 1, max: 12 })).map(([y, m]) => ({ y, m, d: 0 })),
  // The day after the month's last: April 31st, February 29th of a common year, February 30th.
  fc.tuple(year, fc.integer({ min: 1, max: 12 })).map(([y, m]) => ({ y, m, d: daysIn(y, m) + 1 })),
  year.filter((y) => !isLeap(y)).map((y) => ({ y, m: 2, d: 29 })),
  fc
    .tuple(year, fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 99 }))
    .map(([y, m, k]) => ({ y, m, d: Math.min(99, daysIn(y, m) + k) })),
);
const badSeparatorDate = fc
  .tuple(realDate, oneOf('/. _–－'), fc.constantFrom('', 'both', 'first'), fc.boolean())
  .map(([d, sep, where, isoFirst]) => {
    const s = isoFirst ? iso(d, sep) : us(d, sep);
    if (where === '') return isoFirst ? iso(d, '') : us(d, '');
    return where === 'both' ? s : s.replace(sep, '-');
  });
const badDate = fc.oneof(
  bothFormats(badMonthDate),
  bothFormats(badDayDate),
  badSeparatorDate,
  // Unpadded month or day: 2026-1-22, 1-22-2026.
  realDate
    .filter(({ m }) => m < 10)
    .map(({ y, m, d }) => [`${pad(y, 4)}-${m}-${pad(d)}`, `${m}-${pad(d)}-${pad(y, 4)}`])
    .chain((pair) => fc.constantFrom(...pair)),
  // Two-digit year, or the year missing.
  realDate.map(({ y, m, d }) => `${pad(y % 100)}-${pad(m)}-${pad(d)}`),
  realDate.map(({ m, d }) => `${pad(m)}-${pad(d)}`),
  // dd-MM-yyyy and yyyy-dd-MM with a day that cannot be a month.
  realDate.filter(({ d }) => d > 12).map(({ y, m, d }) => `${pad(d)}-${pad(m)}-${pad(y, 4)}`),
  realDate.filter(({ d }) => d > 12).map(({ y, m, d }) => `${pad(y, 4)}-${pad(d)}-${pad(m)}`),
  // Non-ASCII digit or surrounding space.
  fc.tuple(bothFormats(realDate), otherDigits, fc.nat()).map(([s, x, k]) => {
    const at = [...s].flatMap((c, i) => (/[0-9]/.test(c) ? [i] : []));
    const i = at[k % at.length] ?? 0;
    return s.slice(0, i) + x + s.slice(i + 1);
  }),
  fc.tuple(bothFormats(realDate), whitespace, fc.boolean()).map(([s, w, before]) => (before ? w + s : s + w)),
);

// ---------------------------------------------------------------------------------------------
// Emails

const atom = word(fc.oneof(alnum, oneOf('_%+-')), 1, 8);
const localPart = fc.array(atom, { minLength: 1, maxLength: 3 }).map((a) => a.join('.'));
const label = fc.oneof(
  alnum,
  fc.tuple(alnum, word(fc.oneof(alnum, fc.constant('-')), 0, 8), alnum).map((p) => p.join('')),
);
const tld = word(letter, 2, 6);
const domain = fc
  .tuple(fc.array(label, { minLength: 1, maxLength: 3 }), tld)
  .map(([ls, t]) => [...ls, t].join('.'));
const email = fc.tuple(localPart, domain).map(([l, d]) => `${l}@${d}`);
const badEmail = fc.oneof(
  email.map((e) => e.replace('@', '')),
  insert(email, whitespace),
  insert(email, fc.constant('@')),
  fc.tuple(localPart, label).map(([l, d]) => `${l}@${d}`), // no tld
  fc.tuple(localPart, label, letter).map(([l, d, t]) => `${l}@${d}.${t}`), // one-letter tld
  fc.tuple(localPart, label, tld, digit).map(([l, d, t, n]) => `${l}@${d}.${t}${n}`), // digit in tld
  domain.map((d) => `@${d}`),
  localPart.map((l) => `${l}@`),
  fc.tuple(localPart, domain).map(([l, d]) => `.${l}@${d}`),
  fc.tuple(localPart, domain).map(([l, d]) => `${l}.@${d}`),
  fc.tuple(atom, atom, domain).map(([a, b, d]) => `${a}..${b}@${d}`),
  fc.tuple(localPart, domain).map(([l, d]) => `${l}@.${d}`),
  fc.tuple(localPart, domain).map(([l, d]) => `${l}@${d}.`),
  fc.tuple(localPart, label, domain).map(([l, a, d]) => `${l}@${a}..${d}`),
  fc.tuple(localPart, domain).map(([l, d]) => `${l}@-${d}`),
  fc.tuple(localPart, label, tld).map(([l, a, t]) => `${l}@${a}-.${t}`),
  fc.tuple(localPart, label, tld, oneOf('_!#,;:()[]<>"\\')).map(([l, a, t, x]) => `${l}@${a}${x}.${t}`),
  fc.tuple(localPart, domain, oneOf(',;:()[]<>"\\')).map(([l, d, x]) => `${l}${x}@${d}`),
  insert(email, fc.oneof(latinAccented, chineseSample, emoji)),
);

// ---------------------------------------------------------------------------------------------
// Upper, lower, digit and symbol

const printableAscii = fc.oneof(alnum, asciiSymbol);
const strongPassword = withEach(word(printableAscii, 0, 10), upper, lower, digit, asciiSymbol);
/** A password with every class but one (and nothing of that class). */
const missingOneClass = fc.oneof(
  withEach(word(fc.oneof(lower, digit, asciiSymbol), 0, 10), lower, digit, asciiSymbol),
  withEach(word(fc.oneof(upper, digit, asciiSymbol), 0, 10), upper, digit, asciiSymbol),
  withEach(word(fc.oneof(upper, lower, asciiSymbol), 0, 10), upper, lower, asciiSymbol),
  withEach(word(fc.oneof(upper, lower, digit), 0, 10), upper, lower, digit),
);

// ---------------------------------------------------------------------------------------------
// The families

/** `invalid` is null only for "any", which by definition refuses nothing. */
type Family = { valid: fc.Arbitrary<string>; invalid: fc.Arbitrary<string> | null };

const families: Record<PatternId, Family> = {
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
    valid: fc.tuple(letter, word(alnum, 0)).map(([a, b]) => a + b),
    invalid: refused(
      fc.tuple(digit, word(alnum, 0)).map(([a, b]) => a + b),
      insert(
        fc.tuple(letter, word(alnum, 0)).map(([a, b]) => a + b),
        notAlnum,
      ),
    ),
  },
  // Chinese and digits
  3: {
    valid: word(fc.oneof(han, digit)),
    invalid: refused(
      insert(
        word(fc.oneof(han, digit), 0),
        fc.oneof(letter, whitespace, chinesePunctuation, asciiSymbol, kana, hangul, emoji, latinAccented),
      ),
    ),
  },
  // email
  4: { valid: email, invalid: refused(badEmail) },
  // alphanumeric
  5: { valid: word(alnum), invalid: refused(insert(word(alnum, 0), notAlnum)) },
  // letters plus digits: both must be present
  6: {
    valid: withEach(word(alnum, 0), letter, digit),
    invalid: refused(word(letter), word(digit), insert(withEach(word(alnum, 0), letter, digit), notAlnum)),
  },
  // digits only
  7: {
    valid: word(digit),
    invalid: refused(
      insert(word(digit, 0), fc.oneof(letter, whitespace, oneOf('+-.,'), otherDigits, chineseSample)),
    ),
  },
  // alphanumeric with an uppercase
  8: {
    valid: withEach(word(alnum, 0), upper),
    invalid: refused(word(fc.oneof(lower, digit)), insert(withEach(word(alnum, 0), upper), notAlnum)),
  },
  // English letters and spaces
  9: {
    valid: word(fc.oneof(letter, fc.constant(' '))),
    invalid: refused(
      insert(
        word(fc.oneof(letter, fc.constant(' ')), 0),
        fc.oneof(digit, asciiSymbol, oneOf('\t\n\u00a0\u3000'), latinAccented, chineseSample, thaiChar),
      ),
    ),
  },
  // no spaces
  10: {
    valid: word(nonSpace),
    invalid: refused(insert(word(nonSpace, 0), whitespace)),
  },
  // Chinese and punctuation
  11: {
    valid: word(fc.oneof(han, chinesePunctuation)),
    invalid: refused(
      insert(
        word(fc.oneof(han, chinesePunctuation), 0),
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
      insert(word(korean, 0), fc.oneof(letter, digit, whitespace, chineseSample, kana, emoji)),
    ),
  },
  // Thai
  14: {
    valid: word(thai),
    invalid: refused(
      insert(word(thai, 0), fc.oneof(letter, digit, whitespace, laoChar, asciiSymbol, chineseSample)),
    ),
  },
  // Thai or English and spaces
  15: {
    valid: word(fc.oneof(thai, letter, fc.constant(' '))),
    invalid: refused(
      insert(
        word(fc.oneof(thai, letter, fc.constant(' ')), 0),
        fc.oneof(digit, asciiSymbol, oneOf('\t\n\u00a0'), laoChar, latinAccented, chineseSample),
      ),
    ),
  },
  // uppercase and spaces
  16: {
    valid: word(fc.oneof(upper, fc.constant(' '))),
    invalid: refused(
      insert(word(fc.oneof(upper, fc.constant(' ')), 0), fc.oneof(lower, digit, asciiSymbol, oneOf('\tÉÑ'))),
    ),
  },
  // any letters/digits/symbols
  17: {
    valid: word(printableAscii),
    invalid: refused(
      insert(
        word(printableAscii, 0),
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
    valid: fc.array(word(nonSpace, 1, 8), { minLength: 2, maxLength: 4 }).map((parts) => parts.join(' ')),
    invalid: refused(
      word(nonSpace), // a single name
      word(nonSpace).map((n) => ` ${n}`),
      word(nonSpace).map((n) => `${n} `),
      fc
        .tuple(
          word(nonSpace, 1, 8),
          word(nonSpace, 1, 8),
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
        word(japanese, 0),
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
    invalid: refused(insert(word(upper, 0), fc.oneof(lower, digit, whitespace, oneOf('ÉÑ_-')))),
  },
  // digits starting with 9
  22: {
    valid: word(digit, 0).map((d) => `9${d}`),
    invalid: refused(
      fc.tuple(fromRanges([0x30, 0x38]), word(digit, 0)).map(([a, b]) => a + b),
      insert(
        word(digit, 0).map((d) => `9${d}`),
        fc.oneof(letter, whitespace, oneOf('+-.'), otherDigits),
      ),
    ),
  },
};

describe('pattern families (property tests)', () => {
  it('covers every family', () => {
    expect(Object.keys(families)).toEqual(Object.keys(patternFamilies));
  });

  for (const [key, { valid, invalid }] of Object.entries(families)) {
    const id = Number(key) as PatternId;
    const re = regexOf(id);

    it(`family ${id} (${patternFamilies[id].name}) accepts strings of its definition`, () => {
      fc.assert(
        fc.property(valid, (s) => {
          expect(re.test(s), JSON.stringify(s)).toBe(true);
        }),
        runs,
      );
    });

    if (invalid) {
      it(`family ${id} (${patternFamilies[id].name}) refuses counter-examples`, () => {
        fc.assert(
          fc.property(invalid, (s) => {
            expect(re.test(s), JSON.stringify(s)).toBe(false);
          }),
          runs,
        );
      });
    } else {
      it(`family ${id} (${patternFamilies[id].name}) has no counter-examples: it refuses nothing`, () => {
        expect(re.test('')).toBe(true);
        expect(re.test('\n\u2028\ud800')).toBe(true);
      });
    }
  }
});

describe('known edge cases of the families', () => {
  it.each([
    [3, '鿏鿔2026', 'CJK ideographs past U+9FA5 (element names)'],
    [3, '刘䶮', 'Extension A ideograph in a name'],
    [11, '他说：“你好……”——再见。', 'Chinese quotes, ellipsis and dash'],
    [11, '阿卜杜·拉', 'middle dot of a transliterated name'],
    [12, '2024-02-29', 'leap day'],
    [12, '02-29-2000', 'leap day of a 400-year'],
    [18, 'Aa1!Aa1!', 'ASCII symbol'],
    [20, '佐々木　太郎', 'iteration mark and full-width space'],
    [20, '山﨑「ヤマザキ」', 'compatibility ideograph and Japanese brackets'],
  ] as const)('family %i accepts %s (%s)', (id, value, _why) => {
    expect(regexOf(id).test(value)).toBe(true);
  });

  it.each([
    [4, 'a..b@x.io', 'consecutive dots in the local part'],
    [4, '.ab@x.io', 'leading dot'],
    [4, 'ab@-x.io', 'label starting with a hyphen'],
    [11, '中文ｱ', 'half-width katakana'],
    [11, '中文Ａ', 'full-width Latin letter'],
    [12, '2026-02-29', 'Feb 29 of a common year'],
    [12, '1900-02-29', 'Feb 29 of a century year'],
    [12, '04-31-2026', 'April 31'],
    [18, 'Aa1éaaaa', 'an accented letter is not a symbol'],
    [18, 'Aa1!中文', 'non-ASCII characters'],
    [20, 'ﾔﾏﾀﾞ', 'half-width katakana'],
  ] as const)('family %i refuses %s (%s)', (id, value, _why) => {
    expect(regexOf(id).test(value)).toBe(false);
  });
});

describe('acceptedPatternToRegExp', () => {
  it("turns '*' into a pattern that accepts any string, line breaks included", () => {
    fc.assert(
      fc.property(fc.string({ unit: anyCodePoint, maxLength: 30 }), (s) => {
        expect(acceptedPatternToRegExp('*').test(s)).toBe(true);
      }),
      runs,
    );
  });

  it('uses each family source as given', () => {
    for (const { source } of Object.values(patternFamilies)) {
      expect(acceptedPatternToRegExp(source).source).toBe(new RegExp(source, 'u').source);
      expect(acceptedPatternToRegExp(source).unicode).toBe(true);
    }
  });
});
