import type { IncomingMessage, ServerResponse } from 'node:http';
import { zStatusQuery } from '@lotto/contracts';
import type { GeoLocator } from '../../lib/geoip.ts';
import type { HotPath } from '../../lib/http-server.ts';
import { clientIpOf, type TrustProxy } from '../../lib/ip.ts';
import { requestIdOf } from '../../lib/request-id.ts';
import type { AccessFacts } from '../../lib/request-logger.ts';
import { commonHeaders } from '../../plugins/security-headers.ts';
import { languageOf, peekBrand } from '../../plugins/context.ts';
import type { BrandDirectory } from '../brand/index.ts';
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
  /** UNKNOWN_HOSTS=refuse: only hosts a brand lists are answered here; Fastify refuses the rest. */
  refuseUnknownHosts: boolean;
  geo: GeoLocator;
  trustProxy: TrustProxy;
  /** Writes the access line (`accessLogger`); null when it is off (below info). */
  logAccess: ((facts: AccessFacts) => void) | null;
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
  // The answer's headers as the flat list writeHead takes, in the route's order; the request id
  // and length are set per request (writeHead reads the list at once and keeps none of it).
  // Cheaper than a fresh object spread with the common headers on every call.
  const head = [
    ...Object.entries(commonHeaders).flat(),
    'x-request-id',
    '',
    'content-type',
    'application/json; charset=utf-8',
    'content-length',
    '',
  ];
  const ID = head.indexOf('x-request-id') + 1;
  const LENGTH = head.indexOf('content-length') + 1;
  const { brands, defaultMerchant, refuseUnknownHosts, geo, logAccess } = deps;
  const clientIp = clientIpOf(deps.trustProxy);
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const start = logAccess === null ? 0 : performance.now();
    if (req.method !== 'GET' || !isPlainStatusUrl(req.url ?? '')) return false;
    const headers = readHeaders(req.rawHeaders);
    if (headers === undefined) return false;
    const brand = peekBrand(
      brands,
      defaultMerchant,
      headers.merchant,
      () => hostnameOf(headers.host),
      refuseUnknownHosts,
    );
    const ip = clientIp({ headers, socket: req.socket });
    if (!brand || ip === undefined) return false;
    const asked = { headers };

    let body: string;
    let reqId: string;
    try {
      body = statusLatin1(brand, ip, geo, languageOf(brand, asked));
      reqId = requestIdOf(asked);
    } catch {
      return false; // the route fails the same way, and Fastify's error handler answers it
    }
    head[ID] = reqId;
    head[LENGTH] = String(body.length);
    res.writeHead(200, head);
    res.end(body, 'latin1');
    if (logAccess !== null)
      logAccess({
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

/** The request headers the status call reads, as Node would give them in `req.headers`. */
type StatusHeaders = {
  host?: string;
  merchant?: string;
  language?: string;
  'x-forwarded-for'?: string;
  'x-request-id'?: string;
};

/**
 * The headers the status call reads, from one pass over the raw list: Node's `req.headers`
 * builds an object of every header on first use, ~2 µs of a ~40 µs request. A header that
 * repeats (Node would join or pick), a body, a forwarded host or a duplicated `Merchant` leave
 * the request to Fastify.
 */
function readHeaders(raw: readonly string[]): StatusHeaders | undefined {
  const out: StatusHeaders = {};
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i]!.toLowerCase();
    switch (name) {
      case 'host':
      case 'merchant':
      case 'language':
      case 'x-forwarded-for':
      case 'x-request-id':
        if (out[name] !== undefined) return undefined;
        out[name] = raw[i + 1]!;
        break;
      case 'content-length':
      case 'transfer-encoding':
      case 'x-forwarded-host':
        return undefined;
    }
  }
  return out;
}

/** Fastify's `request.hostname` when no forwarded host counts: the Host header without its port. */
function hostnameOf(host: string | undefined): string {
  if (host === undefined) return '';
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  const colon = host.indexOf(':');
  return colon === -1 ? host : host.slice(0, colon);
}
