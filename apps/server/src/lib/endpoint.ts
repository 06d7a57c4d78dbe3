import type {
  ContextConfigDefault,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Endpoint, EndpointParts } from '@lotto/contracts';
import { replies, typed, type App } from './http.ts';

type Part<E, K extends keyof EndpointParts> = E extends { readonly [P in K]: infer S } ? S : undefined;
type Enveloped<E> = E extends { readonly response: infer V extends z.ZodType }
  ? ReturnType<typeof replies<V>>
  : unknown;
type AsSent<E> = E extends { readonly replies: infer R } ? R : unknown;

/** The Fastify schema of an endpoint: what its route validates requests with and serializes answers by. */
export type RouteSchema<E extends Endpoint> = {
  params: Part<E, 'params'>;
  querystring: Part<E, 'query'>;
  body: Part<E, 'body'>;
  response: Enveloped<E> & AsSent<E>;
};

/** The answers of an endpoint by status: its value in the envelope (and the error envelope), then those sent as they are. */
export const answersOf = (ep: Endpoint) => ({ ...(ep.response ? replies(ep.response) : {}), ...ep.replies });

/** The request and answer schemas of an endpoint, as a route passes them to Fastify (only the parts it has). */
export function schemaOf(ep: Endpoint): FastifySchema {
  return {
    ...(ep.params ? { params: ep.params } : {}),
    ...(ep.query ? { querystring: ep.query } : {}),
    ...(ep.body ? { body: ep.body } : {}),
    ...(ep.consumes ? { consumes: [...ep.consumes] } : {}),
    ...(ep.produces ? { produces: [...ep.produces] } : {}),
    response: answersOf(ep),
  };
}

/** What a route adds to its endpoint: its documentation, and the options of its own (hooks, config, compilers). */
export type RouteExtras = Omit<RouteShorthandOptions, 'schema'> & {
  schema: { tags: string[]; summary: string; description?: string; hide?: boolean };
};

export type EndpointHandler<E extends Endpoint> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  RouteSchema<E>,
  ZodTypeProvider
>;

/**
 * Registers the route of a declared endpoint (packages/contracts, decision 020): its method,
 * path and schemas come from the declaration, so they are written once for the server and the
 * web; the request and the answer are typed from those schemas.
 */
export function serve<E extends Endpoint>(
  app: App,
  { endpoint: ep, handler, ...extras }: RouteExtras & { endpoint: E; handler: EndpointHandler<E> },
) {
  typed(app).route<RouteGenericInterface, ContextConfigDefault, RouteSchema<E>>({
    ...extras,
    method: ep.method,
    url: ep.path,
    schema: { ...extras.schema, ...schemaOf(ep) } as RouteSchema<E>,
    handler,
  });
}
