import { describe, expect, it } from 'vitest';
import { centsText, depositFee, parseAmount, toCents } from './money.ts';

describe('money in cents', () => {
  it.each([
    ['1500', 150_000n],
    ['1,500.5', 150_050n],
    [' 0.07 ', 7n],
    ['999999999999.99', 99_999_999_999_999n],
  ])('parses the typed amount %s', (text, cents) => expect(parseAmount(text)).toBe(cents));

  it.each(['', '1.234', '-5', '1e3', 'abc', '1234567890123', '.5'])('refuses %j', (text) =>
    expect(parseAmount(text)).toBeNull(),
  );

  it('reads and writes the decimal strings of the API', () => {
    expect(toCents('100.00')).toBe(10_000n);
    expect(toCents('-12.5')).toBe(-1_250n);
    expect(toCents('nonsense')).toBe(0n);
    expect(centsText(150_000n)).toBe('1500.00');
    expect(centsText(-5n)).toBe('-0.05');
  });

  it('computes the fee like the server: bps rounded down, plus the fixed part', () => {
    expect(depositFee(150_000n, 0, 0n)).toBe(0n);
    expect(depositFee(12_345n, 100, 0n)).toBe(123n); // 1% of 123.45 = 1.2345 -> 1.23
    expect(depositFee(100_000n, 250, 500n)).toBe(3_000n); // 2.5% of 1000 + 5.00
    // beyond float precision: 999,999,999,999.99 at 0.01 %
    expect(depositFee(99_999_999_999_999n, 1, 0n)).toBe(9_999_999_999n);
  });
});
