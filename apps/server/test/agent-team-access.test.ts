import { describe, expect, it } from 'vitest';
import type { CreateDownlineValue, MemberSeriesValue, TeamMembersValue } from '@lotto/contracts';
import { createInvitation } from '../src/modules/identity/index.ts';
import { createMember } from '../src/modules/identity/operator.ts';
import { c, registerBody, t, useAccountsApp } from './accounts-suite.ts';
import { addSunBrand } from './harness.ts';
import { as, idOf, member, PASS, seriesOf, tokens } from './agent-kit.ts';

/**
 * Reaching the team from the register centre and team management: another brand's members,
 * teams and links never; a team member's series read by its agents, changed by its upline only.
 */
useAccountsApp();

describe('brands never mix', () => {
  it('reaches no member, team or link of another brand, even under the same names', async () => {
    await member('mixtop', { type: 1 });
    const made = await c.call(
      'POST',
      '/wps/agent/downlines',
      { username: 'mixkid', password: PASS, kind: 'member' },
      as('mixtop'),
    );
    expect(made.status).toBe(200);
    const sunId = await addSunBrand(t.store);
    const db = t.store.db.kysely;
    const sunAgent = await createMember(db, {
      merchantId: sunId,
      member: { username: 'mixtop', password: PASS, type: 1 },
    });
    const sunKid = await createMember(db, {
      merchantId: sunId,
      member: { username: 'mixkid', password: PASS, upline: 'mixtop' },
    });
    const today = (
      (await c.call('GET', '/wps/agent/centre', undefined, as('mixtop'))).body.value as { today: string }
    ).today;
    // the team is the brand's own: the same names elsewhere are not in it
    const team = (await c.call('GET', '/wps/agent/team/members?scope=all', undefined, as('mixtop'))).body
      .value as TeamMembersValue;
    expect(team.list.map((m) => m.id)).toEqual([(made.body.value as CreateDownlineValue).id]);
    for (const url of [
      `/wps/agent/team/members?parentId=${sunAgent}`,
      `/wps/agent/team/members?parentId=${sunKid}`,
    ])
      expect((await c.call('GET', url, undefined, as('mixtop'))).body.code).toBe('access.forbidden');
    const bets = await c.call(
      'GET',
      `/wps/agent/team/bets?from=${today}&to=${today}&username=mixkid`,
      undefined,
      as('mixtop'),
    );
    expect(bets.status).toBe(200);
    // another brand's invitation link is no code here
    const sunBrand = (await t.app.platform.brands.byId(sunId))!;
    const link = await createInvitation(
      { db },
      { brand: sunBrand, agentId: sunAgent, kind: 'member', series: {} },
    );
    expect((await c.call('POST', '/wps/agent/affiliate', { code: link.code })).body.code).toBe(
      'invitation_code_error',
    );
    const { body } = await registerBody({ affiliateCode: link.code });
    expect((await c.call('POST', '/wps/member/register', body)).body.code).toBe('invitation_code_error');
  });
});

describe("a team member's series", () => {
  it('is read for anyone in the team, changeable for direct downlines only, and no one else', async () => {
    await member('sertop', { type: 1 });
    await member('serkid', { upline: 'sertop', type: 1 });
    await member('sergrand', { upline: 'serkid' });
    await member('serother', { type: 1 });
    const read = (who: string, id: number) =>
      c.call('GET', `/wps/agent/team/members/${id}/series`, undefined, as(who));
    const own = (await seriesOf(tokens['sertop']!)).series;
    const kid = (await read('sertop', await idOf('serkid'))).body.value as MemberSeriesValue;
    expect(kid).toMatchObject({ username: 'serkid', canSet: true, max: own });
    expect(kid.series['Lott']).toBeLessThanOrEqual(own['Lott']!);
    // the lottery's own call changes it (before anyone below it has a series), and the read shows it
    const set = await c.call(
      'POST',
      '/lgw/lottery/series',
      { username: 'serkid', prizeMode: 'Lott', series: own['Lott']! - 20 },
      as('sertop'),
    );
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(
      ((await read('sertop', await idOf('serkid'))).body.value as MemberSeriesValue).series['Lott'],
    ).toBe(own['Lott']! - 20);
    // a member two levels down is read, not changed by the top agent; it starts at its upline's
    const grand = (await read('sertop', await idOf('sergrand'))).body.value as MemberSeriesValue;
    expect([grand.username, grand.canSet, grand.series['Lott']]).toEqual([
      'sergrand',
      false,
      own['Lott']! - 20,
    ]);
    for (const [who, target] of [
      ['serother', 'serkid'],
      ['sertop', 'sertop'],
      ['serkid', 'sertop'],
    ] as const)
      expect([who, target, (await read(who, await idOf(target))).body.code]).toEqual([
        who,
        target,
        'access.forbidden',
      ]);
  });
});
