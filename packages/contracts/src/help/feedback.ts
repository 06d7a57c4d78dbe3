import { z } from 'zod';
import { FEEDBACK_CATEGORIES, FEEDBACK_MAX_BYTES, FEEDBACK_MAX_CHARS, FEEDBACK_MAX_FILES } from './rules.ts';

/** The text fields of `PUT /wps/feedback` (multipart/form-data; images are the files). */
export const zFeedbackFields = z.strictObject({
  category: z.enum(FEEDBACK_CATEGORIES),
  content: z.string().trim().min(1).max(FEEDBACK_MAX_CHARS),
});

export const zFeedback = z.object({
  id: z.number().int(),
  category: z.enum(FEEDBACK_CATEGORIES),
  content: z.string(),
  /** How many images came with it. */
  images: z.number().int(),
  status: z.enum(['open', 'replied']),
  reply: z.string().nullable(),
  createdAt: z.number().int(),
  repliedAt: z.number().int().nullable(),
});
export type Feedback = z.infer<typeof zFeedback>;

/** The member's feedback, newest first, and the rules the form follows. */
export const zFeedbackListValue = z.object({
  list: z.array(zFeedback),
  rules: z.object({
    minWords: z.number().int(),
    maxWords: z.number().int(),
    maxChars: z.literal(FEEDBACK_MAX_CHARS),
    maxImages: z.literal(FEEDBACK_MAX_FILES),
    maxImageBytes: z.literal(FEEDBACK_MAX_BYTES),
    categories: z.array(z.enum(FEEDBACK_CATEGORIES)),
  }),
});
export type FeedbackListValue = z.infer<typeof zFeedbackListValue>;
