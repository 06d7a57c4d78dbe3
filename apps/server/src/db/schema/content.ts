// A brand's banners and announcements.
import type { Generated } from 'kysely';
import type { BrandOwned, Flag } from './common.ts';

export type BannersTable = BrandOwned & {
  group_name: string;
  /** JSON object: language code -> title (also the image's alt text). */
  title: string;
  image_url: string;
  linkage_type: number;
  linkage_value: string;
  sort: number;
  enabled: Flag;
};

/**
 * Who an announcement is for (migration 022): `all`, everyone, on the site's public list and
 * pop-ups; `agents`, only the agent centre's announcements page.
 */
export type AnnouncementAudience = 'all' | 'agents';

export type AnnouncementsTable = BrandOwned & {
  type: 'PL' | 'PU' | 'PR' | 'H';
  /** JSON objects: language code -> text (content is HTML). */
  title: string;
  content: string;
  images: string;
  popup: Flag;
  published_at: number | string;
  enabled: Flag;
  /** `all` unless written otherwise. */
  audience: Generated<AnnouncementAudience>;
};
