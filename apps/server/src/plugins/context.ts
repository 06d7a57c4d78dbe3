import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { langCodes } from '@lotto/contracts';
import { AppError } from '../lib/errors.ts';
import type { Brand } from '../modules/brand/brand.ts';
import type { BrandDirectory } from '../modules/brand/directory.ts';

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
 * object with a `hostname` getter: the status hot path would build that object literal per
 * request, and V8 builds literals with accessors slowly and keeps them past young-generation
 * collections (measured: scavenges 0.7 -> 4 ms each and mark-compacts under load; decision 006).
 */
export function peekBrand(
  brands: BrandDirectory,
  defaultMerchant: string,
  merchant: string | undefined,
  hostname: () => string,
): Brand | null | undefined {
  if (merchant !== undefined) return brands.peek(`c:${merchant.trim()}`);
  const host = brands.peek(`h:${hostname().toLowerCase()}`);
  if (host !== null) return host;
  return brands.peek(`c:${defaultMerchant}`);
}

/**
 * Resolves the brand of each request: the `Merchant` header, else the host, else the
 * deployment's default brand. Brands never mix: every handler reads `request.brand`.
 */
export const contextPlugin = fp(
  (app: FastifyInstance, opts: { brands: BrandDirectory; defaultMerchant: string }) => {
    app.decorateRequest('brand', null as unknown as Brand);
    app.decorateRequest('lang', 'EN');
    const { brands, defaultMerchant } = opts;
    const assign = (req: FastifyRequest, brand: Brand | null | undefined): AppError | undefined => {
      if (!brand) return new AppError('merchant.not.found');
      req.brand = brand;
      req.lang = languageOf(brand, req);
      return undefined;
    };
    const byHostOrDefault = async (host: string) =>
      (await brands.byHost(host)) ?? (await brands.byCode(defaultMerchant));

    // Callback style with a synchronous path for known brands: this runs on every request.
    app.addHook('onRequest', (req, _reply, done) => {
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
      const known = peekBrand(brands, defaultMerchant, merchant, () => req.hostname);
      if (known !== undefined) return settle(known);
      const lookup = merchant !== undefined ? brands.byCode(merchant.trim()) : byHostOrDefault(req.hostname);
      lookup.then(settle, (err: Error) => (lenient ? done() : done(err)));
    });
  },
  { name: 'context' },
);
