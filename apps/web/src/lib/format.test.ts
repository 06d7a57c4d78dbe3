import { describe, expect, it } from 'vitest';
import { formatMoney } from './format.ts';

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
