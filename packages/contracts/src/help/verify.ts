import { z } from 'zod';
import { CONTACT_HANDLE_MAX, CONTACT_KINDS } from './rules.ts';

/** `POST /wps/system/verifyRepresentative`: is this handle one of the brand's official staff? */
export const zVerifyRepresentativeBody = z.strictObject({
  kind: z.enum(CONTACT_KINDS),
  handle: z.string().trim().min(1).max(CONTACT_HANDLE_MAX),
});

export const zVerifyRepresentativeValue = z.object({
  /** The handle as compared: Telegram names lower case without @, numbers as digits with the country code. */
  handle: z.string(),
  official: z.boolean(),
  /**
   * Where the brand uses it (a number may be its WhatsApp and its Zalo), with the staff's label.
   * Empty when it is not the brand's.
   */
  matches: z.array(z.object({ kind: z.enum(CONTACT_KINDS), label: z.string() })),
});
export type VerifyRepresentativeValue = z.infer<typeof zVerifyRepresentativeValue>;
