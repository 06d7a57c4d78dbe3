import type { Kysely } from 'kysely';
import { contentEndpoints } from '@lotto/contracts';
import type { Database } from '../../db/schema.ts';
import { ok } from '../../lib/envelope.ts';
import { serve } from '../../lib/endpoint.ts';
import type { App } from '../../lib/http.ts';
import { noticeBoard } from './notice-board.ts';

export function contentRoutes(app: App, deps: { db: Kysely<Database> }) {
  serve(app, {
    endpoint: contentEndpoints.announcements,
    schema: {
      tags: ['content'],
      summary:
        'Banners (types=B) and announcements (PL, PU, PR, H) of the brand, for everyone: a page of the asked types (9 by default) and the pop-ups among them; types the brand does not publish (its announcementTypes) are left out',
    },
    handler: async (req) =>
      ok(await noticeBoard(deps.db, { brand: req.brand, lang: req.lang, query: req.query })),
  });
}
