import { describe, expect, it } from 'vitest';
import { bareDialCode, flagOf, initialDialCode } from './dial-codes.ts';

const countries = [
  { countryCode: 'PH', countryDialingCode: '63' },
  { countryCode: 'VN', countryDialingCode: '84' },
  { countryCode: 'TH', countryDialingCode: '+66' },
];

describe('flagOf', () => {
  it('turns a country code into its flag emoji', () => {
    expect(flagOf('PH')).toBe('🇵🇭');
    expect(flagOf('vn')).toBe('🇻🇳');
    expect(flagOf('XXX')).toBe('🌐');
  });
});

describe('initialDialCode (docs/product/accounts.md#registration-screen)', () => {
  it('takes the supplied code when it is in the list', () => {
    expect(initialDialCode(countries, { supplied: '+84', visitorCountry: 'PH', brandDefault: '63' })).toBe(
      '84',
    );
    expect(initialDialCode(countries, { supplied: '66' })).toBe('66');
  });

  it("else the visitor's country's code", () => {
    expect(initialDialCode(countries, { supplied: '1', visitorCountry: 'th', brandDefault: '63' })).toBe(
      '66',
    );
  });

  it("else the brand's default, else the first listed", () => {
    expect(initialDialCode(countries, { visitorCountry: 'US', brandDefault: '+63' })).toBe('63');
    expect(initialDialCode(countries, {})).toBe('63');
    expect(initialDialCode([], {})).toBe('');
  });

  it('compares codes without their plus', () => expect(bareDialCode(' +855')).toBe('855'));
});
