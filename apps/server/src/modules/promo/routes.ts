import type { Kysely } from 'kysely';
import { promoEndpoints, winnersEndpoint } from '@lotto/contracts';
import type { Database } from '../../db/schema.ts';
import { serve } from '../../lib/endpoint.ts';
import { ok } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import type { App } from '../../lib/http.ts';
import { promotionView } from './catalogue.ts';
import { listedPromotions, promotionById } from './repo.ts';
import { winnersOf } from './winners.ts';

const tags = ['promo'];

/** The promotions catalogue: the brand's enabled promotions, public. */
export function promoRoutes(app: App, deps: { db: Kysely<Database> }) {
  serve(app, {
    endpoint: promoEndpoints.promotions,
    schema: {
      tags,
      summary: "The brand's promotions, in their order, in the asker's language (of a category)",
    },
    handler: async (req) => {
      const rows = await listedPromotions(deps.db, {
        merchantId: req.brand.id,
        category: req.query.category,
      });
      const view = { lang: req.lang, fallback: req.brand.settings.defaultLang, now: Date.now() };
      return ok({ list: rows.map((r) => promotionView(r, view)) });
    },
  });

  serve(app, {
    endpoint: promoEndpoints.promotion,
    schema: { tags, summary: 'One promotion with its terms' },
    handler: async (req) => {
      const row = await promotionById(deps.db, { merchantId: req.brand.id, id: req.params.id });
      if (!row || row.enabled !== 1) throw new AppError('promotion.not.found');
      return ok(
        promotionView(row, { lang: req.lang, fallback: req.brand.settings.defaultLang, now: Date.now() }),
      );
    },
  });

  serve(app, {
    endpoint: winnersEndpoint,
    schema: {
      tags,
      summary: "The brand's newest big wins (the home page's winners board), names masked; at most 30 s old",
    },
    handler: async (req) => ok(await winnersOf(deps.db, { brand: req.brand, now: Date.now() })),
  });
}
