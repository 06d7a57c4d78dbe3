// A member's messages (INBOX3): the list, one message, read marks and deletion, only ever over the
// messages the member sees (its own, and its brand's broadcasts it is in).
import type { Kysely } from 'kysely';
import type { MarkReadBody, Message, MessagesChanged, MessagesValue } from '@lotto/contracts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { moduleOn, type Brand } from '../brand/index.ts';
import { readerOf } from './reader.ts';
import { countsOf, messagesPage, setMark, visibleIds, visibleMessage } from './repo.ts';
import { messageView } from './views.ts';

type Db = Kysely<Database>;
type Q = { brand: Brand; memberId: number; now: number };

/** Refuses every message call while the brand's messages (INBOX3) are off. */
export function requireInbox(brand: Brand) {
  if (!moduleOn(brand, 'INBOX3')) throw new AppError('function.not.available');
}

/** A page of the member's messages, newest first, with the unread count of all of them. */
export async function listMessages(
  db: Db,
  q: Q & { lang: string; pageNo: number; pageSize: number },
): Promise<MessagesValue> {
  requireInbox(q.brand);
  const who = await readerOf(db, q);
  const [rows, counts] = await Promise.all([
    messagesPage(db, { who, limit: q.pageSize, offset: (q.pageNo - 1) * q.pageSize }),
    countsOf(db, who),
  ]);
  return {
    list: rows.map((r) => messageView(r, q.lang)),
    pageNo: q.pageNo,
    totalPages: Math.ceil(counts.total / q.pageSize),
    totalCount: counts.total,
    unread: counts.unread,
  };
}

/** One message of the member, marked read by opening it; another's or a deleted one is not found. */
export async function openMessage(db: Db, q: Q & { lang: string; id: number }): Promise<Message> {
  requireInbox(q.brand);
  const who = await readerOf(db, q);
  const row = await visibleMessage(db, { who, id: q.id });
  if (!row) throw new AppError('inbox.message.not.found');
  if (row.read_at === null) await setMark(db, { who, ids: [row.id], mark: 'read_at', now: q.now });
  return messageView({ ...row, read_at: row.read_at ?? q.now }, q.lang);
}

/** Marks read the messages named (those the member sees; others are ignored), or all of them. */
export async function markRead(db: Db, q: Q & { body: MarkReadBody }): Promise<MessagesChanged> {
  requireInbox(q.brand);
  const who = await readerOf(db, q);
  const ids = await visibleIds(db, { who, ids: 'ids' in q.body ? q.body.ids : undefined, unreadOnly: true });
  await setMark(db, { who, ids, mark: 'read_at', now: q.now });
  return { changed: ids.length, unread: (await countsOf(db, who)).unread };
}

/** Deletes messages for the member only: a broadcast stays for everyone else. */
export async function deleteMessages(db: Db, q: Q & { ids: readonly number[] }): Promise<MessagesChanged> {
  requireInbox(q.brand);
  const who = await readerOf(db, q);
  const ids = await visibleIds(db, { who, ids: q.ids, unreadOnly: false });
  if (ids.length === 0) throw new AppError('inbox.message.not.found');
  await setMark(db, { who, ids, mark: 'deleted_at', now: q.now });
  return { changed: ids.length, unread: (await countsOf(db, who)).unread };
}

/** The member's unread messages; null while the brand's messages (INBOX3) are off. */
export async function unreadOf(db: Db, q: Q): Promise<number | null> {
  if (!moduleOn(q.brand, 'INBOX3')) return null;
  return (await countsOf(db, await readerOf(db, q))).unread;
}
