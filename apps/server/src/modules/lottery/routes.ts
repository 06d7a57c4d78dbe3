import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { App } from '../../lib/http.ts';
import type { LiveBus } from '../../lib/live-bus.ts';
import type { Sessions } from '../identity/index.ts';
import type { Wallet } from '../wallet/index.ts';
import { lotteryDrawRoutes } from './draw-routes.ts';
import { lotteryEvents } from './events.ts';
import type { Clock } from '../../lib/clock.ts';
import { lotteryFavouriteAndLaunchRoutes, lotteryGameRoutes } from './game-routes.ts';
import { LotteryDraws } from './scheduler.ts';
import { lotteryLobbyRoutes } from './lobby-routes.ts';
import { lotterySeriesRoutes } from './series-routes.ts';
import { Lottery } from './service.ts';
import { lotteryTicketRoutes } from './ticket-routes.ts';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    lottery: Lottery;
  }
}

/**
 * The lottery's API (issue 7; docs/product/lottery.md#calls): games, menus, draws, tickets,
 * trends, favourites and the events stream, each route registered from its declaration in
 * packages/contracts. The draw scheduler starts with the app (unless `autoStart` is false: tests
 * drive it with their own clock) and stops when it closes.
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

  const routeDeps = { lottery, sessions: deps.sessions };
  lotteryGameRoutes(app, routeDeps);
  lotteryDrawRoutes(app, routeDeps);
  lotteryTicketRoutes(app, routeDeps);
  lotteryFavouriteAndLaunchRoutes(app, routeDeps);
  lotteryEvents(app, { lottery, live: deps.live, clock });
  lotterySeriesRoutes(app, routeDeps);
  lotteryLobbyRoutes(app, { db: deps.db, clock });

  if (deps.autoStart) app.addHook('onReady', () => Promise.resolve(draws.start()));
  app.addHook('onClose', async () => {
    await draws.stop();
  });
  return lottery;
}
