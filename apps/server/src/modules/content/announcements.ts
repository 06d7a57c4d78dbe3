// Announcements as the API shows them: in the asked language, newest first, for one audience.
import type { Kysely } from 'kysely';
import type { Announcement } from '@lotto/contracts';
import type { Database } from '../../db/schema.ts';
import type { AnnouncementAudience } from '../../db/schema/content.ts';
import { pick } from '../../lib/texts.ts';
import type { Brand } from '../brand/index.ts';
import * as repo from './repo.ts';

type Row = Awaited<ReturnType<typeof repo.listAnnouncements>>[number];

/** A row in the asked language (the brand's default, then English, when it lacks it). */
export const announcementView = (a: Row, lang: { lang: string; fallback: string }): Announcement => {
  const t = (json: string) => pick(JSON.parse(json) as Record<string, string>, lang);
  return {
    id: a.id,
    type: a.type,
    title: t(a.title),
    content: t(a.content),
    timestamp: Number(a.published_at),
    announcementImages: JSON.parse(a.images) as string[],
  };
};

/**
 * A page of the brand's announcements for one audience, of every type, newest first: the agent
 * centre reads its `agents` announcements here.
 */
export async function announcementPage(
  db: Kysely<Database>,
  q: { brand: Brand; lang: string; audience: AnnouncementAudience; pageNo: number; pageSize: number },
): Promise<{ list: Announcement[]; pageNo: number; totalPages: number; totalCount: number }> {
  const n = { merchantId: q.brand.id, audience: q.audience };
  const [rows, totalCount] = await Promise.all([
    repo.listAnnouncements(db, { ...n, page: { offset: (q.pageNo - 1) * q.pageSize, limit: q.pageSize } }),
    repo.countAnnouncements(db, n),
  ]);
  const lang = { lang: q.lang, fallback: q.brand.settings.defaultLang };
  return {
    list: rows.map((a) => announcementView(a, lang)),
    pageNo: q.pageNo,
    totalPages: Math.max(1, Math.ceil(totalCount / q.pageSize)),
    totalCount,
  };
}
