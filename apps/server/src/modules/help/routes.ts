import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { App } from '../../lib/http.ts';
import { centreRoutes } from './centre-routes.ts';

export type HelpDeps = { db: Kysely<Database> };

/** The help module's routes: the help centre. */
export function helpModule(app: App, deps: HelpDeps) {
  centreRoutes(app, deps);
}
