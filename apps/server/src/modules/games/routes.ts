import type { Kysely } from 'kysely';
import { gameEndpoints } from '@lotto/contracts';
import type { Database } from '../../db/schema.ts';
import { serve } from '../../lib/endpoint.ts';
import { ok } from '../../lib/envelope.ts';
import type { App } from '../../lib/http.ts';
import type { Sessions } from '../identity/index.ts';
import { readerOf, type Catalogue } from './catalogue.ts';
import { gameMenus, vendorGameTypes } from './lobby.ts';
import { favouriteRoutes, playRoutes } from './routes-player.ts';
import type { Seamless } from './seamless.ts';
import { vendorCatalogue } from './service.ts';

const tags = ['games'];
type VendorCatalogue = ReturnType<typeof vendorCatalogue>;

/** Prize modes of the lottery (`/lgw/games/popular?prizeMode=`), upper-cased. */
const LOTTERY_PRIZE_MODES = new Set(['LOTT', 'ZY', 'ELOTT', 'SEA']);

export type GameRouteDeps = {
  db: Kysely<Database>;
  catalogue: Catalogue;
  seamless: Seamless;
  sessions: Sessions;
  fetch?: typeof fetch;
};

/** The game catalogue, favourites, launches and the betting record (docs/product/games.md). */
export function gameRoutes(app: App, deps: GameRouteDeps) {
  const vendors = vendorCatalogue(deps.db);
  catalogueRoutes(app, { ...deps, vendors });
  lobbyRoutes(app, { ...deps, vendors });
  favouriteRoutes(app, deps);
  playRoutes(app, deps);
}

/** The catalogue as anyone may read it: vendors, lists, hot and popular games. */
function catalogueRoutes(app: App, deps: GameRouteDeps & { vendors: VendorCatalogue }) {
  const { catalogue, vendors } = deps;
  const e = gameEndpoints;

  serve(
    app,
    e.vendors,
    {
      schema: {
        tags,
        summary: "The brand's game vendors as lanes, one per category with at least one enabled vendor",
      },
    },
    // Every vendor serves every platform for now, so `platform` does not narrow the list yet.
    async (req) => ok(await vendors(req.brand, req.lang)),
  );

  serve(
    app,
    e.gameList,
    {
      schema: {
        tags,
        summary:
          'Games of a category or vendor: name search, classify, minimum bet, lines, language; 42 a page',
      },
    },
    async (req) => ok(await catalogue.list(readerOf(req), req.query)),
  );

  serve(
    app,
    e.hotGames,
    { schema: { tags, summary: 'Hot games, of one vendor (vassalage) or category when given' } },
    async (req) => ok({ games: await catalogue.hot(readerOf(req), req.query) }),
  );

  serve(
    app,
    e.popular,
    {
      schema: {
        tags,
        summary:
          'The most played games (count 20 by default); lottery games with prizeMode Lott, ZY, Elott or SEA',
      },
    },
    async (req) => {
      const { count, prizeMode, gameType } = req.query;
      // The lottery module answers for its prize modes (issue 7); other values keep the casino list.
      if (prizeMode && LOTTERY_PRIZE_MODES.has(prizeMode.toUpperCase()))
        return ok({
          games: await catalogue.lotteryCards(
            readerOf(req),
            await app.lottery.popularCodes(req.brand, { count, prizeMode }),
          ),
        });
      return ok({ games: await catalogue.popular(readerOf(req), { count, gameType }) });
    },
  );
}

/** The menus and a vendor's kinds of games and rooms. */
function lobbyRoutes(app: App, deps: GameRouteDeps & { vendors: VendorCatalogue }) {
  const { catalogue, vendors } = deps;
  const e = gameEndpoints;

  serve(
    app,
    e.gameMenus,
    { schema: { tags, summary: 'Games grouped for the menus: hot, new, then each category by plays' } },
    async (req) => ok(await gameMenus({ catalogue, vendors }, readerOf(req))),
  );

  serve(
    app,
    e.vassGameType,
    { schema: { tags, summary: "A vendor's kinds of games with their counts (the VASSALAGE popup)" } },
    async (req) =>
      ok(
        await vendorGameTypes(catalogue, {
          brand: req.brand,
          lang: req.lang,
          vassalage: req.query.vassalage,
        }),
      ),
  );

  serve(
    app,
    e.roomList,
    { schema: { tags, summary: 'The tables and rooms of a live or card-game vendor' } },
    async (req) =>
      ok({
        rooms: await catalogue.rooms(readerOf(req), {
          vendor: req.query.vassalage,
          gameType: req.query.gameType,
        }),
      }),
  );
}
