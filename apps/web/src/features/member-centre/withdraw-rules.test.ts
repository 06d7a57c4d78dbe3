import { describe, expect, it } from 'vitest';
import { isAccountNumber, isPaymentPassword, proofProblem, withdrawProblem } from './withdraw-rules.ts';

const rules = { minAmount: '100.00', maxAmount: '50000.00', available: '1234.56' };
const MB = 1024 * 1024;

describe('withdraw form rules', () => {
  it('checks the amount against the limits and the money available', () => {
    expect(withdrawProblem(' ', rules)).toBe('required');
    expect(withdrawProblem('1.234', rules)).toBe('invalid');
    expect(withdrawProblem('99.99', rules)).toBe('range');
    expect(withdrawProblem('50000.01', rules)).toBe('range');
    expect(withdrawProblem('1234.57', rules)).toBe('funds');
    expect(withdrawProblem('1,234.56', rules)).toBeNull();
    expect(withdrawProblem('100', rules)).toBeNull();
  });

  it('takes six digits as a payment password, and bank numbers of 6 to 34 digits', () => {
    expect(isPaymentPassword('123456')).toBe(true);
    expect(isPaymentPassword('12345')).toBe(false);
    expect(isPaymentPassword('12345a')).toBe(false);
    expect(isAccountNumber('0012-3456 7890')).toBe(true);
    expect(isAccountNumber('12345')).toBe(false);
    expect(isAccountNumber('1234567x')).toBe(false);
  });

  it('takes at most 3 proofs, png or jpg, 5 MB each', () => {
    const png = { type: 'image/png', size: MB };
    expect(proofProblem([])).toBeNull();
    expect(proofProblem([png, { type: 'image/jpeg', size: 5 * MB }])).toBeNull();
    expect(proofProblem([png, png, png, png])).toBe('count');
    expect(proofProblem([{ type: 'image/gif', size: 10 }])).toBe('type');
    expect(proofProblem([{ type: 'image/png', size: 5 * MB + 1 }])).toBe('size');
  });
});
