import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { headersOf } from '../../lib/api.ts';
import { lotteryKeys } from './api.ts';
import { syncServerTime } from './clock.ts';
import type { LotteryEvent } from './types.ts';

// The wallet's stream reader (lib/live-balance.ts) sits in the entry chunk; importing it from this
// route chunk would split it into a chunk of its own and grow the home page's first load, which
// is at its budget. So this stream has its own small reader of the same format.

/** Splits a Server-Sent Events buffer into complete events (name and data) and the rest. */
export function splitEvents(buffer: string): { events: { event: string; data: string }[]; rest: string } {
  const blocks = buffer.replaceAll('\r\n', '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  const events = blocks.flatMap((block) => {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
    }
    return data.length > 0 ? [{ event, data: data.join('\n') }] : [];
  });
  return { events, rest };
}

const retryDelay = (attempt: number) => Math.min(30_000, 1000 * 2 ** attempt);

/**
 * The game's live events (GET /lgw/lottery/events?gameCode): countdowns carry the server's
 * clock, which the page's countdown follows; a result refreshes the draw bar, the results board,
 * the trends and my tickets without a reload (the header balance follows the wallet's own
 * stream). Read with fetch like the wallet's stream; reconnects with backoff.
 */
export function useLotteryEvents(gameCode: string): void {
  const client = useQueryClient();
  useEffect(() => {
    const abort = new AbortController();
    let attempt = 0;
    const onEvent = (e: LotteryEvent) => {
      if (e.type === 'countdown') {
        syncServerTime(e.now);
        return;
      }
      if (e.gameCode !== gameCode) return;
      for (const key of [
        lotteryKeys.near(gameCode),
        lotteryKeys.history(gameCode),
        lotteryKeys.trends(gameCode),
      ])
        void client.invalidateQueries({ queryKey: key });
      void client.invalidateQueries({ queryKey: lotteryKeys.tickets });
    };
    const run = async () => {
      while (!abort.signal.aborted) {
        try {
          const res = await fetch(`/lgw/lottery/events?gameCode=${encodeURIComponent(gameCode)}`, {
            headers: headersOf(),
            signal: abort.signal,
          });
          if (!res.ok || !res.body) throw new Error(`events ${res.status}`);
          attempt = 0;
          const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
          let buffer = '';
          for (;;) {
            const { value, done } = await reader.read();
            if (done) break;
            const parsed = splitEvents(buffer + value);
            buffer = parsed.rest;
            for (const e of parsed.events)
              if (e.event === 'countdown' || e.event === 'result')
                onEvent(JSON.parse(e.data) as LotteryEvent);
          }
        } catch {
          if (abort.signal.aborted) return;
        }
        await new Promise((r) => setTimeout(r, retryDelay(attempt++)));
      }
    };
    void run();
    return () => abort.abort();
  }, [gameCode, client]);
}
