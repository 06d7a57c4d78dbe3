import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyCodePoint } from './patterns.arbitraries.ts';
import { families } from './patterns.families.arbitraries.ts';
import { acceptedPatternToRegExp, patternFamilies, type PatternId } from './patterns.ts';

/**
 * Property tests for the 22 pattern families. Each family gets a generator of
 * strings that must match, built from the family's wording (never from its regex), and a generator of
 * counter-examples (patterns.families.arbitraries.ts).
 */

const runs = { numRuns: 200 };

const regexOf = (id: PatternId) => new RegExp(patternFamilies[id].source, 'u');

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
  it.for([
    [3, '鿏鿔2026', 'CJK ideographs past U+9FA5 (element names)'],
    [3, '刘䶮', 'Extension A ideograph in a name'],
    [11, '他说：“你好……”——再见。', 'Chinese quotes, ellipsis and dash'],
    [11, '阿卜杜·拉', 'middle dot of a transliterated name'],
    [12, '2024-02-29', 'leap day'],
    [12, '02-29-2000', 'leap day of a 400-year'],
    [18, 'Aa1!Aa1!', 'ASCII symbol'],
    [20, '佐々木　太郎', 'iteration mark and full-width space'],
    [20, '山﨑「ヤマザキ」', 'compatibility ideograph and Japanese brackets'],
  ] as const)('family %i accepts %s (%s)', ([id, value]) => {
    expect(regexOf(id).test(value)).toBe(true);
  });

  it.for([
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
  ] as const)('family %i refuses %s (%s)', ([id, value]) => {
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
