import { expect, it } from 'vitest';
import {
  zPromotionDefinition,
  type Bonus,
  type MemberState,
  type Promotion,
  type PromotionInput,
  type RewardCentre,
  type Winners,
} from '@lotto/contracts';
import { createHash } from 'node:crypto';
import { raffleDraw } from '@lotto/contracts/games/fair/raffle';
import { nodeHmac } from '../src/lib/node-crypto.ts';
import { formatMinor } from '../src/lib/money.ts';
import { putPromotion } from '../src/modules/promo/index.ts';
import { Deposits } from '../src/modules/wallet/index.ts';
import { describeGroups } from './groups-kit.ts';
import { engine, eventually } from './harness.ts';
import { fund, get, ids, merchantId, play, post, signIn, t, useInhouseApp } from './inhouse-suite.ts';

/**
 * The reward centre and the header's state: a deposit promotion earned, a mission reached and the
 * manual rebate are claimable, each until claimed; the state counts them with the balance.
 */
useInhouseApp();

let n = 0;
async function promotion(over: Partial<PromotionInput> & Pick<PromotionInput, 'trigger' | 'reward'>) {
  const code = `R${engine.slice(0, 2).toUpperCase()}${++n}`;
  const def = zPromotionDefinition.parse({
    code,
    category: 'deposit',
    title: { EN: code, TY: code },
    startsAt: 0,
    ...over,
  });
  return { id: await putPromotion(t.store.db.kysely, { merchantId, def, now: Date.now() }), code };
}
async function deposit(who: string, amount: string) {
  const made = await post<{ orderRef: string }>('/wps/wallet/deposit', who, {
    channel: 'BANK',
    amount,
    requestId: `rdep-${who}-${++n}`,
  });
  expect(made.status, JSON.stringify(made.json)).toBe(200);
  const deposits = new Deposits(t.store.db.kysely, { wallet: t.app.platform.wallet, factories: {} });
  await deposits.credit((await t.app.platform.brands.byId(merchantId))!, made.json.value.orderRef);
}
const centre = async (who: string) => (await get<RewardCentre>('/wps/member/rewards', who)).json.value;
const state = async (who: string) => (await get<MemberState>('/wps/member/state', who)).json.value;

describeGroups(`reward centre (${engine})`, [claimables, winners, statuses, raffle]);

function claimables() {
  it('lists what may be claimed now, each until claimed, and the header counts them', async () => {
    const dep = await promotion({
      trigger: 'deposit',
      reward: { type: 'percent', percent: 1_000, cap: 100_000 },
    });
    const mission = await promotion({
      category: 'mission',
      trigger: 'mission',
      goal: { period: 'day', metric: 'bets', target: 2 },
      reward: { type: 'fixed', amount: 300 },
    });
    await signIn('rc');
    const empty = await state('rc');
    expect(empty).toMatchObject({
      sumBalance: '0.00',
      currencySymbol: expect.any(String),
      unreadMessages: 0,
      rankLevel: 0,
    });
    const before = empty.rewards;
    await deposit('rc', '100.00');
    await fund('rc', 50_000n);
    for (let i = 0; i < 2; i++) expect((await play('rc', 'dice')).status).toBe(200);
    const now = await centre('rc');
    expect(now.claimable).toContainEqual({
      kind: 'promotion',
      id: dep.id,
      code: dep.code,
      title: dep.code,
      amount: '10.00',
    });
    expect(now.claimable).toContainEqual({
      kind: 'mission',
      id: mission.id,
      code: mission.code,
      title: mission.code,
      amount: '3.00',
    });
    expect(now.claimable.find((r) => r.kind === 'rebate')?.amount).toBe('0.02');
    const s = await state('rc');
    expect(s.rewards).toBe(now.claimable.length);
    expect(s.rewards).toBeGreaterThanOrEqual(before + 3);
    expect(s.promotions).toBeGreaterThanOrEqual(2);
    expect((await post(`/wps/promotions/${dep.id}/claim`, 'rc', {})).status).toBe(200);
    expect((await post(`/wps/promotions/${mission.id}/claim`, 'rc', {})).status).toBe(200);
    expect((await post('/wps/member/rebate/claim', 'rc', {})).status).toBe(200);
    const after = await centre('rc');
    expect(after.claimable.filter((r) => [dep.id, mission.id, 0].includes(r.id))).toEqual([]);
    expect(after.claimed.map((b) => b.code)).toEqual(expect.arrayContaining([dep.code, mission.code]));
    expect((await state('rc')).rewards).toBe(after.claimable.length);
  });
}

function winners() {
  it('shows the newest wins from the brand minimum, names masked, to anyone', async () => {
    await t.app.platform.admin.patchSettings('demo', { winners: { min: 1, days: 7 } });
    await eventually(async () =>
      expect((await t.app.platform.brands.byId(merchantId))!.settings.winners.min).toBe(1),
    );
    await signIn('winnerw');
    await fund('winnerw', 500_000n);
    let won: { payout: string } | undefined;
    for (let i = 0; i < 40 && !won; i++) {
      const r = await play('winnerw', 'dice');
      if (Number(r.json.value.payout) > 0) won = r.json.value;
    }
    expect(won).toBeDefined();
    const board = (await get<Winners>('/wps/winners')).json.value;
    expect(board.list[0]).toMatchObject({ name: 'wi***e', amount: won!.payout, game: 'XGS' });
  });
}

function statuses() {
  it('shows a member its own status on each promotion: process, joined, claimed; a guest the dates only', async () => {
    const once = await promotion({
      category: 'other',
      trigger: 'registration',
      reward: { type: 'fixed', amount: 100 },
    });
    const goal = await promotion({
      category: 'mission',
      trigger: 'mission',
      goal: { period: 'day', metric: 'bets', target: 1 },
      reward: { type: 'fixed', amount: 100 },
    });
    await signIn('rs');
    await fund('rs', 50_000n);
    const statusOf = async (id: number, who?: string) =>
      (await get<{ list: { id: number; status: string }[] }>('/wps/promotions', who)).json.value.list.find(
        (p) => p.id === id,
      )?.status;
    expect(await statusOf(once.id, 'rs')).toBe('process');
    expect(await statusOf(goal.id, 'rs')).toBe('joined');
    expect((await post(`/wps/promotions/${once.id}/claim`, 'rs', {})).status).toBe(200);
    expect(await statusOf(once.id, 'rs')).toBe('claimed');
    expect((await play('rs', 'dice')).status).toBe(200);
    expect((await post(`/wps/promotions/${goal.id}/claim`, 'rs', {})).status).toBe(200);
    expect(await statusOf(goal.id, 'rs')).toBe('claimed');
    expect((await get<{ status: string }>(`/wps/promotions/${goal.id}`, 'rs')).json.value.status).toBe(
      'claimed',
    );
    expect(await statusOf(once.id)).toBe('process');
  });
}

function raffle() {
  it('draws a raffle prize from the committed seed: the same on a repeat, recomputable, the seed kept and shown once over', async () => {
    const prizes = [
      { amount: 500, weight: 60 },
      { amount: 2_000, weight: 30 },
      { amount: 9_000, weight: 10 },
    ];
    const r = await promotion({
      category: 'other',
      trigger: 'registration',
      reward: { type: 'raffle', prizes },
    });
    const row = await t.store.db.kysely
      .selectFrom('promotions')
      .select(['raffle_seed'])
      .where('id', '=', r.id)
      .executeTakeFirstOrThrow();
    const seed = row.raffle_seed!;
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    const shown = (await get<Promotion>(`/wps/promotions/${r.id}`)).json.value;
    expect(shown.reward).toMatchObject({
      type: 'raffle',
      commitment: createHash('sha256').update(seed).digest('hex'),
      seed: null,
      prizes: [
        { amount: '5.00', chance: '60.00' },
        { amount: '20.00', chance: '30.00' },
        { amount: '90.00', chance: '10.00' },
      ],
    });
    await signIn('rr');
    const centreBefore = (await get<RewardCentre>('/wps/member/rewards', 'rr')).json.value;
    expect(centreBefore.claimable).toContainEqual({
      kind: 'raffle',
      id: r.id,
      code: r.code,
      title: r.code,
      amount: '90.00',
    });
    const got = await post<Bonus>(`/wps/promotions/${r.id}/claim`, 'rr', {});
    expect(got.status, JSON.stringify(got.json)).toBe(200);
    const i = await raffleDraw(
      { seed, memberId: ids['rr']!, source: 'registration' },
      { prizes, hmac: nodeHmac },
    );
    expect(got.json.value.amount).toBe(formatMinor(BigInt(prizes[i]!.amount)));
    expect((await post<Bonus>(`/wps/promotions/${r.id}/claim`, 'rr', {})).json.value.id).toBe(
      got.json.value.id,
    );
    // a new definition keeps the seed; the end reveals it
    const def = zPromotionDefinition.parse({
      code: r.code,
      category: 'other',
      trigger: 'registration',
      reward: { type: 'raffle', prizes },
      title: { EN: r.code, TY: r.code },
      startsAt: 0,
      endsAt: Date.now() - 1,
    });
    await putPromotion(t.store.db.kysely, { merchantId, def, now: Date.now() });
    const over = (await get<Promotion>(`/wps/promotions/${r.id}`)).json.value;
    expect(over).toMatchObject({ status: 'closed', reward: { seed } });
  });
}
