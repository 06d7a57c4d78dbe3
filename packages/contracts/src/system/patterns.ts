/**
 * The validation pattern families a brand can assign to a registration field (SPEC section 5).
 * Field config names one by `patternId`; its error text is the translation of
 * `reg_pattern_{patternId}` with (min) and (max) filled in. One list, used by server and client.
 * Length bounds are not part of the patterns: they come from the field's minLength/maxLength.
 */
export const patternFamilies = {
  1: { name: 'any', source: '^[\\s\\S]*$' },
  2: { name: 'letterFirstAlnum', source: '^[A-Za-z][A-Za-z0-9]*$' },
  3: { name: 'chineseDigits', source: '^[\\u4e00-\\u9fa50-9]+$' },
  4: { name: 'email', source: '^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*\\.[A-Za-z]{2,}$' },
  5: { name: 'alphanumeric', source: '^[A-Za-z0-9]+$' },
  6: { name: 'lettersAndDigits', source: '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$' },
  7: { name: 'digits', source: '^[0-9]+$' },
  8: { name: 'alnumWithUpper', source: '^(?=.*[A-Z])[A-Za-z0-9]+$' },
  9: { name: 'englishLettersSpaces', source: '^[A-Za-z ]+$' },
  10: { name: 'noSpaces', source: '^\\S+$' },
  11: { name: 'chinesePunctuation', source: '^[\\u4e00-\\u9fa5\\u3000-\\u303f\\uff00-\\uffef·]+$' },
  12: {
    name: 'date',
    source: '^(\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])|(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])-\\d{4})$',
  },
  13: { name: 'korean', source: '^[\\uac00-\\ud7a3\\u1100-\\u11ff\\u3130-\\u318f]+$' },
  14: { name: 'thai', source: '^[\\u0e00-\\u0e7f]+$' },
  15: { name: 'thaiEnglishSpaces', source: '^[\\u0e00-\\u0e7fA-Za-z ]+$' },
  16: { name: 'upperSpaces', source: '^[A-Z ]+$' },
  17: { name: 'printable', source: '^[\\x21-\\x7e]+$' },
  18: {
    name: 'upperLowerDigitSymbol',
    source: '^(?=.*[A-Z])(?=.*[a-z])(?=.*[0-9])(?=.*[^A-Za-z0-9\\s])\\S+$',
  },
  19: { name: 'fullNameWithSpace', source: '^\\S+( \\S+)+$' },
  20: {
    name: 'fullWidthJapanese',
    source:
      '^[\\u3040-\\u309f\\u30a0-\\u30ff\\u4e00-\\u9fafー\\uff10-\\uff19\\uff21-\\uff3a\\uff41-\\uff5a\\u3000]+$',
  },
  21: { name: 'upper', source: '^[A-Z]+$' },
  22: { name: 'digitsStartingWith9', source: '^9[0-9]*$' },
} as const;

export type PatternId = keyof typeof patternFamilies;

/** Pattern text as stored in field config; '*' means "anything" (SPEC: '*' becomes '.*'). */
export const acceptedPatternToRegExp = (accepted: string): RegExp =>
  new RegExp(accepted === '*' ? '^.*$' : accepted, 'u');
