// The chat module's SQL: one conversation per member, its messages and each side's read mark (decision 033).
import { sql, type Kysely } from 'kysely';
import { CHAT_HISTORY_PAGE } from '@lotto/contracts';
import type { ChatStatus, Database } from '../../db/schema.ts';

type Db = Kysely<Database>;
export type ConversationRow = Awaited<ReturnType<typeof chatRepo.byId>> & object;

export const chatRepo = {
  byMember: (db: Db, { merchantId, memberId }: { merchantId: number; memberId: number }) =>
    db
      .selectFrom('chat_conversations')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('member_id', '=', memberId)
      .executeTakeFirst(),

  byId: (db: Db, { merchantId, id }: { merchantId: number; id: number }) =>
    db
      .selectFrom('chat_conversations')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('id', '=', id)
      .executeTakeFirst(),

  /** The member's conversation, opened on its first message (a repeat of the insert finds the row). */
  open: async (
    db: Db,
    { merchantId, memberId, now }: { merchantId: number; memberId: number; now: number },
  ) => {
    await db
      .insertInto('chat_conversations')
      .values({ merchant_id: merchantId, member_id: memberId, status: 'waiting', last_at: now })
      .onConflict((oc) => oc.column('member_id').doNothing())
      .execute();
    return (await chatRepo.byMember(db, { merchantId, memberId }))!;
  },

  /** A message, once per sender and client id: a resend answers the stored one. */
  insertMessage: async (
    db: Db,
    m: {
      conversationId: number;
      sender: 'member' | 'staff';
      staffId: number | null;
      body: string;
      image: string | null;
      clientId: string;
      now: number;
    },
  ) => {
    await db
      .insertInto('chat_messages')
      .values({
        conversation_id: m.conversationId,
        sender: m.sender,
        staff_id: m.staffId,
        body: m.body,
        image: m.image,
        client_id: m.clientId,
        created_at: m.now,
      })
      .onConflict((oc) => oc.columns(['conversation_id', 'sender', 'client_id']).doNothing())
      .execute();
    return db
      .selectFrom('chat_messages')
      .selectAll()
      .where('conversation_id', '=', m.conversationId)
      .where('sender', '=', m.sender)
      .where('client_id', '=', m.clientId)
      .executeTakeFirstOrThrow();
  },

  /** After a message: the conversation's time, and a member's message brings a closed one back to the queue. */
  touch: (db: Db, { id, now, reopen }: { id: number; now: number; reopen: boolean }) =>
    db
      .updateTable('chat_conversations')
      .set(reopen ? { last_at: now, status: 'waiting', staff_id: null } : { last_at: now })
      .where('id', '=', id)
      .where((eb) => (reopen ? eb('status', '=', 'closed') : eb.lit(true)))
      .execute(),

  bumpTime: (db: Db, { id, now }: { id: number; now: number }) =>
    db.updateTable('chat_conversations').set({ last_at: now }).where('id', '=', id).execute(),

  page: (db: Db, { conversationId, before }: { conversationId: number; before?: number | undefined }) => {
    let q = db.selectFrom('chat_messages').selectAll().where('conversation_id', '=', conversationId);
    if (before !== undefined) q = q.where('id', '<', before);
    return q
      .orderBy('id', 'desc')
      .limit(CHAT_HISTORY_PAGE + 1)
      .execute();
  },

  /** Messages from the other side after a read mark. */
  unread: async (
    db: Db,
    { conversationId, from, after }: { conversationId: number; from: 'member' | 'staff'; after: number },
  ) =>
    Number(
      (
        await db
          .selectFrom('chat_messages')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('conversation_id', '=', conversationId)
          .where('sender', '=', from)
          .where('id', '>', after)
          .executeTakeFirstOrThrow()
      ).n,
    ),

  /** Moves a side's read mark forward only. */
  markRead: (db: Db, { id, side, upTo }: { id: number; side: 'member' | 'staff'; upTo: number }) => {
    const column = side === 'member' ? 'member_read_id' : 'staff_read_id';
    return db
      .updateTable('chat_conversations')
      .set({ [column]: upTo })
      .where('id', '=', id)
      .where(column, '<', upTo)
      .execute();
  },

  /** Takes a waiting conversation, or one this staff member holds already; answers whether it did. */
  take: async (db: Db, { id, staffId }: { id: number; staffId: number }) =>
    Number(
      (
        await db
          .updateTable('chat_conversations')
          .set({ status: 'taken', staff_id: staffId })
          .where('id', '=', id)
          .where((eb) => eb.or([eb('status', '!=', 'taken'), eb('staff_id', '=', staffId)]))
          .executeTakeFirst()
      ).numUpdatedRows,
    ) === 1,

  setStatus: (db: Db, { id, status }: { id: number; status: ChatStatus }) =>
    db.updateTable('chat_conversations').set({ status }).where('id', '=', id).execute(),

  /** The brand's conversations, newest first, with the last message and staff's unread count. */
  /** The console's queue, newest first; `id` narrows it to one conversation. */
  queue: (
    db: Db,
    { merchantId, status, id }: { merchantId: number; status?: ChatStatus | undefined; id?: number },
  ) => {
    let q = db
      .selectFrom('chat_conversations as c')
      .select([
        'c.id',
        'c.member_id',
        'c.status',
        'c.staff_id',
        'c.last_at',
        sql<string>`(select body from chat_messages x where x.conversation_id = c.id order by x.id desc limit 1)`.as(
          'last_body',
        ),
        sql<
          number | string
        >`(select count(*) from chat_messages x where x.conversation_id = c.id and x.sender = 'member' and x.id > c.staff_read_id)`.as(
          'unread',
        ),
      ])
      .where('c.merchant_id', '=', merchantId);
    if (status) q = q.where('c.status', '=', status);
    if (id !== undefined) q = q.where('c.id', '=', id);
    return q.orderBy('c.last_at', 'desc').limit(200).execute();
  },
};
