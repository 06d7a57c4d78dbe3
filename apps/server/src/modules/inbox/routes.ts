import type { Kysely } from 'kysely';
import { inboxEndpoints } from '@lotto/contracts';
import type { Database } from '../../db/schema.ts';
import { serve } from '../../lib/endpoint.ts';
import { ok } from '../../lib/envelope.ts';
import type { App } from '../../lib/http.ts';
import type { Sessions } from '../identity/index.ts';
import { deleteMessages, listMessages, markRead, openMessage, requireInbox, unreadOf } from './messages.ts';

const tags = ['messages'];
const noStore = { 'cache-control': 'no-store' };

/** Platform messages (INBOX3) for the signed-in member: its own and its brand's broadcasts it is in. */
export function inboxModule(app: App, deps: { db: Kysely<Database>; sessions: Sessions }) {
  const { db, sessions } = deps;
  serve(app, {
    endpoint: inboxEndpoints.list,
    schema: { tags, summary: "The member's messages, newest first, with its unread count" },
    handler: async (req, reply) => {
      void reply.headers(noStore);
      const { member } = await sessions.require(req);
      const q = { brand: req.brand, memberId: member.id, lang: req.lang, now: Date.now() };
      return ok(await listMessages(db, { ...q, ...req.query }));
    },
  });

  serve(app, {
    endpoint: inboxEndpoints.unread,
    schema: { tags, summary: "The member's unread messages (`{ value: n }`)" },
    handler: async (req, reply) => {
      void reply.headers(noStore);
      const { member } = await sessions.require(req);
      requireInbox(req.brand);
      return ok((await unreadOf(db, { brand: req.brand, memberId: member.id, now: Date.now() })) ?? 0);
    },
  });

  serve(app, {
    endpoint: inboxEndpoints.detail,
    schema: { tags, summary: 'One message of the member, in the request language; opening it marks it read' },
    handler: async (req, reply) => {
      void reply.headers(noStore);
      const { member } = await sessions.require(req);
      const q = { brand: req.brand, memberId: member.id, lang: req.lang, now: Date.now() };
      return ok(await openMessage(db, { ...q, id: req.params.id }));
    },
  });

  serve(app, {
    endpoint: inboxEndpoints.read,
    schema: { tags, summary: 'Marks read the messages named (`ids`) or all of them (`all: true`)' },
    handler: async (req) => {
      const { member } = await sessions.require(req);
      return ok(
        await markRead(db, { brand: req.brand, memberId: member.id, now: Date.now(), body: req.body }),
      );
    },
  });

  serve(app, {
    endpoint: inboxEndpoints.remove,
    schema: {
      tags,
      summary:
        'Deletes messages for the member only (a broadcast stays for the others); none of its own: 404',
    },
    handler: async (req) => {
      const { member } = await sessions.require(req);
      const q = { brand: req.brand, memberId: member.id, now: Date.now() };
      return ok(await deleteMessages(db, { ...q, ids: req.body.ids }));
    },
  });
}
