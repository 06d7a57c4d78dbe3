import { systemEndpoints } from '@lotto/contracts';
import { zStatusQuery } from '@lotto/contracts';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { GeoLocator } from '../../lib/geoip.ts';
import { serve } from '../../lib/endpoint.ts';
import { ok } from '../../lib/envelope.ts';
import { ifNoneMatch, type App } from '../../lib/http.ts';
import { footerOf, statusAnswer, statusBytes, whitelabelTree } from './service.ts';

const URL_MAX = zStatusQuery.shape.url.unwrap().maxLength ?? 0;

/**
 * The status query as every page view sends it (`url` alone, or nothing) is accepted without a
 * zod parse, with the same result; anything else goes to zod, which accepts or refuses it
 * exactly as before. The status call runs on every page view: see decision 006.
 */
const statusQueryCompiler: FastifySchemaCompiler<unknown> = (route) => {
  const zod = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
  return (data) => {
    if (typeof data !== 'object' || data === null) return zod(data);
    const query = data as Record<string, unknown>;
    let keys = 0;
    for (const key in query) if (++keys > 1 || key !== 'url') return zod(data);
    if (keys === 0) return { value: {} };
    const url = query['url'];
    return typeof url === 'string' && url.length <= URL_MAX ? { value: { url } } : zod(data);
  };
};

const tags = ['system'];

export function systemRoutes(app: App, deps: { geo: GeoLocator }) {
  statusRoute(app, deps);
  brandSettingRoutes(app);
}

function statusRoute(app: App, deps: { geo: GeoLocator }) {
  serve(
    app,
    systemEndpoints.status,
    {
      schema: {
        tags,
        summary:
          'Whether the visitor may use the site (0 normal, 1 maintenance, 2 restricted) and the brand settings',
        description:
          'Answers with a strong ETag; a request whose If-None-Match names it gets 304 Not Modified, with no body.',
      },
      validatorCompiler: statusQueryCompiler,
    },
    // Pre-encoded JSON bytes, which Fastify sends as they are (see statusAnswer), with a strong
    // ETag; a caller that already holds this answer gets 304 and no body (decision 006).
    (req, reply) => {
      const answer = statusAnswer(req.brand, { ip: req.ip, geo: deps.geo, lang: req.lang });
      void reply.header('etag', answer.etag);
      if (ifNoneMatch(req.headers['if-none-match'], answer.etag))
        return void reply.code(304).send(undefined as never);
      void reply.type('application/json; charset=utf-8').send(statusBytes(answer) as never);
    },
  );
}

/** The brand's footer, dial codes, module switches, form settings and domains. */
function brandSettingRoutes(app: App) {
  serve(
    app,
    systemEndpoints.footer,
    {
      schema: {
        tags,
        summary: 'Footer texts, payment methods, providers and jackpot of the brand, in the request language',
      },
    },
    (req, reply) => {
      void reply.header('cache-control', 'public, max-age=300').header('vary', 'Language, Merchant');
      return ok(footerOf(req.brand, req.lang));
    },
  );

  serve(
    app,
    systemEndpoints.countries,
    {
      schema: {
        tags,
        summary: 'Country dial codes for the phone fields',
      },
    },
    (req, reply) => {
      void reply.header('cache-control', 'public, max-age=300').header('vary', 'Merchant');
      return ok(req.brand.settings.countries);
    },
  );

  serve(
    app,
    systemEndpoints.whitelabel,
    { schema: { tags, summary: 'White-label module switches' } },
    (req) => ok(whitelabelTree(req.brand)),
  );

  serve(
    app,
    systemEndpoints.registerSettings,
    {
      schema: {
        tags,
        summary: 'Per-field validation config of the registration form',
      },
    },
    (req) => ok(req.brand.registerSettings),
  );

  serve(
    app,
    systemEndpoints.domainRoute,
    { schema: { tags, summary: "The brand's domains (routers)" } },
    (req, reply) => {
      void reply.header('cache-control', 'public, max-age=300');
      return ok({
        domainList: req.brand.domains.map((d) => ({ domain: d.host, kind: d.kind, speed: 0 as const })),
      });
    },
  );
}
