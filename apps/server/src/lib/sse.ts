import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from './http.ts';

const KEEPALIVE_MS = 25_000;

export type EventStream = {
  /** Sends one event (`data` is written as it is given); nothing once the stream has ended. */
  send(event: string, data: string): void;
  /** Runs when the stream ends (the client left, the server is closing, `end`); at once if it has. */
  onEnd(cleanup: () => void): void;
  /** Ends the stream from the server's side (its session ended). */
  end(): void;
};

/**
 * Server-Sent Events for a group of routes: `open` takes over a reply, writes the stream's
 * headers, and keeps the connection alive with a comment every 25 s. Open streams end before
 * the server closes, or shutdown would wait on them.
 */
export function eventStreams(app: App) {
  const open = new Set<() => void>();
  app.addHook('preClose', (done) => {
    for (const end of open) end();
    done();
  });
  return {
    open(req: FastifyRequest, reply: FastifyReply): EventStream {
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      const cleanups: (() => void)[] = [];
      const keepalive = setInterval(() => res.write(': keep-alive\n\n'), KEEPALIVE_MS);
      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        open.delete(end);
        clearInterval(keepalive);
        for (const cleanup of cleanups) cleanup();
        if (!res.writableEnded) res.end();
      };
      open.add(end);
      req.raw.on('close', end);
      return {
        send(event, data) {
          if (!res.writableEnded) res.write(`event: ${event}\ndata: ${data}\n\n`);
        },
        onEnd(cleanup) {
          if (ended) cleanup();
          else cleanups.push(cleanup);
        },
        end,
      };
    },
  };
}
