import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { documentHeaders } from './security-headers.ts';

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
    setHeaders: (res, path) => {
      const hashed = path.startsWith(join(opts.dist, 'assets'));
      void res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      if (path.endsWith('.html')) void res.headers(documentHeaders);
    },
  });
}

export function spaFallback(dist: string | undefined) {
  const indexPath = dist ? join(dist, 'index.html') : undefined;
  const html = indexPath && existsSync(indexPath) ? readFileSync(indexPath) : undefined;
  return (req: FastifyRequest, reply: FastifyReply): boolean => {
    if (!html || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    if (API_PREFIXES.some((p) => req.url.startsWith(p))) return false;
    void reply
      .code(200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .headers(documentHeaders)
      .send(html);
    return true;
  };
}

export const hasWebBuild = (dist: string) => existsSync(join(dist, 'index.html'));
