import type { Kysely } from 'kysely';
import { jackpotEndpoint } from '@lotto/contracts';
import type { Database } from '../../db/schema.ts';
import { serve } from '../../lib/endpoint.ts';
import { ok } from '../../lib/envelope.ts';
import type { App } from '../../lib/http.ts';
import { jackpotView } from './view.ts';

/** The jackpot module with the app: the pool and its newest win, public. */
export function jackpotRoutes(app: App, deps: { db: Kysely<Database> }) {
  const jackpot = jackpotView(deps.db);
  serve(app, {
    endpoint: jackpotEndpoint,
    schema: {
      tags: ['promo'],
      summary:
        "The brand's progressive jackpot: the pool now (at most 5 s old), its odds and share, and the newest win",
    },
    handler: async (req) => ok(await jackpot(req.brand, Date.now())),
  });
}
