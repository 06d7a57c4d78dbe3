// The help module's tables (migration 032): help centre, official contacts, feedback.
import type { BrandOwned, Flag } from './common.ts';

export type HelpCategoriesTable = BrandOwned & {
  /** The topic of deep links (`/helpmc?topic=deposits`). */
  code: string;
  /** JSON object: language code -> title. */
  title: string;
  sort: number;
  enabled: Flag;
};

/** One row per article and language. */
export type HelpArticlesTable = BrandOwned & {
  category: string;
  code: string;
  lang: string;
  title: string;
  /** HTML written by the brand's operators. */
  body: string;
  /** Title and body as lower-case plain text, what the search reads. */
  search_text: string;
  sort: number;
  enabled: Flag;
  updated_at: number | string;
};

export type OfficialContactsTable = BrandOwned & {
  kind: 'phone' | 'whatsapp' | 'zalo' | 'telegram';
  /** Normalised: digits with the country code, or a Telegram name in lower case without @. */
  handle: string;
  label: string;
  created_at: number | string;
};

export type FeedbackTable = BrandOwned & {
  member_id: number;
  category: string;
  content: string;
  /** JSON array of stored image file names (under uploads/feedback). */
  images: string;
  status: 'open' | 'replied';
  reply: string | null;
  created_at: number | string;
  replied_at: number | string | null;
};
