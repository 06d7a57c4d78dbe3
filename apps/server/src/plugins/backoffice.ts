import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { backofficeDocumentHeaders } from './security-headers.ts';

/** Where the operator's back office (apps/backoffice, the support console) is served. */
export const BACKOFFICE_PATH = '/backoffice';
/** Its calls (staff sign-in, chats, the socket): never a page. */
const API_PATH = `${BACKOFFICE_PATH}/api/`;
const ASSETS_PATH = `${BACKOFFICE_PATH}/assets/`;

export const hasBackofficeBuild = (dist: string) => existsSync(join(dist, 'index.html'));

/**
 * The back office's own build: its hashed assets cached for a year, and its index.html for
 * `/backoffice` and every page path under it (the app picks the screen), never cached. The
 * console's pages get their own policy (backofficeDocumentHeaders): the same-origin socket,
 * no framing, not indexed. Calls under /backoffice/api/ and missing assets stay 404s.
 */
export async function backofficePlugin(app: FastifyInstance, opts: { dist: string }) {
  const html = readFileSync(join(opts.dist, 'index.html'));
  await app.register(fastifyStatic, {
    root: join(opts.dist, 'assets'),
    prefix: ASSETS_PATH,
    wildcard: false,
    index: false,
    decorateReply: false,
    setHeaders: (res) => void res.header('cache-control', 'public, max-age=31536000, immutable'),
  });
  const page = (req: FastifyRequest, reply: FastifyReply) => {
    if (req.url.startsWith(API_PATH) || req.url.startsWith(ASSETS_PATH)) return reply.callNotFound();
    return reply
      .code(200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .headers(backofficeDocumentHeaders(req.host))
      .send(html);
  };
  // Pages, not endpoints of the contract: no brand is needed to send the file, and no API document lists them.
  const options = { config: { brand: false }, schema: { hide: true } };
  app.get(BACKOFFICE_PATH, options, page);
  app.get(`${BACKOFFICE_PATH}/*`, options, page);
}
