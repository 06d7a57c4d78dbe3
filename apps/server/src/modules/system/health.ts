import { systemEndpoints } from '@lotto/contracts';
import type { Db } from '../../db/database.ts';
import { serve } from '../../lib/endpoint.ts';
import { ok } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import type { Lifecycle } from '../../lib/lifecycle.ts';
import { type App } from '../../lib/http.ts';
import { systemRepo } from './repo.ts';

/** GET /healthz: the database answers; 503 `system.draining` once a graceful stop has begun. */
export function healthRoutes(app: App, deps: { db: Db; lifecycle: Lifecycle }) {
  // While draining, every answer closes its connection: a proxy stops reusing its connections here.
  app.addHook('onSend', async (_req, reply) => {
    if (deps.lifecycle.draining) void reply.header('connection', 'close');
  });
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
      if (deps.lifecycle.draining) throw new AppError('system.draining');
      await systemRepo.ping(deps.db.kysely);
      return ok({ status: 'ok' as const, engine: deps.db.engine });
    },
  });
}
