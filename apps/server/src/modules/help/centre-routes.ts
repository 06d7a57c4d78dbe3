import type { Kysely } from 'kysely';
import { helpEndpoints } from '@lotto/contracts';
import type { Database } from '../../db/schema.ts';
import { serve } from '../../lib/endpoint.ts';
import { ok } from '../../lib/envelope.ts';
import type { App } from '../../lib/http.ts';
import { helpCentre } from './centre.ts';

/** GET /wps/system/helpCenter: public, for the help modal and the standalone /helpmc. */
export function centreRoutes(app: App, deps: { db: Kysely<Database> }) {
  serve(app, {
    endpoint: helpEndpoints.centre,
    schema: {
      tags: ['help'],
      summary:
        "The help centre in the reader's language (else the brand's default, else English): categories and articles; `topic` (a category's or an article's code) narrows to a deep link's topic, `q` searches titles and bodies (every word, title matches first)",
    },
    handler: async (req) =>
      ok(await helpCentre(deps.db, { brand: req.brand, lang: req.lang, query: req.query })),
  });
}
