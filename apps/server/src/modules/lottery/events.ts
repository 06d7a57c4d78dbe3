import { lotteryEndpoints, type LotteryEvent } from '@lotto/contracts';
import { serve } from '../../lib/endpoint.ts';
import type { App } from '../../lib/http.ts';
import type { LiveBus } from '../../lib/live-bus.ts';
import { eventStreams } from '../../lib/sse.ts';
import { bettingDrawAt, gameOrThrow } from './draws.ts';
import type { Clock } from '../../lib/clock.ts';
import { lotteryDoc } from './route-kit.ts';
import type { Lottery } from './service.ts';

const COUNTDOWN_MS = 5_000;

/**
 * GET /lgw/lottery/events: Server-Sent Events of the brand's draws. A countdown for each game at
 * once and every 5 s from this process's clock; then every result and every newly opened draw,
 * whichever process drew or opened it (LiveBus: Redis across processes when configured).
 */
export function lotteryEvents(app: App, deps: { lottery: Lottery; live: LiveBus; clock: Clock }) {
  const streams = eventStreams(app);
  serve(app, {
    endpoint: lotteryEndpoints.events,
    ...lotteryDoc(
      'Draw results and countdowns as Server-Sent Events (event: result | countdown); one game with ?gameCode',
    ),
    handler: async (req, reply) => {
      const brand = req.brand;
      const only = req.query.gameCode;
      const games = (await deps.lottery.games(brand, { lang: req.lang }))
        .map((g) => g.gameCode)
        .filter((c) => !only || c === only);
      const stream = streams.open(req, reply);
      const send = (e: LotteryEvent) => stream.send(e.type, JSON.stringify(e));
      const countdowns = () => {
        const now = deps.clock.now();
        for (const code of games) {
          const d = bettingDrawAt(gameOrThrow(code), now);
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
      const unsubscribe = deps.live.subscribeBrand({ merchantId: brand.id, topic: 'lottery' }, (b) => {
        const e = b.data as LotteryEvent;
        if (games.includes(e.gameCode)) send(e);
      });
      const timer = setInterval(countdowns, COUNTDOWN_MS);
      stream.onEnd(() => {
        clearInterval(timer);
        unsubscribe();
      });
    },
  });
}
