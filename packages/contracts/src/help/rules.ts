/**
 * Limits of the help centre, Verify Representative and feedback that the web checks before it
 * sends (schema-free: the web reads them on any page without loading zod).
 */
export const HELP_QUERY_MAX = 80;
/** A topic of a deep link: a category's or an article's code. */
export const HELP_TOPIC_PATTERN = /^[a-z0-9-]{1,40}$/;

/** The kinds of contact handle a visitor can check. */
export const CONTACT_KINDS = ['phone', 'whatsapp', 'zalo', 'telegram'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];
export const CONTACT_HANDLE_MAX = 64;

/** Feedback (FEEDBACK3): at most 140 characters within the brand's word bounds, up to 3 images. */
export const FEEDBACK_CATEGORIES = [
  'suggestion',
  'problem',
  'deposit',
  'withdrawal',
  'games',
  'other',
] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];
export const FEEDBACK_MAX_CHARS = 140;
export const FEEDBACK_MAX_FILES = 3;
export const FEEDBACK_MAX_BYTES = 5 * 1024 * 1024;

/** Words as the feedback bounds count them: runs of non-space characters. */
export const wordCount = (text: string): number => text.trim().split(/\s+/u).filter(Boolean).length;
