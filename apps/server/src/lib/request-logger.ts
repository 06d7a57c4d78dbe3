import type { FastifyBaseLogger } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
const write = (log: FastifyBaseLogger, level: Level, args: unknown[]) =>
  Reflect.apply(log[level], log, args) as void;

/**
 * A request's logger: the same pino child as Fastify's (bound to the request id), built only
 * when the request first logs. Most requests never log a line of their own (the one-line access
 * log writes through the root logger, see app.ts), and building a pino child costs ~1 µs: a
 * sizeable share of a small request like the status call.
 */
export class RequestLogger implements FastifyBaseLogger {
  readonly #parent: FastifyBaseLogger;
  readonly #bindings: Bindings;
  readonly #opts: ChildLoggerOptions;
  #child: FastifyBaseLogger | undefined;

  constructor(parent: FastifyBaseLogger, bindings: Bindings, opts: ChildLoggerOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#opts = opts;
  }

  get #log(): FastifyBaseLogger {
    return (this.#child ??= this.#parent.child(this.#bindings, this.#opts));
  }

  get level(): FastifyBaseLogger['level'] {
    return this.#log.level;
  }
  set level(level: FastifyBaseLogger['level']) {
    this.#log.level = level;
  }

  fatal(...args: unknown[]): void {
    write(this.#log, 'fatal', args);
  }
  error(...args: unknown[]): void {
    write(this.#log, 'error', args);
  }
  warn(...args: unknown[]): void {
    write(this.#log, 'warn', args);
  }
  info(...args: unknown[]): void {
    write(this.#log, 'info', args);
  }
  debug(...args: unknown[]): void {
    write(this.#log, 'debug', args);
  }
  trace(...args: unknown[]): void {
    write(this.#log, 'trace', args);
  }
  silent(...args: unknown[]): void {
    write(this.#log, 'silent', args);
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#log.child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: a lazy request logger instead of an eager pino child. */
export const lazyRequestLogger = (
  logger: FastifyBaseLogger,
  bindings: Bindings,
  opts: ChildLoggerOptions,
): FastifyBaseLogger => new RequestLogger(logger, bindings, opts);

export type AccessFacts = {
  reqId: string;
  method: string | undefined;
  url: string | undefined;
  status: number;
  elapsedMs: number;
  ip: string | undefined;
};

/**
 * The one access line per request (Fastify's own two are off), written through the root
 * logger with the request id in it: the bytes a request's child would write, without building
 * one. Every path that answers a request (Fastify's hook, the status hot path) writes it here.
 */
export const logAccess = (log: FastifyBaseLogger, f: AccessFacts): void => {
  const ms = Math.round(f.elapsedMs * 10) / 10;
  log.info({ reqId: f.reqId, method: f.method, url: f.url, status: f.status, ms, ip: f.ip }, 'request');
};
