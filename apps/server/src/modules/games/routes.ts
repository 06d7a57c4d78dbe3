import type { Kysely } from 'kysely';
import {
  MEMBER_TYPE,
  zBetPage,
  zBetQuery,
  zDoneValue,
  zFavouriteBody,
  zFavouritesValue,
  zGameListQuery,
  zGameListValue,
  zGameMenusValue,
  zGamesValue,
  zGameVendorQuery,
  zGameVendorValue,
  zHotGamesQuery,
  zLaunchBody,
  zLaunchValue,
  zPopularQuery,
  zRecentQuery,
  zRecentValue,
  zRoomListQuery,
  zRoomListValue,
  zVassGameTypeQuery,
  zVassGameTypeValue,
} from '@lotto/contracts';
import type { Database } from '../../db/schema.ts';
import { ok } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { replies, typed, type App } from '../../lib/http.ts';
import { pick } from '../../lib/texts.ts';
import type { Sessions } from '../identity/index.ts';
import * as favourites from './repo/favourites.ts';
import { betPage } from './bets.ts';
import type { Catalogue } from './catalogue.ts';
import { launchGame } from './launch.ts';
import type { Seamless } from './seamless.ts';
import { vendorCatalogue } from './service.ts';
import { siteOrigin } from '../brand/index.ts';

const MENU_SIZE = 12;
const MENU_LABELS: Record<string, { EN: string; TY: string }> = {
  HOT: { EN: 'Hot games', TY: 'Mainit na laro' },
  NEW: { EN: 'New games', TY: 'Bagong laro' },
  LIVE: { EN: 'Live casino', TY: 'Live casino' },
  SPORTS: { EN: 'Sports', TY: 'Sports' },
  ESPORTS: { EN: 'E-sports', TY: 'E-sports' },
  RNG: { EN: 'Slots', TY: 'Slots' },
  FISH: { EN: 'Fishing', TY: 'Pangingisda' },
  PVP: { EN: 'Card games', TY: 'Card games' },
  INHOUSE: { EN: 'In-house', TY: 'In-house' },
};

/** Prize modes of the lottery (`/lgw/games/popular?prizeMode=`), upper-cased. */
const LOTTERY_PRIZE_MODES = new Set(['LOTT', 'ZY', 'ELOTT', 'SEA']);

export function gameRoutes(
  app: App,
  deps: {
    db: Kysely<Database>;
    catalogue: Catalogue;
    seamless: Seamless;
    sessions: Sessions;
    fetch?: typeof fetch;
  },
) {
  const r = typed(app);
  const tags = ['games'];
  const vendors = vendorCatalogue(deps.db);
  const { catalogue } = deps;

  /** Favourites and recent games need a real account: guests log in, isAgent 4 is warned
   * (docs/product/games.md#favourites-and-recent-games). */
  const player = async (req: Parameters<Sessions['require']>[0]) => {
    const { member } = await deps.sessions.require(req);
    if (member.type === MEMBER_TYPE.restricted) throw new AppError('in_need_true_account');
    return member;
  };

  r.get(
    '/wps/relay/GCSGAME_newGameVendor',
    {
      schema: {
        tags,
        summary: "The brand's game vendors as lanes, one per category with at least one enabled vendor",
        querystring: zGameVendorQuery,
        response: replies(zGameVendorValue),
      },
    },
    // Every vendor serves every platform for now, so `platform` does not narrow the list yet.
    async (req) => ok(await vendors(req.brand, req.lang)),
  );

  r.get(
    '/wps/relay/GCSGAME_gameList',
    {
      schema: {
        tags,
        summary:
          'Games of a category or vendor: name search, classify, minimum bet, lines, language; 42 a page',
        querystring: zGameListQuery,
        response: replies(zGameListValue),
      },
    },
    async (req) => ok(await catalogue.list(req.brand, req.lang, req.query)),
  );

  r.get(
    '/wps/relay/GCSGAME_hotGamesV2',
    {
      schema: {
        tags,
        summary: 'Hot games, of one vendor (vassalage) or category when given',
        querystring: zHotGamesQuery,
        response: replies(zGamesValue),
      },
    },
    async (req) => ok({ games: await catalogue.hot(req.brand, req.lang, req.query) }),
  );

  r.get(
    '/lgw/games/popular',
    {
      schema: {
        tags,
        summary:
          'The most played games (count 20 by default); lottery games with prizeMode Lott, ZY, Elott or SEA',
        querystring: zPopularQuery,
        response: replies(zGamesValue),
      },
    },
    async (req) =>
      // The lottery module answers for its prize modes (issue 7); other values keep the casino list.
      req.query.prizeMode && LOTTERY_PRIZE_MODES.has(req.query.prizeMode.toUpperCase())
        ? ok({
            games: await catalogue.lotteryCards(
              req.brand,
              req.lang,
              await app.lottery.popularCodes(req.brand, {
                count: req.query.count,
                prizeMode: req.query.prizeMode,
              }),
            ),
          })
        : ok({ games: await catalogue.popular(req.brand, req.lang, req.query.count, req.query.gameType) }),
  );

  r.get(
    '/lgw/games/game_menus',
    {
      schema: {
        tags,
        summary: 'Games grouped for the menus: hot, new, then each category by plays',
        response: replies(zGameMenusValue),
      },
    },
    async (req) => {
      const label = (code: string) =>
        pick(MENU_LABELS[code] ?? { EN: code, TY: code }, req.lang, req.brand.settings.defaultLang);
      const lanes = (await vendors(req.brand, req.lang)).data.lanes.map((l) => l.gameType);
      const groups = [
        {
          gameGroupCode: 'HOT',
          labelName: label('HOT'),
          gameMenus: (await catalogue.hot(req.brand, req.lang, {})).slice(0, MENU_SIZE),
        },
      ];
      for (const type of lanes.filter((t) => t !== 'LOTT' && t !== 'ELOTT')) {
        const games = await catalogue.popular(req.brand, req.lang, MENU_SIZE, type);
        if (games.length > 0) groups.push({ gameGroupCode: type, labelName: label(type), gameMenus: games });
      }
      return ok(groups);
    },
  );

  r.get(
    '/wps/relay/GCSGAME_getVassGameType',
    {
      schema: {
        tags,
        summary: "A vendor's kinds of games with their counts (the VASSALAGE popup)",
        querystring: zVassGameTypeQuery,
        response: replies(zVassGameTypeValue),
      },
    },
    async (req) => {
      const vendor = (await catalogue.vendors(req.brand)).get(req.query.vassalage.toUpperCase());
      if (!vendor) throw new AppError('game.not.found');
      const kinds = await catalogue.vendorKinds(req.brand, vendor.code);
      return ok({
        vassalage: vendor.vassalage,
        displayName: pick(vendor.names, req.lang, req.brand.settings.defaultLang),
        gameTypes: kinds.map((k) => ({
          gameType: catalogue.laneOf(req.brand, { vendor_code: vendor.code, game_type: k.game_type }),
          gameClassify: k.game_classify,
          count: Number(k.n),
        })),
      });
    },
  );

  r.get(
    '/wps/relay/GLS2_roomList',
    {
      schema: {
        tags,
        summary: 'The tables and rooms of a live or card-game vendor',
        querystring: zRoomListQuery,
        response: replies(zRoomListValue),
      },
    },
    async (req) =>
      ok({ rooms: await catalogue.rooms(req.brand, req.lang, req.query.vassalage, req.query.gameType) }),
  );

  r.post(
    '/wps/relay/GCSGAME_addFavorite',
    {
      schema: {
        tags,
        summary: 'Adds a game to the favourites (login required)',
        body: zFavouriteBody,
        response: replies(zDoneValue),
      },
    },
    async (req) => {
      const member = await player(req);
      const game = await catalogue.find(req.brand, { nodeId: req.body.nodeId });
      if (!game) throw new AppError('game.not.found');
      await favourites.addFavourite(deps.db, member.id, game.id);
      return ok({ done: true as const });
    },
  );

  r.post(
    '/wps/relay/GCSGAME_removeFavorite',
    {
      schema: {
        tags,
        summary: 'Takes a game out of the favourites',
        body: zFavouriteBody,
        response: replies(zDoneValue),
      },
    },
    async (req) => {
      const member = await player(req);
      await favourites.removeFavourite(deps.db, member.id, req.body.nodeId);
      return ok({ done: true as const });
    },
  );

  r.get(
    '/wps/relay/GCSGAME_favoriteList',
    {
      schema: {
        tags,
        summary: "The member's favourite games: node ids and cards",
        response: replies(zFavouritesValue),
      },
    },
    async (req) => {
      const member = await player(req);
      const nodeIds = await favourites.favouriteIds(deps.db, member.id);
      const rows = await catalogue.byIds(req.brand, nodeIds);
      const byId = new Map(rows.map((g) => [g.id, g]));
      const ordered = nodeIds.flatMap((id) => byId.get(id) ?? []);
      return ok({
        nodeIds: ordered.map((g) => g.id),
        games: await catalogue.cards(req.brand, ordered, req.lang),
      });
    },
  );

  r.get(
    '/wps/relay/GCSGAME_recentGames',
    {
      schema: {
        tags,
        summary: 'Games the member launched, latest first',
        querystring: zRecentQuery,
        response: replies(zRecentValue),
      },
    },
    async (req) => {
      const member = await player(req);
      return ok(await catalogue.recent(req.brand, member.id, { ...req.query, lang: req.lang }));
    },
  );

  r.post(
    '/wps/game/launchGame',
    {
      schema: {
        tags,
        summary:
          'Launches a game (login required): game_url of the game page; demo accounts play with play money',
        body: zLaunchBody,
        response: replies(zLaunchValue),
      },
    },
    async (req) => {
      const { member } = await deps.sessions.require(req);
      // The vendor's way back: the brand's own domain, never the request's Host.
      const origin = siteOrigin(req.brand, req);
      return ok(
        await launchGame(
          { catalogue, seamless: deps.seamless, ...(deps.fetch ? { fetch: deps.fetch } : {}) },
          req.brand,
          member,
          { nodeId: req.body.nodeId, vassalage: req.body.vassalage, gameId: req.body.gameId },
          req.lang,
          `${origin}/`,
        ),
      );
    },
  );

  r.get(
    '/wps/game/bets',
    {
      schema: {
        tags,
        summary:
          'The betting record: every bet with game, vendor, stake, payout and status; filters, paging, totals',
        querystring: zBetQuery,
        response: replies(zBetPage),
      },
    },
    async (req) => {
      const { member } = await deps.sessions.require(req);
      if (member.type === MEMBER_TYPE.restricted) throw new AppError('in_need_true_account');
      return ok(await betPage(deps.db, req.brand, member, req.query, req.lang));
    },
  );
}
