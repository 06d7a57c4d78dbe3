import { AppError } from '../lib/errors.ts';
import { feedbackQueue, replyToFeedback } from '../modules/help/index.ts';
import { createInbox } from '../modules/inbox/index.ts';
import { brandOf, limitOf, statusOf, type Command } from './context.ts';
import { printable } from './printable.ts';

const invalid = (message: string) => new AppError('request.invalid', { message });
const REPLY_MAX = 500;

/**
 * Members' feedback (FEEDBACK3): `feedback list [--status open|replied] [--limit N]` (open ones by
 * default, oldest first, with the stored image files); `feedback reply ID --message TEXT` answers
 * one, and the member finds the answer in its platform messages.
 */
export const feedback: Command = async (ctx, [sub, idArg]) => {
  const { brand } = await brandOf(ctx);
  if (sub === 'list') {
    const status = statusOf(ctx.values, ['open', 'replied'] as const) ?? 'open';
    const rows = await feedbackQueue(ctx.db.kysely, { brand, status, limit: limitOf(ctx.values) });
    for (const f of rows) {
      const images = JSON.parse(f.images) as string[];
      const files = images.length ? ` images: ${images.map((n) => `uploads/feedback/${n}`).join(', ')}` : '';
      console.log(
        `#${f.id} member ${f.member_id} ${f.category} ${f.status}: ${printable(f.content)}${files}`,
      );
      if (f.reply) console.log(`  reply: ${printable(f.reply)}`);
    }
    if (rows.length === 0) console.log(`no ${status} feedback for ${ctx.merchant}`);
    return;
  }
  if (sub !== 'reply') throw invalid('feedback list|reply');
  const id = Number(idArg);
  if (!Number.isInteger(id) || id <= 0) throw invalid('feedback reply ID --message TEXT');
  const reply = (ctx.values.message ?? '').trim();
  if (!reply || reply.length > REPLY_MAX)
    throw invalid(`--message is required (at most ${REPLY_MAX} characters): the member reads it`);
  const inbox = createInbox({ db: ctx.db.kysely });
  await replyToFeedback(
    {
      db: ctx.db.kysely,
      feedbackReplied: (r) =>
        inbox.send({
          ...r,
          template: 'inbox.feedbackReplied',
          params: { feedbackId: r.feedbackId, reply: r.reply },
        }),
    },
    { brand, id, reply, now: Date.now() },
  );
  console.log(`feedback #${id} replied; the member has a platform message`);
};
