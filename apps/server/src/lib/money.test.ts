import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMinor, parseMinor } from './money.ts';

describe('money text', () => {
  it('formats minor units with two decimals', () => {
    expect([0n, 5n, 100n, 123456n, -2050n].map(formatMinor)).toEqual([
      '0.00',
      '0.05',
      '1.00',
      '1234.56',
      '-20.50',
    ]);
  });
  it('parses decimal strings and refuses anything else', () => {
    expect(['12', '12.5', '12.05', '0.01'].map(parseMinor)).toEqual([1200n, 1250n, 1205n, 1n]);
    expect(['', '1.234', '-1', '1e3', '1,000', 'abc'].map(parseMinor)).toEqual(Array(6).fill(undefined));
  });
  it('round-trips every non-negative amount', () => {
    fc.assert(fc.property(fc.bigInt({ min: 0n, max: 10n ** 16n }), (n) => parseMinor(formatMinor(n)) === n));
  });
});
