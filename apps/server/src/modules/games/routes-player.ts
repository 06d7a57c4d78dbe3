import { gameEndpoints, MEMBER_TYPE } from '@lotto/contracts';
import { serve } from '../../lib/endpoint.ts';
import { ok } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import type { App } from '../../lib/http.ts';
import { siteOrigin } from '../brand/index.ts';
import type { Sessions } from '../identity/index.ts';
import { betPage } from './bets.ts';
import { readerOf } from './catalogue.ts';
import { addFavourite, favouriteList, removeFavourite } from './favourites.ts';
import { launchGame } from './launch.ts';
import type { GameRouteDeps } from './routes.ts';

const tags = ['games'];
const e = gameEndpoints;

/** Favourites and recent games need a real account: guests log in, isAgent 4 is warned
 * (docs/product/games.md#favourites-and-recent-games). */
async function player(sessions: Sessions, req: Parameters<Sessions['require']>[0]) {
  const { member } = await sessions.require(req);
  if (member.type === MEMBER_TYPE.restricted) throw new AppError('in_need_true_account');
  return member;
}

/** A signed-in member's favourite and recent games. */
export function favouriteRoutes(app: App, deps: GameRouteDeps) {
  serve(app, {
    endpoint: e.addFavourite,
    schema: { tags, summary: 'Adds a game to the favourites (login required)' },
    handler: async (req) => {
      const member = await player(deps.sessions, req);
      await addFavourite(deps, {
        brand: req.brand,
        lang: req.lang,
        memberId: member.id,
        nodeId: req.body.nodeId,
      });
      return ok({ done: true as const });
    },
  });

  serve(app, {
    endpoint: e.removeFavourite,
    schema: { tags, summary: 'Takes a game out of the favourites' },
    handler: async (req) => {
      const member = await player(deps.sessions, req);
      await removeFavourite(deps.db, { memberId: member.id, nodeId: req.body.nodeId });
      return ok({ done: true as const });
    },
  });

  serve(app, {
    endpoint: e.favourites,
    schema: { tags, summary: "The member's favourite games: node ids and cards" },
    handler: async (req) => {
      const member = await player(deps.sessions, req);
      return ok(await favouriteList(deps, { brand: req.brand, lang: req.lang, memberId: member.id }));
    },
  });

  serve(app, {
    endpoint: e.recent,
    schema: { tags, summary: 'Games the member launched, latest first' },
    handler: async (req) => {
      const member = await player(deps.sessions, req);
      return ok(await deps.catalogue.recent(readerOf(req), { ...req.query, memberId: member.id }));
    },
  });
}

/** Launches and the betting record. */
export function playRoutes(app: App, deps: GameRouteDeps) {
  serve(app, {
    endpoint: e.launch,
    schema: {
      tags,
      summary:
        'Launches a game (login required): game_url of the game page; demo accounts play with play money',
    },
    handler: async (req) => {
      const { member } = await deps.sessions.require(req);
      // The vendor's way back: the brand's own domain, never the request's Host.
      const origin = siteOrigin(req.brand, req);
      const { nodeId, vassalage, gameId } = req.body;
      return ok(
        await launchGame(
          {
            catalogue: deps.catalogue,
            seamless: deps.seamless,
            ...(deps.fetch ? { fetch: deps.fetch } : {}),
          },
          {
            brand: req.brand,
            member,
            lang: req.lang,
            input: { nodeId, vassalage, gameId },
            returnUrl: `${origin}/`,
          },
        ),
      );
    },
  });

  serve(app, {
    endpoint: e.bets,
    schema: {
      tags,
      summary:
        'The betting record: every bet with game, vendor, stake, payout and status; filters, paging, totals',
    },
    handler: async (req) => {
      const { member } = await deps.sessions.require(req);
      if (member.type === MEMBER_TYPE.restricted) throw new AppError('in_need_true_account');
      const page = await betPage(deps.db, {
        brand: req.brand,
        lang: req.lang,
        members: member.id,
        query: req.query,
      });
      return ok({ ...page, list: page.list.map(({ memberId: _own, ...bet }) => bet) });
    },
  });
}
