// A brand's banners and announcements.
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

export type AnnouncementsTable = BrandOwned & {
  type: 'PL' | 'PU' | 'PR' | 'H';
  /** JSON objects: language code -> text (content is HTML). */
  title: string;
  content: string;
  images: string;
  popup: Flag;
  published_at: number | string;
  enabled: Flag;
};
