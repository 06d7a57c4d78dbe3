import type { Kysely } from 'kysely';
import { contentEndpoints } from '@lotto/contracts';
import type { Database } from '../../db/schema.ts';
import { ok } from '../../lib/envelope.ts';
import { serve } from '../../lib/endpoint.ts';
import type { App } from '../../lib/http.ts';
import { pick } from '../../lib/texts.ts';
import { announcementView } from './announcements.ts';
import * as repo from './repo.ts';

export function contentRoutes(app: App, deps: { db: Kysely<Database> }) {
  serve(app, {
    endpoint: contentEndpoints.announcements,
    schema: {
      tags: ['content'],
      summary: 'Banners (types=B) and announcements (PL, PU, PR, H) of the brand, for everyone',
    },
    handler: async (req) => {
      const { brand } = req;
      const lang = { lang: req.lang, fallback: brand.settings.defaultLang };
      const t = (json: string) => pick(JSON.parse(json) as Record<string, string>, lang);
      const types = req.query.types.split(',');
      const wantsBanners = types.includes('B');
      const noticeTypes = types.filter((x) => x !== 'B');
      const { pageNo, pageSize } = req.query;
      // Agents-only announcements are the agent centre's (agent module); the site lists `all`.
      const notices = { merchantId: brand.id, audience: 'all' as const, types: noticeTypes };
      const [banners, list, total, popup] = await Promise.all([
        wantsBanners ? repo.listBanners(deps.db, { merchantId: brand.id, group: req.query.groupName }) : [],
        noticeTypes.length
          ? repo.listAnnouncements(deps.db, {
              ...notices,
              page: { offset: (pageNo - 1) * pageSize, limit: pageSize },
            })
          : [],
        noticeTypes.length ? repo.countAnnouncements(deps.db, notices) : 0,
        noticeTypes.length ? repo.listPopups(deps.db, brand.id) : [],
      ]);
      return ok({
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
      });
    },
  });
}
