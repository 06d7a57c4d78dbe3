import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

export const insertFeedback = async (
  db: Db,
  f: {
    merchantId: number;
    memberId: number;
    category: string;
    content: string;
    images: string[];
    now: number;
  },
) =>
  await db
    .insertInto('feedback')
    .values({
      merchant_id: f.merchantId,
      member_id: f.memberId,
      category: f.category,
      content: f.content,
      images: JSON.stringify(f.images),
      status: 'open',
      reply: null,
      created_at: f.now,
      replied_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();

export type FeedbackRow = Awaited<ReturnType<typeof insertFeedback>>;

/** A member's feedback, newest first. */
export const feedbackOfMember = (db: Db, q: { merchantId: number; memberId: number; limit: number }) =>
  db
    .selectFrom('feedback')
    .selectAll()
    .where('merchant_id', '=', q.merchantId)
    .where('member_id', '=', q.memberId)
    .orderBy('id', 'desc')
    .limit(q.limit)
    .execute();

/** The brand's feedback in a status, oldest first (the operator's queue). */
export const feedbackIn = (db: Db, q: { merchantId: number; status: 'open' | 'replied'; limit: number }) =>
  db
    .selectFrom('feedback')
    .selectAll()
    .where('merchant_id', '=', q.merchantId)
    .where('status', '=', q.status)
    .orderBy('id')
    .limit(q.limit)
    .execute();

export const feedbackById = (db: Db, q: { merchantId: number; id: number }) =>
  db
    .selectFrom('feedback')
    .selectAll()
    .where('merchant_id', '=', q.merchantId)
    .where('id', '=', q.id)
    .executeTakeFirst();

/** Writes the reply (a second reply replaces the first). */
export const setReply = (db: Db, q: { merchantId: number; id: number; reply: string; now: number }) =>
  db
    .updateTable('feedback')
    .set({ status: 'replied', reply: q.reply, replied_at: q.now })
    .where('merchant_id', '=', q.merchantId)
    .where('id', '=', q.id)
    .execute();
