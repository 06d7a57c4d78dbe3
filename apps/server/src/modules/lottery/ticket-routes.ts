import { lotteryEndpoints as e } from '@lotto/contracts';
import { serve } from '../../lib/endpoint.ts';
import { ok } from '../../lib/envelope.ts';
import type { App } from '../../lib/http.ts';
import { lotteryDoc as doc, playerOf, type LotteryRouteDeps } from './route-kit.ts';

/** The member's tickets: placing one (or a chase), listing them, cancelling an open one. */
export function lotteryTicketRoutes(app: App, { lottery, sessions }: LotteryRouteDeps) {
  const player = playerOf(sessions);
  // When each placement arrived, by the lottery clock: a ticket is judged by it, not by when its
  // turn came after a burst at the close.
  const received = new WeakMap<object, number>();

  serve(app, {
    endpoint: e.place,
    ...doc('Places a ticket, or a chase over several draws; idempotent on requestId'),
    onRequest: (req, _reply, done) => {
      received.set(req, lottery.draws.clock.now());
      done();
    },
    handler: async (req) =>
      ok(
        await lottery.place(req.brand, {
          member: await player(req),
          body: req.body,
          receivedAt: received.get(req),
        }),
      ),
  });

  serve(app, {
    endpoint: e.tickets,
    ...doc("The member's tickets, newest first"),
    handler: async (req) =>
      ok(await lottery.tickets(req.brand, { member: await player(req), query: req.query })),
  });

  serve(app, {
    endpoint: e.cancel,
    ...doc('Cancels an open ticket before its draw closes; the stake is released'),
    handler: async (req) =>
      ok(await lottery.cancel(req.brand, { member: await player(req), ticketId: req.params.id })),
  });
}
