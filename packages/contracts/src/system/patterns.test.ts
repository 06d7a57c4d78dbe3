import { describe, expect, it } from 'vitest';
import { acceptedPatternToRegExp, isValidAcceptedPattern, patternFamilies } from './patterns.ts';

const re = (id: keyof typeof patternFamilies) => new RegExp(patternFamilies[id].source, 'u');

describe('pattern families', () => {
  it('has the 22 families of the pattern families, each a valid expression', () => {
    expect(Object.keys(patternFamilies)).toHaveLength(22);
    for (const f of Object.values(patternFamilies)) expect(() => new RegExp(f.source, 'u')).not.toThrow();
  });

  it.each([
    [2, ['abc123', 'Z'], ['1abc', 'ab_c', '']],
    [4, ['a.b@x.io', 'me+tag@mail.example.com'], ['a@b', '@x.io', 'a b@x.io']],
    [6, ['abc123'], ['abcdef', '123456', 'abc 123']],
    [12, ['2026-11-22', '11-22-2026'], ['2026-13-01', '22-11-2026', '2026/11/22']],
    [18, ['Aa1!aaaa'], ['aa1!aaaa', 'AA1!AAAA', 'Aa!aaaaa', 'Aa1aaaaa']],
    [19, ['Juan Dela Cruz', 'Ana Reyes'], ['Juan', ' Juan', 'Juan ']],
    [22, ['9171234567', '9'], ['0917123456', '91a']],
  ] as const)('family %i accepts and refuses the right strings', (id, good, bad) => {
    for (const g of good) expect(re(id).test(g), g).toBe(true);
    for (const b of bad) expect(re(id).test(b), b).toBe(false);
  });

  it("treats the configured pattern '*' as anything", () => {
    expect(acceptedPatternToRegExp('*').test('any thing 1!')).toBe(true);
    expect(acceptedPatternToRegExp('^[0-9]+$').test('12a')).toBe(false);
  });

  it('fails closed on a stored pattern that does not compile, and says so to the operator', () => {
    const broken = '^\\d+\\-\\d+$'; // a needless escape is a syntax error with the u flag
    expect(isValidAcceptedPattern(broken)).toBe(false);
    expect(isValidAcceptedPattern('^[0-9]+$')).toBe(true);
    expect(() => acceptedPatternToRegExp(broken)).not.toThrow();
    expect(acceptedPatternToRegExp(broken).test('12-34')).toBe(false);
  });
});
