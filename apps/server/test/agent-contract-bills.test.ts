import { beforeAll, expect, it } from 'vitest';
import type { AgentCentreValue, BillsValue, RevenueValue, TransactionPage } from '@lotto/contracts';
import { localDayStart, addDays, localHour } from '../src/lib/local-hour.ts';
import { GRACE_MS } from '../src/modules/agent/index.ts';
import { c, setModule, t, useAccountsApp } from './accounts-suite.ts';
import { eventually, engine } from './harness.ts';
import { as, brandOf, idOf, member } from './agent-kit.ts';
import {
  billsOf,
  contractAt,
  fundMember,
  mainBalance,
  platformContract,
  play,
  scheduler,
  tiers,
} from './agent-contracts-kit.ts';
import { describeGroups } from './groups-kit.ts';

/**
 * Periods billed from the team's figures and paid down the chain: the platform pays the top
 * agent, which pays its downline from what it got and then from its balance; a bill its payer
 * cannot cover waits and is paid when the money is there, or expires; with claims, money waits
 * for the payee; two schedulers bill and pay a period once.
 */
useAccountsApp();

let tz = 'UTC';
/** The moment the local day after `at` begins, plus the grace the scheduler waits. */
const afterDay = (at: number) => localDayStart(addDays(localHour(at, tz).day, 1), tz) + GRACE_MS + 1;
const entriesOf = async (type: string) =>
  Number(
    (
      await t.store.db.kysely
        .selectFrom('ledger_entries')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('type', '=', type)
        .executeTakeFirstOrThrow()
    ).n,
  );

const DAY = 86_400_000;

/** Changes the brand's contract settings and waits until the app reads them. */
async function settings(patch: Record<string, unknown>) {
  const next = { ...(await brandOf()).settings.agentContracts, ...patch };
  await t.app.platform.admin.patchSettings('demo', { agentContracts: next });
  await eventually(async () => expect((await brandOf()).settings.agentContracts).toEqual(next));
}

/** Takes a member's whole main balance away (a withdrawal paid out). */
async function drain(memberId: number) {
  const balance = await mainBalance(memberId);
  await t.app.platform.wallet.post({
    merchantId: (await brandOf()).id,
    currency: (await brandOf()).settings.currency,
    idemKey: `drain-${memberId}-${balance}`,
    type: 'withdraw',
    lines: [
      { account: { member: memberId }, amount: -balance },
      { account: { house: 'withdrawals' }, amount: balance },
    ],
  });
}

beforeAll(async () => {
  for (const id of ['SIGNCONDIV3', 'DAILYSALCONT3']) await setModule(id, true);
  tz = (await brandOf()).settings.timeZone;
}, 60_000);

describeGroups(`agent contract bills (${engine})`, [chain, shortPayer, claims]);

function chain() {
  it('bills the day once with two schedulers and pays the platform’s and the upline’s parts', async () => {
    await member('wtop', { type: 1 });
    await member('wsub', { type: 1, upline: 'wtop' });
    await member('wp1', { upline: 'wsub' });
    await member('wp2', { upline: 'wtop' });
    const now = Date.now();
    const top = await platformContract('wtop', {
      kind: 'daily',
      tiers: tiers('1', { rate: '2', minTurnover: '1000', minUsers: 2 }),
      now,
    });
    const sub = await contractAt('wtop', { member: 'wsub', kind: 'daily', tiers: tiers('1.5'), now });
    await play(await idOf('wp1'), { turnover: 80_000n, payout: 50_000n, at: now });
    await play(await idOf('wp2'), { turnover: 30_000n, at: now });
    await play(await idOf('wsub'), { turnover: 10_000n, at: now });
    const before = { top: await mainBalance(await idOf('wtop')), sub: await mainBalance(await idOf('wsub')) };
    const clock = { now };
    const [one, two] = [scheduler(clock), scheduler(clock)];
    // nothing is billed while the day runs
    await Promise.all([one.tick(), two.tick()]);
    expect(await billsOf(top.id)).toEqual([]);
    clock.now = afterDay(now);
    await Promise.all([one.tick(), two.tick()]);
    await Promise.all([one.tick(), two.tick()]);
    const [topBill] = await billsOf(top.id);
    const [subBill] = await billsOf(sub.id);
    // wtop's team: 1,200.00 turnover and 3 valid users (100.00 each) reach 2 %; wsub's 900.00 at 1.5 %
    expect(topBill).toMatchObject({ tier: 2, rate: 200, state: 'paid', valid_users: 3, depth: 0 });
    expect(BigInt(topBill!.amount)).toBe(2_400n);
    expect(BigInt(topBill!.owed_down)).toBe(1_350n);
    expect(subBill).toMatchObject({ tier: 1, rate: 150, state: 'paid', depth: 1 });
    expect(BigInt(subBill!.amount)).toBe(1_350n);
    expect((await mainBalance(await idOf('wtop'))) - before.top).toBe(1_050n);
    expect((await mainBalance(await idOf('wsub'))) - before.sub).toBe(1_350n);
    expect(await entriesOf('wage')).toBe(2);
    const page = (await c.call('GET', '/wps/agent/bills?kind=daily', undefined, as('wsub'))).body
      .value as BillsValue;
    expect(page.list.map((b) => [b.amount, b.state, b.payer?.username])).toEqual([['13.50', 'paid', 'wtop']]);
    const paying = (await c.call('GET', '/wps/agent/bills?side=team', undefined, as('wtop'))).body
      .value as BillsValue;
    expect(paying.list.map((b) => b.payee.username)).toEqual(['wsub']);
    const rows = (await c.call('GET', '/wps/wallet/transactions?txType=wage', undefined, as('wsub'))).body
      .value as TransactionPage;
    expect(rows.list.map((r) => r.amount)).toEqual(['13.50']);
    // each agent's income is what it kept: wtop 24.00 less the 13.50 it paid wsub
    const day = localHour(now, tz).day;
    const income = async (who: string) =>
      (
        (await c.call('GET', `/wps/agent/revenue?from=${day}&to=${day}`, undefined, as(who))).body
          .value as RevenueValue
      ).totals;
    expect(await income('wtop')).toMatchObject({ wage: '10.50', dividend: '0.00' });
    expect(await income('wsub')).toMatchObject({ wage: '13.50' });
    // the centre shows the daily-wage page to both: one holds, the other gives such a contract
    for (const who of ['wtop', 'wsub'])
      expect(
        ((await c.call('GET', '/wps/agent/centre', undefined, as(who))).body.value as AgentCentreValue).pages,
      ).toContain('agentDailyWages2');
  });
}

function shortPayer() {
  it('leaves a bill its payer cannot cover owed, pays it when the money comes, and lets another expire', async () => {
    await member('dtop', { type: 1 });
    await member('dsub', { type: 1, upline: 'dtop' });
    await member('dlose', { upline: 'dsub' });
    await member('dwin', { upline: 'dtop' });
    await settings({ dividendPeriod: 'D' });
    const now = Date.now() + 10 * DAY;
    await platformContract('dtop', { kind: 'dividend', tiers: tiers('10'), now });
    const sub = await contractAt('dtop', { member: 'dsub', kind: 'dividend', tiers: tiers('10'), now });
    // dsub's team lost 1,000.00; dtop's whole team won (dwin took 2,000.00 more than it staked)
    await play(await idOf('dlose'), { turnover: 100_000n, at: now });
    await play(await idOf('dwin'), { turnover: 100_000n, payout: 300_000n, at: now });
    const clock = { now: afterDay(now) };
    const run = scheduler(clock);
    await run.tick();
    let [bill] = await billsOf(sub.id);
    expect(bill).toMatchObject({ state: 'insufficient' });
    expect(BigInt(bill!.amount)).toBe(10_000n);
    await fundMember(await idOf('dtop'), 6_000n, 'dtop-some');
    await run.tick();
    [bill] = await billsOf(sub.id);
    expect([bill!.state, BigInt(bill!.funded), BigInt(bill!.claimed)]).toEqual([
      'partly_claimed',
      6_000n,
      6_000n,
    ]);
    expect(await mainBalance(await idOf('dtop'))).toBe(0n);
    await fundMember(await idOf('dtop'), 50_000n, 'dtop-more');
    await run.tick();
    [bill] = await billsOf(sub.id);
    expect(bill!.state).toBe('paid');
    expect(await mainBalance(await idOf('dsub'))).toBe(10_000n);
    expect(await mainBalance(await idOf('dtop'))).toBe(46_000n);
    // the next day dsub's team loses again, dtop's wins again and dtop has spent its balance:
    // the bill waits, then expires
    await drain(await idOf('dtop'));
    await play(await idOf('dlose'), { turnover: 50_000n, at: clock.now });
    await play(await idOf('dwin'), { turnover: 100_000n, payout: 300_000n, at: clock.now });
    clock.now = afterDay(clock.now);
    await run.tick();
    const later = (await billsOf(sub.id))[1]!;
    expect([BigInt(later.amount), later.state]).toEqual([5_000n, 'insufficient']);
    clock.now = afterDay(clock.now);
    await run.tick();
    const gone = (await billsOf(sub.id))[1]!;
    expect([gone.state, BigInt(gone.funded)]).toEqual(['expired', 0n]);
    expect(await mainBalance(await idOf('dsub'))).toBe(10_000n);
  });
}

function claims() {
  it('keeps paid money for the payee to claim, and gives back what is not claimed in time', async () => {
    await settings({ payout: 'claim' });
    await member('ctop', { type: 1 });
    await member('cplay', { upline: 'ctop' });
    const now = Date.now() + 20 * DAY;
    const top = await platformContract('ctop', { kind: 'daily', tiers: tiers('2'), now });
    await play(await idOf('cplay'), { turnover: 50_000n, at: now });
    const clock = { now: afterDay(now) };
    const run = scheduler(clock);
    await run.tick();
    const [bill] = await billsOf(top.id);
    expect([bill!.state, BigInt(bill!.funded), BigInt(bill!.claimed)]).toEqual([
      'awaiting_claim',
      1_000n,
      0n,
    ]);
    expect(await mainBalance(await idOf('ctop'))).toBe(0n);
    const claimed = await c.call('POST', `/wps/agent/bills/${bill!.id}/claim`, {}, as('ctop'));
    expect(claimed.body.value).toMatchObject({ state: 'paid', claimed: '10.00' });
    expect(await mainBalance(await idOf('ctop'))).toBe(1_000n);
    expect((await c.call('POST', `/wps/agent/bills/${bill!.id}/claim`, {}, as('ctop'))).body.code).toBe(
      'agent.bill.nothing_to_claim',
    );
    expect((await c.call('POST', `/wps/agent/bills/${bill!.id}/claim`, {}, as('cplay'))).body.code).toBe(
      'access.forbidden',
    );
    // the next day's bill is never claimed: after the day after, its money goes back
    await play(await idOf('cplay'), { turnover: 50_000n, at: clock.now });
    clock.now = afterDay(clock.now);
    await run.tick();
    const second = (await billsOf(top.id))[1]!;
    expect(second.state).toBe('awaiting_claim');
    clock.now = afterDay(clock.now);
    await run.tick();
    const gone = (await billsOf(top.id))[1]!;
    expect([gone.state, BigInt(gone.funded), BigInt(gone.claimed)]).toEqual(['expired', 0n, 0n]);
    expect(await mainBalance(await idOf('ctop'))).toBe(1_000n);
    await settings({ payout: 'auto' });
  });
}
