import type { FastifyRequest } from 'fastify';
import { promoEndpoints, winnersEndpoint } from '@lotto/contracts';
import { serve } from '../../lib/endpoint.ts';
import { ok } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import type { App } from '../../lib/http.ts';
import { promotionView } from './catalogue.ts';
import type { Sessions } from '../identity/index.ts';
import type { PromoDeps } from './claims.ts';
import { memberStatuses } from './member-status.ts';
import { listedPromotions, promotionById, type PromotionRow } from './repo.ts';
import { winnersBoard } from './winners.ts';

const tags = ['promo'];

/** The promotions as the site shows them; to a signed-in member, with its own status on each (never cached then). */
async function shown(
  deps: PromoDeps & { sessions: Sessions },
  q: { req: FastifyRequest; rows: PromotionRow[] },
) {
  const { req, rows } = q;
  const now = Date.now();
  const list = rows.map((r) =>
    promotionView(r, { lang: req.lang, fallback: req.brand.settings.defaultLang, now }),
  );
  const who = await deps.sessions.optional(req);
  if (!who) return { list, member: false };
  const statuses = await memberStatuses(deps, { brand: req.brand, memberId: who.member.id, list, rows, now });
  return { list: list.map((p) => ({ ...p, status: statuses.get(p.id) ?? p.status })), member: true };
}

/** The promotions catalogue: the brand's enabled promotions, public (a member sees its own statuses). */
export function promoRoutes(app: App, deps: PromoDeps & { sessions: Sessions }) {
  const winners = winnersBoard(deps.db);
  serve(app, {
    endpoint: promoEndpoints.promotions,
    schema: {
      tags,
      summary: "The brand's promotions, in their order, in the asker's language (of a category)",
    },
    handler: async (req, reply) => {
      const rows = await listedPromotions(deps.db, {
        merchantId: req.brand.id,
        category: req.query.category,
      });
      const { list, member } = await shown(deps, { req, rows });
      if (member) void reply.headers({ 'cache-control': 'no-store' });
      return ok({ list });
    },
  });

  serve(app, {
    endpoint: promoEndpoints.promotion,
    schema: { tags, summary: 'One promotion with its terms' },
    handler: async (req, reply) => {
      const row = await promotionById(deps.db, { merchantId: req.brand.id, id: req.params.id });
      if (!row || row.enabled !== 1) throw new AppError('promotion.not.found');
      const { list, member } = await shown(deps, { req, rows: [row] });
      if (member) void reply.headers({ 'cache-control': 'no-store' });
      return ok(list[0]!);
    },
  });

  serve(app, {
    endpoint: winnersEndpoint,
    schema: {
      tags,
      summary: "The brand's newest big wins (the home page's winners board), names masked; at most 30 s old",
    },
    handler: async (req) => ok(await winners(req.brand, Date.now())),
  });
}
