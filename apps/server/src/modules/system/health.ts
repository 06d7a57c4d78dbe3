import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { ok } from '../../lib/envelope.ts';
import { replies, typed, type App } from '../../lib/http.ts';

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
    async () => {
      await sql`select 1`.execute(deps.db.kysely);
      return ok({ status: 'ok' as const, engine: deps.db.engine });
    },
  );
}
