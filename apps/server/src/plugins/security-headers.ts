import type { FastifyInstance } from 'fastify';

type CspOrigins = { frame: readonly string[]; connect: readonly string[] };

/**
 * Security headers, computed once. Every answer gets the headers that matter for any
 * response (no sniffing, HSTS, no referrer leak, no framing by others); documents (HTML) also
 * get the content security policy and cross-origin isolation headers, which browsers only
 * apply to documents. Values follow helmet's defaults; setting them from a frozen list keeps
 * the hot API paths free of per-request header building (a page adds its brand's mirror hosts
 * to the policy: documentHeadersFor).
 */
const cspWith = (origins: CspOrigins) =>
  [
    "default-src 'self'",
    "base-uri 'self'",
    "font-src 'self' data:",
    "form-action 'self'",
    "frame-ancestors 'self'",
    "img-src 'self' data: blob: https:",
    "manifest-src 'self'",
    "object-src 'none'",
    "script-src 'self'",
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    ["connect-src 'self'", ...origins.connect].join(' '),
    ["frame-src 'self' https:", ...origins.frame].join(' '),
    // the installable app's service worker (decision 032)
    "worker-src 'self'",
    'upgrade-insecure-requests',
  ].join(';');

export const commonHeaders: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'SAMEORIGIN',
  'cross-origin-resource-policy': 'same-origin',
};

export const documentHeaders: Record<string, string> = {
  'content-security-policy': cspWith({ frame: [], connect: [] }),
  'cross-origin-opener-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'x-dns-prefetch-control': 'off',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

let frameOrigins: readonly string[] = [];

/** Lets the /game page frame these origins too (GAME_FRAME_ORIGINS): set once at boot. */
export function allowFrameOrigins(origins: readonly string[]): void {
  frameOrigins = origins;
  documentHeaders['content-security-policy'] = cspWith({ frame: origins, connect: [] });
}

/** A host a policy can name as it is: nothing in it can end a source list or a directive. */
const PLAIN_HOST = /^[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?$/i;

/**
 * The document headers of one brand's page. The footer's speed test times the brand's mirror
 * hosts from the page, so those hosts and no others join connect-src, with the port the page
 * came on (the test asks each mirror on that same port; a page on the default port names none).
 * Each host is listed twice: as is (the page's own scheme) and on https, because on an http
 * page upgrade-insecure-requests turns the request into https and Chromium checks the policy
 * before and after that upgrade.
 */
export function documentHeadersFor(
  mirrorHosts: readonly string[],
  port: number | null,
): Record<string, string> {
  const connect = mirrorHosts
    .filter((host) => PLAIN_HOST.test(host))
    .map((host) => (port === null ? host : `${host}:${port}`))
    .flatMap((source) => [source, `https://${source}`]);
  if (connect.length === 0) return documentHeaders;
  return { ...documentHeaders, 'content-security-policy': cspWith({ frame: frameOrigins, connect }) };
}

/**
 * Set when the request arrives, in the cheapest hook there is: these go on every answer,
 * errors and 404s included. Also echoes the request id, so a caller can quote it to support.
 * Documents get `documentHeaders` where HTML is sent (plugins/static.ts).
 */
export function securityHeaders(app: FastifyInstance) {
  app.addHook('onRequest', (req, reply, done) => {
    void reply.headers(commonHeaders).header('x-request-id', req.id);
    done();
  });
}

/** A request's host as the policy may name it (a name or IPv4 address, with its port). */
const PLAIN_HOST_PORT = /^[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?(?::\d{1,5})?$/i;

/**
 * The document headers of the back office's pages (/backoffice): its WebSocket on the page's
 * own host joins connect-src (as ws: and wss:, since not every browser reads 'self' as covering
 * them), it frames nothing and is framed by no one, and search engines do not index it.
 */
export function backofficeDocumentHeaders(host: string | undefined): Record<string, string> {
  const socket = host && PLAIN_HOST_PORT.test(host) ? [`ws://${host}`, `wss://${host}`] : [];
  const csp = cspWith({ frame: [], connect: socket })
    .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
    .replace("frame-src 'self' https:", "frame-src 'none'");
  return {
    ...documentHeaders,
    'content-security-policy': csp,
    'x-frame-options': 'DENY',
    'x-robots-tag': 'noindex, nofollow',
  };
}
