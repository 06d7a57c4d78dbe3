/** Month and day of a real calendar date, February up to the 28th ('MM-dd'). */
const monthDay =
  '(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|02-(?:0[1-9]|1\\d|2[0-8]))';
/** A four-digit Gregorian leap year: divisible by 4 and not by 100, or by 400. */
const leapYear = '(?:\\d\\d(?:0[48]|[2468][048]|[13579][26])|(?:[02468][048]|[13579][26])00)';

/**
 * The validation pattern families a brand can assign to a registration field (docs/product/accounts.md#pattern-families).
 * Field config names one by `patternId`; its error text is the translation of
 * `reg_pattern_{patternId}` with (min) and (max) filled in. One list, used by server and client.
 * Length bounds are not part of the patterns: they come from the field's minLength/maxLength.
 */
export const patternFamilies = {
  1: { name: 'any', source: '^[\\s\\S]*$' },
  2: { name: 'letterFirstAlnum', source: '^[A-Za-z][A-Za-z0-9]*$' },
  // Chinese characters are all CJK unified ideographs (not only U+4E00–U+9FA5), as in family 11.
  3: { name: 'chineseDigits', source: '^[\\p{Unified_Ideograph}0-9]+$' },
  // Dot-separated atoms before the @ (no leading, trailing or double dot); host labels that neither
  // start nor end with a hyphen; an alphabetic top-level domain of two letters or more.
  4: {
    name: 'email',
    source:
      '^[A-Za-z0-9_%+-]+(?:\\.[A-Za-z0-9_%+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\\.)+[A-Za-z]{2,}$',
  },
  5: { name: 'alphanumeric', source: '^[A-Za-z0-9]+$' },
  6: { name: 'lettersAndDigits', source: '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$' },
  7: { name: 'digits', source: '^[0-9]+$' },
  8: { name: 'alnumWithUpper', source: '^(?=.*[A-Z])[A-Za-z0-9]+$' },
  9: { name: 'englishLettersSpaces', source: '^[A-Za-z ]+$' },
  10: { name: 'noSpaces', source: '^\\S+$' },
  // Ideographs; CJK punctuation (U+3000–U+303F); the dashes, quotes and ellipsis of General
  // Punctuation (U+2010–U+2027); the middle dot; full-width punctuation (not full-width letters or
  // digits, nor half-width katakana and hangul).
  11: {
    name: 'chinesePunctuation',
    source:
      '^[\\p{Unified_Ideograph}\\u3000-\\u303f\\u2010-\\u2027\\u00b7\\uff01-\\uff0f\\uff1a-\\uff20\\uff3b-\\uff40\\uff5b-\\uff65]+$',
  },
  // Real calendar dates only: no April 31st, February 29th only in leap years.
  12: {
    name: 'date',
    source: `^(?:\\d{4}-${monthDay}|${leapYear}-02-29|${monthDay}-\\d{4}|02-29-${leapYear})$`,
  },
  13: { name: 'korean', source: '^[\\uac00-\\ud7a3\\u1100-\\u11ff\\u3130-\\u318f]+$' },
  14: { name: 'thai', source: '^[\\u0e00-\\u0e7f]+$' },
  15: { name: 'thaiEnglishSpaces', source: '^[\\u0e00-\\u0e7fA-Za-z ]+$' },
  16: { name: 'upperSpaces', source: '^[A-Z ]+$' },
  17: { name: 'printable', source: '^[\\x21-\\x7e]+$' },
  // Symbol means ASCII punctuation, and the whole value is printable ASCII as in family 17: an
  // accented letter or a Chinese character is not a symbol.
  18: {
    name: 'upperLowerDigitSymbol',
    source:
      '^(?=.*[A-Z])(?=.*[a-z])(?=.*[0-9])(?=.*[\\x21-\\x2f\\x3a-\\x40\\x5b-\\x60\\x7b-\\x7e])[\\x21-\\x7e]+$',
  },
  19: { name: 'fullNameWithSpace', source: '^\\S+( \\S+)+$' },
  // Kana, kanji (with compatibility ideographs such as 﨑), CJK punctuation and marks (full-width
  // space, 、。「」, the iteration mark 々 as in 佐々木), full-width ASCII forms; no half-width katakana.
  20: {
    name: 'fullWidthJapanese',
    source:
      '^[\\u3000-\\u303f\\u3040-\\u309f\\u30a0-\\u30ff\\u31f0-\\u31ff\\p{Unified_Ideograph}\\uff01-\\uff5e]+$',
  },
  21: { name: 'upper', source: '^[A-Z]+$' },
  22: { name: 'digitsStartingWith9', source: '^9[0-9]*$' },
} as const;

export type PatternId = keyof typeof patternFamilies;

/**
 * Pattern text as stored in field config; '*' means "anything" ('*' becomes '.*'), written
 * `[\s\S]` as in family 1 so that line breaks are not refused the way `.` would refuse them.
 */
export const acceptedPatternToRegExp = (accepted: string): RegExp => {
  try {
    return new RegExp(accepted === '*' ? '^[\\s\\S]*$' : accepted, 'u');
  } catch {
    // A stored pattern that does not compile accepts nothing: fail closed, never throw mid-form.
    return /(?!)/u;
  }
};

/** Whether a pattern an operator enters compiles the way both sides will run it. */
export const isValidAcceptedPattern = (accepted: string): boolean => {
  if (accepted === '*') return true;
  try {
    new RegExp(accepted, 'u');
    return true;
  } catch {
    return false;
  }
};
