import { createServer, type IncomingMessage, type ServerOptions, type ServerResponse } from 'node:http';
import type { FastifyServerFactory } from 'fastify';

/** Answers a request below Fastify and returns true, or returns false and lets Fastify answer. */
export type HotPath = (req: IncomingMessage, res: ServerResponse) => boolean;

/**
 * Fastify's `serverFactory`: the HTTP/1 server Fastify itself would build (same timeouts),
 * whose request listener first offers each request to the current hot path, if any. The
 * hot path is looked up per request because it exists only once the app is built, and is
 * dropped when the app starts closing (Fastify then answers 503 itself).
 */
export const serverWithHotPath =
  (current: () => HotPath | undefined): FastifyServerFactory =>
  (fastifyHandler, opts) => {
    const server = createServer((opts['http'] ?? {}) as ServerOptions, (req, res) => {
      const hot = current();
      if (hot === undefined || !hot(req, res)) fastifyHandler(req, res);
    });
    // What Fastify sets on the server it builds when no factory is given (lib/server.js).
    server.keepAliveTimeout = Number(opts['keepAliveTimeout']);
    server.requestTimeout = Number(opts['requestTimeout']);
    server.setTimeout(Number(opts['connectionTimeout']));
    const perSocket = Number(opts['maxRequestsPerSocket']);
    if (perSocket > 0) server.maxRequestsPerSocket = perSocket;
    return server;
  };
