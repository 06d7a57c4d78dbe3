/**
 * The endpoint is the unit of the contract (decision 020). An endpoint is declared in two
 * halves that are written once each:
 *
 * - its route, `route(method, path)`, in an area's `api.ts`: plain data, free of the schema
 *   library, so the web's first page can build its URLs without loading zod;
 * - its schemas, `endpoint(route, { params, query, body, response })`, in the area's
 *   `endpoints.ts`: what the server registers and validates with.
 *
 * The server registers a route from the endpoint; the web builds its URL from the route, and
 * takes the endpoint's types (never its runtime) through `EndpointOf`.
 */
import type { z } from 'zod';
import type { AnyEndpoint } from '../endpoints.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Where an endpoint answers: a method and a path, with `:name` parameters as the server writes them. */
export type Route<M extends Method = Method, P extends string = string> = {
  readonly method: M;
  readonly path: P;
};

export const route = <const M extends Method, const P extends string>(method: M, path: P): Route<M, P> => ({
  method,
  path,
});

/** What an endpoint takes and answers, as zod schemas; a part a route does not check is left out. */
export type EndpointParts = {
  /** The path parameters (`:name`). */
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The `value` of the success envelope `{ success: true, value }`; failures are the error envelope. */
  readonly response?: z.ZodType;
  /** Answers sent as they are, outside the envelope, by HTTP status: a redirect, an event stream, a vendor protocol. */
  readonly replies?: Readonly<Record<number, z.ZodType>>;
  /** Request content types other than JSON (multipart/form-data). */
  readonly consumes?: readonly string[];
  /** Answer content types other than JSON (text/event-stream). */
  readonly produces?: readonly string[];
};

export type Endpoint<R extends Route = Route, S extends EndpointParts = EndpointParts> = R & S;

/** An endpoint: its route and its schemas. */
export const endpoint = <M extends Method, P extends string, const S extends EndpointParts>(
  r: Route<M, P>,
  parts: S,
): Endpoint<Route<M, P>, S> => ({ ...parts, method: r.method, path: r.path });

type ParamNames<P extends string> = P extends `${infer Head}/${infer Rest}`
  ? ParamNames<Head> | ParamNames<Rest>
  : P extends `:${infer Name}`
    ? Name
    : never;

/** The path parameters of a path, read from its `:name` segments. */
export type PathParams<P extends string> = { readonly [K in ParamNames<P>]: string | number };

/** The declared endpoint of a route (types only: the web never loads the schemas). */
export type EndpointOf<R extends Route> = Extract<AnyEndpoint, { method: R['method']; path: R['path'] }>;

type Part<E, K extends string, Io extends 'input' | 'output'> = E extends { readonly [P in K]: infer S }
  ? S extends z.ZodType
    ? Io extends 'input'
      ? z.input<S>
      : z.output<S>
    : never
  : undefined;

/** What a caller sends in the query string of a route (before the server's defaults and coercion). */
export type QueryOf<R extends Route> = Part<EndpointOf<R>, 'query', 'input'>;
/** What a caller sends as the body of a route. */
export type BodyOf<R extends Route> = Part<EndpointOf<R>, 'body', 'input'>;
/** The `value` of a route's success envelope. */
export type ValueOf<R extends Route> = Part<EndpointOf<R>, 'response', 'output'>;

type QueryValue = string | number | boolean | undefined;

export type UrlParts<R extends Route> = ([ParamNames<R['path']>] extends [never]
  ? { params?: undefined }
  : { params: PathParams<R['path']> }) &
  ([QueryOf<R>] extends [undefined] ? { query?: undefined } : { query?: QueryOf<R> });

/**
 * The URL of a route: its `:name` segments filled in (encoded), then the query string with
 * every value that is not `undefined`, in the order given (as the web's calls build it).
 */
export function endpointUrl<R extends Route>(
  r: R,
  ...[parts]: [ParamNames<R['path']>] extends [never] ? [parts?: UrlParts<R>] : [parts: UrlParts<R>]
): string {
  const params = (parts?.params ?? {}) as Record<string, string | number>;
  const path = r.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${r.method} ${r.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((parts?.query ?? {}) as Record<string, QueryValue>)) {
    if (value !== undefined) search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
