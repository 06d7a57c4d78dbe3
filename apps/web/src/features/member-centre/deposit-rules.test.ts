import { describe, expect, it } from 'vitest';
import type { DepositChannel } from '@lotto/contracts';
import { newRequestId } from '../../lib/api.ts';
import { amountProblem, quickAmounts } from './deposit-rules.ts';

const bank: DepositChannel = {
  code: 'BANK',
  kind: 'manual_bank',
  name: 'Bank transfer',
  minAmount: '100.00',
  maxAmount: '50000.00',
  feeBps: 0,
  feeFixed: '0.00',
};

describe('deposit form rules', () => {
  it('checks the amount against the channel limits', () => {
    expect(amountProblem('', bank)).toBe('required');
    expect(amountProblem('12.345', bank)).toBe('invalid');
    expect(amountProblem('99.99', bank)).toBe('range');
    expect(amountProblem('50000.01', bank)).toBe('range');
    expect(amountProblem('100', bank)).toBeNull();
    expect(amountProblem('1,500.00', bank)).toBeNull();
  });

  it('refuses an amount the fee would eat', () => {
    const costly = { ...bank, minAmount: '1.00', feeFixed: '5.00' };
    expect(amountProblem('5.00', costly)).toBe('fee');
    expect(amountProblem('5.01', costly)).toBeNull();
  });

  it('offers the quick amounts within the limits', () => {
    expect(quickAmounts(bank)).toEqual([100, 500, 1_000, 5_000, 10_000, 50_000]);
    expect(quickAmounts({ minAmount: '50.00', maxAmount: '20000.00' })).toEqual([
      100, 500, 1_000, 5_000, 10_000,
    ]);
  });

  it('makes a new random request id each time, as the server wants it (8 to 64 characters)', () => {
    const a = newRequestId();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(newRequestId()).not.toBe(a);
  });
});
