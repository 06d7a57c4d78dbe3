import { z } from 'zod';
import { HELP_QUERY_MAX, HELP_TOPIC_PATTERN } from './rules.ts';

/** `GET /wps/system/helpCenter`: the whole centre, one topic (`topic`) or the articles matching `q`. */
export const zHelpCentreQuery = z.strictObject({
  q: z.string().trim().max(HELP_QUERY_MAX).optional(),
  topic: z.string().regex(HELP_TOPIC_PATTERN).optional(),
});

export const zHelpCategory = z.object({
  code: z.string(),
  title: z.string(),
  /** Its articles in the answer's language (all of them, whatever `q` or `topic` picked). */
  count: z.number().int(),
});

export const zHelpArticle = z.object({
  code: z.string(),
  /** The code of its category. */
  category: z.string(),
  title: z.string(),
  /** HTML written by the brand's operators. */
  body: z.string(),
  updatedAt: z.number().int(),
});
export type HelpArticle = z.infer<typeof zHelpArticle>;

export const zHelpCentreValue = z.object({
  /** The language the articles are in: the asked one, else the brand's default, else EN. */
  language: z.string(),
  categories: z.array(zHelpCategory),
  /** In category order, then the article's; with `q`, only the matches, title matches first. */
  articles: z.array(zHelpArticle),
  /** The asked topic when it names a category or an article; null otherwise (an unknown one too). */
  topic: z.string().nullable(),
  q: z.string().nullable(),
});
export type HelpCentreValue = z.infer<typeof zHelpCentreValue>;
