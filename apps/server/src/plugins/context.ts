import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorMessage, errorStatus, langCodes } from '@lotto/contracts';
import { AppError } from '../lib/errors.ts';
import type { Brand, BrandDirectory } from '../modules/brand/index.ts';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyRequest {
    brand: Brand;
    /** Brand language code of this request (TY, EN, ...). */
    lang: string;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyContextConfig {
    /** false: the route answers without a brand (health, docs). */
    brand?: boolean;
  }
}

/** How many `Merchant` headers came (Node joins duplicates into one value, so count the raw ones). */
export const merchantHeaderCount = (rawHeaders: readonly string[]): number => {
  let n = 0;
  for (let i = 0; i < rawHeaders.length; i += 2) if (rawHeaders[i]!.toLowerCase() === 'merchant') n++;
  return n;
};

const knownLang = new Set<string>(langCodes);

/** The language a caller asked for, before the brand is known (used for early errors too). */
export const askedLanguage = (req: { headers: IncomingHttpHeaders }): string | undefined => {
  const h = req.headers['language'];
  const v = typeof h === 'string' ? h.trim().toUpperCase() : undefined;
  return v && knownLang.has(v) ? v : undefined;
};

/** The request's language: the asked one if the brand supports it, else the brand's default. */
export const languageOf = (brand: Brand, req: { headers: IncomingHttpHeaders }): string => {
  const asked = askedLanguage(req);
  return asked && (brand.settings.supportLanguages as string[]).includes(asked)
    ? asked
    : brand.settings.defaultLang;
};

/**
 * The brand of a request with at most one `Merchant` header, if already known without a
 * database read: the brand, null when it is known not to exist, undefined when it must be
 * looked up. The header wins; else the host (`hostname` is called only then: in Fastify it
 * is a getter that parses headers); else the deployment's default brand. A function, not an
 * object with a `hostname` getter: V8 builds object literals with accessors slowly and keeps
 * them past young-generation collections, which costs on every request.
 * With `refuseUnknownHosts` the host must be one a brand lists, whatever the header says:
 * anything else (unlisted, or not looked up yet) is left to the lookup, which refuses it.
 */
export function peekBrand(
  brands: BrandDirectory,
  {
    defaultMerchant,
    merchant,
    hostname,
    refuseUnknownHosts = false,
  }: {
    defaultMerchant: string;
    merchant: string | undefined;
    hostname: () => string;
    refuseUnknownHosts?: boolean;
  },
): Brand | null | undefined {
  if (refuseUnknownHosts) {
    const listed = brands.peek(`h:${hostname().toLowerCase()}`);
    if (!listed) return undefined;
    return merchant !== undefined ? brands.peek(`c:${merchant.trim()}`) : listed;
  }
  if (merchant !== undefined) return brands.peek(`c:${merchant.trim()}`);
  const host = brands.peek(`h:${hostname().toLowerCase()}`);
  if (host !== null) return host;
  return brands.peek(`c:${defaultMerchant}`);
}

export type ContextOptions = {
  brands: BrandDirectory;
  defaultMerchant: string;
  /** UNKNOWN_HOSTS: refuse a host no brand lists, or serve the default brand for it. */
  unknownHosts: 'refuse' | 'default-brand';
};

/**
 * Resolves the brand of each request: the `Merchant` header, else the host, else the
 * deployment's default brand. Brands never mix: every handler reads `request.brand`. Under
 * UNKNOWN_HOSTS=refuse a host no brand lists is answered 421 `host.unknown` (a plain page when
 * a browser asks for a page) before anything else; routes without a brand (health, signed
 * gateway and vendor calls) answer whatever the host.
 */
export const contextPlugin = fp(
  (app: FastifyInstance, opts: ContextOptions) => {
    app.decorateRequest('brand', null as unknown as Brand);
    app.decorateRequest('lang', 'EN');
    const { brands, defaultMerchant } = opts;
    const refuse = opts.unknownHosts === 'refuse';
    const assign = (req: FastifyRequest, brand: Brand | null | undefined): AppError | undefined => {
      if (!brand) return new AppError('merchant.not.found');
      req.brand = brand;
      req.lang = languageOf(brand, req);
      return undefined;
    };
    const byHostOrDefault = async (host: string) =>
      (await brands.byHost(host)) ?? (refuse ? undefined : await brands.byCode(defaultMerchant));

    // Callback style with a synchronous path for known brands: this runs on every request.
    app.addHook('onRequest', (req, reply, done) => {
      // routeOptions is a getter that builds a fresh object: read it once.
      const config = req.routeOptions.config;
      if (config.brand === false) return done();
      const count = merchantHeaderCount(req.raw.rawHeaders);
      // An unknown path is answered 404 whatever the brand; knowing the brand only sets the
      // language of that answer (its default when the caller names none), so no brand is no error.
      const lenient = !config.url;
      if (count > 1) return done(lenient ? undefined : new AppError('function.not.available'));
      const header = req.headers['merchant'];
      const merchant = count === 1 && typeof header === 'string' ? header : undefined;
      const settle = (brand: Brand | null | undefined) =>
        lenient ? done(brand ? assign(req, brand) : undefined) : done(assign(req, brand));
      const known = peekBrand(brands, {
        defaultMerchant,
        merchant,
        hostname: () => req.hostname,
        refuseUnknownHosts: refuse,
      });
      if (known !== undefined) return settle(known);
      const lookup = async (): Promise<Brand | undefined> => {
        if (refuse && !(await brands.byHost(req.hostname))) throw new AppError('host.unknown');
        return merchant !== undefined ? brands.byCode(merchant.trim()) : byHostOrDefault(req.hostname);
      };
      lookup().then(settle, (err: Error) => {
        if (err instanceof AppError && err.code === 'host.unknown') return refuseHost(req, reply, done);
        return lenient ? done() : done(err);
      });
    });
  },
  { name: 'context' },
);

/** Nothing of the site for a host it does not own: a plain page to a browser, else the envelope. */
function refuseHost(req: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) {
  const page = (req.method === 'GET' || req.method === 'HEAD') && /text\/html/.test(req.headers.accept ?? '');
  if (!page) return done(new AppError('host.unknown'));
  void reply
    .code(errorStatus['host.unknown'])
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(
      '<!doctype html><html><head><meta charset="utf-8"><title>421</title></head>' +
        `<body><p>${errorMessage('host.unknown', askedLanguage(req))}</p></body></html>`,
    );
}
