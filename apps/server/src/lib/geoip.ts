import { createRequire } from 'node:module';

/** Country of an IP address (ISO 3166-1 alpha-2), or '' when unknown (private ranges, loopback). */
export type GeoLocator = { country: (ip: string) => string };

/**
 * geoip-lite ships MaxMind's GeoLite country data inside the npm package, so lookups work with
 * no network. Loaded lazily: it reads ~100 MB of data files, which tests of unrelated modules
 * should not pay for.
 */
export const createGeoIpLite = (): GeoLocator => {
  let lookup: ((ip: string) => { country: string } | null) | undefined;
  return {
    country(ip) {
      if (!lookup) {
        const require = createRequire(import.meta.url);
        const geoip = require('geoip-lite') as { lookup: typeof lookup };
        lookup = geoip.lookup;
      }
      return lookup!(ip)?.country ?? '';
    },
  };
};
