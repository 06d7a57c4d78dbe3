import type { Brand } from '../brand/brand.ts';

/**
 * Whether a visitor may see the site. An allow-listed IP (an operator's office) passes every
 * rule, maintenance included. Addresses with no known country (loopback, private ranges) are
 * judged by the IP rules only, so a country allow-list never locks out the local network.
 */
export function decideAccess(brand: Brand, ip: string, country: string): 0 | 1 | 2 {
  const { access, maintenance } = brand;
  if (access.allowIps.matches(ip)) return 0;
  if (maintenance.enabled) return 1;
  if (access.blockIps.matches(ip)) return 2;
  if (country !== '') {
    if (access.blockCountries.has(country)) return 2;
    if (access.allowCountries.size > 0 && !access.allowCountries.has(country)) return 2;
  }
  return 0;
}
