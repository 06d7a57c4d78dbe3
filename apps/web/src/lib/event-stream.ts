/**
 * Server-Sent Events for lazily loaded screens, read with fetch so the brand and session headers
 * go along (EventSource cannot send headers). The header's balance feed (live-balance.ts) has its
 * own copy of this parsing on purpose: it ships with the first page, and a lazy screen importing
 * it makes the bundler split it into a chunk of its own, which costs the home route 0.4 KB.
 */
import { headersOf } from './api.ts';

export type StreamEvent = { event: string; data: string };

/** Splits a buffer into complete events and the unfinished rest (comments are keep-alives). */
export function splitEvents(buffer: string): { events: StreamEvent[]; rest: string } {
  const blocks = buffer.replaceAll('\r\n', '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  const events: StreamEvent[] = [];
  for (const block of blocks) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
    }
    if (data.length > 0) events.push({ event, data: data.join('\n') });
  }
  return { events, rest };
}

/** 1 s, 2 s, 4 s ... up to 30 s between attempts. */
export const retryDelay = (attempt: number): number => Math.min(30_000, 1000 * 2 ** attempt);

/**
 * Reads `path` until `signal` aborts, calling `onEvent` per event and reconnecting with backoff
 * when the stream ends or fails.
 */
export async function readEventStream(
  path: string,
  signal: AbortSignal,
  onEvent: (e: StreamEvent) => void,
): Promise<void> {
  let attempt = 0;
  while (!signal.aborted) {
    try {
      const res = await fetch(path, { headers: headersOf(), signal });
      if (!res.ok || !res.body) throw new Error(`${path}: ${res.status}`);
      attempt = 0;
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        const parsed = splitEvents(buffer + value);
        buffer = parsed.rest;
        parsed.events.forEach(onEvent);
      }
    } catch {
      if (signal.aborted) return;
    }
    await new Promise((r) => setTimeout(r, retryDelay(attempt++)));
  }
}
