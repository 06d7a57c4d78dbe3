import { z } from 'zod';
import { MAX_ID } from '../common/envelope.ts';

/** Live chat (CBS3) and the support console, decision 033. */
export const CHAT_BODY_MAX = 1000;
export const CHAT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const CHAT_HISTORY_PAGE = 50;
export const CHAT_DEFAULT_HEADER = '#262743';
export const STAFF_ROLES = ['admin', 'support'] as const;
export const CHAT_STATUSES = ['waiting', 'taken', 'closed'] as const;

const zClientId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);
const zImagePath = z.string().regex(/^\/wps\/chat\/images\/[a-f0-9]{32}\.(png|jpg)$/);
export const zChatImageParams = z.object({ name: z.string().regex(/^[a-f0-9]{32}\.(png|jpg)$/) });
const zColour = z.string().regex(/^#[0-9a-fA-F]{6}$/);

export const zChatMessage = z.object({
  id: z.number().int(),
  sender: z.enum(['member', 'staff']),
  /** The staff member's name as the member sees it (its username); null for the member's own. */
  staffName: z.string().nullable(),
  body: z.string(),
  image: z.string().nullable(),
  clientId: z.string(),
  createdAt: z.number().int(),
});
export type ChatMessage = z.infer<typeof zChatMessage>;

export const zChatUrlQuery = z.object({
  b2c: z.coerce.number().int().min(0).max(1).default(1),
  title: z.string().max(60).optional(),
  language: z.string().max(8).optional(),
  headerColor: zColour.optional(),
});
export const zChatUrlValue = z.object({ chatUrl: z.string(), unReadCount: z.number().int() });
export const zChatUnreadValue = z.object({ unReadCount: z.number().int() });

export const zChatHistoryQuery = z.object({ before: z.coerce.number().int().min(1).max(MAX_ID).optional() });
export const zChatHistoryValue = z.object({
  messages: z.array(zChatMessage),
  /** More older messages than this page. */
  more: z.boolean(),
  /** The last message id the other side has read (read marks). */
  otherReadId: z.number().int(),
  unReadCount: z.number().int(),
});
export type ChatHistoryValue = z.infer<typeof zChatHistoryValue>;

export const zChatSendBody = z
  .object({
    clientId: zClientId,
    body: z.string().trim().max(CHAT_BODY_MAX).default(''),
    image: zImagePath.optional(),
  })
  .refine((b) => b.body.length > 0 || b.image !== undefined, {
    message: 'chat.message.empty',
    path: ['body'],
  });
export type ChatSendBody = z.input<typeof zChatSendBody>;

export const zChatReadBody = z.object({ upTo: z.number().int().min(0).max(MAX_ID) });
export const zChatImageValue = z.object({ image: zImagePath });

/** What the sockets push: a message, the other side typing, or the other side's read mark. */
export type ChatPush =
  | { type: 'message'; conversationId: number; message: ChatMessage }
  | { type: 'typing'; conversationId: number; sender: 'member' | 'staff' }
  | { type: 'read'; conversationId: number; sender: 'member' | 'staff'; upTo: number }
  | { type: 'queue'; conversationId: number };
/** What a socket may send: typing only; messages and read marks go over HTTP (validated, idempotent). */
export const zChatSocketIn = z.object({
  type: z.literal('typing'),
  conversationId: z.number().int().optional(),
});

export const zStaffSignInBody = z.object({
  username: z.string().trim().min(3).max(40),
  password: z.string().min(8).max(128),
  code: z.string().regex(/^\d{6}$/),
});
export const zStaff = z.object({ id: z.number().int(), username: z.string(), role: z.enum(STAFF_ROLES) });
export type Staff = z.infer<typeof zStaff>;
export const zStaffSignInValue = z.object({ token: z.string(), staff: zStaff });

export const zChatIdParams = z.object({ id: z.coerce.number().int().min(1).max(MAX_ID) });
export const zQueueQuery = z.object({ status: z.enum(CHAT_STATUSES).optional() });
export const zQueueItem = z.object({
  id: z.number().int(),
  status: z.enum(CHAT_STATUSES),
  account: z.string(),
  staffName: z.string().nullable(),
  lastAt: z.number().int(),
  lastBody: z.string(),
  unread: z.number().int(),
});
export const zQueueValue = z.object({ conversations: z.array(zQueueItem) });
export type QueueItem = z.infer<typeof zQueueItem>;

/** What a support agent sees of the member beside the conversation. */
export const zMemberSummary = z.object({
  account: z.string(),
  vipLevel: z.number().int(),
  balance: z.string(),
  currency: z.string(),
  lastDeposits: z.array(z.object({ amount: z.string(), at: z.number().int() })),
  joinedAt: z.number().int(),
});
export const zThreadValue = zChatHistoryValue.extend({
  conversation: zQueueItem,
  member: zMemberSummary,
});
export type ThreadValue = z.infer<typeof zThreadValue>;

/**
 * A customer-service entry: type 1 an address opened as it is, 2 the site's chat room, 3 an address
 * sealed with the 8-character key that ends `path` (AES-256-GCM, key = SHA-256 of those 8 characters).
 */
export const zServiceValue = z.object({
  csType: z.enum(['VIP', 'LIVECHAT']),
  version: z.object({
    pathList: z.array(
      z.object({ type: z.union([z.literal(1), z.literal(2), z.literal(3)]), path: z.string() }),
    ),
  }),
});
export type ServiceValue = z.infer<typeof zServiceValue>;

/** A platform message sent from the console: one member by account (any staff), or a brand, VIP-level or team broadcast (admin). */
export const zStaffMessageBody = z
  .discriminatedUnion('to', [
    z.object({ to: z.literal('member'), account: z.string().trim().min(1).max(40) }),
    z.object({ to: z.literal('brand') }),
    z.object({ to: z.literal('vip'), minLevel: z.number().int().min(0).max(50) }),
    z.object({ to: z.literal('team'), account: z.string().trim().min(1).max(40) }),
  ])
  .and(z.object({ title: z.string().trim().min(1).max(100), body: z.string().trim().min(1).max(2000) }));
export type StaffMessageBody = z.input<typeof zStaffMessageBody>;
