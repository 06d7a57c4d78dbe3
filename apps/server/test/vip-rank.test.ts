import { expect, it } from 'vitest';
import type { MemberInfo, Rank, Rebate } from '@lotto/contracts';
import { describeGroups } from './groups-kit.ts';
import { engine, eventually } from './harness.ts';
import { checkLedgerInvariants } from './ledger-invariants.ts';
import { fund, get, ids, merchantId, play, post, signIn, t, useInhouseApp } from './inhouse-suite.ts';

/**
 * VIP levels and manual rebate: a member climbs a level when its lifetime valid turnover and
 * deposits reach it (read from its figures) and keeps it; its club label follows; the manual
 * rebate pays unclaimed turnover at its level's rate, once however often or concurrently claimed.
 */
useInhouseApp();

const brandOf = async () => (await t.app.platform.brands.byId(merchantId))!;
const lvl = (level: number, turnover: number, rebate: number) => ({
  level,
  name: { EN: `Level ${level}`, TY: `Antas ${level}` },
  color: '#111111',
  color2: '#eeeeee',
  turnover,
  deposits: 0,
  monthlyTurnover: 10_000,
  rebate: { other: rebate, INHOUSE: rebate },
  benefits: { EN: [`Rebate ${rebate}`], TY: [`Rebate ${rebate}`] },
});

async function setLevels() {
  const vip = { levels: [lvl(0, 0, 0), lvl(1, 5_000, 100), lvl(2, 20_000, 200)] };
  await t.app.platform.admin.patchSettings('demo', { vip });
  await eventually(async () => expect((await brandOf()).settings.vip.levels[2]!.turnover).toBe(20_000));
}

const rank = async (who: string) => (await get<Rank>('/wps/member/rank', who)).json.value;
const rebate = async (who: string) => (await get<Rebate>('/wps/member/rebate', who)).json.value;
const claim = (who: string) => post<{ amount: string; rebate: Rebate }>('/wps/member/rebate/claim', who, {});
const main = async (who: string) =>
  (await t.app.platform.wallet.memberBalances(merchantId, ids[who]!)).find((b) => b.code === 'main')
    ?.balance ?? 0n;
const rounds = async (who: string, n: number) => {
  for (let i = 0; i < n; i++) expect((await play(who, 'dice')).status).toBe(200);
};

describeGroups(`VIP levels and manual rebate (${engine})`, [levels, rebates, access]);

function levels() {
  it('climbs a level on lifetime turnover, keeps it, and shows the way to the next', async () => {
    await setLevels();
    await signIn('vr');
    await fund('vr', 100_000n);
    const first = await rank('vr');
    expect(first).toMatchObject({
      rankLevel: 0,
      playerRankName: 'Antas 0',
      vipService: false,
      next: { rankLevel: 1, turnover: { actual: '0.00', expected: '50.00' }, progress: 0 },
    });
    expect(first.levels.map((l) => l.rankLevel)).toEqual([0, 1, 2]);
    await rounds('vr', 3);
    expect((await rank('vr')).next).toMatchObject({ turnover: { actual: '30.00' }, progress: 60 });
    await rounds('vr', 2);
    const up = await rank('vr');
    expect(up).toMatchObject({
      rankLevel: 1,
      playerRankName: 'Antas 1',
      benefits: ['Rebate 100'],
      totalTurnover: '50.00',
      monthlyTurnover: { actual: '50.00', expected: '100.00' },
      next: { rankLevel: 2, turnover: { actual: '50.00', expected: '200.00' } },
    });
    const info = (await get<MemberInfo>('/wps/member/info', 'vr')).json.value;
    expect(info.clubLabel).toMatchObject({ rankLevel: 1, labelName: 'Antas 1', color: '#111111' });
    // Raised thresholds do not take a level away.
    const vip = { levels: [lvl(0, 0, 0), lvl(1, 9_000_000, 100), lvl(2, 20_000_000, 200)] };
    await t.app.platform.admin.patchSettings('demo', { vip });
    await eventually(async () => expect((await brandOf()).settings.vip.levels[1]!.turnover).toBe(9_000_000));
    expect((await rank('vr')).rankLevel).toBe(1);
    await setLevels();
  });
}

function rebates() {
  it('pays unclaimed turnover at the level rate once, and nothing twice', async () => {
    await setLevels();
    await signIn('vm');
    await fund('vm', 100_000n);
    await rounds('vm', 6);
    const due = await rebate('vm');
    expect(due).toMatchObject({ rankLevel: 1, total: '0.60', claimed: '0.00', lastClaimAt: null });
    expect(due.rows).toContainEqual({ gameType: 'INHOUSE', turnover: '60.00', rate: 100, amount: '0.60' });
    const before = await main('vm');
    const got = await claim('vm');
    expect(got.status, JSON.stringify(got.json)).toBe(200);
    expect(got.json.value.amount).toBe('0.60');
    expect(got.json.value.rebate).toMatchObject({ total: '0.00', claimed: '0.60' });
    expect((await main('vm')) - before).toBe(60n);
    const again = await claim('vm');
    expect(again.json.code).toBe('rebate.nothing');
    // Its figures count it: personal profit shows the rebate.
    await rounds('vm', 2);
    expect((await rebate('vm')).total).toBe('0.20');
  });

  it('pays once under concurrent claims, and the ledger stays balanced', async () => {
    await setLevels();
    await signIn('vc');
    await fund('vc', 100_000n);
    await rounds('vc', 10);
    const before = await main('vc');
    const answers = await Promise.all(Array.from({ length: 6 }, () => claim('vc')));
    const paid = answers.filter((a) => a.status === 200);
    expect(paid.length).toBeGreaterThanOrEqual(1);
    for (const a of answers) if (a.status !== 200) expect(a.json.code).toBe('rebate.nothing');
    expect((await main('vc')) - before).toBe(100n);
    expect((await rebate('vc')).claimed).toBe('1.00');
    await checkLedgerInvariants(t.store.db.kysely);
  });
}

function access() {
  it('asks for a session, and answers function.not.available while MANPLAYREB3 is off', async () => {
    const anon = await t.app.inject({ method: 'GET', url: '/wps/member/rank' });
    expect(anon.statusCode).toBe(401);
    await signIn('vo');
    await t.app.platform.admin.setModule('demo', { modId: 'MANPLAYREB3', enabled: false });
    await eventually(async () =>
      expect((await get('/wps/member/rebate', 'vo')).json.code).toBe('function.not.available'),
    );
    expect((await claim('vo')).json.code).toBe('function.not.available');
    await t.app.platform.admin.setModule('demo', { modId: 'MANPLAYREB3', enabled: true });
    await eventually(async () => expect((await get('/wps/member/rebate', 'vo')).status).toBe(200));
  });
}
