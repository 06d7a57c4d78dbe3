import type { Kysely } from 'kysely';
import { lotteryEndpoints } from '@lotto/contracts';
import type { Database } from '../../db/schema.ts';
import { serve } from '../../lib/endpoint.ts';
import { ok } from '../../lib/envelope.ts';
import type { App } from '../../lib/http.ts';
import { latest } from './results.ts';
import type { Clock } from '../../lib/clock.ts';
import { lotteryDoc } from './route-kit.ts';

/** What the lottery lobbies and the home page read in one call: every game's latest result. */
export function lotteryLobbyRoutes(app: App, deps: { db: Kysely<Database>; clock: Clock }) {
  serve(
    app,
    lotteryEndpoints.latest,
    lotteryDoc(
      "The latest result of each of the brand's lottery games, and the server's time",
      'Countdowns to the next draws are computed from the games schedules (the same the server uses) on the server time given here.',
    ),
    async (req, reply) => {
      void reply.header('cache-control', 'no-store');
      return ok({ now: deps.clock.now(), results: await latest(deps.db, req.brand) });
    },
  );
}
