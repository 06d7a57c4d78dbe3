import { systemEndpoints } from '@lotto/contracts';
import type { Db } from '../../db/database.ts';
import { serve } from '../../lib/endpoint.ts';
import { ok } from '../../lib/envelope.ts';
import { type App } from '../../lib/http.ts';
import { systemRepo } from './repo.ts';

export function healthRoutes(app: App, deps: { db: Db }) {
  serve(app, {
    endpoint: systemEndpoints.health,
    config: { brand: false },
    schema: {
      tags: ['system'],
      summary: 'Liveness and database reachability',
    },
    handler: async (_req, reply) => {
      // The footer's speed test on another mirror of the brand times this answer (an opaque
      // one: nothing in it can be read across origins), so it may be loaded from any origin.
      void reply.header('cross-origin-resource-policy', 'cross-origin');
      await systemRepo.ping(deps.db.kysely);
      return ok({ status: 'ok' as const, engine: deps.db.engine });
    },
  });
}
