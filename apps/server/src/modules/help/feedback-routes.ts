import { join } from 'node:path';
import multipart from '@fastify/multipart';
import type { Kysely } from 'kysely';
import { FEEDBACK_MAX_BYTES, FEEDBACK_MAX_FILES, helpEndpoints } from '@lotto/contracts';
import type { Database } from '../../db/schema.ts';
import { serve } from '../../lib/endpoint.ts';
import { ok } from '../../lib/envelope.ts';
import type { App } from '../../lib/http.ts';
import { readImages, storeImages } from '../../lib/uploads.ts';
import type { Sessions } from '../identity/index.ts';
import { myFeedback, sendFeedback } from './feedback.ts';

const tags = ['help'];

/** Feedback (FEEDBACK3): a member sends it with up to 3 images and lists its own. */
export function feedbackRoutes(
  app: App,
  deps: { db: Kysely<Database>; sessions: Sessions; uploadsDir: string },
) {
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { files: FEEDBACK_MAX_FILES + 1, fileSize: FEEDBACK_MAX_BYTES, fields: 4, fieldSize: 2048 },
    });
    serve(scope, {
      endpoint: helpEndpoints.sendFeedback,
      schema: {
        tags,
        summary:
          "Sends feedback as multipart/form-data: category, content (at most 140 characters, within the brand's word bounds) and up to 3 png or jpg images of 5 MB each; needs a member's session",
      },
      handler: async (req) => {
        const { member } = await deps.sessions.require(req);
        const { fields, files } = await readImages(req, { maxFiles: FEEDBACK_MAX_FILES });
        const dir = join(deps.uploadsDir, 'feedback');
        return ok(
          await sendFeedback(deps.db, {
            brand: req.brand,
            memberId: member.id,
            fields,
            files,
            images: (f) => storeImages(dir, { prefix: `m${member.id}`, files: f }),
            now: Date.now(),
          }),
        );
      },
    });
  });

  serve(app, {
    endpoint: helpEndpoints.myFeedback,
    schema: { tags, summary: "The member's feedback, newest first, with replies, and the form's rules" },
    handler: async (req, reply) => {
      void reply.headers({ 'cache-control': 'no-store' });
      const { member } = await deps.sessions.require(req);
      return ok(await myFeedback(deps.db, { brand: req.brand, memberId: member.id }));
    },
  });
}
