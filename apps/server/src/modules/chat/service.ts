// Live chat's rules (CBS3, decision 033): members write to their brand's support staff, staff take
// a conversation and answer; every message is stored before it is pushed to the open sockets.
import type { Kysely } from 'kysely';
import {
  AGENT_TYPES,
  CHAT_HISTORY_PAGE,
  type ChatHistoryValue,
  type ChatMessage,
  type ChatPush,
  type QueueItem,
} from '@lotto/contracts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { LiveBus } from '../../lib/live-bus.ts';
import { moduleOn, type Brand } from '../brand/index.ts';
import { membersRepo, type MemberRow } from '../identity/index.ts';
import { staffNames, type SignedStaff } from '../staff/index.ts';
import { chatRepo } from './repo.ts';

export type ChatDeps = { db: Kysely<Database>; live: LiveBus };
type MessageRow = Awaited<ReturnType<typeof chatRepo.insertMessage>>;
type Sent = { clientId: string; body: string; image?: string | undefined };

/** Chat is for signed-in members of a brand with CBS3 on; agents are sent to their upline. */
export function requireChat(brand: Brand, member: MemberRow) {
  if (!moduleOn(brand, 'CBS3')) throw new AppError('function.not.available');
  if (AGENT_TYPES.includes(member.type)) throw new AppError('in_please_information');
}

const view = (m: MessageRow, names: Map<number, string>): ChatMessage => ({
  id: m.id,
  sender: m.sender,
  staffName: m.staff_id === null ? null : (names.get(m.staff_id) ?? null),
  body: m.body,
  image: m.image,
  clientId: m.client_id,
  createdAt: Number(m.created_at),
});

export const push = (
  live: LiveBus,
  { merchantId, memberId, event }: { merchantId: number; memberId: number; event: ChatPush },
) => live.publishBrand({ merchantId, topic: 'chat', data: { memberId, event } });

/** A page of a conversation's messages (newest page first, oldest first within it) and the read marks. */
export async function historyOf(
  db: Kysely<Database>,
  {
    conversation,
    side,
    before,
  }: { conversation: ConversationLike | undefined; side: 'member' | 'staff'; before?: number | undefined },
): Promise<ChatHistoryValue> {
  if (!conversation) return { messages: [], more: false, otherReadId: 0, unReadCount: 0 };
  const rows = await chatRepo.page(db, { conversationId: conversation.id, before });
  const page = rows.slice(0, CHAT_HISTORY_PAGE).reverse();
  const names = await staffNames(
    db,
    page.flatMap((m) => (m.staff_id === null ? [] : [m.staff_id])),
  );
  const other = side === 'member' ? 'staff' : 'member';
  return {
    messages: page.map((m) => view(m, names)),
    more: rows.length > CHAT_HISTORY_PAGE,
    otherReadId: Number(side === 'member' ? conversation.staff_read_id : conversation.member_read_id),
    unReadCount: await chatRepo.unread(db, {
      conversationId: conversation.id,
      from: other,
      after: Number(side === 'member' ? conversation.member_read_id : conversation.staff_read_id),
    }),
  };
}

type ConversationLike = { id: number; member_read_id: number | string; staff_read_id: number | string };

/** The member's unread count: staff messages after its read mark. */
export async function memberUnread(
  db: Kysely<Database>,
  { merchantId, memberId }: { merchantId: number; memberId: number },
) {
  const c = await chatRepo.byMember(db, { merchantId, memberId });
  return c
    ? chatRepo.unread(db, { conversationId: c.id, from: 'staff', after: Number(c.member_read_id) })
    : 0;
}

/** A member's message: its conversation opened (or back in the queue if closed), stored once per client id, pushed. */
export async function memberSend(
  { db, live }: ChatDeps,
  { merchantId, memberId, sent }: { merchantId: number; memberId: number; sent: Sent },
): Promise<ChatMessage> {
  const now = Date.now();
  const c = await chatRepo.open(db, { merchantId, memberId, now });
  const row = await chatRepo.insertMessage(db, {
    conversationId: c.id,
    sender: 'member',
    staffId: null,
    body: sent.body,
    image: sent.image ?? null,
    clientId: sent.clientId,
    now,
  });
  await chatRepo.touch(db, { id: c.id, now, reopen: c.status === 'closed' });
  // the member has read everything up to its own message
  await chatRepo.markRead(db, { id: c.id, side: 'member', upTo: row.id });
  const message = view(row, new Map());
  push(live, { merchantId, memberId, event: { type: 'message', conversationId: c.id, message } });
  return message;
}

/** Moves a side's read mark and tells the other side; answers what is still unread for the reader. */
export async function markRead(
  { db, live }: ChatDeps,
  {
    merchantId,
    conversationId,
    side,
    upTo,
  }: { merchantId: number; conversationId: number; side: 'member' | 'staff'; upTo: number },
) {
  const c = await chatRepo.byId(db, { merchantId, id: conversationId });
  if (!c) throw new AppError('chat.not.found');
  await chatRepo.markRead(db, { id: c.id, side, upTo });
  const after = Math.max(upTo, Number(side === 'member' ? c.member_read_id : c.staff_read_id));
  push(live, {
    merchantId,
    memberId: c.member_id,
    event: { type: 'read', conversationId: c.id, sender: side, upTo: after },
  });
  const from = side === 'member' ? 'staff' : 'member';
  return { unReadCount: await chatRepo.unread(db, { conversationId: c.id, from, after }) };
}

/** A brand's conversations for the console, newest first. */
export async function queueOf(
  db: Kysely<Database>,
  { merchantId, status, id }: { merchantId: number; status?: QueueItem['status'] | undefined; id?: number },
): Promise<QueueItem[]> {
  const rows = await chatRepo.queue(db, { merchantId, status, id });
  const [members, staff] = await Promise.all([
    membersRepo.usernames(
      db,
      rows.map((r) => r.member_id),
    ),
    staffNames(
      db,
      rows.flatMap((r) => (r.staff_id === null ? [] : [r.staff_id])),
    ),
  ]);
  return rows.map((r) => ({
    id: r.id,
    status: r.status,
    account: members.get(r.member_id) ?? '',
    staffName: r.staff_id === null ? null : (staff.get(r.staff_id) ?? null),
    lastAt: Number(r.last_at),
    lastBody: r.last_body ?? '',
    unread: Number(r.unread),
  }));
}

/** One conversation as a queue item, for the answers of take and close. */
export async function itemOf(db: Kysely<Database>, { merchantId, id }: { merchantId: number; id: number }) {
  const [found] = await queueOf(db, { merchantId, id });
  if (!found) throw new AppError('chat.not.found');
  return found;
}

/** Takes a conversation for a staff member (another's is `chat.taken`); answers its row. */
async function takeRow({ db, live }: ChatDeps, { staff, id }: { staff: SignedStaff; id: number }) {
  const c = await chatRepo.byId(db, { merchantId: staff.merchantId, id });
  if (!c) throw new AppError('chat.not.found');
  if (!(await chatRepo.take(db, { id, staffId: staff.id }))) throw new AppError('chat.taken');
  push(live, {
    merchantId: staff.merchantId,
    memberId: c.member_id,
    event: { type: 'queue', conversationId: id },
  });
  return c;
}

/** Takes a conversation for a staff member; another's conversation is `chat.taken`. */
export async function take(deps: ChatDeps, { staff, id }: { staff: SignedStaff; id: number }) {
  await takeRow(deps, { staff, id });
  return itemOf(deps.db, { merchantId: staff.merchantId, id });
}

/** A staff answer: the conversation is taken by the one who answers (unless another holds it). */
export async function staffReply(
  deps: ChatDeps,
  { staff, id, sent }: { staff: SignedStaff; id: number; sent: Sent },
): Promise<ChatMessage> {
  const { db, live } = deps;
  const c = await takeRow(deps, { staff, id });
  const now = Date.now();
  const row = await chatRepo.insertMessage(db, {
    conversationId: id,
    sender: 'staff',
    staffId: staff.id,
    body: sent.body,
    image: sent.image ?? null,
    clientId: sent.clientId,
    now,
  });
  await chatRepo.bumpTime(db, { id, now });
  await chatRepo.markRead(db, { id, side: 'staff', upTo: row.id });
  const message = view(row, new Map([[staff.id, staff.username]]));
  // answering reads what the member wrote: the member's page shows its messages seen
  push(live, {
    merchantId: staff.merchantId,
    memberId: c.member_id,
    event: { type: 'read', conversationId: id, sender: 'staff', upTo: row.id },
  });
  push(live, {
    merchantId: staff.merchantId,
    memberId: c.member_id,
    event: { type: 'message', conversationId: id, message },
  });
  return message;
}

/** Closes a conversation; the member's next message brings it back to the queue. */
export async function close(deps: ChatDeps, { staff, id }: { staff: SignedStaff; id: number }) {
  const c = await chatRepo.byId(deps.db, { merchantId: staff.merchantId, id });
  if (!c) throw new AppError('chat.not.found');
  if (c.status === 'taken' && c.staff_id !== staff.id && staff.role !== 'admin')
    throw new AppError('chat.taken');
  await chatRepo.setStatus(deps.db, { id, status: 'closed' });
  push(deps.live, {
    merchantId: staff.merchantId,
    memberId: c.member_id,
    event: { type: 'queue', conversationId: id },
  });
  return itemOf(deps.db, { merchantId: staff.merchantId, id });
}
