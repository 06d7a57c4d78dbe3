import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { App } from '../../lib/http.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import { centreRoutes } from './centre-routes.ts';
import { verifyRoutes } from './verify-routes.ts';

export type HelpDeps = { db: Kysely<Database>; rate: RateLimiter };

/** The help module's routes: the help centre and the Verify Representative check. */
export function helpModule(app: App, deps: HelpDeps) {
  centreRoutes(app, deps);
  verifyRoutes(app, deps);
}
