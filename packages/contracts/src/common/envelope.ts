import { z } from 'zod';

/** Success envelope every endpoint answers with: `{ success: true, value }`. */
export const okEnvelope = <T extends z.ZodType>(value: T) => z.object({ success: z.literal(true), value });

/** Failure envelope: `code` is a stable translation key, `message` its text in the request language. */
export const errorEnvelope = z.object({
  success: z.literal(false),
  code: z.string(),
  errorCode: z.string(),
  message: z.string(),
  details: z.array(z.object({ path: z.string(), code: z.string(), message: z.string() })).optional(),
  /**
   * Extra facts a failure carries: a failed login says whether the captcha is now required; a
   * withdrawal refused for a bonus being wagered, how far its wagering is.
   */
  value: z
    .object({
      captcha: z.boolean().optional(),
      retryAfterSeconds: z.number().int().optional(),
      wagering: z.object({ required: z.string(), done: z.string() }).optional(),
    })
    .optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

export type Envelope<T> = { success: true; value: T } | ErrorEnvelope;

/** The largest row id a request may name: ids are 32-bit integers in the database. */
export const MAX_ID = 2_147_483_647;
