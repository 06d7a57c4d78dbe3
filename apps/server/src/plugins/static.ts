import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { allEndpoints } from '@lotto/contracts';
import type { FastifyInstance } from 'fastify';
import { DOCS_PREFIX } from './docs.ts';

export const MEDIA_PREFIX = '/media/';

/** Brand media (logos, banners) shipped in the repo; not content-hashed, so a short cache. */
export async function mediaPlugin(app: FastifyInstance, opts: { root: string }) {
  await app.register(fastifyStatic, {
    root: opts.root,
    prefix: MEDIA_PREFIX,
    decorateReply: false,
    wildcard: true,
    index: false,
    setHeaders: (res) => void res.header('cache-control', 'public, max-age=86400'),
  });
}

/** The installable app's service worker (apps/web/src/sw, decision 032): at the root, so its scope is the whole site. */
export const SERVICE_WORKER = '/sw.js';

/**
 * The worker's own policy (a worker is not governed by the page's): it may only reach this
 * origin, which is all it ever fetches. no-cache (set with every file) makes each update check
 * revalidate, so a deploy's new worker is seen on the next visit.
 */
const workerHeaders = {
  'content-security-policy': "default-src 'self'; script-src 'self'; object-src 'none'",
  'service-worker-allowed': '/',
};

/**
 * The built web app: hashed assets cached for a year, anything else revalidated. The build
 * writes brotli and gzip copies beside each text file (apps/web/build/precompress.ts); the
 * copy the request accepts is sent (brotli first) with its own length and ETag, and every
 * answer varies on Accept-Encoding. index.html is left to the page document (document.ts),
 * which fills in the brand. sw.js is revalidated like any unhashed file and carries its own policy.
 */
export async function webPlugin(app: FastifyInstance, opts: { dist: string }) {
  const assets = join(opts.dist, 'assets');
  const worker = join(opts.dist, SERVICE_WORKER.slice(1));
  await app.register(fastifyStatic, {
    root: opts.dist,
    prefix: '/',
    wildcard: false,
    index: false,
    decorateReply: false,
    preCompressed: true,
    allowedPath: (path) => !path.startsWith('/index.html'),
    setHeaders: (res, path) => {
      const hashed = path.startsWith(assets);
      void res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      // the path is that of the copy sent: sw.js, sw.js.br or sw.js.gz
      if (path.startsWith(worker)) void res.headers(workerHeaders);
    },
  });
}

/** The first segment of an endpoint's path (`/wps/`), or the whole path when it has one (`/healthz`). */
const apiPrefix = (path: string): string => {
  const slash = path.indexOf('/', 1);
  return slash < 0 ? path : path.slice(0, slash + 1);
};

/** Where no page is: every declared endpoint's first segment, the API reference and the media. */
export const API_PREFIXES: readonly string[] = [
  ...new Set(allEndpoints.map((e) => apiPrefix(e.path))),
  DOCS_PREFIX,
  MEDIA_PREFIX,
];

export const hasWebBuild = (dist: string) => existsSync(join(dist, 'index.html'));
