import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import { CHAT_IMAGE_MAX_BYTES, chatEndpoints } from '@lotto/contracts';
import { serve } from '../../lib/endpoint.ts';
import { ok } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import type { App } from '../../lib/http.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import { readImages } from '../../lib/uploads.ts';
import type { FastifyRequest } from 'fastify';
import type { MemberRow, Sessions } from '../identity/index.ts';
import { chatRepo } from './repo.ts';
import { historyOf, markRead, memberSend, memberUnread, requireChat, type ChatDeps } from './service.ts';

const tags = ['chat'];
const noStore = { 'cache-control': 'no-store' };
/** Messages a member may send a minute (and images, each a message). */
export const CHAT_SEND_PER_MINUTE = 20;

export type ChatRouteDeps = ChatDeps & { sessions: Sessions; rate: RateLimiter; imagesDir: string };

/** Stores an uploaded chat image under a 128-bit random name; answers its path. */
export async function storeChatImage(dir: string, file: { kind: 'png' | 'jpg'; bytes: Buffer }) {
  await mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${file.kind}`;
  await writeFile(join(dir, name), file.bytes);
  return `/wps/chat/images/${name}`;
}

/** Reads the one image of a chat upload (png or jpg, 5 MB). */
export async function oneImage(req: Parameters<typeof readImages>[0]) {
  const { files } = await readImages(req, { maxFiles: 1 });
  if (!files[0])
    throw new AppError('request.invalid', {
      details: [{ path: 'file', code: 'required', message: 'image' }],
    });
  return files[0];
}

export async function limitSends(rate: RateLimiter, key: string) {
  const d = await rate.take('chat_send', { key, limit: CHAT_SEND_PER_MINUTE, windowMs: 60_000 });
  if (!d.ok) throw new AppError('too.many.requests');
}

/** Live chat for members (CBS3): the room's address and unread count, history, sending, read marks, images. */
export function chatRoutes(app: App, deps: ChatRouteDeps) {
  const { db, sessions } = deps;
  const member = async (req: FastifyRequest) => {
    const found = await sessions.require(req);
    requireChat(req.brand, found.member);
    return found.member;
  };

  serve(app, {
    endpoint: chatEndpoints.url,
    schema: {
      tags,
      summary:
        "The chat room's address for the floating window (title, language, header colour) and the unread count",
    },
    handler: async (req, reply) => {
      void reply.headers(noStore);
      const m = await member(req);
      const q = new URLSearchParams({
        b2c: String(req.query.b2c),
        title: req.query.title ?? req.brand.settings.name,
        language: req.query.language ?? req.lang,
        headerColor: req.query.headerColor ?? req.brand.settings.chatHeaderColor,
      });
      return ok({
        chatUrl: `/chat?${q.toString()}`,
        unReadCount: await memberUnread(db, { merchantId: req.brand.id, memberId: m.id }),
      });
    },
  });

  serve(app, {
    endpoint: chatEndpoints.unread,
    schema: { tags, summary: "The member's unread chat messages (unReadCount)" },
    handler: async (req, reply) => {
      void reply.headers(noStore);
      const m = await member(req);
      return ok({ unReadCount: await memberUnread(db, { merchantId: req.brand.id, memberId: m.id }) });
    },
  });

  serve(app, {
    endpoint: chatEndpoints.history,
    schema: {
      tags,
      summary: "The member's conversation, a page of 50 messages before `before`, with read marks",
    },
    handler: async (req, reply) => {
      void reply.headers(noStore);
      const m = await member(req);
      const conversation = await chatRepo.byMember(db, { merchantId: req.brand.id, memberId: m.id });
      return ok(await historyOf(db, { conversation, side: 'member', before: req.query.before }));
    },
  });

  chatWrites(app, deps, member);
}

/** Sending, read marks and images: the member's writes. */
function chatWrites(app: App, deps: ChatRouteDeps, member: (req: FastifyRequest) => Promise<MemberRow>) {
  const { db } = deps;
  serve(app, {
    endpoint: chatEndpoints.send,
    schema: {
      tags,
      summary: 'Sends a message to support; a resend with the same clientId answers the stored message',
    },
    handler: async (req) => {
      const m = await member(req);
      await limitSends(deps.rate, `member:${m.id}`);
      return ok(await memberSend(deps, { merchantId: req.brand.id, memberId: m.id, sent: req.body }));
    },
  });

  serve(app, {
    endpoint: chatEndpoints.read,
    schema: { tags, summary: "Marks support's messages read up to an id; the console sees the read mark" },
    handler: async (req) => {
      const m = await member(req);
      const c = await chatRepo.byMember(db, { merchantId: req.brand.id, memberId: m.id });
      if (!c) return ok({ unReadCount: 0 });
      return ok(
        await markRead(deps, {
          merchantId: req.brand.id,
          conversationId: c.id,
          side: 'member',
          upTo: req.body.upTo,
        }),
      );
    },
  });

  serve(app, {
    endpoint: chatEndpoints.imageFile,
    schema: { tags, summary: 'A chat image by its unguessable name' },
    handler: async (req, reply) => {
      const bytes = await readFile(join(deps.imagesDir, req.params.name)).catch(() => undefined);
      if (!bytes) throw new AppError('chat.not.found');
      const type = req.params.name.endsWith('.png') ? 'image/png' : 'image/jpeg';
      return reply
        .headers({ 'content-type': type, 'cache-control': 'private, max-age=31536000, immutable' })
        .send(bytes);
    },
  });

  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { files: 2, fileSize: CHAT_IMAGE_MAX_BYTES, fields: 2, fieldSize: 64 },
    });
    serve(scope, {
      endpoint: chatEndpoints.image,
      schema: {
        tags,
        summary: 'Uploads a chat image (png or jpg, 5 MB) as multipart/form-data; send its path in a message',
      },
      handler: async (req) => {
        const m = await member(req);
        await limitSends(deps.rate, `member:${m.id}`);
        return ok({ image: await storeChatImage(deps.imagesDir, await oneImage(req)) });
      },
    });
  });
}
