import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import type { Brand } from '../brand/index.ts';
import { drawIcon } from './icon.ts';
import { ICON_PREFIX, ICONS, iconSourceOf, manifestFor, type IconFile } from './manifest.ts';

export const MANIFEST_PATH = '/manifest.webmanifest';

type Drawn = { body: Buffer; etag: string };
const etagOf = (body: Buffer | string) =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;

/** Per brand object, so a settings change (a new Brand) draws and writes anew (decision 003). */
const manifests = new WeakMap<Brand, Drawn>();
const icons = new WeakMap<Brand, Map<IconFile, Promise<Drawn>>>();

function manifestOf(brand: Brand): Drawn {
  let drawn = manifests.get(brand);
  if (!drawn) {
    const body = Buffer.from(JSON.stringify(manifestFor(brand)));
    drawn = { body, etag: etagOf(body) };
    manifests.set(brand, drawn);
  }
  return drawn;
}

/** Drawn once per brand object; requests that come while it is drawn wait for the same drawing. */
function iconOf(brand: Brand, file: IconFile): Promise<Drawn> {
  let byFile = icons.get(brand);
  if (!byFile) icons.set(brand, (byFile = new Map<IconFile, Promise<Drawn>>()));
  let drawn = byFile.get(file);
  if (!drawn) {
    drawn = drawIcon({ ...ICONS[file], ...iconSourceOf(brand) }).then((body) => ({
      body,
      etag: etagOf(body),
    }));
    byFile.set(file, drawn);
  }
  return drawn;
}

/**
 * The installable app (decision 032): the manifest and icons of the request's brand (its host
 * names it, like a page's). Not API operations: kept out of the OpenAPI document. The icons are
 * drawn in memory on first request and kept with the brand object; a browser revalidates them
 * with their ETag.
 */
export function pwaRoutes(app: FastifyInstance) {
  app.get(MANIFEST_PATH, { schema: { hide: true } }, (req, reply) => {
    const { body, etag } = manifestOf(req.brand);
    if (req.headers['if-none-match'] === etag) return reply.code(304).header('etag', etag).send();
    return reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('etag', etag)
      .send(body);
  });
  app.get<{ Params: { file: string } }>(
    `${ICON_PREFIX}:file`,
    { schema: { hide: true } },
    async (req, reply) => {
      const file = req.params.file;
      if (!Object.hasOwn(ICONS, file)) throw new AppError('route.not.found');
      const { body, etag } = await iconOf(req.brand, file as IconFile);
      if (req.headers['if-none-match'] === etag) return reply.code(304).header('etag', etag).send();
      return reply
        .type('image/png')
        .header('cache-control', 'public, max-age=86400')
        .header('etag', etag)
        .send(body);
    },
  );
}
