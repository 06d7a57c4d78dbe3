import { join } from 'node:path';
import multipart from '@fastify/multipart';
import {
  APPLICATION_MAX_BYTES,
  APPLICATION_MAX_FILES,
  APPLICATION_REMARK_MAX,
  promoEndpoints,
} from '@lotto/contracts';
import { serve } from '../../lib/endpoint.ts';
import { ok } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import type { App } from '../../lib/http.ts';
import { readImages, storeImages } from '../../lib/uploads.ts';
import type { Sessions } from '../identity/index.ts';
import { applyTo, myApplications } from './applications.ts';
import type { PromoDeps } from './claims.ts';

const tags = ['promo'];

/** Applications: the member applies with a remark and up to 3 proof images, and reads its applications. */
export function applicationRoutes(app: App, deps: PromoDeps & { sessions: Sessions; uploadsDir: string }) {
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        files: APPLICATION_MAX_FILES + 1,
        fileSize: APPLICATION_MAX_BYTES,
        fields: 4,
        fieldSize: 1024,
      },
    });
    serve(scope, {
      endpoint: promoEndpoints.apply,
      schema: {
        tags,
        summary:
          'Applies to a promotion the operator reviews: remark (at most 140 characters) and up to 3 png or jpg images of 5 MB each, as multipart/form-data',
      },
      handler: async (req) => {
        const { member } = await deps.sessions.require(req);
        const { fields, files } = await readImages(req, { maxFiles: APPLICATION_MAX_FILES });
        const remark = (fields['remark'] ?? '').trim();
        if ([...remark].length > APPLICATION_REMARK_MAX)
          throw new AppError('request.invalid', {
            details: [
              { path: 'remark', code: 'too_big', message: `at most ${APPLICATION_REMARK_MAX} characters` },
            ],
          });
        const dir = join(deps.uploadsDir, 'applications');
        return ok(
          await applyTo(deps, {
            brand: req.brand,
            memberId: member.id,
            promotionId: req.params.id,
            remark,
            images: () => storeImages(dir, { prefix: `m${member.id}`, files }),
            ip: req.ip,
            now: Date.now(),
          }),
        );
      },
    });
  });

  serve(app, {
    endpoint: promoEndpoints.applications,
    schema: { tags, summary: "The member's applications, newest first, with their status" },
    handler: async (req, reply) => {
      void reply.headers({ 'cache-control': 'no-store' });
      const { member } = await deps.sessions.require(req);
      return ok({
        list: await myApplications(deps, { brand: req.brand, memberId: member.id, lang: req.lang }),
      });
    },
  });
}
