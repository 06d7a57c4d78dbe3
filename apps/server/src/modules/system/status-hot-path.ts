import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { zStatusQuery } from '@lotto/contracts';
import type { GeoLocator } from '../../lib/geoip.ts';
import type { HotPath } from '../../lib/http-server.ts';
import { clientIpOf, type TrustProxy } from '../../lib/ip.ts';
import { requestIdOf } from '../../lib/request-id.ts';
import { logAccess } from '../../lib/request-logger.ts';
import { commonHeaders } from '../../plugins/security-headers.ts';
import { languageOf, merchantHeaderCount, peekBrand } from '../../plugins/context.ts';
import type { BrandDirectory } from '../brand/directory.ts';
import { statusLatin1 } from './service.ts';

const PATH = '/wps/system/status';
const WITH_URL = `${PATH}?url=`;
const URL_MAX = zStatusQuery.shape.url.unwrap().maxLength ?? 0;

/**
 * The status URL as page views send it: no query, or `url` alone. Decoding never lengthens a
 * value, so a raw value within the limit is a valid one; anything else (other or repeated
 * keys, a fragment, a long encoded value) is left to Fastify and its zod contract.
 */
export function isPlainStatusUrl(url: string): boolean {
  if (url === PATH || url === `${PATH}?`) return true;
  if (!url.startsWith(WITH_URL) || url.length - WITH_URL.length > URL_MAX) return false;
  return !url.includes('&', WITH_URL.length) && !url.includes('#', WITH_URL.length);
}

export type StatusHotPathDeps = {
  brands: BrandDirectory;
  defaultMerchant: string;
  geo: GeoLocator;
  trustProxy: TrustProxy;
  /** The app's root logger; null when the access line is off (below info). */
  accessLog: FastifyBaseLogger | null;
};

/**
 * `GET /wps/system/status` answered below Fastify for the usual request (decision 006): the
 * first call of every page view, where Fastify's lifecycle cost more than the answer. It writes
 * what the Fastify route writes (the bytes of `statusJson`, the security headers, the request
 * id, the access line) and takes only requests it can answer without anything Fastify adds:
 * a plain GET with no body, a plain query, no forwarded host, at most one `Merchant` header,
 * and a brand already known. Everything else (HEAD, bad queries, unknown or unloaded brands,
 * a duplicated `Merchant`) goes on to Fastify. It adds nothing for hooks registered later, so
 * test/status-hot-path.test.ts holds the two answers equal over real HTTP.
 */
export function statusHotPath(deps: StatusHotPathDeps): HotPath {
  const { brands, defaultMerchant, geo, accessLog } = deps;
  const clientIp = clientIpOf(deps.trustProxy);
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const start = accessLog === null ? 0 : performance.now();
    const { headers } = req;
    if (req.method !== 'GET' || !isPlainStatusUrl(req.url ?? '')) return false;
    if (headers['content-length'] !== undefined || headers['transfer-encoding'] !== undefined) return false;
    if (headers['x-forwarded-host'] !== undefined) return false;
    const merchants = merchantHeaderCount(req.rawHeaders);
    if (merchants > 1) return false;
    const header = headers['merchant'];
    const merchant = merchants === 1 && typeof header === 'string' ? header : undefined;
    const brand = peekBrand(brands, defaultMerchant, merchant, {
      get hostname() {
        return hostnameOf(headers.host);
      },
    });
    const ip = clientIp(req);
    if (!brand || ip === undefined) return false;

    let body: string;
    let reqId: string;
    try {
      body = statusLatin1(brand, ip, geo, languageOf(brand, req));
      reqId = requestIdOf(req);
    } catch {
      return false; // the route fails the same way, and Fastify's error handler answers it
    }
    res.writeHead(200, {
      ...commonHeaders,
      'x-request-id': reqId,
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(body.length),
    });
    res.end(body, 'latin1');
    if (accessLog !== null)
      logAccess(accessLog, {
        reqId,
        method: req.method,
        url: req.url,
        status: 200,
        elapsedMs: performance.now() - start,
        ip,
      });
    return true;
  };
}

/** Fastify's `request.hostname` when no forwarded host counts: the Host header without its port. */
function hostnameOf(host: string | undefined): string {
  if (host === undefined) return '';
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  const colon = host.indexOf(':');
  return colon === -1 ? host : host.slice(0, colon);
}
