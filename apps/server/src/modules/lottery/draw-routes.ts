import { lotteryEndpoints as e } from '@lotto/contracts';
import { serve } from '../../lib/endpoint.ts';
import { ok } from '../../lib/envelope.ts';
import type { App } from '../../lib/http.ts';
import type { Lottery } from './service.ts';
import { lotteryDoc as doc } from './route-kit.ts';

const NEAR_DRAWS =
  'currentNumero.remainTime is the number of seconds until betting on the numero closes (0 once closed); currentNumero.lockTime is the number of seconds from that close to the draw. closeTime and drawTime give the same instants in ms since the epoch.';

/** A game's draws: the near ones, those open for chases, past results, their proofs and trends. */
export function lotteryDrawRoutes(app: App, { lottery }: { lottery: Lottery }) {
  serve(
    app,
    e.near,
    doc('Near draws: the numero taking bets (countdowns, commitment) and the one before it', NEAR_DRAWS),
    async (req, reply) => {
      void reply.header('cache-control', 'no-store');
      return ok(await lottery.near(req.brand, req.query.gameCode));
    },
  );

  serve(
    app,
    e.opened,
    doc('Numeros open for bets from now on (count 100 by default), for chases'),
    async (req) => ok(await lottery.opened(req.brand, { code: req.query.gameCode, count: req.query.count })),
  );

  serve(
    app,
    e.history,
    doc('The last N results (winNo), with revealed seeds of in-house draws'),
    async (req) => ok(await lottery.history(req.brand, { code: req.query.gameCode, count: req.query.count })),
  );

  const verifies = 'Verifies an in-house draw: the seed hashes to the commitment and yields the result';
  serve(app, e.verify, doc(verifies), async ({ brand, query }) =>
    ok(await lottery.verify(brand, { code: query.gameCode, numero: query.numero })),
  );

  const trends = 'Hot and cold numbers and missing counts over the last N results';
  serve(app, e.trends, doc(trends), async ({ brand, query }) =>
    ok(await lottery.trends(brand, { code: query.gameCode, count: query.count })),
  );
}
