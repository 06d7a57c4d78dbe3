import multipart from '@fastify/multipart';
import { CHAT_IMAGE_MAX_BYTES, staffEndpoints } from '@lotto/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { serve } from '../../lib/endpoint.ts';
import { ok } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import type { App } from '../../lib/http.ts';
import type { Wallet } from '../wallet/index.ts';
import { requireStaff } from '../staff/index.ts';
import { chatRepo } from './repo.ts';
import { limitSends, oneImage, storeChatImage, type ChatRouteDeps } from './routes.ts';
import { close, historyOf, itemOf, markRead, queueOf, staffReply, take } from './service.ts';
import { memberSummary } from './summary.ts';

const tags = ['backoffice'];
const noStore = { 'cache-control': 'no-store' };
const staffOf = (db: Kysely<Database>, req: Parameters<typeof requireStaff>[1]['req']) =>
  requireStaff(db, { req, roles: ['admin', 'support'] });

/** The support console's side of chat: the brand's queue, a conversation with the member's summary, answers. */
export function consoleRoutes(app: App, deps: Omit<ChatRouteDeps, 'sessions'> & { wallet: Wallet }) {
  const { db } = deps;
  serve(app, {
    endpoint: staffEndpoints.queue,
    schema: { tags, summary: "The brand's conversations, newest first, with unread counts" },
    handler: async (req, reply) => {
      void reply.headers(noStore);
      const staff = await staffOf(db, req);
      return ok({
        conversations: await queueOf(db, { merchantId: staff.merchantId, status: req.query.status }),
      });
    },
  });
  serve(app, {
    endpoint: staffEndpoints.thread,
    schema: {
      tags,
      summary: "A conversation's messages and the member's summary (level, balance, last deposits)",
    },
    handler: async (req, reply) => {
      void reply.headers(noStore);
      const staff = await staffOf(db, req);
      const c = await chatRepo.byId(db, { merchantId: staff.merchantId, id: req.params.id });
      if (!c) throw new AppError('chat.not.found');
      const [history, conversation, member] = await Promise.all([
        historyOf(db, { conversation: c, side: 'staff', before: req.query.before }),
        itemOf(db, { merchantId: staff.merchantId, id: c.id }),
        memberSummary(deps, { brand: req.brand, memberId: c.member_id }),
      ]);
      return ok({ ...history, conversation, member });
    },
  });
  serve(app, {
    endpoint: staffEndpoints.take,
    schema: { tags, summary: 'Takes a waiting conversation (chat.taken when another holds it)' },
    handler: async (req) => ok(await take(deps, { staff: await staffOf(db, req), id: req.params.id })),
  });
  serve(app, {
    endpoint: staffEndpoints.reply,
    schema: { tags, summary: 'Answers the member (taking the conversation); idempotent by clientId' },
    handler: async (req) => {
      const staff = await staffOf(db, req);
      await limitSends(deps.rate, `staff:${staff.id}`);
      return ok(await staffReply(deps, { staff, id: req.params.id, sent: req.body }));
    },
  });
  serve(app, {
    endpoint: staffEndpoints.read,
    schema: { tags, summary: "Marks the member's messages read up to an id" },
    handler: async (req) => {
      const staff = await staffOf(db, req);
      const args = { merchantId: staff.merchantId, conversationId: req.params.id, side: 'staff' as const };
      return ok(await markRead(deps, { ...args, upTo: req.body.upTo }));
    },
  });
  serve(app, {
    endpoint: staffEndpoints.close,
    schema: { tags, summary: "Closes a conversation; the member's next message brings it back" },
    handler: async (req) => ok(await close(deps, { staff: await staffOf(db, req), id: req.params.id })),
  });
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { files: 2, fileSize: CHAT_IMAGE_MAX_BYTES, fields: 2, fieldSize: 64 },
    });
    serve(scope, {
      endpoint: staffEndpoints.image,
      schema: { tags, summary: 'Uploads an image for an answer (png or jpg, 5 MB) as multipart/form-data' },
      handler: async (req) => {
        const staff = await staffOf(db, req);
        if (!(await chatRepo.byId(db, { merchantId: staff.merchantId, id: req.params.id })))
          throw new AppError('chat.not.found');
        await limitSends(deps.rate, `staff:${staff.id}`);
        return ok({ image: await storeChatImage(deps.imagesDir, await oneImage(req)) });
      },
    });
  });
}
