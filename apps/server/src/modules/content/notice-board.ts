// The site's notice board: banners, a page of announcements and the pop-ups, in the asked language.
import type { Kysely } from 'kysely';
import type { AnnouncementsValue } from '@lotto/contracts';
import type { Database } from '../../db/schema.ts';
import { pick } from '../../lib/texts.ts';
import type { Brand } from '../brand/index.ts';
import { announcementView } from './announcements.ts';
import * as repo from './repo.ts';

type Query = { types: string; groupName?: string | undefined; pageNo: number; pageSize: number };

/**
 * Only the types the brand publishes (its `announcementTypes`) are answered: a brand that has no
 * help articles (H) or no banners (B) shows none, whatever a client asks for. Agents-only
 * announcements are the agent centre's (agent module); the site lists `all`.
 */
export async function noticeBoard(
  db: Kysely<Database>,
  q: { brand: Brand; lang: string; query: Query },
): Promise<AnnouncementsValue> {
  const { brand, query } = q;
  const lang = { lang: q.lang, fallback: brand.settings.defaultLang };
  const t = (json: string) => pick(JSON.parse(json) as Record<string, string>, lang);
  const published = new Set<string>(brand.settings.announcementTypes);
  const types = query.types.split(',').filter((x) => published.has(x));
  const wantsBanners = types.includes('B');
  const noticeTypes = types.filter((x) => x !== 'B');
  const { pageNo, pageSize } = query;
  const notices = { merchantId: brand.id, audience: 'all' as const, types: noticeTypes };
  const [banners, list, total, popup] = await Promise.all([
    wantsBanners ? repo.listBanners(db, { merchantId: brand.id, group: query.groupName }) : [],
    noticeTypes.length
      ? repo.listAnnouncements(db, { ...notices, page: { offset: (pageNo - 1) * pageSize, limit: pageSize } })
      : [],
    noticeTypes.length ? repo.countAnnouncements(db, notices) : 0,
    noticeTypes.length ? repo.listPopups(db, { merchantId: brand.id, types: noticeTypes }) : [],
  ]);
  return {
    banners: banners.map((b) => ({
      bannerId: b.id,
      groupName: b.group_name,
      title: t(b.title),
      url: b.image_url,
      linkageType: b.linkage_type,
      linkageValue: b.linkage_value,
    })),
    list: list.map((a) => announcementView(a, lang)),
    popup: popup.map((a) => announcementView(a, lang)),
    totalPages: Math.ceil(total / pageSize),
  };
}
