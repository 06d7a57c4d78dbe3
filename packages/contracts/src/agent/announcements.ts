import { z } from 'zod';
import { zAnnouncement } from '../content/announcements.ts';

/** GET /wps/agent/announcements: the brand's announcements for agents, newest first, paged. */
export const zAgentAnnouncementsQuery = z.strictObject({
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export type AgentAnnouncementsQuery = z.input<typeof zAgentAnnouncementsQuery>;

/** Each in the shape of the public announcements list (content is the operator's HTML). */
export const zAgentAnnouncementsValue = z.object({
  list: z.array(zAnnouncement),
  pageNo: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
});
export type AgentAnnouncementsValue = z.infer<typeof zAgentAnnouncementsValue>;
