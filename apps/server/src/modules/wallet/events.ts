import { z } from 'zod';
import type { LiveBus } from '../../lib/live-bus.ts';
import { typed, type App } from '../../lib/http.ts';
import type { Sessions } from '../identity/sessions.ts';
import type { Wallet } from './service.ts';

const KEEPALIVE_MS = 25_000;

/**
 * GET /wps/wallet/events: Server-Sent Events for the signed-in member. The first event is the
 * current balance; another follows whenever the member's money moves on any node (LiveBus).
 * The browser reads it with fetch (the token goes in the Authorization header, never the URL).
 */
export function walletEvents(app: App, deps: { wallet: Wallet; sessions: Sessions; live: LiveBus }) {
  // Open streams end before the server closes, or shutdown would wait on them.
  const open = new Set<() => void>();
  app.addHook('preClose', (done) => {
    for (const end of open) end();
    done();
  });
  typed(app).get(
    '/wps/wallet/events',
    {
      schema: {
        tags: ['wallet'],
        summary:
          'Live balance of the signed-in member as Server-Sent Events (event: balance, data: the balance value)',
        produces: ['text/event-stream'],
        response: { 200: z.string().describe('text/event-stream') },
      },
    },
    async (req, reply) => {
      const { member } = await deps.sessions.require(req);
      const brand = req.brand;
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      let sending = Promise.resolve();
      const push = () => {
        sending = sending
          .then(async () => {
            const value = await deps.wallet.balance(brand, member);
            if (!res.writableEnded) res.write(`event: balance\ndata: ${JSON.stringify(value)}\n\n`);
          })
          .catch((err: unknown) => req.log.warn({ err }, 'balance push failed'));
      };
      push();
      const unsubscribe = deps.live.subscribe(brand.id, member.id, push);
      const keepalive = setInterval(() => res.write(': keep-alive\n\n'), KEEPALIVE_MS);
      const end = () => {
        clearInterval(keepalive);
        unsubscribe();
        open.delete(end);
        if (!res.writableEnded) res.end();
      };
      open.add(end);
      req.raw.on('close', end);
    },
  );
}
