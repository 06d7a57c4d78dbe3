import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  MEMBER_TYPE,
  zHistoryQuery,
  zHistoryValue,
  zLotteryFavouriteBody,
  zLotteryFavouritesValue,
  zLotteryGameQuery,
  zLotteryGamesValue,
  zLotteryLaunchQuery,
  zLotteryLaunchValue,
  zLotteryListQuery,
  zNearDrawsValue,
  zOpenedQuery,
  zOpenedValue,
  zPlaceValue,
  zPlayMenuValue,
  zTicket,
  zTicketBody,
  zTicketParams,
  zTicketsQuery,
  zTicketsValue,
  zTrendsQuery,
  zTrendsValue,
  zVerifyQuery,
  zVerifyValue,
} from '@lotto/contracts';
import type { Database } from '../../db/schema.ts';
import { ok } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { replies, typed, type App } from '../../lib/http.ts';
import type { LiveBus } from '../../lib/live-bus.ts';
import type { Sessions } from '../identity/index.ts';
import type { Wallet } from '../wallet/index.ts';
import { lotteryEvents } from './events.ts';
import type { Clock } from '../../lib/clock.ts';
import { LotteryDraws } from './scheduler.ts';
import { lotteryLobbyRoutes } from './lobby-routes.ts';
import { lotterySeriesRoutes } from './series-routes.ts';
import { Lottery } from './service.ts';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    lottery: Lottery;
  }
}

/**
 * The lottery's API (issue 7; docs/product/lottery.md#calls): games, menus, draws, tickets,
 * trends, favourites and the events stream. The draw scheduler starts with the app (unless
 * `autoStart` is false: tests drive it with their own clock) and stops when it closes.
 */
export function lotteryRoutes(
  app: App,
  deps: {
    db: Kysely<Database>;
    wallet: Wallet;
    sessions: Sessions;
    /** Results and opened draws reach every process's event streams through it (Redis when set). */
    live: LiveBus;
    autoStart: boolean;
    clock?: Clock;
  },
): Lottery {
  const r = typed(app);
  const tags = ['lottery'];
  const clock: Clock = deps.clock ?? { now: () => Date.now() };
  const draws = new LotteryDraws(deps.db, {
    wallet: deps.wallet,
    clock,
    onError: (err) => app.log.error({ err }, 'lottery scheduler'),
  });
  const lottery = new Lottery(deps.db, { wallet: deps.wallet, draws });
  app.decorate('lottery', lottery);
  // Whichever process opens or draws a numero tells every process (the CLI's draws do too).
  draws.listen((merchantId, e) => deps.live.publishBrand({ merchantId, topic: 'lottery', data: e }));

  const player = async (req: Parameters<Sessions['require']>[0]) => {
    const { member } = await deps.sessions.require(req);
    if (member.type === MEMBER_TYPE.restricted) throw new AppError('in_need_true_account');
    return member;
  };

  r.get(
    '/lgw/lottery/games',
    {
      schema: {
        tags,
        summary: "The brand's lottery games, of one prize mode when given",
        querystring: zLotteryListQuery,
        response: replies(zLotteryGamesValue),
      },
    },
    async (req) => ok(await lottery.games(req.brand, req.lang, req.query.prizeMode)),
  );

  r.get(
    '/lgw/vn/games/game_menu',
    {
      schema: {
        tags,
        summary:
          "A game's play menu per prize mode, with odds at the member's own series (the brand's default for a guest) and the series a ticket may name",
        querystring: zLotteryGameQuery,
        response: replies(zPlayMenuValue),
      },
    },
    async (req) => {
      const session = await deps.sessions.optional(req);
      return ok(await lottery.menu(req.brand, req.lang, req.query.gameCode, session?.member));
    },
  );

  r.get(
    '/lgw/vn/games/game_menu/recent',
    {
      schema: {
        tags,
        summary: 'Lottery games the member bet on lately, newest first',
        response: replies(zLotteryGamesValue),
      },
    },
    async (req) => ok(await lottery.recent(req.brand, await player(req), req.lang)),
  );

  r.get(
    '/lotto/lgw/games/opened/numero',
    {
      schema: {
        tags,
        summary: 'Near draws: the numero taking bets (countdowns, commitment) and the one before it',
        description:
          'currentNumero.remainTime is the number of seconds until betting on the numero closes (0 once closed); currentNumero.lockTime is the number of seconds from that close to the draw. closeTime and drawTime give the same instants in ms since the epoch.',
        querystring: zLotteryGameQuery,
        response: replies(zNearDrawsValue),
      },
    },
    async (req, reply) => {
      void reply.header('cache-control', 'no-store');
      return ok(await lottery.near(req.brand, req.query.gameCode));
    },
  );

  r.get(
    '/lgw/vn/numeros/opened/game',
    {
      schema: {
        tags,
        summary: 'Numeros open for bets from now on (count 100 by default), for chases',
        querystring: zOpenedQuery,
        response: replies(zOpenedValue),
      },
    },
    async (req) => ok(await lottery.opened(req.brand, req.query.gameCode, req.query.count)),
  );

  r.get(
    '/lgw/lottery/history',
    {
      schema: {
        tags,
        summary: 'The last N results (winNo), with revealed seeds of in-house draws',
        querystring: zHistoryQuery,
        response: replies(zHistoryValue),
      },
    },
    async (req) => ok(await lottery.history(req.brand, req.query.gameCode, req.query.count)),
  );

  r.get(
    '/lgw/lottery/verify',
    {
      schema: {
        tags,
        summary: 'Verifies an in-house draw: the seed hashes to the commitment and yields the result',
        querystring: zVerifyQuery,
        response: replies(zVerifyValue),
      },
    },
    async (req) => ok(await lottery.verify(req.brand, req.query.gameCode, req.query.numero)),
  );

  r.get(
    '/lgw/lottery/trends',
    {
      schema: {
        tags,
        summary: 'Hot and cold numbers and missing counts over the last N results',
        querystring: zTrendsQuery,
        response: replies(zTrendsValue),
      },
    },
    async (req) => ok(await lottery.trends(req.brand, req.query.gameCode, req.query.count)),
  );

  r.post(
    '/lgw/lottery/tickets',
    {
      schema: {
        tags,
        summary: 'Places a ticket, or a chase over several draws; idempotent on requestId',
        body: zTicketBody,
        response: replies(zPlaceValue),
      },
    },
    async (req) => ok(await lottery.place(req.brand, await player(req), req.body)),
  );

  r.get(
    '/lgw/lottery/tickets',
    {
      schema: {
        tags,
        summary: "The member's tickets, newest first",
        querystring: zTicketsQuery,
        response: replies(zTicketsValue),
      },
    },
    async (req) => ok(await lottery.tickets(req.brand, await player(req), req.query)),
  );

  r.post(
    '/lgw/lottery/tickets/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Cancels an open ticket before its draw closes; the stake is released',
        params: zTicketParams,
        body: z.object({}),
        response: replies(zTicket),
      },
    },
    async (req) => ok(await lottery.cancel(req.brand, await player(req), req.params.id)),
  );

  r.get(
    '/lgw/lottery/favourites',
    {
      schema: {
        tags,
        summary: "The member's favourite lottery games (LOTTFAV)",
        response: replies(zLotteryFavouritesValue),
      },
    },
    async (req) => ok(await lottery.favourites(await player(req))),
  );

  r.post(
    '/lgw/lottery/favourites',
    {
      schema: {
        tags,
        summary: 'Adds a lottery game to the favourites (LOTTFAV)',
        body: zLotteryFavouriteBody,
        response: replies(zLotteryFavouritesValue),
      },
    },
    async (req) => ok(await lottery.addFavourite(req.brand, await player(req), req.body.gameCode)),
  );

  r.post(
    '/lgw/lottery/favourites/remove',
    {
      schema: {
        tags,
        summary: 'Removes a lottery game from the favourites (LOTTFAV)',
        body: zLotteryFavouriteBody,
        response: replies(zLotteryFavouritesValue),
      },
    },
    async (req) => ok(await lottery.removeFavourite(await player(req), req.body.gameCode)),
  );

  r.get(
    '/lgw/lottery/launch',
    {
      schema: {
        tags,
        summary: 'Where a LOTT or ELOTT game opens: /lottery?gameCode&playType, or /vnlottery?gameCode',
        querystring: zLotteryLaunchQuery,
        response: replies(zLotteryLaunchValue),
      },
    },
    async (req) => ok(await lottery.launch(req.brand, req.query.gameCode, req.query.playType)),
  );

  lotteryEvents(app, { lottery, live: deps.live, clock });
  lotterySeriesRoutes(app, { lottery, sessions: deps.sessions });
  lotteryLobbyRoutes(app, { db: deps.db, clock });

  if (deps.autoStart) app.addHook('onReady', () => Promise.resolve(draws.start()));
  app.addHook('onClose', async () => {
    await draws.stop();
  });
  return lottery;
}
