import { createRequire } from 'node:module';

/** Country of an IP address (ISO 3166-1 alpha-2), or '' when unknown (private ranges, loopback). */
export type GeoLocator = { country: (ip: string) => string };

/**
 * geoip-lite ships MaxMind's GeoLite country data inside the npm package, so lookups work with
 * no network. Loaded lazily: it reads ~100 MB of data files, which tests of unrelated modules
 * should not pay for.
 */
export const createGeoIpLite = (cacheSize = 10_000): GeoLocator => {
  let lookup: ((ip: string) => { country: string } | null) | undefined;
  // A visitor asks for the status on every page view: remember recent answers (oldest evicted).
  const recent = new Map<string, string>();
  return {
    country(ip) {
      const hit = recent.get(ip);
      if (hit !== undefined) return hit;
      if (!lookup) {
        const require = createRequire(import.meta.url);
        const geoip = require('geoip-lite') as { lookup: typeof lookup };
        lookup = geoip.lookup;
      }
      const country = lookup!(ip)?.country ?? '';
      if (recent.size >= cacheSize) recent.delete(recent.keys().next().value!);
      recent.set(ip, country);
      return country;
    },
  };
};
