import { describe, expect, it } from 'vitest';
import type { AnnouncementsValue } from '@lotto/contracts';
import { announcements as seeded } from '../src/seed/demo-content.ts';
import { c, demoId, t, useAccountsApp } from './accounts-suite.ts';
import { addSunBrand, engine, eventually } from './harness.ts';

/**
 * The site's announcements (MCSFE_getListAnnouncements): a page of 9 by default with the brand's
 * pop-ups beside it, in the asker's language; only the types the brand publishes; pop-ups of the
 * asked types, newest first, never a disabled one; each brand reads its own.
 */
useAccountsApp();

const URL = '/wps/relay/MCSFE_getListAnnouncements';
const list = async (query: string, headers: Record<string, string> = { language: 'EN' }) => {
  const res = await c.call('GET', `${URL}?${query}`, undefined, headers);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.value as AnnouncementsValue;
};

async function post(
  merchantId: number,
  o: { title: string; type?: 'PL' | 'PU' | 'PR' | 'H'; popup?: number; enabled?: number; at?: number },
) {
  await t.store.db.kysely
    .insertInto('announcements')
    .values({
      merchant_id: merchantId,
      type: o.type ?? 'PL',
      title: JSON.stringify({ EN: o.title, TY: `${o.title} (TY)` }),
      content: JSON.stringify({ EN: `<p>${o.title}</p>` }),
      images: '[]',
      popup: o.popup ?? 0,
      published_at: o.at ?? Date.now(),
      enabled: o.enabled ?? 1,
    })
    .execute();
}

const seededPopups = seeded.filter((a) => a[5] === 1).map(([, en]) => en);

describe(`announcements and pop-ups (${engine})`, () => {
  it('answers the pop-ups beside a page of 9, in the asked language, with platform W and execution B', async () => {
    const v = await list('types=PL,PU,PR&platform=W&execution=B');
    expect(v.popup.map((a) => a.title)).toEqual(seededPopups);
    expect(v.list.length).toBeLessThanOrEqual(9);
    expect(v.list.every((a) => ['PL', 'PU', 'PR'].includes(a.type))).toBe(true);
    const ty = await list('types=PL,PU,PR', { language: 'TY' });
    expect(ty.popup[0]!.title).toBe(seeded.find((a) => a[5] === 1)![2]);
    // another platform or execution type is not this site's
    const other = await c.call('GET', `${URL}?types=PL&platform=A`);
    expect([other.status, other.body.code]).toEqual([400, 'request.invalid']);
  });

  it('pop-ups follow the asked types, newest first, never disabled; the list pages by 9', async () => {
    const id = await demoId();
    for (let i = 0; i < 10; i++) await post(id, { title: `Update ${i}`, type: 'PU', at: Date.now() + i });
    await post(id, { title: 'Promo pop-up', type: 'PR', popup: 1, at: Date.now() + 100 });
    await post(id, { title: 'Hidden pop-up', type: 'PR', popup: 1, enabled: 0, at: Date.now() + 200 });
    const all = await list('types=PL,PU,PR');
    expect(all.popup.map((a) => a.title)).toEqual(['Promo pop-up', ...seededPopups]);
    expect(all.list).toHaveLength(9);
    expect(all.list[0]!.title).toBe('Promo pop-up');
    const total = seeded.filter((a) => a[0] !== 'H').length + 11;
    expect(all.totalPages).toBe(Math.ceil(total / 9));
    const page2 = await list('types=PL,PU,PR&pageNo=2');
    expect(page2.list).toHaveLength(total - 9);
    // only the asked types pop up: the maintenance notice is PL
    expect((await list('types=PR')).popup.map((a) => a.title)).toEqual(['Promo pop-up']);
    expect((await list('types=B&groupName=w_home')).popup).toEqual([]);
  });

  it('answers only the types the brand publishes (its announcementTypes)', async () => {
    await t.app.platform.admin.patchSettings('demo', { announcementTypes: ['B', 'PL', 'PU'] });
    try {
      await eventually(async () => {
        const v = await list('types=PL,PU,PR,H');
        expect(v.list.some((a) => a.type === 'PR' || a.type === 'H')).toBe(false);
        expect(v.popup.some((a) => a.type === 'PR')).toBe(false);
      });
    } finally {
      await t.app.platform.admin.patchSettings('demo', { announcementTypes: ['B', 'PL', 'PU', 'PR', 'H'] });
    }
  });

  it("brands never mix: each brand's site shows only its own pop-ups", async () => {
    const sun = await addSunBrand(t.store);
    await post(sun, { title: 'Sun pop-up', popup: 1 });
    const sunList = await list('types=PL,PU,PR', { language: 'EN', merchant: 'sun' });
    expect(sunList.popup.map((a) => a.title)).toEqual(['Sun pop-up']);
    const demo = await list('types=PL,PU,PR');
    expect(demo.popup.map((a) => a.title)).not.toContain('Sun pop-up');
  });
});
