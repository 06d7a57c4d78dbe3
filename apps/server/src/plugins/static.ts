import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { documentHeaders, documentHeadersFor } from './security-headers.ts';

const API_PREFIXES = ['/wps/', '/lgw/', '/lotto/', '/docs', '/media/', '/healthz', '/seamless/v1/'];

/** Brand media (logos, banners) shipped in the repo; not content-hashed, so a short cache. */
export async function mediaPlugin(app: FastifyInstance, opts: { root: string }) {
  await app.register(fastifyStatic, {
    root: opts.root,
    prefix: '/media/',
    decorateReply: false,
    wildcard: true,
    index: false,
    setHeaders: (res) => void res.header('cache-control', 'public, max-age=86400'),
  });
}

/**
 * The built web app: hashed assets cached for a year, index.html never cached, and any other
 * page path answered with index.html so the client router takes over.
 */
export async function webPlugin(app: FastifyInstance, opts: { dist: string }) {
  await app.register(fastifyStatic, {
    root: opts.dist,
    prefix: '/',
    wildcard: false,
    index: false,
    decorateReply: false,
    // The page itself always comes from the fallback below, which knows the brand's policy.
    allowedPath: (path) => path !== '/index.html',
    setHeaders: (res, path) => {
      const hashed = path.startsWith(join(opts.dist, 'assets'));
      void res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      if (path.endsWith('.html')) void res.headers(documentHeaders);
    },
  });
}

/** The hosts a page's brand lists (primary and mirrors), for its content security policy. */
export type MirrorsOf = (req: FastifyRequest) => Promise<readonly string[]>;

/** The app's page for any other page path: null when the request is not one (an API path). */
export function spaFallback(dist: string | undefined, mirrorsOf: MirrorsOf = () => Promise.resolve([])) {
  const indexPath = dist ? join(dist, 'index.html') : undefined;
  const html = indexPath && existsSync(indexPath) ? readFileSync(indexPath) : undefined;
  return (req: FastifyRequest, reply: FastifyReply): Promise<void> | null => {
    if (!html || (req.method !== 'GET' && req.method !== 'HEAD')) return null;
    if (API_PREFIXES.some((p) => req.url.startsWith(p))) return null;
    return mirrorsOf(req)
      .catch(() => [])
      .then((hosts) => {
        void reply
          .code(200)
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .headers(documentHeadersFor(hosts, req.port))
          .send(html);
      });
  };
}

export const hasWebBuild = (dist: string) => existsSync(join(dist, 'index.html'));
