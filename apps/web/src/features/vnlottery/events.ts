/**
 * Live draws over Server-Sent Events (GET /lgw/lottery/events): countdown events carry the
 * server's `now` (the page's clock) and the draw taking bets; result events say a draw was drawn.
 * Either makes the screen read the draw, results and tickets again, so nothing needs a reload.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { LotteryEvent } from '@lotto/contracts';
import { readEventStream } from '../../lib/event-stream.ts';
import { createStore } from '../../lib/store.ts';
import { offsetFrom, offsetFromRemain } from './clock.ts';

export type OpenDraw = { numero: string; closeTime: number; drawTime: number };
type Clock = { offsetMs: number; fromEvents: boolean; draws: Readonly<Record<string, OpenDraw>> };

const clock = createStore<Clock>({ offsetMs: 0, fromEvents: false, draws: {} });

/** Server clock offset and the latest draw taking bets per game, as the events tell them. */
export const useServerClock = clock.use;

/** A near-draw answer sets the clock until the events stream (more precise) has spoken. */
export function syncClockFromNear(closeTime: number, remainSeconds: number): void {
  const c = clock.get();
  if (!c.fromEvents) clock.set({ ...c, offsetMs: offsetFromRemain(closeTime, remainSeconds, Date.now()) });
}

function apply(client: QueryClient, e: LotteryEvent) {
  const near = ['vnlottery', 'near', e.gameCode];
  if (e.type === 'result') {
    void client.invalidateQueries({ queryKey: near });
    return;
  }
  const c = clock.get();
  const before = c.draws[e.gameCode];
  clock.set({
    offsetMs: offsetFrom(e.now, Date.now()),
    fromEvents: true,
    draws: { ...c.draws, [e.gameCode]: { numero: e.numero, closeTime: e.closeTime, drawTime: e.drawTime } },
  });
  // A new draw took over: the one shown has closed.
  const shown = client.getQueryData<{ currentNumero: { numero: string } }>(near);
  if ((before && before.numero !== e.numero) || (shown && shown.currentNumero.numero !== e.numero))
    void client.invalidateQueries({ queryKey: near });
}

/** Reads the events stream for the page's life, reconnecting with backoff. */
export function useLotteryEvents(): void {
  const client = useQueryClient();
  useEffect(() => {
    const abort = new AbortController();
    void readEventStream('/lgw/lottery/events', abort.signal, (e) => {
      if (e.event === 'countdown' || e.event === 'result') apply(client, JSON.parse(e.data) as LotteryEvent);
    });
    return () => abort.abort();
  }, [client]);
}

/** Date.now() on the server's clock, ticking every second for countdowns. */
export function useServerNow(): number {
  const { offsetMs } = useServerClock();
  const [local, setLocal] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setLocal(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return local + offsetMs;
}
