import {
  zDomainRouteValue,
  zRegisterSettingsValue,
  zStatusQuery,
  zStatusValue,
  zWhitelabelValue,
} from '@lotto/contracts';
import type { GeoLocator } from '../../lib/geoip.ts';
import { ok } from '../../lib/envelope.ts';
import { replies, typed, type App } from '../../lib/http.ts';
import { systemStatus, whitelabelTree } from './service.ts';

export function systemRoutes(app: App, deps: { geo: GeoLocator }) {
  const r = typed(app);
  const tags = ['system'];

  r.get(
    '/wps/system/status',
    {
      schema: {
        tags,
        summary:
          'Whether the visitor may use the site (0 normal, 1 maintenance, 2 restricted) and the brand settings',
        querystring: zStatusQuery,
        response: replies(zStatusValue),
      },
    },
    (req) => ok(systemStatus(req.brand, req.ip, deps.geo, req.lang)),
  );

  r.get(
    '/wps/system/whitelabel',
    { schema: { tags, summary: 'White-label module switches', response: replies(zWhitelabelValue) } },
    (req) => ok(whitelabelTree(req.brand)),
  );

  r.get(
    '/wps/system/setting/register',
    {
      schema: {
        tags,
        summary: 'Per-field validation config of the registration form',
        response: replies(zRegisterSettingsValue),
      },
    },
    (req) => ok(req.brand.registerSettings),
  );

  r.get(
    '/wps/system/domainRoute',
    { schema: { tags, summary: "The brand's domains (routers)", response: replies(zDomainRouteValue) } },
    (req, reply) => {
      void reply.header('cache-control', 'public, max-age=300');
      return ok({
        domainList: req.brand.domains.map((d) => ({ domain: d.host, kind: d.kind, speed: 0 as const })),
      });
    },
  );
}
