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

const merchantHeaderCount = (req: FastifyRequest): number => {
  let n = 0;
  const raw = req.raw.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) if (raw[i]!.toLowerCase() === 'merchant') n++;
  return n;
};

const knownLang = new Set<string>(langCodes);

/** The language a caller asked for, before the brand is known (used for early errors too). */
export const askedLanguage = (req: FastifyRequest): string | undefined => {
  const h = req.headers['language'];
  const v = typeof h === 'string' ? h.trim().toUpperCase() : undefined;
  return v && knownLang.has(v) ? v : undefined;
};

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
      const asked = askedLanguage(req);
      req.lang =
        asked && (brand.settings.supportLanguages as string[]).includes(asked)
          ? asked
          : brand.settings.defaultLang;
      return undefined;
    };
    const byHostOrDefault = async (host: string) =>
      (await brands.byHost(host)) ?? (await brands.byCode(defaultMerchant));

    // Callback style with a synchronous path for known brands: this runs on every request.
    app.addHook('onRequest', (req, _reply, done) => {
      // routeOptions is a getter that builds a fresh object: read it once.
      const config = req.routeOptions.config;
      if (config.brand === false || !config.url) return done();
      const count = merchantHeaderCount(req);
      if (count > 1) return done(new AppError('function.not.available'));
      const header = req.headers['merchant'];
      if (count === 1 && typeof header === 'string') {
        const code = header.trim();
        const known = brands.peek(`c:${code}`);
        if (known !== undefined) return done(assign(req, known));
        brands.byCode(code).then((b) => done(assign(req, b)), done);
        return;
      }
      const host = brands.peek(`h:${req.hostname.toLowerCase()}`);
      const fallback = host === null ? brands.peek(`c:${defaultMerchant}`) : undefined;
      if (host) return done(assign(req, host));
      if (fallback !== undefined) return done(assign(req, fallback));
      byHostOrDefault(req.hostname).then((b) => done(assign(req, b)), done);
    });
  },
  { name: 'context' },
);
