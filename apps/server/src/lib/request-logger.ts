import pino from 'pino';
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

  constructor(
    parent: FastifyBaseLogger,
    { bindings, opts }: { bindings: Bindings; opts: ChildLoggerOptions },
  ) {
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
// eslint-disable-next-line local/exported-params -- Fastify calls the factory with these three.
export const lazyRequestLogger = (
  logger: FastifyBaseLogger,
  bindings: Bindings,
  opts: ChildLoggerOptions,
): FastifyBaseLogger => new RequestLogger(logger, { bindings, opts });

export type AccessFacts = {
  reqId: string;
  method: string | undefined;
  url: string | undefined;
  status: number;
  elapsedMs: number;
  ip: string | undefined;
};

type PinoInternals = Record<symbol, unknown> & { readonly levelVal: number; readonly msgPrefix?: string };
const sym = pino.symbols;

/** The access line's fields after pino's level, time and base fields, as `_asJson` writes them. */
const msOf = (f: AccessFacts) => Math.round(f.elapsedMs * 10) / 10;

const fieldsOf = (f: AccessFacts): string =>
  `,"reqId":${JSON.stringify(f.reqId)}` +
  (f.method === undefined ? '' : `,"method":${JSON.stringify(f.method)}`) +
  (f.url === undefined ? '' : `,"url":${JSON.stringify(f.url)}`) +
  `,"status":${f.status},"ms":${msOf(f)}` +
  (f.ip === undefined ? '' : `,"ip":${JSON.stringify(f.ip)}`) +
  ',"msg":"request"}\n';

/** The access line's object as pino takes it (the same keys, in the same order, as `fieldsOf`). */
const objectOf = (f: AccessFacts) => ({
  reqId: f.reqId,
  method: f.method,
  url: f.url,
  status: f.status,
  ms: msOf(f),
  ip: f.ip,
});

const viaPino = (log: FastifyBaseLogger) => (f: AccessFacts) => log.info(objectOf(f), 'request');

/**
 * The one access line per request (Fastify's own two are off), written with the root logger's
 * level, time and base fields and the request id: the bytes a request's child would write,
 * without building one. Fastify's onResponse hook writes it here.
 *
 * At info this line was the largest single cost of a status call (decision 006): pino walks
 * the object's keys with megamorphic loads. The line has fixed keys, so it is written here and
 * handed to pino's stream as pino would. Only when the logger's own rendering of probe lines is
 * byte-identical (no mixin, hooks, formatters or prefix that would change it); else through pino.
 */
export function accessLogger(log: FastifyBaseLogger): (f: AccessFacts) => void {
  const l = log as unknown as PinoInternals;
  const stream = l[sym.streamSym] as { write(line: string): unknown; [k: symbol]: unknown } | undefined;
  const asJson = l[sym.asJsonSym] as ((o: object, m: string, n: number, t: string) => string) | undefined;
  const levelPrefix = (l[sym.lsCacheSym] as Record<number, string> | undefined)?.[30];
  const time = l[sym.timeSym] as (() => string) | undefined;
  const chindings = l[sym.chindingsSym];
  const hooks = l[sym.hooksSym] as { streamWrite?: unknown } | undefined;
  if (
    !stream ||
    !asJson ||
    !levelPrefix ||
    !time ||
    typeof chindings !== 'string' ||
    l[sym.mixinSym] ||
    hooks?.streamWrite ||
    l.msgPrefix !== undefined ||
    stream[sym.needsMetadataGsym] === true
  )
    return viaPino(log);
  const probes: AccessFacts[] = [
    {
      reqId: 'r-1234567',
      method: 'GET',
      url: '/a?b="c"\\d\u0001\u00e9',
      status: 200,
      elapsedMs: 1.25,
      ip: '1.2.3.4',
    },
    { reqId: 'r-1234567', method: undefined, url: undefined, status: 500, elapsedMs: 0, ip: undefined },
  ];
  const same = probes.every(
    (f) =>
      asJson.call(log, objectOf(f), 'request', 30, ',"time":0') ===
      `${levelPrefix},"time":0${chindings}${fieldsOf(f)}`,
  );
  if (!same) return viaPino(log);
  return (f) => {
    if (l.levelVal > 30) return; // the level was raised since: pino would drop the line
    stream.write(levelPrefix + time.call(log) + chindings + fieldsOf(f));
  };
}
