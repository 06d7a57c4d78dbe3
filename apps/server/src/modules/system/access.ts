import { SYSTEM_STATUS } from '@lotto/contracts';
import type { Brand } from '../brand/index.ts';

/**
 * Whether a visitor may see the site. An allow-listed IP (an operator's office) passes every
 * rule, maintenance included. Addresses with no known country (loopback, private ranges) are
 * judged by the IP rules only, so a country allow-list never locks out the local network.
 */
export function decideAccess(
  brand: Brand,
  { ip, country }: { ip: string; country: string },
): (typeof SYSTEM_STATUS)[keyof typeof SYSTEM_STATUS] {
  const { access, maintenance } = brand;
  if (access.allowIps.matches(ip)) return SYSTEM_STATUS.normal;
  if (maintenance.enabled) return SYSTEM_STATUS.maintenance;
  if (access.blockIps.matches(ip)) return SYSTEM_STATUS.restricted;
  if (country !== '') {
    if (access.blockCountries.has(country)) return SYSTEM_STATUS.restricted;
    if (access.allowCountries.size > 0 && !access.allowCountries.has(country))
      return SYSTEM_STATUS.restricted;
  }
  return SYSTEM_STATUS.normal;
}
