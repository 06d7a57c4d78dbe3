import { expect, it } from 'vitest';
import {
  zPromotionDefinition,
  type Bonus,
  type Leaderboard,
  type MissionsValue,
  type PromotionInput,
} from '@lotto/contracts';
import { addFigures } from '../src/modules/figures/index.ts';
import { putPromotion } from '../src/modules/promo/index.ts';
import { describeGroups } from './groups-kit.ts';
import { engine, eventually } from './harness.ts';
import {
  call,
  fund,
  get,
  ids,
  merchantId,
  play,
  post,
  signIn,
  t,
  tokens,
  useInhouseApp,
} from './inhouse-suite.ts';

/**
 * Goals and limits: a mission over the running day pays once its goal is reached and once per
 * period; a losses promotion (cashback) pays on the day before; the leaderboard masks names;
 * VIP audiences wait for the level; per-device and per-payout-card limits refuse a second account.
 */
useInhouseApp();

let n = 0;
async function promotion(over: Partial<PromotionInput> & Pick<PromotionInput, 'trigger' | 'reward'>) {
  const code = `G${engine.slice(0, 2).toUpperCase()}${++n}`;
  const def = zPromotionDefinition.parse({
    code,
    category: 'mission',
    title: { EN: code, TY: code },
    startsAt: 0,
    ...over,
  });
  return putPromotion(t.store.db.kysely, { merchantId, def, now: Date.now() });
}
const claim = (who: string, id: number, device?: string) =>
  t.app
    .inject({
      method: 'POST',
      url: `/wps/promotions/${id}/claim`,
      payload: {},
      headers: { authorization: tokens[who]!, ...(device ? { 'x-device-id': device } : {}) },
    })
    .then((r) => ({ status: r.statusCode, json: r.json<{ value: Bonus; code?: string }>() }));
const missions = async (who: string) => (await get<MissionsValue>('/wps/member/missions', who)).json.value;
const rounds = async (who: string, k: number) => {
  for (let i = 0; i < k; i++) expect((await play(who, 'dice')).status).toBe(200);
};

describeGroups(`promotion goals and limits (${engine})`, [mission, losses, board, vipAudience, device, card]);

function mission() {
  it('a daily turnover mission shows progress, pays once reached, once per day', async () => {
    await signIn('gm');
    await fund('gm', 100_000n);
    const id = await promotion({
      trigger: 'mission',
      goal: { period: 'day', metric: 'turnover', target: 5_000 },
      reward: { type: 'fixed', amount: 500 },
    });
    const bets = await promotion({
      trigger: 'mission',
      goal: { period: 'week', metric: 'bets', target: 100 },
      reward: { type: 'fixed', amount: 100 },
    });
    let mine = await missions('gm');
    expect(mine.list.find((m) => m.id === id)).toMatchObject({
      status: 'process',
      value: '0.00',
      target: '50.00',
      progress: 0,
    });
    expect(mine.list.find((m) => m.id === bets)).toMatchObject({ period: 'week', target: '100', value: '0' });
    await rounds('gm', 3);
    expect((await missions('gm')).list.find((m) => m.id === id)).toMatchObject({
      value: '30.00',
      progress: 60,
    });
    expect((await claim('gm', id)).json.code).toBe('promotion.goal.unmet');
    await rounds('gm', 2);
    mine = await missions('gm');
    expect(mine.list.find((m) => m.id === id)).toMatchObject({ status: 'done', reward: '5.00' });
    const openBefore = mine.open;
    const paid = await claim('gm', id);
    expect(paid.status, JSON.stringify(paid.json)).toBe(200);
    expect(paid.json.value).toMatchObject({ amount: '5.00', status: 'free' });
    const again = await claim('gm', id);
    expect(again.json.value.id).toBe(paid.json.value.id);
    mine = await missions('gm');
    expect(mine.list.find((m) => m.id === id)).toMatchObject({ status: 'claimed' });
    expect(mine.open).toBe(openBefore - 1);
    expect(mine.list.find((m) => m.id === bets)).toMatchObject({ value: '5', status: 'process' });
  });
}

function losses() {
  it('a losses promotion pays a share of the day before, once', async () => {
    await signIn('gl');
    const brand = (await t.app.platform.brands.byId(merchantId))!;
    await addFigures(t.store.db.kysely, [
      {
        merchantId,
        memberId: ids['gl']!,
        timeZone: brand.settings.timeZone,
        at: Date.now() - 86_400_000,
        gameType: 'INHOUSE',
        sums: { stake: 40_000n, valid_turnover: 40_000n, payout: 10_000n, bet_count: 4 },
      },
    ]);
    const id = await promotion({
      category: 'rebate',
      trigger: 'losses',
      goal: { period: 'day', metric: 'losses', target: 10_000 },
      reward: { type: 'percent', percent: 1_000, cap: 100_000 },
    });
    const got = await claim('gl', id);
    expect(got.status, JSON.stringify(got.json)).toBe(200);
    expect(got.json.value.amount).toBe('30.00');
    expect((await claim('gl', id)).json.value.id).toBe(got.json.value.id);
    await signIn('gl2');
    expect((await claim('gl2', id)).json.code).toBe('promotion.goal.unmet');
  });
}

function board() {
  it('ranks the week by turnover with masked names and the asker’s own place', async () => {
    await signIn('gboard');
    await fund('gboard', 100_000n);
    await rounds('gboard', 1);
    const lb = (
      await get<Leaderboard>('/wps/member/missions/leaderboard?period=week&metric=turnover', 'gboard')
    ).json.value;
    expect(lb.rows.length).toBeGreaterThan(0);
    for (const r of lb.rows) expect(r.name).toMatch(/^.{1,2}\*\*\*.?$/);
    expect(lb.mine.value).toBe('10.00');
    expect(lb.mine.rank).toBeGreaterThan(0);
    const bad = await get('/wps/member/missions/leaderboard?metric=wins', 'gboard');
    expect(bad.status).toBe(400);
  });
}

function vipAudience() {
  it('a VIP audience waits for the level', async () => {
    const lvl = (level: number, turnover: number) => ({
      level,
      name: { EN: `L${level}` },
      color: '#000',
      color2: '#fff',
      turnover,
      deposits: 0,
    });
    await t.app.platform.admin.patchSettings('demo', { vip: { levels: [lvl(0, 0), lvl(1, 2_000)] } });
    await eventually(async () =>
      expect((await t.app.platform.brands.byId(merchantId))!.settings.vip.levels[1]!.turnover).toBe(2_000),
    );
    await signIn('gv');
    await fund('gv', 100_000n);
    const id = await promotion({
      category: 'vip',
      trigger: 'registration',
      audience: 'vip',
      audienceValue: 1,
      reward: { type: 'fixed', amount: 100 },
    });
    expect((await claim('gv', id)).json.code).toBe('promotion.not.available');
    await rounds('gv', 2);
    expect((await claim('gv', id)).status).toBe(200);
  });
}

function device() {
  it('refuses a per-device promotion to a second account on the same device, and asks for a device', async () => {
    await signIn('gd1');
    await signIn('gd2');
    await signIn('gd3');
    const id = await promotion({
      category: 'new_player',
      trigger: 'registration',
      reward: { type: 'fixed', amount: 100 },
      limits: { perDevice: true },
    });
    expect((await claim('gd1', id)).json.code).toBe('promotion.device.required');
    expect((await claim('gd1', id, 'device-aaaa-1111')).status).toBe(200);
    expect((await claim('gd2', id, 'device-aaaa-1111')).json.code).toBe('promotion.limit');
    expect((await claim('gd3', id, 'device-bbbb-2222')).status).toBe(200);
  });
}

async function bindCard(who: string, name: string, accountNumber: string) {
  const pin = { newPassword: '482916', confirmPassword: '482916' };
  await call('PUT', '/wps/wallet/payment-password', who, pin);
  const card = await post('/wps/wallet/bank-cards', who, {
    bankName: 'Bangko Perlas',
    accountName: name,
    accountNumber,
    paymentPassword: '482916',
  });
  expect(card.status, JSON.stringify(card.json)).toBe(200);
}

function card() {
  it('refuses a per-card promotion without a card, and to a second account holding the same card', async () => {
    await signIn('gc1');
    await signIn('gc2');
    await signIn('gc3');
    const id = await promotion({
      category: 'new_player',
      trigger: 'registration',
      reward: { type: 'fixed', amount: 100 },
      limits: { perCard: true },
    });
    expect((await claim('gc1', id)).json.code).toBe('promotion.card.required');
    await bindCard('gc1', 'Ana Cruz', '1111 2222 3333');
    await bindCard('gc2', 'Ben Cruz', '1111 2222 3333');
    await bindCard('gc3', 'Cy Cruz', '9999 8888 7777');
    expect((await claim('gc1', id)).status).toBe(200);
    expect((await claim('gc2', id)).json.code).toBe('promotion.limit');
    expect((await claim('gc3', id)).status).toBe(200);
  });
}
