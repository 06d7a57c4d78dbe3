// Members' feedback (FEEDBACK3): a category, at most 140 characters within the brand's word
// bounds and up to 3 images; the member lists its own; the operator replies and the reply reaches
// the member as a platform message.
import type { Kysely } from 'kysely';
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_MAX_BYTES,
  FEEDBACK_MAX_CHARS,
  FEEDBACK_MAX_FILES,
  wordCount,
  zFeedbackFields,
  type Feedback,
  type FeedbackListValue,
} from '@lotto/contracts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { Upload } from '../../lib/uploads.ts';
import { moduleOn, type Brand } from '../brand/index.ts';
import * as repo from './feedback-repo.ts';

type Db = Kysely<Database>;

/** Tells the member a reply came (the inbox's, handed in by the app and the CLI). */
export type FeedbackReplied = (r: {
  merchantId: number;
  memberId: number;
  feedbackId: number;
  reply: string;
}) => Promise<void>;

export function requireFeedback(brand: Brand) {
  if (!moduleOn(brand, 'FEEDBACK3')) throw new AppError('function.not.available');
}

export const feedbackRules = (brand: Brand): FeedbackListValue['rules'] => ({
  ...brand.settings.feedback,
  maxChars: FEEDBACK_MAX_CHARS,
  maxImages: FEEDBACK_MAX_FILES,
  maxImageBytes: FEEDBACK_MAX_BYTES,
  categories: [...FEEDBACK_CATEGORIES],
});

export const feedbackView = (r: repo.FeedbackRow): Feedback => ({
  id: r.id,
  category: r.category as Feedback['category'],
  content: r.content,
  images: (JSON.parse(r.images) as string[]).length,
  status: r.status,
  reply: r.reply,
  createdAt: Number(r.created_at),
  repliedAt: r.replied_at === null ? null : Number(r.replied_at),
});

/** The form's fields checked: the schema's (category, 1 to 140 characters), then the brand's word bounds. */
export function checkedFields(brand: Brand, fields: Record<string, string>) {
  const parsed = zFeedbackFields.safeParse({
    category: fields['category'],
    content: fields['content'] ?? '',
  });
  if (!parsed.success)
    throw new AppError('request.invalid', {
      details: parsed.error.issues.map((i) => ({ path: i.path.join('.'), code: i.code, message: i.message })),
    });
  const { minWords, maxWords } = brand.settings.feedback;
  const words = wordCount(parsed.data.content);
  if (words < minWords || words > maxWords) throw new AppError('feedback.words');
  return parsed.data;
}

/** Stores a member's feedback; the images are written only once the text passed. */
export async function sendFeedback(
  db: Db,
  q: {
    brand: Brand;
    memberId: number;
    fields: Record<string, string>;
    images: (files: Upload[]) => Promise<string[]>;
    files: Upload[];
    now: number;
  },
): Promise<Feedback> {
  requireFeedback(q.brand);
  const { category, content } = checkedFields(q.brand, q.fields);
  const images = q.files.length ? await q.images(q.files) : [];
  const row = await repo.insertFeedback(db, {
    merchantId: q.brand.id,
    memberId: q.memberId,
    category,
    content,
    images,
    now: q.now,
  });
  return feedbackView(row);
}

export async function myFeedback(db: Db, q: { brand: Brand; memberId: number }): Promise<FeedbackListValue> {
  requireFeedback(q.brand);
  const rows = await repo.feedbackOfMember(db, { merchantId: q.brand.id, memberId: q.memberId, limit: 50 });
  return { list: rows.map(feedbackView), rules: feedbackRules(q.brand) };
}

/** The operator's queue: open (or replied) feedback, oldest first, with the stored image names. */
export const feedbackQueue = (db: Db, q: { brand: Brand; status: 'open' | 'replied'; limit: number }) =>
  repo.feedbackIn(db, { merchantId: q.brand.id, status: q.status, limit: q.limit });

/**
 * The operator's reply: stored on the feedback, then sent to the member as a platform message
 * (`inbox.feedbackReplied`). A message is not the reply: one that fails leaves the reply stored
 * and is reported to the caller.
 */
export async function replyToFeedback(
  deps: { db: Db; feedbackReplied?: FeedbackReplied | undefined },
  q: { brand: Brand; id: number; reply: string; now: number },
): Promise<Feedback> {
  const found = await repo.feedbackById(deps.db, { merchantId: q.brand.id, id: q.id });
  if (!found) throw new AppError('feedback.not.found');
  await repo.setReply(deps.db, { merchantId: q.brand.id, id: q.id, reply: q.reply, now: q.now });
  await deps.feedbackReplied?.({
    merchantId: q.brand.id,
    memberId: found.member_id,
    feedbackId: found.id,
    reply: q.reply,
  });
  return feedbackView({ ...found, status: 'replied', reply: q.reply, replied_at: q.now });
}
