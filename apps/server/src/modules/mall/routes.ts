import { mallEndpoints } from '@lotto/contracts';
import { serve } from '../../lib/endpoint.ts';
import { ok } from '../../lib/envelope.ts';
import type { App } from '../../lib/http.ts';
import type { Sessions } from '../identity/index.ts';
import { convertPoints, pointsOf, requireMall, type MallDeps } from './points.ts';
import { catalogue, myOrders, redeem } from './redeem.ts';

const tags = ['mall'];
const noStore = { 'cache-control': 'no-store' };

/** The point mall (PTSYS3) for members: points, items, redeeming, the redeem history and converting. */
export function mallModule(app: App, deps: MallDeps & { sessions: Sessions }) {
  const { sessions, db } = deps;
  serve(app, {
    endpoint: mallEndpoints.points,
    schema: {
      tags,
      summary: "The member's points: earned by valid turnover, spent, available, and the brand's rates",
    },
    handler: async (req, reply) => {
      void reply.headers(noStore);
      const { member } = await sessions.require(req);
      requireMall(req.brand);
      return ok(await pointsOf(db, { brand: req.brand, memberId: member.id }));
    },
  });

  serve(app, {
    endpoint: mallEndpoints.items,
    schema: {
      tags,
      summary:
        "The mall's items in the request's language, with the stock left (null: no limit); public, so a visitor sees what points buy",
    },
    handler: async (req, reply) => {
      void reply.headers(noStore);
      return ok(await catalogue(db, { brand: req.brand, lang: req.lang }));
    },
  });

  serve(app, {
    endpoint: mallEndpoints.redeem,
    schema: {
      tags,
      summary:
        'Redeems points for an item with the payment password: points and stock taken at once, the order in process; a repeated requestId answers the same order',
    },
    handler: async (req) => {
      const { member } = await sessions.requireReal(req);
      return ok(
        await redeem(db, { brand: req.brand, member, input: req.body, lang: req.lang, now: Date.now() }),
      );
    },
  });

  serve(app, {
    endpoint: mallEndpoints.orders,
    schema: { tags, summary: "The member's redemptions, newest first, in a status or all" },
    handler: async (req, reply) => {
      void reply.headers(noStore);
      const { member } = await sessions.require(req);
      return ok(await myOrders(db, { brand: req.brand, memberId: member.id, lang: req.lang, ...req.query }));
    },
  });

  serve(app, {
    endpoint: mallEndpoints.convert,
    schema: {
      tags,
      summary:
        'Converts points to money in the main balance at the brand rate (at least minConvert), with the payment password; idempotent by requestId',
    },
    handler: async (req) => {
      const { member } = await sessions.requireReal(req);
      return ok(await convertPoints(deps, { brand: req.brand, member, input: req.body }));
    },
  });
}
