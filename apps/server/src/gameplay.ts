// In-house games, the lottery and the held-stake sweep as app.ts registers them.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from './app.ts';
import type { LiveBus } from './lib/live-bus.ts';
import type { BrandDirectory } from './modules/brand/index.ts';
import type { IdentityDeps } from './modules/identity/index.ts';
import { inhouseRoutes } from './modules/inhouse/index.ts';
import { lotteryRoutes } from './modules/lottery/index.ts';
import { holdSweepJob } from './modules/system/index.ts';
import type { Wallet } from './modules/wallet/index.ts';

/** In-house games, the lottery and the held-stake sweep, with their schedulers. */
export function gameplayRoutes(
  app: FastifyInstance,
  parts: { deps: AppDeps; brands: BrandDirectory; identity: IdentityDeps; wallet: Wallet; live: LiveBus },
) {
  const { deps, brands, identity, wallet, live } = parts;
  const { config, db } = deps;
  // In-house games (decision 010): seeds, rounds and crash; tests drive the crash scheduler themselves.
  const inhouse = inhouseRoutes(app, {
    db: db.kysely,
    wallet,
    sessions: identity.sessions,
    autoStart: config.NODE_ENV !== 'test',
    timeZoneOf: async (merchantId) => (await brands.byId(merchantId))?.settings.timeZone ?? 'UTC',
  });
  // The lottery (issue 7): draws, tickets and chases; tests drive the draw scheduler themselves.
  const lottery = lotteryRoutes(app, {
    db: db.kysely,
    wallet,
    sessions: identity.sessions,
    live,
    autoStart: config.NODE_ENV !== 'test',
  });
  // Bets a crash left half done are finished or their stakes released (held-stake sweep).
  holdSweepJob(app, {
    db: db.kysely,
    wallet,
    brands,
    seeds: inhouse.seeds,
    autoStart: config.NODE_ENV !== 'test',
    testRoute: config.NODE_ENV === 'test',
  });
  // Schedulers sleep until their next boundary (decision 017): a change may switch a game on.
  brands.onChange(() => {
    inhouse.crash.wake();
    lottery.draws.wake();
  });
}
