import type { FastifyInstance, RouteOptions } from 'fastify';

const API = /^\/(wps|lgw|lotto|healthz)(\/|$)/;

/** Why a route may not be registered: every API route carries its contract (docs/product/wire-conventions.md#one-contract-per-endpoint). */
export function missingSchema(route: Pick<RouteOptions, 'method' | 'url' | 'schema'>): string | undefined {
  if (!API.test(route.url)) return undefined;
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  if (!route.schema?.response) return `${methods.join(',')} ${route.url} has no response schema`;
  if (methods.some((m) => ['POST', 'PUT', 'PATCH'].includes(m)) && !route.schema.body) {
    return `${methods.join(',')} ${route.url} has no body schema`;
  }
  return undefined;
}

/** Refuses, at registration, any API route without request and response schemas. */
export function schemaGuard(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (route.method === 'HEAD') return;
    const problem = missingSchema(route);
    if (problem) throw new Error(`Route without contract: ${problem}`);
  });
}
