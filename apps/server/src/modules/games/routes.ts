import type { Kysely } from 'kysely';
import { zGameVendorQuery, zGameVendorValue } from '@lotto/contracts';
import type { Database } from '../../db/schema.ts';
import { ok } from '../../lib/envelope.ts';
import { replies, typed, type App } from '../../lib/http.ts';
import { vendorCatalogue } from './service.ts';

export function gameRoutes(app: App, deps: { db: Kysely<Database> }) {
  const r = typed(app);
  const tags = ['games'];
  const vendors = vendorCatalogue(deps.db);

  r.get(
    '/wps/relay/GCSGAME_newGameVendor',
    {
      schema: {
        tags,
        summary: "The brand's game vendors as lanes, one per category with at least one enabled vendor",
        querystring: zGameVendorQuery,
        response: replies(zGameVendorValue),
      },
    },
    // Every vendor serves every platform for now, so `platform` does not narrow the list yet.
    async (req) => ok(await vendors(req.brand, req.lang)),
  );
}
