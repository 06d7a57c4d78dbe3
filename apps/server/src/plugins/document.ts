import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Brand } from '../modules/brand/index.ts';
import { pick } from '../lib/texts.ts';
import { documentHeadersFor } from './security-headers.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * What search engines and link previews read before any script runs: the brand's name as the
 * title and its description (the footer's about text when it has none), in its default
 * language; and the logo of the header the page shows until the app's shell has rendered.
 * The page itself is a client app; these are the only per-brand parts of the file.
 */
export function documentFor(
  template: string,
  { brand, mediaRoot }: { brand: Brand | undefined; mediaRoot?: string | undefined },
): string {
  if (!brand) return template;
  const { name, defaultLang, description, footer, theme } = brand.settings;
  const text =
    pick(description, { lang: defaultLang, fallback: defaultLang }) ||
    pick(footer.about, { lang: defaultLang, fallback: defaultLang });
  const logo = inlined(theme.defaultTheme === 'light' ? theme.logoLight : theme.logoDark, mediaRoot);
  return template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(name)}</title>`)
    .replace(
      '<img class="boot__logo" src="" alt=""',
      () => `<img class="boot__logo" src="${escapeHtml(logo)}" alt=""`,
    )
    .replace(
      '<meta name="description" content="" />',
      () => `<meta name="description" content="${escapeHtml(text)}" />`,
    );
}

const INLINE_MAX_BYTES = 8192;

/**
 * A small SVG logo from the brand media shipped with the server, as a data: URL: the header
 * then paints with the document itself instead of waiting for one more request.
 */
function inlined(url: string, mediaRoot: string | undefined): string {
  if (!mediaRoot || !url.startsWith('/media/') || !url.endsWith('.svg') || url.includes('..')) return url;
  const file = join(mediaRoot, url.slice('/media/'.length));
  try {
    if (statSync(file).size > INLINE_MAX_BYTES) return url;
    return `data:image/svg+xml;base64,${readFileSync(file).toString('base64')}`;
  } catch {
    return url;
  }
}

/** A brand's document, kept per configuration revision (a Brand object is replaced when its settings change). */
const cached = new WeakMap<Brand, Buffer>();

/**
 * Any page path (not an API path) answers the built index.html for the request's brand, so the
 * client router takes over; never cached, because a deploy changes the scripts it names. Its
 * content security policy lets the page reach the brand's mirrors. Null for a request that is
 * not a page (the not-found handler answers it).
 */
export function spaDocument(opts: {
  dist: string | undefined;
  mediaRoot: string;
  apiPrefixes: readonly string[];
  brandOf: (req: FastifyRequest) => Promise<Brand | undefined>;
}) {
  const indexPath = opts.dist ? join(opts.dist, 'index.html') : undefined;
  const template = indexPath && existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : undefined;
  const send = (req: FastifyRequest, reply: FastifyReply, brand: Brand | undefined) => {
    let html = brand ? cached.get(brand) : undefined;
    if (!html) {
      html = Buffer.from(documentFor(template!, { brand, mediaRoot: opts.mediaRoot }));
      if (brand) cached.set(brand, html);
    }
    const mirrors = brand?.domains.map((d) => d.host) ?? [];
    void reply
      .code(200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .headers(documentHeadersFor(mirrors, req.port))
      .send(html);
  };
  return (req: FastifyRequest, reply: FastifyReply): Promise<void> | null => {
    if (template === undefined || (req.method !== 'GET' && req.method !== 'HEAD')) return null;
    if (opts.apiPrefixes.some((p) => req.url.startsWith(p))) return null;
    return opts
      .brandOf(req)
      .catch(() => undefined)
      .then((brand) => send(req, reply, brand));
  };
}

/** Crawlers may read the pages; the API and the game frame are not for them. */
const ROBOTS_TXT = [
  'User-agent: *',
  'Allow: /',
  'Disallow: /wps/',
  'Disallow: /lgw/',
  'Disallow: /lotto/',
  'Disallow: /seamless/v1/',
  'Disallow: /game',
  'Disallow: /backoffice',
  '',
].join('\n');

/** `/robots.txt`, the same for every brand: it names paths, not hosts. */
export function robotsRoute(app: FastifyInstance) {
  // A file for crawlers, not an API operation: kept out of the OpenAPI document.
  app.get('/robots.txt', { config: { brand: false }, schema: { hide: true } }, (_req, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=86400').send(ROBOTS_TXT),
  );
}
