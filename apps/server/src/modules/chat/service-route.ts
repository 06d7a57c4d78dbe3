import { chatEndpoints } from '@lotto/contracts';
import { serve } from '../../lib/endpoint.ts';
import { ok } from '../../lib/envelope.ts';
import type { App } from '../../lib/http.ts';
import type { ChatRouteDeps } from './routes.ts';
import { serviceEntry } from './service-entries.ts';

/** The customer-service button's entry for the visitor (a guest too), never cached: it names the member. */
export function serviceRoute(app: App, { db, sessions }: ChatRouteDeps) {
  serve(app, {
    endpoint: chatEndpoints.service,
    schema: {
      tags: ['chat'],
      summary:
        'The customer-service entry for the visitor: VIP above rank level 4, live chat otherwise; type 1 plain, 2 the chat room, 3 sealed (the last 8 characters are the key)',
    },
    handler: async (req, reply) => {
      void reply.headers({ 'cache-control': 'no-store' });
      const member = (await sessions.optional(req))?.member;
      return ok(await serviceEntry(db, { brand: req.brand, member }));
    },
  });
}
