import { describe, expect, it } from 'vitest';
import { ApiError } from './api.ts';
import { percentText, progressOf, progressWidth, wageringLeft, wageringOf } from './bonus.ts';

describe('bonus wagering on screen', () => {
  it('draws the server percent within 0-100', () => {
    expect(progressWidth('37.50')).toBe(37.5);
    expect(progressWidth('0.00')).toBe(0);
    expect(progressWidth('112.00')).toBe(100);
    expect(progressWidth('')).toBe(0);
    expect(progressWidth('x')).toBe(0);
  });

  it('works out the percent done from decimal strings, rounded down to hundredths', () => {
    expect(progressOf({ required: '2000.00', done: '750.00' })).toBe('37.50');
    expect(progressOf({ required: '3000.00', done: '1000.00' })).toBe('33.33');
    expect(progressOf({ required: '2000.00', done: '2500.00' })).toBe('100.00');
    expect(progressOf({ required: '0.00', done: '0.00' })).toBe('100.00');
    expect(progressOf({ required: '10.00', done: '0.00' })).toBe('0.00');
  });

  it('says what is still to bet, never below zero', () => {
    expect(wageringLeft({ required: '1000.00', done: '250.50' })).toBe('749.50');
    expect(wageringLeft({ required: '1000.00', done: '1200.00' })).toBe('0.00');
  });

  it('reads the progress of a refusal while a bonus is wagered, and of nothing else', () => {
    const refusal = new ApiError('withdraw.bonus.wagering', {
      message: 'A bonus is still being wagered.',
      status: 422,
      facts: { wagering: { required: '2000.00', done: '40.00' } } as never,
    });
    expect(wageringOf(refusal)).toEqual({ required: '2000.00', done: '40.00' });
    expect(wageringOf(new ApiError('withdraw.bonus.wagering', { message: '', status: 422 }))).toBeNull();
    expect(wageringOf(new ApiError('wallet.insufficient.funds', { message: '', status: 422 }))).toBeNull();
    expect(wageringOf(new Error('x'))).toBeNull();
  });

  it('writes a promotion percent as the operator would', () => {
    expect(percentText('100.00')).toBe('100');
    expect(percentText('12.50')).toBe('12.5');
    expect(percentText('10')).toBe('10');
  });
});
