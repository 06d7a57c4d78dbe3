import { describe, expect, it } from 'vitest';
import { centsText, depositFee, formatMoney, parseAmount, toCents } from './money.ts';

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
    expect(depositFee({ amount: 150_000n, feeBps: 0, feeFixed: 0n })).toBe(0n);
    expect(depositFee({ amount: 12_345n, feeBps: 100, feeFixed: 0n })).toBe(123n); // 1% of 123.45 = 1.2345 -> 1.23
    expect(depositFee({ amount: 100_000n, feeBps: 250, feeFixed: 500n })).toBe(3_000n); // 2.5% of 1000 + 5.00
    // beyond float precision: 999,999,999,999.99 at 0.01 %
    expect(depositFee({ amount: 99_999_999_999_999n, feeBps: 1, feeFixed: 0n })).toBe(9_999_999_999n);
  });
});

describe('formatMoney', () => {
  it.each([
    ['0', '0.00'],
    ['5', '5.00'],
    ['1234.5', '1,234.50'],
    ['1234567.891', '1,234,567.89'],
    ['-9876543.2', '-9,876,543.20'],
    ['90071992547409931234.55', '90,071,992,547,409,931,234.55'],
    [1000, '1,000.00'],
  ])('%s -> %s', (input, out) => expect(formatMoney(input)).toBe(out));
});
