import { describe, expect, it } from 'vitest';
import { emptyTier, rateHundredths, readTiers } from './tiers-draft.ts';

const tier = (rate: string, more: Partial<ReturnType<typeof emptyTier>> = {}) => ({
  ...emptyTier(),
  rate,
  ...more,
});

describe('the offer dialog reads its tiers as the server checks them', () => {
  it('reads rates in hundredths of a percent', () => {
    expect([
      rateHundredths('1.5'),
      rateHundredths('2.00'),
      rateHundredths('0.05'),
      rateHundredths('100'),
    ]).toEqual([150, 200, 5, 10_000]);
  });

  it('gives the API its tiers, the loss only for dividends', () => {
    const drafts = [tier('1'), tier('1.5', { minTurnover: '1,000', minUsers: '3', minLoss: '50' })];
    expect(readTiers(drafts, { dividend: false, ceiling: '2.00' })).toEqual({
      tiers: [
        { rate: '1.00', minTurnover: '0.00', minUsers: 0 },
        { rate: '1.50', minTurnover: '1000.00', minUsers: 3 },
      ],
      problems: [null, null],
    });
    expect(readTiers(drafts, { dividend: true, ceiling: '2' }).tiers[1]).toEqual({
      rate: '1.50',
      minTurnover: '1000.00',
      minUsers: 3,
      minLoss: '50.00',
    });
  });

  it('names what is wrong with each tier', () => {
    const { problems } = readTiers(
      [
        tier('0'),
        tier('2.5'),
        tier('1', { minTurnover: 'ten' }),
        tier('1', { minUsers: '-1' }),
        tier('3'),
        tier('1.5'),
        tier('1.2'),
        tier('1.8', { minTurnover: '100' }),
        tier('1.9', { minTurnover: '50' }),
      ],
      { dividend: false, ceiling: '2.00' },
    );
    expect(problems).toEqual([
      'rate',
      'aboveCeiling',
      'amount',
      'users',
      'aboveCeiling',
      'notRising',
      'notRising',
      null,
      'lowerCondition',
    ]);
  });
});
