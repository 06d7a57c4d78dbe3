import type { CountriesValue } from '@lotto/contracts';

type Country = CountriesValue[number];

/** Dial codes compare without their '+'. */
export const bareDialCode = (code: string): string => code.trim().replace(/^\+/, '');

/** A country's flag as emoji: its two letters as regional indicator symbols. */
export const flagOf = (countryCode: string): string =>
  /^[A-Za-z]{2}$/.test(countryCode)
    ? String.fromCodePoint(...[...countryCode.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65))
    : '🌐';

/**
 * docs/product/accounts.md#registration-screen: the picker preselects the supplied dial code if it is in the list, otherwise
 * the visitor's country's code, otherwise the brand's default.
 */
export function initialDialCode(
  countries: readonly Country[],
  options: {
    supplied?: string | undefined;
    visitorCountry?: string | undefined;
    brandDefault?: string | undefined;
  },
): string {
  const listed = (code: string | undefined) =>
    code !== undefined && countries.some((c) => bareDialCode(c.countryDialingCode) === bareDialCode(code));
  if (listed(options.supplied)) return bareDialCode(options.supplied!);
  const visitor = countries.find(
    (c) => c.countryCode.toUpperCase() === (options.visitorCountry ?? '').toUpperCase(),
  );
  if (visitor) return bareDialCode(visitor.countryDialingCode);
  if (options.brandDefault) return bareDialCode(options.brandDefault);
  return countries[0] ? bareDialCode(countries[0].countryDialingCode) : '';
}
