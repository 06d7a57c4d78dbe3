import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { replies, typed, type App } from '../../lib/http.ts';

/** Routes that exist only when NODE_ENV=test, for tests that need a slow or failing handler. */
export function testRoutes(app: App) {
  const r = typed(app);
  r.get(
    '/wps/__test/sleep',
    {
      config: { brand: false },
      schema: {
        tags: ['test'],
        querystring: z.strictObject({ ms: z.coerce.number().int().min(0).max(30_000) }),
        response: replies(z.object({ slept: z.number() })),
      },
    },
    async (req) => {
      await sleep(req.query.ms);
      return ok({ slept: req.query.ms });
    },
  );
  r.get(
    '/wps/__test/boom',
    {
      config: { brand: false },
      schema: { tags: ['test'], response: replies(z.object({})) },
    },
    () => {
      throw new Error('secret internal detail');
    },
  );
  r.post(
    '/wps/__test/echo',
    {
      config: { brand: false },
      schema: {
        tags: ['test'],
        body: z.strictObject({ name: z.string().min(1).max(20), count: z.number().int() }),
        response: replies(z.object({ name: z.string(), count: z.number() })),
      },
    },
    (req) => ok(req.body),
  );
}
