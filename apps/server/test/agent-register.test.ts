import { describe, expect, it } from 'vitest';
import type { CreateDownlineValue, Invitation, InvitationsValue, TeamMembersValue } from '@lotto/contracts';
import { membersRepo } from '../src/modules/identity/repo.ts';
import { c, demoId, login, registered, setModule, t, useAccountsApp } from './accounts-suite.ts';
import { as, brandOf, idOf, member, memberCount, PASS, seriesOf, tokens } from './agent-kit.ts';

/**
 * The register centre: an agent opens accounts under itself and makes invitation links that
 * place whoever registers with them, as a player or an agent with the series the link gives;
 * a refused request leaves nothing behind.
 */
useAccountsApp();

describe('accounts an agent opens', () => {
  it('opens a player and an agent under itself with the series it chose, to be changed at first sign-in', async () => {
    await member('regtop', { type: 1 });
    const own = (await seriesOf(tokens['regtop']!)).series;
    const made = await c.call(
      'POST',
      '/wps/agent/downlines',
      { username: 'regkid1', password: PASS, kind: 'member', series: { Lott: own['Lott']! - 20 } },
      as('regtop'),
    );
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const kid = made.body.value as CreateDownlineValue;
    expect(kid).toMatchObject({ username: 'regkid1', kind: 'member' });
    expect(kid.series['Lott']).toBe(own['Lott']! - 20);
    // modes not chosen start where any new member under this agent does
    expect(kid.series['ZY']).toBe(own['ZY']);

    const sub = await c.call(
      'POST',
      '/wps/agent/downlines',
      { username: 'regsub1', password: PASS, kind: 'agent' },
      as('regtop'),
    );
    expect(sub.status).toBe(200);
    const row = await membersRepo.byUsername(t.store.db.kysely, {
      merchantId: await demoId(),
      username: 'regsub1',
    });
    expect([row!.type, row!.password_state, row!.affiliate_code !== null]).toEqual([1, 'default', true]);
    const signIn = await login({ username: 'regkid1', password: PASS });
    expect(signIn.status).toBe(200);

    const team = (await c.call('GET', '/wps/agent/team/members', undefined, as('regtop'))).body
      .value as TeamMembersValue;
    expect(team.list.map((m) => [m.username, m.isAgent]).sort()).toEqual([
      ['regkid1', false],
      ['regsub1', true],
    ]);
  });

  it('refuses a series above its own, a taken name, a weak password, players and a switched-off brand, leaving nothing', async () => {
    await member('regtop2', { type: 1 });
    await member('regplayer');
    const own = (await seriesOf(tokens['regtop2']!)).series;
    const before = await memberCount();
    const body = (over: object) => ({ username: 'regnew2', password: PASS, kind: 'member', ...over });
    const refusals: [object, string, string][] = [
      [body({ series: { Lott: own['Lott']! + 2 } }), 'regtop2', 'lottery.series.invalid'],
      [body({ series: { Lott: 100 } }), 'regtop2', 'lottery.series.invalid'],
      [body({ username: 'regplayer' }), 'regtop2', 'username.exists'],
      [body({ password: 'abc' }), 'regtop2', 'request.invalid'],
      [body({ kind: 'boss' }), 'regtop2', 'request.invalid'],
      [body({}), 'regplayer', 'access.forbidden'],
    ];
    for (const [payload, who, code] of refusals) {
      const res = await c.call('POST', '/wps/agent/downlines', payload, as(who));
      expect([res.body.code, res.status < 500], JSON.stringify(payload)).toEqual([code, true]);
    }
    await setModule('AGEREGDOWN3', false);
    expect((await c.call('POST', '/wps/agent/downlines', body({}), as('regtop2'))).body.code).toBe(
      'function.not.available',
    );
    await setModule('AGEREGDOWN3', true);
    expect(await memberCount()).toBe(before);
  });
});

describe('invitation links', () => {
  const links = async (who: string) =>
    (await c.call('GET', '/wps/agent/invitations', undefined, as(who))).body.value as InvitationsValue;

  it('places whoever registers with a link under the agent, as the link says, and counts them', async () => {
    await member('linktop', { type: 1 });
    const own = (await seriesOf(tokens['linktop']!)).series;
    const made = await c.call(
      'POST',
      '/wps/agent/invitations',
      { kind: 'agent', series: { Lott: own['Lott']! - 10 } },
      as('linktop'),
    );
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const link = made.body.value as Invitation;
    expect(link).toMatchObject({ kind: 'agent', registrations: 0 });
    expect(link.code).toMatch(/^[A-Z2-9]{7}$/);
    expect((await c.call('POST', '/wps/agent/affiliate', { code: link.code })).body.value).toEqual({
      code: link.code,
      valid: true,
    });

    const joined = await registered({ affiliateCode: link.code });
    const row = await membersRepo.byId(t.store.db.kysely, {
      merchantId: await demoId(),
      id: joined.value.id,
    });
    const top = await membersRepo.byUsername(t.store.db.kysely, {
      merchantId: await demoId(),
      username: 'linktop',
    });
    expect([row!.upline_id, row!.type]).toEqual([top!.id, 1]);
    expect((await seriesOf(joined.value.token)).series['Lott']).toBe(own['Lott']! - 10);
    // a player link, the count per link, newest first
    const plain = (await c.call('POST', '/wps/agent/invitations', { kind: 'member' }, as('linktop'))).body
      .value as Invitation;
    await registered({ affiliateCode: plain.code.toLowerCase() });
    await registered({ affiliateCode: plain.code });
    const list = await links('linktop');
    expect(list.list.map((l) => [l.code, l.registrations])).toEqual([
      [plain.code, 2],
      [link.code, 1],
    ]);
    expect(list.ownSeries['Lott']).toBe(own['Lott']);
    expect(list.floors['Lott']).toBeLessThanOrEqual(own['Lott']!);
  });

  it("gives no more than the agent's series at registration, and a removed link stops working", async () => {
    await member('linktop2', { type: 1 });
    await member('linkother', { type: 1 });
    const own = (await seriesOf(tokens['linktop2']!)).series;
    const link = (
      await c.call(
        'POST',
        '/wps/agent/invitations',
        { kind: 'member', series: { Lott: own['Lott']! } },
        as('linktop2'),
      )
    ).body.value as Invitation;
    // the operator lowers the agent after the link was made: the link gives the lower series
    await t.app.lottery.series.set(await brandOf(), {
      memberId: await idOf('linktop2'),
      modes: ['Lott'],
      series: own['Lott']! - 40,
    });
    const joined = await registered({ affiliateCode: link.code });
    expect((await seriesOf(joined.value.token)).series['Lott']).toBe(own['Lott']! - 40);

    const remove = (who: string) => c.call('DELETE', `/wps/agent/invitations/${link.id}`, undefined, as(who));
    expect((await remove('linkother')).body.code).toBe('access.forbidden');
    expect((await remove('linktop2')).status).toBe(200);
    expect((await remove('linktop2')).body.code).toBe('access.forbidden');
    const { body } = await c.call('POST', '/wps/agent/affiliate', { code: link.code });
    expect(body.code).toBe('invitation_code_error');
    expect((await links('linktop2')).list).toEqual([]);
  });

  it('keeps at most the limit of links, and refuses players and series above the agent', async () => {
    await member('linktop3', { type: 1 });
    await member('linkplayer');
    const own = (await seriesOf(tokens['linktop3']!)).series;
    const over = await c.call(
      'POST',
      '/wps/agent/invitations',
      { kind: 'member', series: { ZY: own['ZY']! + 1 } },
      as('linktop3'),
    );
    expect(over.body.code).toBe('lottery.series.invalid');
    expect((await c.call('GET', '/wps/agent/invitations', undefined, as('linkplayer'))).body.code).toBe(
      'access.forbidden',
    );
    const { limit } = await links('linktop3');
    for (let i = 0; i < limit; i++)
      expect(
        (await c.call('POST', '/wps/agent/invitations', { kind: 'member' }, as('linktop3'))).status,
      ).toBe(200);
    const past = await c.call('POST', '/wps/agent/invitations', { kind: 'member' }, as('linktop3'));
    expect([past.status, past.body.code]).toEqual([422, 'agent.invitations.limit']);
    expect((await links('linktop3')).list).toHaveLength(limit);
  });
});
