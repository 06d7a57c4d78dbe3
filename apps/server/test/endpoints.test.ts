import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { allEndpoints, type Endpoint } from '@lotto/contracts';
import { answersOf } from '../src/lib/endpoint.ts';
import { startTestApp, type TestApp } from './harness.ts';

/**
 * Every route the app registers is a declared endpoint (packages/contracts, decision 020) with
 * the same schemas, and every declared endpoint is served: the guard of "the endpoint is the
 * unit of the contract" while routes move onto their declarations.
 */

// Every route, as the app registers it: an onRoute hook on the instance before any route exists.
const registered = vi.hoisted(() => [] as RouteOptions[]);
vi.mock('fastify', async (importOriginal) => {
  const real = await importOriginal<{ default: (...args: unknown[]) => FastifyInstance }>();
  const create = real.default;
  const fastify = Object.assign((...args: unknown[]) => {
    const app = create(...args);
    app.addHook('onRoute', (r) => void registered.push(r));
    return app;
  }, real.default);
  return { ...real, default: fastify };
});

/** Routes that are not endpoints of the contract. */
const NOT_ENDPOINTS: [RegExp, string][] = [
  [/^\/docs(\/|$)/, 'the API reference'],
  [/^\/media\//, 'files: brand media and game art, whose addresses come from the data'],
  [/^\/robots\.txt$/, 'a file for crawlers'],
  [/^\/(manifest\.webmanifest|pwa\/)/, 'the installable app: its manifest and icons (decision 032)'],
];
const testOnly = (r: RouteOptions) => (r.schema as { tags?: string[] } | undefined)?.tags?.includes('test');

const methodsOf = (r: RouteOptions) =>
  (Array.isArray(r.method) ? r.method : [r.method]).filter((m) => m !== 'HEAD');

let t: TestApp;
let served: { key: string; route: RouteOptions }[];
const declared = new Map(allEndpoints.map((e) => [`${e.method} ${e.path}`, e]));

beforeAll(async () => {
  t = await startTestApp();
  served = registered
    .filter((r) => !testOnly(r) && !NOT_ENDPOINTS.some(([re]) => re.test(r.url)))
    .flatMap((route) => methodsOf(route).map((m) => ({ key: `${m} ${route.url}`, route })));
});
afterAll(() => t.close());

/** A schema as JSON Schema, for schemas the route writes out itself (refinements are not compared). */
const jsonOf = (schema: unknown, io: 'input' | 'output') =>
  schema === undefined ? undefined : z.toJSONSchema(schema as z.ZodType, { io, unrepresentable: 'any' });

function differences(key: string, e: Endpoint, route: RouteOptions): string[] {
  const s = (route.schema ?? {}) as Record<string, unknown>;
  const out: string[] = [];
  const compare = (part: string, mine: unknown, theirs: unknown, io: 'input' | 'output') => {
    if (mine === theirs) return;
    if (JSON.stringify(jsonOf(mine, io)) !== JSON.stringify(jsonOf(theirs, io)))
      out.push(`${key}: ${part} differs from the declaration`);
  };
  compare('params', e.params, s['params'], 'input');
  compare('querystring', e.query, s['querystring'], 'input');
  compare('body', e.body, s['body'], 'input');
  const mine: Record<string, unknown> = answersOf(e);
  const theirs = (s['response'] ?? {}) as Record<string, unknown>;
  for (const status of new Set([...Object.keys(mine), ...Object.keys(theirs)]))
    compare(`response ${status}`, mine[status], theirs[status], 'output');
  for (const list of ['consumes', 'produces'] as const)
    if (JSON.stringify(e[list] ?? []) !== JSON.stringify(s[list] ?? []))
      out.push(`${key}: ${list} differs from the declaration`);
  return out;
}

describe('the declared endpoints', () => {
  it('are the routes the app serves: none served undeclared, none declared unserved', () => {
    const servedKeys = new Set(served.map((s) => s.key));
    expect(served.length).toBeGreaterThan(50);
    expect(
      [...servedKeys].filter((k) => !declared.has(k)).sort(),
      'served but not declared in packages/contracts',
    ).toEqual([]);
    expect(
      [...declared.keys()].filter((k) => !servedKeys.has(k)).sort(),
      'declared in packages/contracts but not served',
    ).toEqual([]);
    expect(served.length, 'a method and path registered twice').toBe(servedKeys.size);
  });

  it('carry the schemas their routes validate and answer with', () => {
    const out = served.flatMap(({ key, route }) => {
      const e = declared.get(key);
      return e ? differences(key, e, route) : [];
    });
    expect(out).toEqual([]);
  });
});
