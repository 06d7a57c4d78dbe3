import { expect } from 'vitest';
import { eventually } from './harness.ts';

export type SseEvent = { event: string; data: Record<string, unknown> };

/**
 * Reads a Server-Sent Events stream over real HTTP as a browser's fetch would: every event so
 * far, a wait for one that matches, and whether the server ended the stream.
 */
export async function openStream(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(url, { headers });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  const events: SseEvent[] = [];
  let ended = false;
  let failed: unknown = undefined;
  const reading = (async () => {
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value;
      let cut: number;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event && data) events.push({ event, data: JSON.parse(data) as Record<string, unknown> });
      }
    }
    ended = true;
  })().catch((err: unknown) => {
    failed = err;
  });
  return {
    events,
    /** Waits until an event matches, and returns it. */
    waitFor: (match: (e: SseEvent) => boolean, timeoutMs = 10_000) =>
      eventually(() => {
        const found = events.find(match);
        expect(found, 'an event that matches').toBeDefined();
        return Promise.resolve(found!);
      }, timeoutMs),
    /** Resolves once the server has ended the stream; fails if reading it broke instead. */
    ended: async () => {
      await reading;
      if (failed) throw failed instanceof Error ? failed : new Error('the stream broke', { cause: failed });
      return ended;
    },
  };
}
