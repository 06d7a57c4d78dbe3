import type { Kysely } from 'kysely';
import { contentEndpoints } from '@lotto/contracts';
import type { Database } from '../../db/schema.ts';
import { ok } from '../../lib/envelope.ts';
import { serve } from '../../lib/endpoint.ts';
import type { App } from '../../lib/http.ts';
import { pick } from '../../lib/texts.ts';
import * as repo from './repo.ts';

type Row = Awaited<ReturnType<typeof repo.listAnnouncements>>[number];

export function contentRoutes(app: App, deps: { db: Kysely<Database> }) {
  serve(
    app,
    contentEndpoints.announcements,
    {
      schema: {
        tags: ['content'],
        summary: 'Banners (types=B) and announcements (PL, PU, PR, H) of the brand',
      },
    },
    async (req) => {
      const { brand, lang } = req;
      const fallback = brand.settings.defaultLang;
      const t = (json: string) => pick(JSON.parse(json) as Record<string, string>, lang, fallback);
      const types = req.query.types.split(',');
      const wantsBanners = types.includes('B');
      const noticeTypes = types.filter((x) => x !== 'B');
      const { pageNo, pageSize } = req.query;
      const toAnnouncement = (a: Row) => ({
        id: a.id,
        type: a.type,
        title: t(a.title),
        content: t(a.content),
        timestamp: Number(a.published_at),
        announcementImages: JSON.parse(a.images) as string[],
      });
      const [banners, list, total, popup] = await Promise.all([
        wantsBanners ? repo.listBanners(deps.db, { merchantId: brand.id, group: req.query.groupName }) : [],
        noticeTypes.length
          ? repo.listAnnouncements(deps.db, {
              merchantId: brand.id,
              types: noticeTypes,
              page: { offset: (pageNo - 1) * pageSize, limit: pageSize },
            })
          : [],
        noticeTypes.length
          ? repo.countAnnouncements(deps.db, { merchantId: brand.id, types: noticeTypes })
          : 0,
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
        list: list.map(toAnnouncement),
        popup: popup.map(toAnnouncement),
        totalPages: Math.ceil(total / pageSize),
      });
    },
  );
}
