import type { Kysely } from 'kysely';
import { helpEndpoints } from '@lotto/contracts';
import type { Database } from '../../db/schema.ts';
import { serve } from '../../lib/endpoint.ts';
import { ok } from '../../lib/envelope.ts';
import type { App } from '../../lib/http.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import { verifyRepresentative } from './contacts.ts';

/** POST /wps/system/verifyRepresentative: public (members and guests), limited per address. */
export function verifyRoutes(app: App, deps: { db: Kysely<Database>; rate: RateLimiter }) {
  serve(app, {
    endpoint: helpEndpoints.verifyRepresentative,
    schema: {
      tags: ['help'],
      summary:
        "Verify Representative: whether a Telegram name or a phone, WhatsApp or Zalo number is one of the brand's official contacts (a number is compared across phone, WhatsApp and Zalo); 10 checks per address in 10 minutes",
    },
    handler: async (req, reply) => {
      void reply.headers({ 'cache-control': 'no-store' });
      return ok(await verifyRepresentative(deps, { brand: req.brand, ...req.body, ip: req.ip }));
    },
  });
}
