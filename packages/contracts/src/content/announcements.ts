import { z } from 'zod';

export { LINKAGE } from './linkage.ts';

export const zBanner = z.object({
  bannerId: z.number().int(),
  groupName: z.string(),
  title: z.string(),
  url: z.string(),
  linkageType: z.number().int().min(0).max(4),
  linkageValue: z.string(),
});
export type Banner = z.infer<typeof zBanner>;

export const zAnnouncement = z.object({
  id: z.number().int(),
  type: z.enum(['PL', 'PU', 'PR', 'H']),
  title: z.string(),
  content: z.string(),
  timestamp: z.number().int(),
  announcementImages: z.array(z.string()),
});
export type Announcement = z.infer<typeof zAnnouncement>;

/** Query of MCSFE_getListAnnouncements: types comma-separated, platform W, execution B. */
export const zAnnouncementsQuery = z.strictObject({
  types: z.string().regex(/^(B|PL|PU|PR|H)(,(B|PL|PU|PR|H))*$/),
  platform: z.literal('W').default('W'),
  execution: z.literal('B').default('B'),
  groupName: z.string().max(40).optional(),
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(9),
});

export const zAnnouncementsValue = z.object({
  banners: z.array(zBanner),
  list: z.array(zAnnouncement),
  popup: z.array(zAnnouncement),
  totalPages: z.number().int(),
});

export type AnnouncementsValue = z.infer<typeof zAnnouncementsValue>;
