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
    app.addHook('onRequest', async (req) => {
      if (req.routeOptions.config.brand === false || !req.routeOptions.url) return;
      const count = merchantHeaderCount(req);
      if (count > 1) throw new AppError('function.not.available');
      const header = req.headers['merchant'];
      let brand: Brand | undefined;
      if (count === 1 && typeof header === 'string') {
        brand = await opts.brands.byCode(header.trim());
        if (!brand) throw new AppError('merchant.not.found');
      } else {
        brand = (await opts.brands.byHost(req.hostname)) ?? (await opts.brands.byCode(opts.defaultMerchant));
        if (!brand) throw new AppError('merchant.not.found');
      }
      req.brand = brand;
      const asked = askedLanguage(req);
      req.lang =
        asked && (brand.settings.supportLanguages as string[]).includes(asked)
          ? asked
          : brand.settings.defaultLang;
    });
  },
  { name: 'context' },
);
