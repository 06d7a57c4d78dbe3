import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AnnouncementAudience } from '../../db/schema/content.ts';

export const listBanners = (
  db: Kysely<Database>,
  { merchantId, group }: { merchantId: number; group: string | undefined },
) => {
  let q = db
    .selectFrom('banners')
    .select(['id', 'group_name', 'title', 'image_url', 'linkage_type', 'linkage_value'])
    .where('merchant_id', '=', merchantId)
    .where('enabled', '=', 1);
  if (group) q = q.where('group_name', '=', group);
  return q.orderBy('group_name').orderBy('sort').orderBy('id').execute();
};

/**
 * A brand's enabled announcements for one audience (`AnnouncementAudience`), of some
 * types, or of every type when `types` is absent.
 */
type Notices = { merchantId: number; audience: AnnouncementAudience; types?: string[] };

const notices = (db: Kysely<Database>, { merchantId, audience, types }: Notices) => {
  let q = db
    .selectFrom('announcements')
    .where('merchant_id', '=', merchantId)
    .where('enabled', '=', 1)
    .where('audience', '=', audience);
  if (types) q = q.where('type', 'in', types as ('PL' | 'PU' | 'PR' | 'H')[]);
  return q;
};

/** A page of them, newest first. */
export const listAnnouncements = (
  db: Kysely<Database>,
  { page, ...n }: Notices & { page: { offset: number; limit: number } },
) =>
  notices(db, n)
    .selectAll()
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();

export const countAnnouncements = async (db: Kysely<Database>, n: Notices) => {
  const row = await notices(db, n)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
};

/**
 * The public site's pop-ups among some types: flagged announcements for everyone, never an
 * agents-only one, newest first.
 */
export const listPopups = (
  db: Kysely<Database>,
  { merchantId, types }: { merchantId: number; types: string[] },
) =>
  notices(db, { merchantId, audience: 'all', types })
    .selectAll()
    .where('popup', '=', 1)
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(5)
    .execute();
