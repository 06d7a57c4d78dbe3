import { beforeAll, describe, expect, it } from 'vitest';
import type { RevenueValue, Ticket } from '@lotto/contracts';
import { LotteryDraws } from '../src/modules/lottery/scheduler.ts';
import { Wallet } from '../src/modules/wallet/service.ts';
import { figuresSides } from './figures-recount.ts';
import { checkLedgerInvariants } from './ledger-invariants.ts';
import { CutOff, expectRebateEntries, fundLornaAndDemo, placeTickets } from './lottery-rebate-steps.ts';
import {
  agentChain,
  balance,
  client,
  draws,
  merchantId,
  minor,
  place,
  rebateEntries,
  t,
  testClock,
  useRebateApp,
} from './lottery-rebate-suite.ts';

/** The rebate chain: each step paid once per batch up agtop > subag > lorna, never twice, never on a refund. */
useRebateApp();
beforeAll(agentChain);
let firstDraw: number;

describe('the rebate chain', () => {
  paysEachStep();
  paysOnce();
  finishesMigratedBatches();
});

function paysEachStep() {
  it('pays the member and each agent its step, rounded down per ticket, in one entry per batch', async () => {
    await fundLornaAndDemo();
    const before = {
      lorna: await balance('lorna'),
      subag: await balance('subag'),
      agtop: await balance('agtop'),
      demo: await balance('demorb', 'play'),
    };

    const { a, b, c, d } = await placeTickets();

    const draw = (await draws().findDraw(merchantId, { gameCode: 'SSC1', numero: a.numero }))!;
    firstDraw = draw.id;
    testClock.now = Number(draw.draw_time) + 1;
    await draws().tick();
    expect((await draws().findDraw(merchantId, { gameCode: 'SSC1', numero: a.numero }))!.state).toBe(
      'settled',
    );

    const mine = (await client('lorna').get<Ticket[]>('/lgw/lottery/tickets?pageSize=10')).json.value;
    const byId = new Map(mine.map((x) => [x.ticketId, x]));
    expect([
      byId.get(a.ticketId)!.rebate,
      byId.get(b.ticketId)!.rebate,
      byId.get(c.ticketId)!.rebate,
    ]).toEqual(['0.18', '0.00', '0.00']);
    const payout = minor(byId.get(a.ticketId)!.payout) + minor(byId.get(b.ticketId)!.payout);
    expect(await balance('lorna')).toBe(before.lorna - 1234n - 10_000n + payout + 18n);
    expect(await balance('subag')).toBe(before.subag + 12n + 100n);
    expect(await balance('agtop')).toBe(before.agtop + 6n + 50n);
    const demoTicket = await t.store.db.kysely
      .selectFrom('lottery_tickets')
      .select(['payout', 'rebate', 'upline_rebate'])
      .where('id', '=', d.ticketId)
      .executeTakeFirstOrThrow();
    expect([BigInt(demoTicket.rebate), BigInt(demoTicket.upline_rebate)]).toEqual([250n, 0n]);
    expect(await balance('demorb', 'play')).toBe(before.demo - 10_000n + BigInt(demoTicket.payout) + 250n);
    const uplineRebates = await t.store.db.kysely
      .selectFrom('lottery_tickets')
      .select(['id', 'upline_rebate'])
      .where('id', 'in', [a.ticketId, b.ticketId, c.ticketId])
      .orderBy('id')
      .execute();
    expect(uplineRebates.map((r) => BigInt(r.upline_rebate))).toEqual([18n, 150n, 0n]);
    // The account record shows it as its own movement type.
    const record = await client('subag').get<{ list: { txType: string; amount: string; remark: string }[] }>(
      '/wps/wallet/transactions?txType=rebate',
    );
    expect(record.json.value.list.map((r) => [r.txType, r.amount])).toEqual([['rebate', '1.12']]);
    // The agents' income reports carry the same credits, read from their daily figures.
    const { today } = (await client('agtop').get<{ today: string }>('/wps/agent/centre')).json.value;
    for (const [who, rebate] of [
      ['subag', '1.12'],
      ['agtop', '0.56'],
    ] as const) {
      const income = await client(who).get<RevenueValue>(`/wps/agent/revenue?from=${today}&to=${today}`);
      expect([who, income.json.value.totals]).toEqual([
        who,
        { rebate, dividend: '0.00', wage: '0.00', total: rebate },
      ]);
    }

    await expectRebateEntries();
    await checkLedgerInvariants(t.store.db.kysely);
  });
}

function paysOnce() {
  it('pays nothing twice: a replayed settlement, and a batch cut off before its commit', async () => {
    const entries = (await rebateEntries()).length;
    const sub = await balance('subag');
    expect(await draws().settle(firstDraw)).toBe(false);
    await draws().tick();
    expect((await rebateEntries()).length).toBe(entries);
    expect(await balance('subag')).toBe(sub);

    // Cut off inside the batch's transaction, after its writes: nothing of it is applied, and
    // the next settlement pays the batch once.
    const errors: unknown[] = [];
    const flaky = new LotteryDraws(t.store.db.kysely, {
      wallet: new Wallet(new CutOff(t.store.db.kysely)),
      clock: draws().clock,
      onError: (err) => errors.push(err),
    });
    const e = (await place('lorna', { series: 1900, unit: '12.34' })).json.value.tickets[0]!;
    const agtop = await balance('agtop');
    const d2 = (await draws().findDraw(merchantId, { gameCode: 'SSC1', numero: e.numero }))!;
    testClock.now = Number(d2.draw_time) + 1;
    await flaky.tick();
    expect(String(errors[0])).toContain('cut off');
    const cut = await t.store.db.kysely
      .selectFrom('lottery_tickets')
      .select(['status', 'rebate', 'rebate_due'])
      .where('id', '=', e.ticketId)
      .executeTakeFirstOrThrow();
    expect([cut.status, BigInt(cut.rebate), Number(cut.rebate_due)]).toEqual(['open', 0n, 1]);
    expect((await draws().findDraw(merchantId, { gameCode: 'SSC1', numero: e.numero }))!.state).toBe('drawn');
    expect(await balance('agtop')).toBe(agtop);
    await draws().tick();
    expect((await draws().findDraw(merchantId, { gameCode: 'SSC1', numero: e.numero }))!.state).toBe(
      'settled',
    );
    expect(await balance('agtop')).toBe(agtop + 6n);
    expect(await balance('subag')).toBe(sub + 12n);
    const after = await rebateEntries();
    expect(after.filter((x) => x.idem_key === `lottery:rebate:${d2.id}:${e.ticketId}:real`)).toHaveLength(1);
    expect(after).toHaveLength(entries + 1);
    const paid = await t.store.db.kysely
      .selectFrom('lottery_tickets')
      .select(['rebate', 'upline_rebate', 'rebate_due'])
      .where('id', '=', e.ticketId)
      .executeTakeFirstOrThrow();
    expect([BigInt(paid.rebate), BigInt(paid.upline_rebate), Number(paid.rebate_due)]).toEqual([18n, 18n, 0]);

    // A draw called off refunds its tickets: no rebate, whatever they were bet at.
    const r = (await place('lorna', { series: 1700, unit: '100.00' })).json.value.tickets[0]!;
    const lorna = await balance('lorna');
    expect(await draws().cancelDraw(merchantId, { gameCode: 'SSC1', numero: r.numero })).toBe(1);
    const d3 = (await draws().findDraw(merchantId, { gameCode: 'SSC1', numero: r.numero }))!;
    testClock.now = Number(d3.draw_time) + 1;
    await draws().tick();
    const refunded = (await client('lorna').get<Ticket[]>('/lgw/lottery/tickets?pageSize=1')).json.value[0]!;
    expect([refunded.ticketId, refunded.status, refunded.rebate]).toEqual([r.ticketId, 'refunded', '0.00']);
    expect(await balance('lorna')).toBe(lorna + 10_000n);
    expect([await balance('agtop'), (await rebateEntries()).length]).toEqual([agtop + 6n, entries + 1]);
    await checkLedgerInvariants(t.store.db.kysely);
  });
}

function finishesMigratedBatches() {
  it('finishes a rebate batch claimed before migration 013 by its key: the entry replays, nothing is paid twice', async () => {
    const e = (await place('lorna', { series: 1900, unit: '12.34' })).json.value.tickets[0]!;
    const d = (await draws().findDraw(merchantId, { gameCode: 'SSC1', numero: e.numero }))!;
    testClock.now = Number(d.draw_time) + 1;
    await draws().tick();
    const key = `lottery:rebate:${d.id}:${e.ticketId}:real`;
    const balances = [await balance('lorna'), await balance('subag'), await balance('agtop')];
    // As the code before migration 013 left a batch cut off between its claim and its mark.
    const db = t.store.db.kysely;
    await db.updateTable('lottery_tickets').set({ rebate_key: key }).where('id', '=', e.ticketId).execute();
    await db
      .insertInto('lottery_rebate_batches')
      .values({
        merchant_id: merchantId,
        draw_id: d.id,
        idem_key: key,
        mode: 'real',
        lo: e.ticketId,
        hi: e.ticketId,
        state: 'claimed',
        created_at: Date.now(),
      })
      .execute();
    await db.updateTable('lottery_draws').set({ state: 'drawn' }).where('id', '=', d.id).execute();
    const entries = (await rebateEntries()).length;
    await draws().tick();
    expect((await draws().findDraw(merchantId, { gameCode: 'SSC1', numero: e.numero }))!.state).toBe(
      'settled',
    );
    const batch = await db
      .selectFrom('lottery_rebate_batches')
      .select(['state', 'total'])
      .where('idem_key', '=', key)
      .executeTakeFirstOrThrow();
    expect([batch.state, BigInt(batch.total)]).toEqual(['paid', 36n]);
    expect((await rebateEntries()).length).toBe(entries);
    expect([await balance('lorna'), await balance('subag'), await balance('agtop')]).toEqual(balances);
    await checkLedgerInvariants(db);
    // The replayed entry adds no rebate figures; every batch before counted once (decision 023).
    const figures = await figuresSides(db);
    expect(figures.stored).toEqual(figures.recounted);
  });
}
