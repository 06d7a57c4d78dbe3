import { expect, it } from 'vitest';
import { createMember } from '../src/modules/identity/operator.ts';
import { membersRepo } from '../src/modules/identity/repo.ts';
import { adminCli } from './cli.ts';
import { describeGroups } from './groups-kit.ts';
import * as suite from './lottery-rebate-suite.ts';

/** Prize series: set by the operator and the direct upline agent, bounded by the chain and the brand. */
suite.useRebateApp();

describeGroups('prize series', [setByOperatorAndAgents, bounds]);

function setByOperatorAndAgents() {
  it('are set by the operator CLI and the direct upline agent, within the chain and the brand floor', async () => {
    suite.ids['agtop'] = await createMember(suite.t.store.db.kysely, suite.merchantId, {
      username: 'agtop',
      password: 'Laro2026xyz',
      type: 1,
    });
    const shown = await adminCli(suite.t.store.env, 'member', 'series', 'agtop', '1960', '--mode', 'Elott');
    expect(shown.stdout).toContain('agtop prize series: Lott 1900, ZY 1950, Elott 1960, SEA 1900');
    // Above the upline's series: refused before anybody is created.
    const refused = await adminCli(
      suite.t.store.env,
      ...['member', 'create', '--username', 'subag', '--password', 'Laro2026xyz', '--type', '1'],
      ...['--upline', 'agtop', '--series', '1970', '--mode', 'Elott'],
    ).catch((err: { code: number; stderr: string }) => err);
    expect(refused).toMatchObject({ code: 65 });
    expect((refused as { stderr: string }).stderr).toContain("Elott series 1970 is above the upline's 1960");
    expect(await membersRepo.byUsername(suite.t.store.db.kysely, suite.merchantId, 'subag')).toBeUndefined();
    await adminCli(
      suite.t.store.env,
      ...['member', 'create', '--username', 'subag', '--password', 'Laro2026xyz', '--type', '1'],
      ...['--upline', 'agtop', '--series', '1950', '--mode', 'Elott'],
    );
    suite.ids['subag'] = (await membersRepo.byUsername(
      suite.t.store.db.kysely,
      suite.merchantId,
      'subag',
    ))!.id;
    suite.ids['lorna'] = await createMember(suite.t.store.db.kysely, suite.merchantId, {
      username: 'lorna',
      password: 'Laro2026xyz',
      upline: 'subag',
    });
    for (const who of ['agtop', 'subag', 'lorna']) await suite.signIn(who);

    // A downline starts at the brand's default, or its upline's series when that is lower.
    expect(
      (await suite.client('lorna').get<{ series: object }>('/lgw/lottery/series')).json.value.series,
    ).toEqual({
      Lott: 1900,
      ZY: 1950,
      Elott: 1950,
      SEA: 1900,
    });
    const set = (who: string, body: object) =>
      suite.client(who).post<{ series: object }>('/lgw/lottery/series', body);
    const done = await set('subag', { username: 'lorna', prizeMode: 'Elott', series: 1930 });
    expect([done.status, done.json.value.series]).toEqual([
      200,
      { Lott: 1900, ZY: 1950, Elott: 1930, SEA: 1900 },
    ]);
    const above = await set('subag', { username: 'lorna', prizeMode: 'Elott', series: 1955 });
    expect([above.status, above.json.code, suite.why(above)]).toEqual([
      422,
      'lottery.series.invalid',
      "Elott series 1955 is above the upline's 1950",
    ]);
    const floor = await set('subag', { username: 'lorna', series: 1690 });
    expect([floor.status, suite.why(floor)]).toEqual([422, 'Lott series 1690 is outside 1700-1960']);
    expect((await set('agtop', { username: 'lorna', series: 1800 })).json.code).toBe('access.forbidden');
    expect((await set('lorna', { username: 'lorna', series: 1800 })).json.code).toBe('login.non.agent');
    // The top agent may not drop below its sub-agent: the sub-agent is lowered first.
    await expect(
      suite.t.app.lottery.series.set(suite.brand, {
        memberId: suite.ids['agtop'],
        modes: ['Elott'],
        series: 1940,
      }),
    ).rejects.toThrow("Elott series 1940 is below downline subag's 1950");
    // All modes or none: ZY and Elott take 1970, Lott and SEA stop at 1960.
    await expect(
      suite.t.app.lottery.series.set(suite.brand, {
        memberId: suite.ids['agtop'],
        modes: ['ZY', 'Elott', 'Lott'],
        series: 1970,
      }),
    ).rejects.toThrow('Lott series 1970 is outside 1700-1960');
    expect((await suite.t.app.lottery.series.all(suite.brand, suite.ids['agtop'])).Elott).toBe(1960);
  }, 60_000);
}

function bounds() {
  it('never lets a downline end above its upline when both change at once', async () => {
    const top = await createMember(suite.t.store.db.kysely, suite.merchantId, {
      username: 'racetop',
      password: 'Laro2026xyz',
      type: 1,
    });
    const down = await createMember(suite.t.store.db.kysely, suite.merchantId, {
      username: 'racedown',
      password: 'Laro2026xyz',
      type: 1,
      upline: 'racetop',
    });
    const series = suite.t.app.lottery.series;
    for (let i = 0; i < 8; i++) {
      await series.set(suite.brand, { memberId: top, modes: ['ZY'], series: 1960 });
      await series.set(suite.brand, { memberId: down, modes: ['ZY'], series: 1900 });
      // Each is allowed on its own; together the downline would sit above its upline.
      const [lower, raise] = await Promise.allSettled([
        series.set(suite.brand, { memberId: top, modes: ['ZY'], series: 1920 }),
        series.set(suite.brand, { memberId: down, modes: ['ZY'], series: 1950 }),
      ]);
      expect(
        [lower.status, raise.status].filter((s) => s === 'fulfilled'),
        String(i),
      ).toHaveLength(1);
      const all = {
        top: (await series.all(suite.brand, top)).ZY,
        down: (await series.all(suite.brand, down)).ZY,
      };
      expect(all.down).toBeLessThanOrEqual(all.top);
    }
  });

  it("shows the member's own bounds in the play menu and refuses tickets above them", async () => {
    type Menu = {
      prizeSeries: object;
      playMenuGroups: { playMenus: { playId: string; oddsBp: number }[] }[];
    }[];
    const menu = (await suite.client('lorna').get<Menu>('/lgw/vn/games/game_menu?gameCode=SSC1')).json
      .value[0]!;
    expect(menu.prizeSeries).toEqual({ minSeries: 1700, maxSeries: 1930, defaultSeries: 1930 });
    const sides = menu.playMenuGroups.flatMap((g) => g.playMenus).find((p) => p.playId === 'SSC_SIDES_SUM')!;
    expect(sides.oddsBp).toBe(19_300);
    const guest = (await suite.client().get<Menu>('/lgw/vn/games/game_menu?gameCode=SSC1')).json.value[0]!;
    expect(guest.prizeSeries).toEqual({ minSeries: 1700, maxSeries: 1950, defaultSeries: 1950 });

    const high = await suite.place('lorna', { series: 1940 });
    expect([high.status, high.json.code, suite.why(high)]).toEqual([
      422,
      'lottery.series.invalid',
      'Prize series 1940 is outside 1700-1930 for this account.',
    ]);
    expect((await suite.place('lorna', { series: 1650 })).json.code).toBe('lottery.series.invalid');
  });
}
