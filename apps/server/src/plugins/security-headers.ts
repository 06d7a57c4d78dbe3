import type { FastifyInstance } from 'fastify';

/**
 * Security headers, computed once. Every answer gets the headers that matter for any
 * response (no sniffing, HSTS, no referrer leak, no framing by others); documents (HTML) also
 * get the content security policy and cross-origin isolation headers, which browsers only
 * apply to documents. Values follow helmet's defaults; setting them from a frozen list keeps
 * the hot API paths free of per-request header building.
 */
const cspWith = (frameOrigins: readonly string[]) =>
  [
    "default-src 'self'",
    "base-uri 'self'",
    "font-src 'self' data:",
    "form-action 'self'",
    "frame-ancestors 'self'",
    "img-src 'self' data: blob: https:",
    "object-src 'none'",
    "script-src 'self'",
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    "connect-src 'self'",
    ["frame-src 'self' https:", ...frameOrigins].join(' '),
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
  'content-security-policy': cspWith([]),
  'cross-origin-opener-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'x-dns-prefetch-control': 'off',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/** Lets the /game page frame these origins too (GAME_FRAME_ORIGINS): set once at boot. */
export function allowFrameOrigins(origins: readonly string[]): void {
  documentHeaders['content-security-policy'] = cspWith(origins);
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
