import { z } from 'zod';
import type { LotteryEvent } from '@lotto/contracts';
import { bettingDraw } from '@lotto/contracts/lottery/index';
import { typed, type App } from '../../lib/http.ts';
import type { LiveBus } from '../../lib/live-bus.ts';
import { gameOrThrow } from './draws.ts';
import type { Clock } from './scheduler.ts';
import type { Lottery } from './service.ts';

const KEEPALIVE_MS = 25_000;
const COUNTDOWN_MS = 5_000;

/**
 * GET /lgw/lottery/events: Server-Sent Events of the brand's draws. A countdown for each game at
 * once and every 5 s from this process's clock; then every result and every newly opened draw,
 * whichever process drew or opened it (LiveBus: Redis across processes when configured).
 */
export function lotteryEvents(app: App, deps: { lottery: Lottery; live: LiveBus; clock: Clock }) {
  // Open streams end before the server closes, or shutdown would wait on them.
  const open = new Set<() => void>();
  app.addHook('preClose', (done) => {
    for (const end of open) end();
    done();
  });
  typed(app).get(
    '/lgw/lottery/events',
    {
      schema: {
        tags: ['lottery'],
        summary:
          'Draw results and countdowns as Server-Sent Events (event: result | countdown); one game with ?gameCode',
        querystring: z.object({ gameCode: z.string().max(16).optional() }),
        produces: ['text/event-stream'],
        response: { 200: z.string().describe('text/event-stream') },
      },
    },
    async (req, reply) => {
      const brand = req.brand;
      const only = req.query.gameCode;
      const games = (await deps.lottery.games(brand, req.lang))
        .map((g) => g.gameCode)
        .filter((c) => !only || c === only);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      const send = (e: LotteryEvent) => {
        if (!res.writableEnded) res.write(`event: ${e.type}\ndata: ${JSON.stringify(e)}\n\n`);
      };
      const countdowns = () => {
        const now = deps.clock.now();
        for (const code of games) {
          const d = bettingDraw(gameOrThrow(code), now);
          send({
            type: 'countdown',
            gameCode: code,
            numero: d.numero,
            closeTime: d.closeTime,
            drawTime: d.drawTime,
            now,
          });
        }
      };
      countdowns();
      const unsubscribe = deps.live.subscribeBrand(brand.id, 'lottery', (b) => {
        const e = b.data as LotteryEvent;
        if (games.includes(e.gameCode)) send(e);
      });
      const timer = setInterval(countdowns, COUNTDOWN_MS);
      const keepalive = setInterval(() => res.write(': keep-alive\n\n'), KEEPALIVE_MS);
      const end = () => {
        clearInterval(timer);
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
