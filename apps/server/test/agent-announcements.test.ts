import { describe, expect, it } from 'vitest';
import type { AnnouncementsValue } from '@lotto/contracts';
import type { AgentAnnouncementsValue } from '@lotto/contracts/agent/announcements';
import { createMember } from '../src/modules/identity/operator.ts';
import { agentAnnouncements as seeded } from '../src/seed/demo-content.ts';
import { auth, c, demoId, login, setModule, t, useAccountsApp } from './accounts-suite.ts';
import { as, member, PASS } from './agent-kit.ts';
import { addSunBrand, engine, eventually } from './harness.ts';

/**
 * The agent centre's announcements (agentAnnouncement, AGEANNOUNCE3): the brand's announcements
 * for agents, read by its agents only; the public list and pop-ups never show them; another
 * brand's never reach them.
 */
useAccountsApp();

const URL = '/wps/agent/announcements';
const EN = { language: 'EN' };
const read = async (who: string, query = '', headers: Record<string, string> = EN) => {
  const res = await c.call('GET', `${URL}${query}`, undefined, { ...as(who), ...headers });
  return { ...res, value: res.body.value as AgentAnnouncementsValue };
};
const publicList = async (headers: Record<string, string> = EN) =>
  (
    await c.call(
      'GET',
      '/wps/relay/MCSFE_getListAnnouncements?types=PL,PU,PR,H&pageSize=100',
      undefined,
      headers,
    )
  ).body.value as AnnouncementsValue;

/** An announcement written straight into the table, as the operator's back office will. */
async function post(merchantId: number, o: { title: string; audience: 'all' | 'agents'; popup?: number }) {
  await t.store.db.kysely
    .insertInto('announcements')
    .values({
      merchant_id: merchantId,
      type: 'PL',
      title: JSON.stringify({ EN: o.title }),
      content: JSON.stringify({ EN: `<p>${o.title}</p>` }),
      images: '[]',
      popup: o.popup ?? 0,
      published_at: Date.now(),
      enabled: 1,
      audience: o.audience,
    })
    .execute();
}

describe(`agent announcements (${engine})`, () => {
  it('an agent reads those for agents, newest first, in its language, a page at a time', async () => {
    await member('annagent', { type: 1 });
    const all = await read('annagent');
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.value.list.map((a) => a.title)).toEqual(seeded.map(([, en]) => en));
    expect(all.value.list[0]!.content).toContain('<p>');
    const times = all.value.list.map((a) => a.timestamp);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(all.value).toMatchObject({ pageNo: 1, totalPages: 1, totalCount: seeded.length });
    // the brand's default language, Filipino, without the header
    expect((await read('annagent', '', {})).value.list[0]!.title).toBe(seeded[0]![2]);
    // the announcements for everyone are not repeated here
    const everyone = (await publicList()).list.map((a) => a.title);
    expect(all.value.list.some((a) => everyone.includes(a.title))).toBe(false);

    const second = await read('annagent', '?pageNo=2&pageSize=2');
    expect(second.value).toMatchObject({ pageNo: 2, totalPages: 2, totalCount: seeded.length });
    expect(second.value.list.map((a) => a.title)).toEqual([seeded[2]![1]]);
  });

  it('refuses players (access.forbidden), restricted accounts (in_need_true_account) and guests', async () => {
    await member('annplayer');
    await member('annrex', { type: 4 });
    expect([(await read('annplayer')).status, (await read('annplayer')).body.code]).toEqual([
      403,
      'access.forbidden',
    ]);
    expect((await read('annrex')).body.code).toBe('in_need_true_account');
    expect((await c.call('GET', URL)).status).toBe(401);
  });

  it('is not available, and not in the menu, while AGEANNOUNCE3 is off', async () => {
    await member('annoff', { type: 1 });
    await setModule('AGEANNOUNCE3', false);
    try {
      expect((await read('annoff')).body.code).toBe('function.not.available');
      const centre = await c.call('GET', '/wps/agent/centre', undefined, as('annoff'));
      expect((centre.body.value as { pages: string[] }).pages).not.toContain('agentAnnouncement');
    } finally {
      await setModule('AGEANNOUNCE3', true);
    }
    const centre = await c.call('GET', '/wps/agent/centre', undefined, as('annoff'));
    expect((centre.body.value as { pages: string[] }).pages).toContain('agentAnnouncement');
  });

  it('the public list and pop-ups never show announcements for agents, to guests or players', async () => {
    await member('annpub');
    await post(await demoId(), { title: 'Agents only, flagged to pop up', audience: 'agents', popup: 1 });
    await post(await demoId(), { title: 'For everyone, flagged to pop up', audience: 'all', popup: 1 });
    for (const headers of [EN, { ...EN, ...as('annpub') }]) {
      const value = await publicList(headers);
      const titles = [...value.list, ...value.popup].map((a) => a.title);
      expect(titles).toContain('For everyone, flagged to pop up');
      expect(titles).not.toContain('Agents only, flagged to pop up');
      for (const [, en] of seeded) expect(titles).not.toContain(en);
      // the page count counts only what the list may show
      const pages = (
        await c.call(
          'GET',
          '/wps/relay/MCSFE_getListAnnouncements?types=PL,PU,PR,H&pageSize=1',
          undefined,
          headers,
        )
      ).body.value as AnnouncementsValue;
      expect(pages.totalPages).toBe(value.list.length);
    }
    const agents = (await read('annagent')).value.list.map((a) => a.title);
    expect(agents[0]).toBe('Agents only, flagged to pop up');
    expect(agents).not.toContain('For everyone, flagged to pop up');
  });

  it("brands never mix: each brand's agents read only their own brand's", async () => {
    const sunId = await addSunBrand(t.store);
    await t.app.platform.admin.setModule('sun', { modId: 'AGEANNOUNCE3', enabled: true });
    await post(sunId, { title: 'Sun agents only', audience: 'agents' });
    await createMember(t.store.db.kysely, {
      merchantId: sunId,
      member: { username: 'annagent', password: PASS, type: 1 },
    });
    const sun = { merchant: 'sun' };
    const token = (
      (
        await eventually(async () => {
          const res = await login({ username: 'annagent', password: PASS }, sun);
          expect(res.status).toBe(200);
          return res;
        })
      ).body.value as { token: string }
    ).token;
    const sunRead = await eventually(async () => {
      const res = await c.call('GET', URL, undefined, { ...auth(token), ...sun });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.value as AgentAnnouncementsValue;
    });
    expect(sunRead.list.map((a) => a.title)).toEqual(['Sun agents only']);
    const demo = (await read('annagent')).value.list.map((a) => a.title);
    expect(demo).not.toContain('Sun agents only');
    expect(demo).toEqual(expect.arrayContaining(seeded.map(([, en]) => en)));
    // a demo session is no session on the other brand
    expect((await c.call('GET', URL, undefined, { ...as('annagent'), ...sun })).body.code).toBe(
      'login.not.session',
    );
  });
});
