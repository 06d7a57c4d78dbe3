/**
 * Live draws over Server-Sent Events (GET /lgw/lottery/events, one game with ?gameCode):
 * countdown events carry the server's `now` (the screens' clock) and the draw taking bets;
 * result events say a draw was drawn. Either refreshes what changed, so nothing needs a reload.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { endpointUrl } from '@lotto/contracts/common/endpoint';
import { lotteryApi } from '@lotto/contracts/lottery/api';
import { readEventStream } from '../../../lib/api.ts';
import { createStore } from '../../../lib/store.ts';
import { syncServerTime } from './clock.ts';
import { lotteryKeys } from './keys.ts';
import type { LotteryEvent, NearDraws } from './types.ts';
import { refreshDraw } from './watch.ts';

export type OpenDraw = { numero: string; closeTime: number; drawTime: number };

const openDraws = createStore<Readonly<Record<string, OpenDraw>>>({});

/** The draw taking bets per game, as the countdown events last told (a menu's countdowns). */
export const useOpenDraws = openDraws.use;

export function applyLotteryEvent(client: QueryClient, e: LotteryEvent): void {
  if (e.type === 'result') {
    refreshDraw(client, e.gameCode);
    void client.invalidateQueries({ queryKey: lotteryKeys.tickets });
    return;
  }
  syncServerTime(e.now);
  const before = openDraws.get()[e.gameCode];
  if (before?.numero !== e.numero)
    openDraws.set({
      ...openDraws.get(),
      [e.gameCode]: { numero: e.numero, closeTime: e.closeTime, drawTime: e.drawTime },
    });
  // A new draw took over: the one shown has closed.
  const shown = client.getQueryData<NearDraws>(lotteryKeys.near(e.gameCode));
  if ((before && before.numero !== e.numero) || (shown && shown.currentNumero.numero !== e.numero))
    void client.invalidateQueries({ queryKey: lotteryKeys.near(e.gameCode) });
}

/** Reads the lottery events (of one game, or all the brand's) while mounted, reconnecting with backoff. */
export function useLotteryEvents(gameCode?: string): void {
  const client = useQueryClient();
  useEffect(() => {
    const abort = new AbortController();
    const path = endpointUrl(lotteryApi.events, { query: { gameCode: gameCode || undefined } });
    void readEventStream(path, {
      signal: abort.signal,
      onEvent: (e) => {
        if (e.event === 'countdown' || e.event === 'result')
          applyLotteryEvent(client, JSON.parse(e.data) as LotteryEvent);
      },
    });
    return () => abort.abort();
  }, [gameCode, client]);
}
