import { expect, it } from 'vitest';
import type { Message } from '@lotto/contracts';
import { addFigures, WALLET_FIGURES } from '../src/modules/figures/index.ts';
import { addSunBrand, engine, eventually } from './harness.ts';
import { describeGroups } from './groups-kit.ts';
import { agentTree } from './member-kit.ts';
import {
  call,
  ids,
  markRead,
  merchantId,
  messages,
  openOne,
  operatorMessage,
  remove,
  signIn,
  stateUnread,
  t,
  titles,
  tokens,
  unread,
  useInboxApp,
} from './inbox-kit.ts';

/**
 * Platform messages (INBOX3): a member reads only its own messages and its brand's broadcasts it
 * is in (brand, VIP level, agent team); read and delete marks are its own, so a broadcast one
 * member deletes stays for the others; the header's state answers the unread count.
 */
useInboxApp();

describeGroups(`platform messages (${engine})`, [access, broadcasts, marks, paging, state, writing]);

function access() {
  it("keeps a member's messages its own, and brands apart", async () => {
    await signIn('ana');
    await signIn('ben');
    const mine = await operatorMessage({ to: 'member', memberId: ids['ana']! }, { title: 'For Ana' });
    expect(await titles('ana')).toContain('For Ana');
    expect(await titles('ben')).not.toContain('For Ana');
    for (const res of [await openOne('ben', mine), await remove('ben', [mine])])
      expect([res.status, res.json.code]).toEqual([404, 'inbox.message.not.found']);
    // Ben naming Ana's message changes nothing of hers.
    expect((await markRead('ben', { ids: [mine] })).json.value.changed).toBe(0);
    expect((await openOne('ana', mine)).json.value).toMatchObject({ read: true });
    expect((await messages('ana')).list.find((m) => m.id === mine)?.read).toBe(true);
    const guest = await call('GET', '/wps/member/messages');
    expect([guest.status, guest.json.code]).toEqual([401, 'login.not.session']);

    const sun = await addSunBrand(t.store);
    await t.store.db.kysely
      .insertInto('merchant_modules')
      .values({ merchant_id: sun, mod_id: 'INBOX3', enabled: 1 })
      .execute();
    t.app.platform.brands.invalidate();
    const sunMember = await signInSun(sun);
    const sunNews = await operatorMessage({ to: 'brand' }, { title: 'Sun news', brand: sun });
    expect(await titles('ana')).not.toContain('Sun news');
    expect((await openOne('ana', sunNews)).status).toBe(404);
    // A sun member never sees the demo brand's messages.
    const list = await t.app.inject({
      url: '/wps/member/messages',
      headers: { authorization: sunMember, merchant: 'sun' },
    });
    expect(list.json<{ value: { list: Message[] } }>().value.list.map((m) => m.title)).toEqual(['Sun news']);
  });
}

async function signInSun(sun: number) {
  const { createMember } = await import('../src/modules/identity/operator.ts');
  await createMember(t.store.db.kysely, {
    merchantId: sun,
    member: { username: 'sunmember1', password: 'Laro2026xyz' },
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/session/login',
    headers: { merchant: 'sun' },
    payload: { username: 'sunmember1', password: 'Laro2026xyz' },
  });
  return res.json<{ value: { token: string } }>().value.token;
}

function broadcasts() {
  it('reaches the whole brand, members at or above a VIP level, and an agent team', async () => {
    await signIn('vip');
    await signIn('low');
    const { agentId, belowId } = await agentTree(t, {
      merchantId,
      password: 'Laro2026xyz',
      agent: { username: 'teamboss' },
      below: { username: 'teammate' },
    });
    await signInAs('boss', 'teamboss', agentId);
    await signInAs('mate', 'teammate', belowId);
    // Level 1 (Bronze) of the demo ladder: 5,000.00 of valid turnover and 1,000.00 of deposits.
    await addFigures(t.store.db.kysely, [
      {
        merchantId,
        memberId: ids['vip']!,
        timeZone: 'Asia/Manila',
        at: Date.now(),
        gameType: 'INHOUSE',
        sums: { valid_turnover: 500_000n },
      },
      {
        merchantId,
        memberId: ids['vip']!,
        timeZone: 'Asia/Manila',
        at: Date.now(),
        gameType: WALLET_FIGURES,
        sums: { deposit: 100_000n, deposit_count: 1 },
      },
    ]);
    await operatorMessage({ to: 'brand' }, { title: 'Everyone' });
    await operatorMessage({ to: 'vip', minLevel: 1 }, { title: 'Bronze and up' });
    await operatorMessage({ to: 'team', agentId }, { title: 'Team news' });
    expect(await titles('vip')).toEqual(expect.arrayContaining(['Everyone', 'Bronze and up']));
    expect(await titles('vip')).not.toContain('Team news');
    expect(await titles('low')).toContain('Everyone');
    expect(await titles('low')).not.toContain('Bronze and up');
    for (const who of ['boss', 'mate']) expect(await titles(who)).toContain('Team news');
    // Broadcasts reach members who existed when they were sent.
    await signIn('late');
    expect(await titles('late')).not.toContain('Everyone');
    const rows = await t.store.db.kysely
      .selectFrom('inbox_messages')
      .select('id')
      .where('title', '=', 'Everyone')
      .execute();
    expect(rows).toHaveLength(1);
  });
}

async function signInAs(who: string, username: string, id: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/session/login',
    payload: { username, password: 'Laro2026xyz' },
  });
  tokens[who] = res.json<{ value: { token: string } }>().value.token;
  ids[who] = id;
}

function marks() {
  it('reads and deletes a broadcast for one member only, and marks all read', async () => {
    await signIn('rd1');
    await signIn('rd2');
    const news = await operatorMessage({ to: 'brand' }, { title: 'Shared news' });
    const own = await operatorMessage({ to: 'member', memberId: ids['rd1']! }, { title: 'Own note' });
    const before = await unread('rd2');
    expect(await unread('rd1')).toBe(before + 1);
    const opened = await openOne('rd1', news);
    expect(opened.json.value).toMatchObject({ kind: 'operator', title: 'Shared news', read: true });
    expect(await unread('rd1')).toBe(before);
    expect(await unread('rd2')).toBe(before);
    const gone = await remove('rd1', [news]);
    expect(gone.json.value.changed).toBe(1);
    expect(await titles('rd1')).not.toContain('Shared news');
    expect(await titles('rd2')).toContain('Shared news');
    expect((await openOne('rd1', news)).status).toBe(404);
    const all = await markRead('rd1', { all: true });
    expect(all.json.value).toEqual({ changed: expect.any(Number), unread: 0 });
    expect((await messages('rd1')).list.every((m) => m.read)).toBe(true);
    expect(await unread('rd2')).toBe(before);
    // Deleting several at once; an id of nobody's is ignored, none of one's own is 404.
    const many = await remove('rd1', [own, 2_000_000]);
    expect(many.json.value.changed).toBe(1);
    expect((await remove('rd1', [2_000_000])).status).toBe(404);
    for (const body of [{ ids: [] }, { ids: ['x'] }, { all: false }, {}]) {
      const res = await call('POST', '/wps/member/messages/read', 'rd1', body);
      expect([res.status, res.json.code]).toEqual([400, 'request.invalid']);
    }
  });
}

function paging() {
  it('lists newest first, a page at a time, with the unread count of all pages', async () => {
    await signIn('pg');
    for (let i = 1; i <= 12; i++)
      await operatorMessage({ to: 'member', memberId: ids['pg']! }, { title: `Note ${i}` });
    const first = await messages('pg', '?pageNo=1&pageSize=5');
    expect(first.list.map((m) => m.title)).toEqual(['Note 12', 'Note 11', 'Note 10', 'Note 9', 'Note 8']);
    expect(first).toMatchObject({ pageNo: 1, totalPages: 3, totalCount: 12, unread: 12 });
    const last = await messages('pg', '?pageNo=3&pageSize=5');
    expect(last.list.map((m) => m.title)).toEqual(['Note 2', 'Note 1']);
  });
}

function state() {
  it("answers the unread count in the header's state, and null while INBOX3 is off", async () => {
    await signIn('st');
    await operatorMessage({ to: 'member', memberId: ids['st']! }, { title: 'State one' });
    await operatorMessage({ to: 'member', memberId: ids['st']! }, { title: 'State two' });
    expect(await stateUnread('st')).toBe(await unread('st'));
    const n = await unread('st');
    await markRead('st', { all: true });
    expect(await stateUnread('st')).toBe(0);
    expect(n).toBeGreaterThanOrEqual(2);
    await t.app.platform.admin.setModule('demo', { modId: 'INBOX3', enabled: false });
    await eventually(async () => expect(await stateUnread('st')).toBeNull());
    const off = await call('GET', '/wps/member/messages', 'st');
    expect([off.status, off.json.code]).toEqual([400, 'function.not.available']);
    await t.app.platform.admin.setModule('demo', { modId: 'INBOX3', enabled: true });
    await eventually(async () => expect(await stateUnread('st')).toBe(0));
  });
}

function writing() {
  it("refuses an operator's HTML, an empty title, a level the brand lacks and a team of a non-agent", async () => {
    await signIn('wr');
    const me = { to: 'member' as const, memberId: ids['wr']! };
    await expect(operatorMessage(me, { title: 'Hi', body: 'see <b>this</b>' })).rejects.toThrow(/HTML/);
    await expect(operatorMessage(me, { title: ' ' })).rejects.toThrow();
    await expect(operatorMessage({ to: 'vip', minLevel: 99 }, { title: 'Too high' })).rejects.toThrow(
      /level/,
    );
    await expect(
      operatorMessage({ to: 'team', agentId: ids['wr']! }, { title: 'Not agent' }),
    ).rejects.toThrow(/not an agent/);
    const line = await operatorMessage(me, { title: 'Plain', body: 'a < b and c > d\nsecond line' });
    expect((await openOne('wr', line)).json.value.body).toBe('a < b and c > d\nsecond line');
  });
}
