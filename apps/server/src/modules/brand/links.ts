import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import type { Brand, BrandDomain } from './brand.ts';

/** Hosts that reach only the machine a browser runs on (development, tests): http by default. */
export const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The origin of every absolute link the platform hands out for a brand (password-reset mails,
 * payment notifications and returns, game returns, social sign-in): always one of the brand's
 * listed domains, never the request's Host or X-Forwarded-Host as such. The listed domain the
 * request came in on is kept, so a member on a mirror stays on it; any other host gets the
 * brand's primary domain (the first primary in the operator's order). The scheme and port are
 * the domain's own; a loopback domain without a port takes the request's port, since such a
 * link can only reach the machine the browser runs on (the development servers' ports vary).
 */
export function siteOrigin(brand: Brand, req: Pick<FastifyRequest, 'hostname' | 'port'>): string {
  const host = req.hostname.toLowerCase();
  const same = brand.domains.find((d) => d.host === host);
  const domain = same ?? brand.domains.find((d) => d.kind === 'primary') ?? brand.domains[0];
  if (!domain) throw new AppError('host.unknown', { message: `brand ${brand.code} lists no domain` });
  const port = domain.port ?? (same && LOOPBACK_HOSTS.has(same.host) ? req.port : null);
  return originOf(domain, port);
}

function originOf(domain: BrandDomain, port: number | null): string {
  const standard = (domain.scheme === 'https' && port === 443) || (domain.scheme === 'http' && port === 80);
  return `${domain.scheme}://${domain.host}${port === null || standard ? '' : `:${port}`}`;
}
