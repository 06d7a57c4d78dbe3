import { z } from 'zod';
import { MAX_ID } from '../common/envelope.ts';

/** Platform messages (INBOX3): what the system writes from a template and what an operator writes. */
export const MESSAGE_KINDS = ['system', 'operator'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
/** Who a message is for: one member, the whole brand, members at or above a VIP level, an agent's team. */
export const MESSAGE_AUDIENCES = ['member', 'brand', 'vip', 'team'] as const;
export type MessageAudience = (typeof MESSAGE_AUDIENCES)[number];

export const MESSAGE_TITLE_MAX = 100;
export const MESSAGE_BODY_MAX = 2000;
/** The most messages one read or delete call names. */
export const MESSAGE_IDS_MAX = 100;

/** A message as the member reads it: system messages already rendered in the request's language. */
export const zMessage = z.object({
  id: z.number().int(),
  kind: z.enum(MESSAGE_KINDS),
  title: z.string(),
  /** Plain text (no HTML); line breaks are the writer's. */
  body: z.string(),
  /** A system message's template key (`inbox.depositCredited`...) and its values; null for operator messages. */
  template: z.string().nullable(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  createdAt: z.number().int(),
  read: z.boolean(),
});
export type Message = z.infer<typeof zMessage>;

export const zMessagesQuery = z.strictObject({
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export const zMessagesValue = z.object({
  list: z.array(zMessage),
  pageNo: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
  /** Unread messages of the member in all pages. */
  unread: z.number().int(),
});
export type MessagesValue = z.infer<typeof zMessagesValue>;

export const zMessageParams = z.strictObject({ id: z.coerce.number().int().positive().max(MAX_ID) });

const zIds = z.array(z.number().int().positive().max(MAX_ID)).min(1).max(MESSAGE_IDS_MAX);
/** Marks read the messages named, or every message of the member (`all: true`). */
export const zMarkReadBody = z.union([
  z.strictObject({ ids: zIds }),
  z.strictObject({ all: z.literal(true) }),
]);
export type MarkReadBody = z.infer<typeof zMarkReadBody>;
/** Deletes the messages named for the member only (a broadcast stays for the others). */
export const zDeleteMessagesBody = z.strictObject({ ids: zIds });
/** What a read or delete call changed, and the unread count after it. */
export const zMessagesChanged = z.object({ changed: z.number().int(), unread: z.number().int() });
export type MessagesChanged = z.infer<typeof zMessagesChanged>;
/** `{ "value": 1 }`, as existing clients read unread counts. */
export const zUnreadValue = z.number().int();

/** An operator's message as it is written (CLI, support console): a title and an HTML-free text. */
export const zOperatorMessage = z.strictObject({
  title: z.string().trim().min(1).max(MESSAGE_TITLE_MAX),
  body: z
    .string()
    .trim()
    .min(1)
    .max(MESSAGE_BODY_MAX)
    .refine((s) => !/<\/?[a-z!][^>]*>/i.test(s), { message: 'plain text only: no HTML tags' }),
});
export type OperatorMessageInput = z.infer<typeof zOperatorMessage>;
