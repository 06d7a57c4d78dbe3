import { expect, it } from 'vitest';
import { zPromotionDefinition, type Bonus, type BonusesValue, type PromotionInput } from '@lotto/contracts';
import { expireBonuses, putPromotion } from '../src/modules/promo/index.ts';
import { Deposits } from '../src/modules/wallet/index.ts';
import { describeGroups } from './groups-kit.ts';
import { engine } from './harness.ts';
import { checkLedgerInvariants } from './ledger-invariants.ts';
import { get, ids, merchantId, play, post, signIn, t, useInhouseApp } from './inhouse-suite.ts';

/**
 * Bonuses: a deposit earns a promotion's bonus, paid once however often or concurrently it is
 * claimed; its wagering advances with the member's bets (by game-type weight) and, while open,
 * money may not leave; the member may forfeit it; it expires; one kept in the bonus balance moves
 * to the main balance once met; limits hold across accounts sharing an IP.
 */
useInhouseApp();

let n = 0;
async function promotion(over: Partial<PromotionInput> & Pick<PromotionInput, 'trigger' | 'reward'>) {
  const code = `T${engine.slice(0, 2).toUpperCase()}${++n}`;
  const def = zPromotionDefinition.parse({
    code,
    category: 'deposit',
    title: { EN: code },
    startsAt: 0,
    ...over,
  });
  return putPromotion(t.store.db.kysely, { merchantId, def, now: Date.now() });
}

/** A paid deposit of `amount` (e.g. '200.00') through the BANK channel, credited by the operator. */
async function deposit(who: string, amount: string) {
  const made = await post<{ orderRef: string }>('/wps/wallet/deposit', who, {
    channel: 'BANK',
    amount,
    requestId: `dep-${who}-${++n}`,
  });
  expect(made.status, JSON.stringify(made.json)).toBe(200);
  const deposits = new Deposits(t.store.db.kysely, { wallet: t.app.platform.wallet, factories: {} });
  const brand = (await t.app.platform.brands.byId(merchantId))!;
  await deposits.credit(brand, made.json.value.orderRef);
}

const claim = (who: string, id: number) => post<Bonus>(`/wps/promotions/${id}/claim`, who, {});
const bonuses = async (who: string) => (await get<BonusesValue>('/wps/member/bonuses', who)).json.value;
const main = async (who: string) =>
  (await t.app.platform.wallet.memberBalances(merchantId, ids[who]!)).find((b) => b.code === 'main')
    ?.balance ?? 0n;
const withdraw = (who: string) =>
  post('/wps/wallet/withdraw', who, {
    cardId: 1,
    amount: '10.00',
    paymentPassword: '123456',
    requestId: `withdraw-${who}-${++n}`,
  });

describeGroups(`bonuses (${engine})`, [wagering, once, forfeit, expiry, bonusBalance, limits]);

function wagering() {
  it('pays a first-deposit bonus, holds money in until its weighted turnover is bet, then lets it go', async () => {
    await signIn('bw');
    await deposit('bw', '200.00');
    const id = await promotion({
      trigger: 'first_deposit',
      reward: { type: 'percent', percent: 5_000, cap: 5_000, minBase: 10_000 },
      wagerMultiple: 200,
      gameWeights: { INHOUSE: 50 },
    });
    const got = await claim('bw', id);
    expect(got.json.value).toMatchObject({
      amount: '50.00',
      wagerRequired: '100.00',
      wagerDone: '0.00',
      status: 'open',
    });
    expect(await main('bw')).toBe(25_000n);
    const refused = await withdraw('bw');
    expect(refused.json.code, JSON.stringify(refused.json)).toBe('withdraw.bonus.wagering');
    expect((refused.json as { value?: unknown }).value).toEqual({
      wagering: { required: '100.00', done: '0.00' },
    });
    // in-house bets count at 50 %: 10 bets of 10.00 make 50.00
    for (let i = 0; i < 10; i++) expect((await play('bw', 'dice')).status).toBe(200);
    let open = (await bonuses('bw')).open!;
    expect([open.wagerDone, open.progress, open.status]).toEqual(['50.00', '50.00', 'open']);
    for (let i = 0; i < 10; i++) expect((await play('bw', 'dice')).status).toBe(200);
    const after = await bonuses('bw');
    expect(after.open).toBeNull();
    expect(after.list[0]).toMatchObject({ status: 'met', wagerDone: '100.00', progress: '100.00' });
    expect((await withdraw('bw')).json.code).not.toBe('withdraw.bonus.wagering');
    open = after.list[0]!;
    expect(open.metAt).not.toBeNull();
  });
}

function once() {
  it('pays a claim once however many arrive together, and refuses a second bonus while one is wagered', async () => {
    await signIn('bo');
    await deposit('bo', '100.00');
    const id = await promotion({
      trigger: 'first_deposit',
      reward: { type: 'fixed', amount: 1_000 },
      wagerMultiple: 100,
    });
    const answers = await Promise.all(Array.from({ length: 6 }, () => claim('bo', id)));
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([200]));
    expect(new Set(answers.map((a) => a.json.value.id)).size).toBe(1);
    expect((await bonuses('bo')).totalCount).toBe(1);
    expect(await main('bo')).toBe(11_000n);
    const other = await promotion({
      trigger: 'deposit',
      reward: { type: 'fixed', amount: 500 },
      wagerMultiple: 100,
    });
    expect((await claim('bo', other)).json.code).toBe('bonus.open.exists');
    const early = await promotion({ trigger: 'application', reward: { type: 'fixed', amount: 500 } });
    expect((await claim('bo', early)).json.code).toBe('promotion.not.available');
    await checkLedgerInvariants(t.store.db.kysely);
  });
}

function forfeit() {
  it('lets the member forfeit the bonus being wagered: the bonus goes back and money may leave', async () => {
    await signIn('bf');
    await deposit('bf', '100.00');
    const id = await promotion({
      trigger: 'first_deposit',
      reward: { type: 'fixed', amount: 3_000 },
      wagerMultiple: 1_000,
    });
    const bonus = (await claim('bf', id)).json.value;
    expect(await main('bf')).toBe(13_000n);
    const done = await post<Bonus>(`/wps/member/bonuses/${bonus.id}/forfeit`, 'bf', {});
    expect(done.json.value.status).toBe('forfeited');
    expect(await main('bf')).toBe(10_000n);
    expect((await post(`/wps/member/bonuses/${bonus.id}/forfeit`, 'bf', {})).json.code).toBe(
      'bonus.not.open',
    );
    expect((await post(`/wps/member/bonuses/${bonus.id}/forfeit`, 'bw', {})).json.code).toBe(
      'access.forbidden',
    );
    expect((await withdraw('bf')).json.code).not.toBe('withdraw.bonus.wagering');
  });
}

function expiry() {
  it('ends a bonus whose wagering time ran out and takes it back, once', async () => {
    await signIn('be');
    await deposit('be', '100.00');
    const id = await promotion({
      trigger: 'first_deposit',
      reward: { type: 'fixed', amount: 2_000 },
      wagerMultiple: 1_000,
      wagerDays: 1,
    });
    await claim('be', id);
    const sweep = {
      db: t.store.db.kysely,
      wallet: t.app.platform.wallet,
      brandOf: (i: number) => t.app.platform.brands.byId(i),
    };
    expect(await expireBonuses(sweep, Date.now())).toBe(0);
    const later = Date.now() + 2 * 86_400_000;
    const [a, b] = await Promise.all([expireBonuses(sweep, later), expireBonuses(sweep, later)]);
    expect(a + b).toBe(1);
    expect((await bonuses('be')).list[0]!.status).toBe('expired');
    expect(await main('be')).toBe(10_000n);
    await checkLedgerInvariants(t.store.db.kysely);
  });
}

function bonusBalance() {
  it('keeps a bonus-balance bonus apart until met, then moves it to the main balance once', async () => {
    await signIn('bb');
    await deposit('bb', '100.00');
    const id = await promotion({
      trigger: 'first_deposit',
      reward: { type: 'fixed', amount: 1_000 },
      wagerMultiple: 200,
      creditTo: 'bonus',
    });
    await claim('bb', id);
    const accounts = async () => await t.app.platform.wallet.memberBalances(merchantId, ids['bb']!);
    expect((await accounts()).find((x) => x.code === 'bonus')?.balance).toBe(1_000n);
    // the main balance is the member's own: it may leave
    expect((await withdraw('bb')).json.code).not.toBe('withdraw.bonus.wagering');
    for (let i = 0; i < 2; i++) expect((await play('bb', 'dice')).status).toBe(200);
    const before = await main('bb');
    await Promise.all([bonuses('bb'), bonuses('bb')]);
    expect((await accounts()).find((x) => x.code === 'bonus')?.balance).toBe(0n);
    expect((await main('bb')) - before).toBe(1_000n);
    await checkLedgerInvariants(t.store.db.kysely);
  });
}

function limits() {
  it('refuses a promotion limited to one per IP to a second account from the same address', async () => {
    await signIn('bl1');
    await signIn('bl2');
    const id = await promotion({
      trigger: 'deposit',
      reward: { type: 'fixed', amount: 500 },
      limits: { perMember: 2, perIp: true },
    });
    for (const who of ['bl1', 'bl2']) await deposit(who, '100.00');
    expect((await claim('bl1', id)).json.value.status).toBe('free');
    expect((await claim('bl2', id)).json.code).toBe('promotion.limit');
    await deposit('bl1', '100.00');
    expect((await claim('bl1', id)).status).toBe(200);
    await deposit('bl1', '100.00');
    expect((await claim('bl1', id)).json.code).toBe('promotion.limit');
  });
}
