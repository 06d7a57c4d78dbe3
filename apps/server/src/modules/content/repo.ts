import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

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

/** A brand's announcements of some types. */
type Notices = { merchantId: number; types: string[] };

export const listAnnouncements = (
  db: Kysely<Database>,
  { merchantId, types, page }: Notices & { page: { offset: number; limit: number } },
) =>
  db
    .selectFrom('announcements')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('enabled', '=', 1)
    .where('type', 'in', types as ('PL' | 'PU' | 'PR' | 'H')[])
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();

export const countAnnouncements = async (db: Kysely<Database>, { merchantId, types }: Notices) => {
  const row = await db
    .selectFrom('announcements')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('merchant_id', '=', merchantId)
    .where('enabled', '=', 1)
    .where('type', 'in', types as ('PL' | 'PU' | 'PR' | 'H')[])
    .executeTakeFirst();
  return Number(row?.n ?? 0);
};

export const listPopups = (db: Kysely<Database>, merchantId: number) =>
  db
    .selectFrom('announcements')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('enabled', '=', 1)
    .where('popup', '=', 1)
    .orderBy('published_at', 'desc')
    .limit(5)
    .execute();
