import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { BalanceValue } from '@lotto/contracts';
import { headersOf } from './api.ts';
import { useSession } from './session.ts';

export type ServerEvent = { event: string; data: string };

/** Splits a Server-Sent Events buffer into complete events and the unfinished rest. */
export function parseEvents(buffer: string): { events: ServerEvent[]; rest: string } {
  const events: ServerEvent[] = [];
  let rest = buffer.replaceAll('\r\n', '\n');
  for (let end = rest.indexOf('\n\n'); end >= 0; end = rest.indexOf('\n\n')) {
    const block = rest.slice(0, end);
    rest = rest.slice(end + 2);
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) continue; // keep-alive comment
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
    }
    if (data.length > 0) events.push({ event, data: data.join('\n') });
  }
  return { events, rest };
}

/** Waits before reconnecting: 1 s, 2 s, 4 s ... up to 30 s. */
export const reconnectDelay = (attempt: number): number => Math.min(30_000, 1000 * 2 ** attempt);

/**
 * Keeps the header balance live (issue 5): reads GET /wps/wallet/events with fetch, so the token
 * travels in the Authorization header and never in a URL, and writes each balance event into
 * the balance query. Reconnects with backoff; stops when the session ends.
 */
export function useLiveBalance(): void {
  const session = useSession();
  const client = useQueryClient();
  const token = session?.token;
  useEffect(() => {
    if (!token) return;
    const abort = new AbortController();
    let attempt = 0;
    const run = async () => {
      while (!abort.signal.aborted) {
        try {
          const res = await fetch('/wps/wallet/events', { headers: headersOf(), signal: abort.signal });
          if (res.status === 401) return;
          if (!res.ok || !res.body) throw new Error(`events ${res.status}`);
          attempt = 0;
          const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
          let buffer = '';
          for (;;) {
            const { value, done } = await reader.read();
            if (done) break;
            const parsed = parseEvents(buffer + value);
            buffer = parsed.rest;
            for (const e of parsed.events)
              if (e.event === 'balance') {
                client.setQueryData(['wallet', 'balance', token], JSON.parse(e.data) as BalanceValue);
                // Money moved: the open money pages (orders, withdrawals, records) read again.
                void client.invalidateQueries({
                  queryKey: ['wallet'],
                  predicate: (q) => q.queryKey[1] !== 'balance',
                });
              }
          }
        } catch {
          if (abort.signal.aborted) return;
        }
        await new Promise((r) => setTimeout(r, reconnectDelay(attempt++)));
      }
    };
    void run();
    return () => abort.abort();
  }, [token, client]);
}
