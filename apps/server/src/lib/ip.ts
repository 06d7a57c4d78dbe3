import ipaddr from 'ipaddr.js';

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

/** Normalises an address so IPv4-mapped IPv6 (::ffff:1.2.3.4) compares as IPv4. */
export const normalizeIp = (ip: string): string => {
  if (!ipaddr.isValid(ip)) return ip;
  const addr = ipaddr.process(ip);
  return addr.toString();
};

/** Matches addresses against a list of single IPs and CIDR ranges. */
export class IpMatcher {
  readonly #ranges: Range[];
  constructor(entries: readonly string[]) {
    this.#ranges = entries.flatMap((entry): Range[] => {
      try {
        if (entry.includes('/')) return [ipaddr.parseCIDR(entry)];
        const addr = ipaddr.process(entry);
        return [[addr, addr.kind() === 'ipv4' ? 32 : 128]];
      } catch {
        return [];
      }
    });
  }
  get size(): number {
    return this.#ranges.length;
  }
  matches(ip: string): boolean {
    if (this.#ranges.length === 0 || !ipaddr.isValid(ip)) return false;
    const addr = ipaddr.process(ip);
    return this.#ranges.some(([net, bits]) => addr.kind() === net.kind() && addr.match(net, bits));
  }
}

export const isValidIpOrCidr = (value: string): boolean => {
  if (value.includes('/')) {
    try {
      ipaddr.parseCIDR(value);
      return true;
    } catch {
      return false;
    }
  }
  return ipaddr.isValid(value);
};

/**
 * The trusted-proxy test Fastify runs for every hop of X-Forwarded-For: exact addresses are a
 * set lookup; only CIDR entries need parsing. (Fastify's own list form parses every address.)
 */
export function trustedProxyTest(entries: readonly string[]): (address: string) => boolean {
  const exact = new Set(entries.filter((e) => !e.includes('/')));
  const ranges = new IpMatcher(entries.filter((e) => e.includes('/')));
  // An IPv4 peer on a dual-stack socket shows as ::ffff:a.b.c.d.
  const isExact = (a: string) => exact.has(a) || (a.startsWith('::ffff:') && exact.has(a.slice(7)));
  if (ranges.size === 0) return isExact;
  return (address) => isExact(address) || ranges.matches(address);
}
