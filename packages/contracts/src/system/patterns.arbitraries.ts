import fc from 'fast-check';

/**
 * Generators for the property tests of the pattern families (patterns.property.test.ts), built
 * from each family's wording, never from its regex. Conventions used throughout, as in the
 * families themselves:
 * - "letter", "uppercase", "digit" mean ASCII A–Z / a–z / 0–9;
 * - "symbol" means ASCII punctuation (family 17 "any letters/digits/symbols" is printable ASCII);
 * - "space" means any ECMAScript white space or line terminator (what `\s` means);
 * - "Chinese character" means a CJK unified ideograph (main block, Extension A and B).
 */

// ---------------------------------------------------------------------------------------------
// Building blocks

/** One code point from the inclusive ranges, each range equally likely. */
export const fromRanges = (...ranges: [number, number][]) =>
  fc.oneof(
    ...ranges.map(([from, to]) => fc.integer({ min: from, max: to }).map((cp) => String.fromCodePoint(cp))),
  );
/** One of the code points of `chars`. */
export const oneOf = (chars: string) => fc.constantFrom(...chars);
/** A string of `unit`s, between `min` and `max` units long. */
export const word = (
  unit: fc.Arbitrary<string>,
  { min = 1, max = 12 }: { min?: number; max?: number } = {},
) => fc.string({ unit, minLength: min, maxLength: max });
/** `base` with one `extra` put at any code-point position (start and end included). */
export const insert = (base: fc.Arbitrary<string>, extra: fc.Arbitrary<string>) =>
  fc.tuple(base, extra, fc.nat()).map(([s, x, at]) => {
    const cps = [...s];
    cps.splice(at % (cps.length + 1), 0, x);
    return cps.join('');
  });
/** Counter-examples: mostly the given ones, sometimes the empty string (all but "any" need a character). */
export const refused = (...arbs: fc.Arbitrary<string>[]) =>
  fc.oneof({ arbitrary: fc.constant(''), weight: 1 }, ...arbs.map((arbitrary) => ({ arbitrary, weight: 4 })));
/** `base` with each of `required` put at a random position: a string that has every required class. */
export const withEach = (base: fc.Arbitrary<string>, ...required: fc.Arbitrary<string>[]) =>
  required.reduce(insert, base);

export const upper = fromRanges([0x41, 0x5a]);
export const lower = fromRanges([0x61, 0x7a]);
export const letter = fc.oneof(upper, lower);
export const digit = fromRanges([0x30, 0x39]);
export const alnum = fc.oneof(upper, lower, digit);
export const asciiSymbol = oneOf('!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~');

/** ECMAScript WhiteSpace and LineTerminator code points. */
const WHITESPACE =
  '\t\v\f \u00a0\ufeff\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a' +
  '\u202f\u205f\u3000\n\r\u2028\u2029';
export const whitespace = oneOf(WHITESPACE);
/**
 * Any code point but a lone surrogate, drawn from ASCII, the BMP below and above the surrogates and
 * the astral planes. (fast-check's own `unit: 'binary'` costs a second to set up.)
 */
export const anyCodePoint = fromRanges([0, 0x7f], [0x80, 0xd7ff], [0xe000, 0xffff], [0x10000, 0x10ffff]);
/** Any code point that is not white space. */
export const nonSpace = anyCodePoint.filter((c) => !WHITESPACE.includes(c));

/** Characters from other writing systems, used to spoil otherwise valid strings. */
export const latinAccented = oneOf('éÉñÑßøÅçü');
export const emoji = oneOf('😀👍🇵🇭🎉');
export const kana = oneOf('あアｱ');
export const hangul = oneOf('가한글ㄱ');
export const thaiChar = oneOf('กขฃ๑');
export const laoChar = oneOf('ກຂ');
export const otherDigits = oneOf('١٢٣０１９');
export const chineseSample = oneOf('中文字鿏');
/** Anything that is not an ASCII letter or digit. */
export const notAlnum = fc.oneof(
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
export const han = fc.oneof(
  { arbitrary: fromRanges([0x4e00, 0x9fff]), weight: 4 },
  { arbitrary: fromRanges([0x3400, 0x4dbf]), weight: 1 },
  { arbitrary: fromRanges([0x20000, 0x2a6df]), weight: 1 },
);
/** Punctuation of Chinese text (GB/T 15834) and the middle dot of transliterated names. */
export const chinesePunctuation = oneOf('，。、；：？！“”‘’（）《》〈〉【】「」『』〔〕〖〗…—～·－．／');

const hiragana = fromRanges([0x3041, 0x3096]);
const katakana = fromRanges([0x30a1, 0x30fa]);
/** Full-width Japanese: kana, kanji (with 々 and 﨑 as in 佐々木, 山﨑), full-width alnum, punctuation, space. */
export const japanese = fc.oneof(
  hiragana,
  katakana,
  han,
  oneOf('ーヽヾゝゞ々〆〇﨑、。「」『』・〜！？（）\u3000'),
  fromRanges([0xff10, 0xff19], [0xff21, 0xff3a], [0xff41, 0xff5a]),
);

export const korean = fc.oneof(
  { arbitrary: fromRanges([0xac00, 0xd7a3]), weight: 4 },
  { arbitrary: fromRanges([0x1100, 0x11ff], [0x3131, 0x318e]), weight: 1 },
);
/** Assigned characters of the Thai block: letters, vowels, tone marks, ฿, Thai digits. */
export const thai = fromRanges([0x0e01, 0x0e3a], [0x0e3f, 0x0e5b]);

// ---------------------------------------------------------------------------------------------
// Dates

const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const daysIn = (y: number, m: number) =>
  m === 2 ? (isLeap(y) ? 29 : 28) : [4, 6, 9, 11].includes(m) ? 30 : 31;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');
type Ymd = { y: number; m: number; d: number };
const iso = ({ y, m, d }: Ymd, sep = '-') => `${pad(y, 4)}${sep}${pad(m)}${sep}${pad(d)}`;
const us = ({ y, m, d }: Ymd, sep = '-') => `${pad(m)}${sep}${pad(d)}${sep}${pad(y, 4)}`;
export const bothFormats = (date: fc.Arbitrary<Ymd>) =>
  fc.tuple(date, fc.boolean()).map(([d, i]) => (i ? iso(d) : us(d)));

const year = fc.integer({ min: 0, max: 9999 });
export const realDate: fc.Arbitrary<Ymd> = fc.oneof(
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
export const badDate = fc.oneof(
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

const atom = word(fc.oneof(alnum, oneOf('_%+-')), { min: 1, max: 8 });
const localPart = fc.array(atom, { minLength: 1, maxLength: 3 }).map((a) => a.join('.'));
const label = fc.oneof(
  alnum,
  fc.tuple(alnum, word(fc.oneof(alnum, fc.constant('-')), { min: 0, max: 8 }), alnum).map((p) => p.join('')),
);
const tld = word(letter, { min: 2, max: 6 });
const domain = fc
  .tuple(fc.array(label, { minLength: 1, maxLength: 3 }), tld)
  .map(([ls, t]) => [...ls, t].join('.'));
export const email = fc.tuple(localPart, domain).map(([l, d]) => `${l}@${d}`);
export const badEmail = fc.oneof(
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

export const printableAscii = fc.oneof(alnum, asciiSymbol);
export const strongPassword = withEach(
  word(printableAscii, { min: 0, max: 10 }),
  upper,
  lower,
  digit,
  asciiSymbol,
);
/** A password with every class but one (and nothing of that class). */
export const missingOneClass = fc.oneof(
  withEach(word(fc.oneof(lower, digit, asciiSymbol), { min: 0, max: 10 }), lower, digit, asciiSymbol),
  withEach(word(fc.oneof(upper, digit, asciiSymbol), { min: 0, max: 10 }), upper, digit, asciiSymbol),
  withEach(word(fc.oneof(upper, lower, asciiSymbol), { min: 0, max: 10 }), upper, lower, asciiSymbol),
  withEach(word(fc.oneof(upper, lower, digit), { min: 0, max: 10 }), upper, lower, digit),
);
