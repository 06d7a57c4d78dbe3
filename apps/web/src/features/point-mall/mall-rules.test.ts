import { describe, expect, it } from 'vitest';
import { MALL_CONTACT_MAX as CONTRACT_CONTACT, MALL_MAX_QTY as CONTRACT_QTY } from '@lotto/contracts';
import {
  convertAmount,
  convertProblem,
  formatPoints,
  MALL_CONTACT_MAX,
  MALL_MAX_QTY,
  maxQty,
  nextPointPercent,
  redeemProblem,
} from './mall-rules.ts';

describe('point mall rules', () => {
  it('repeats the contract limits', () => {
    expect(MALL_MAX_QTY).toBe(CONTRACT_QTY);
    expect(MALL_CONTACT_MAX).toBe(CONTRACT_CONTACT);
  });

  it('measures the way to the next point from the turnover still to bet', () => {
    expect(nextPointPercent({ turnoverPerPoint: '100.00', turnoverToNext: '100.00' })).toBe(0);
    expect(nextPointPercent({ turnoverPerPoint: '100.00', turnoverToNext: '25.50' })).toBe(74);
    expect(nextPointPercent({ turnoverPerPoint: '100.00', turnoverToNext: '0.01' })).toBe(99);
    expect(nextPointPercent({ turnoverPerPoint: '0.00', turnoverToNext: '0.00' })).toBe(0);
  });

  it('converts points at the rate in cents, never through floats', () => {
    expect(convertAmount(150, '0.10')).toBe('15.00');
    expect(convertAmount(3, '0.33')).toBe('0.99');
    expect(convertAmount(0, '0.10')).toBe('0.00');
    expect(convertAmount(123_456_789, '0.10')).toBe('12345678.90');
  });

  it('says what is wrong with points to convert', () => {
    const p = { available: 250, minConvert: 100 };
    expect(convertProblem('', p)).toBe('required');
    expect(convertProblem('1.5', p)).toBe('invalid');
    expect(convertProblem('0', p)).toBe('invalid');
    expect(convertProblem('99', p)).toBe('minimum');
    expect(convertProblem('251', p)).toBe('available');
    expect(convertProblem(' 100 ', p)).toBeNull();
    expect(convertProblem('250', p)).toBeNull();
  });

  it('says what stands in the way of a redemption', () => {
    const cash = { kind: 'cash' as const, points: 120, stock: null };
    const phone = { kind: 'physical' as const, points: 800, stock: 2 };
    expect(redeemProblem(cash, { qty: 1, available: 120, contact: '' })).toBeNull();
    expect(redeemProblem(cash, { qty: 2, available: 239, contact: '' })).toBe('points');
    expect(redeemProblem({ ...phone, stock: 0 }, { qty: 1, available: 9999, contact: 'x' })).toBe('soldOut');
    expect(redeemProblem(phone, { qty: 3, available: 9999, contact: 'x' })).toBe('stock');
    expect(redeemProblem(phone, { qty: 1, available: 9999, contact: '  ' })).toBe('contact');
    expect(redeemProblem(phone, { qty: 2, available: 1600, contact: 'Juan, Makati' })).toBeNull();
  });

  it('caps the quantity by the contract and the stock', () => {
    expect(maxQty({ stock: null })).toBe(MALL_MAX_QTY);
    expect(maxQty({ stock: 3 })).toBe(3);
    expect(maxQty({ stock: 0 })).toBe(1);
  });

  it('writes points with thousands separators', () => {
    expect(formatPoints(25000)).toBe('25,000');
    expect(formatPoints(120)).toBe('120');
    expect(formatPoints(1234567)).toBe('1,234,567');
  });
});
