import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { ok } from '../../lib/envelope.ts';
import { replies, typed, type App } from '../../lib/http.ts';
import { systemRepo } from './repo.ts';

export function healthRoutes(app: App, deps: { db: Db }) {
  typed(app).get(
    '/healthz',
    {
      config: { brand: false },
      schema: {
        tags: ['system'],
        summary: 'Liveness and database reachability',
        response: replies(z.object({ status: z.literal('ok'), engine: z.enum(['sqlite', 'postgres']) })),
      },
    },
    async (_req, reply) => {
      // The footer's speed test on another mirror of the brand times this answer (an opaque
      // one: nothing in it can be read across origins), so it may be loaded from any origin.
      void reply.header('cross-origin-resource-policy', 'cross-origin');
      await systemRepo.ping(deps.db.kysely);
      return ok({ status: 'ok' as const, engine: deps.db.engine });
    },
  );
}
