import { expect, it, vi } from 'vitest';
import type { Ticket } from '@lotto/contracts';
import { adminCli } from './cli.ts';
import { eventually } from './harness.ts';
import { checkLedgerInvariants } from './ledger-invariants.ts';
import { describeGroups } from './groups-kit.ts';
import {
  advance,
  available,
  draws,
  expected,
  get,
  merchantId,
  minor,
  myTickets,
  openSecond,
  place,
  schedulerOn,
  t,
  testClock,
  useLotteryApp,
} from './lottery-suite.ts';

/** Draws settled by other processes on the same database (a second scheduler, the operator CLI), once and on time. */
useLotteryApp();

describeGroups('tickets', [otherProcesses, knownResultsAndTimers]);

function otherProcesses() {
  it('settles each draw exactly once when two schedulers share the database', async () => {
    const second = openSecond();
    try {
      const other = schedulerOn(second);
      const before = { lia: await available('lia'), max: await available('max') };
      const placed: Ticket[] = [];
      for (let i = 0; i < 10; i++) {
        const who = i % 2 === 0 ? 'lia' : 'max';
        const res = await place(who, {
          gameCode: 'PK10_3',
          playId: 'PK10_POSITION',
          selection: [[1 + (i % 10)], [], [], [], [], [], [], [], [], []],
        });
        placed.push(...res.json.value.tickets);
      }
      const d = (await draws().findDraw(merchantId, { gameCode: 'PK10_3', numero: placed[0]!.numero }))!;
      testClock.now = Number(d.draw_time) + 1;
      await Promise.all([draws().tick(), other.tick(), draws().tick(), other.tick()]);
      await Promise.all([draws().tick(), other.tick()]);
      const settled = (await draws().findDraw(merchantId, {
        gameCode: 'PK10_3',
        numero: placed[0]!.numero,
      }))!;
      expect(settled.state).toBe('settled');
      const after = [...(await myTickets('lia')), ...(await myTickets('max'))].filter((x) =>
        placed.some((p) => p.ticketId === x.ticketId),
      );
      const expectedBy = { lia: before.lia, max: before.max };
      for (const [i, ticket] of after.entries()) {
        expect(ticket.status).not.toBe('open');
        const who = placed.findIndex((p) => p.ticketId === ticket.ticketId) % 2 === 0 ? 'lia' : 'max';
        expectedBy[who] += (await expected(ticket)) - minor(ticket.stake);
        expect(minor(ticket.payout), String(i)).toBe(await expected(ticket));
      }
      expect(await available('lia')).toBe(expectedBy.lia);
      expect(await available('max')).toBe(expectedBy.max);
      // The stakes left escrow once, whichever scheduler settled them.
      const stakes = await t.store.db.kysely
        .selectFrom('ledger_lines')
        .innerJoin('ledger_entries', 'ledger_entries.id', 'ledger_lines.entry_id')
        .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_lines.account_id')
        .select('ledger_lines.amount')
        .where('ledger_accounts.code', '=', 'lottery.stakes:PK10_3')
        .where('ledger_entries.type', '=', 'payout')
        .where('ledger_entries.ref', '=', `PK10_3 ${placed[0]!.numero}`)
        .execute();
      expect(stakes.reduce((s, l) => s + BigInt(l.amount), 0n)).toBe(
        -placed.reduce((s, p) => s + minor(p.stake), 0n),
      );
      await other.stop();
    } finally {
      await second.close();
    }
    await checkLedgerInvariants(t.store.db.kysely);
  });

  it('takes official results and cancellations from the operator CLI', async () => {
    const opened = async (game: string) =>
      (await get<{ numero: string }[]>(`/lgw/vn/numeros/opened/game?gameCode=${game}&count=2`)).json.value[1]!
        .numero;
    const numero = await opened('VN_SOUTH');
    const ticket = (
      await place('max', { gameCode: 'VN_SOUTH', numero, playId: 'VN_S_DE', selection: [[99, 98]] })
    ).json.value.tickets[0]!;
    const south =
      '123456,12345,23456,34567,45678,56789,67890,78901,89012,90123,11111,22222,2222,3333,4444,5555,666,99';
    // The draw closes on this test's clock, so the CLI (on the real one) finds it waiting for a result.
    await advance(Number((await draws().findDraw(merchantId, { gameCode: 'VN_SOUTH', numero }))!.close_time));
    const out = await adminCli(t.store.env, 'lottery', 'result', 'VN_SOUTH', numero, south);
    expect(out.stdout).toContain(`VN_SOUTH ${numero}: ${south} (settled)`);
    const settled = (await myTickets('max')).find((x) => x.ticketId === ticket.ticketId)!;
    expect([settled.status, minor(settled.payout)]).toEqual(['lost', 0n]);
    // Nobody bet on it yet: the CLI opens the draw from the schedule to call it off.
    const hk = await opened('HK6');
    expect((await adminCli(t.store.env, 'lottery', 'cancel', 'HK6', hk)).stdout).toContain(
      '0 tickets refunded',
    );
    expect((await draws().findDraw(merchantId, { gameCode: 'HK6', numero: hk }))!.state).toBe('cancelled');
    expect((await adminCli(t.store.env, 'lottery', 'tick')).stdout).toContain('advanced');
    await checkLedgerInvariants(t.store.db.kysely);
  }, 60_000);
}

function knownResultsAndTimers() {
  it('never calls off a draw whose result is known: settled, or drawn and about to settle', async () => {
    await advance(testClock.now + 3_600_000); // past whatever earlier tests left open
    const placed = await place('max', { gameCode: 'SSC1', playId: 'SSC_SIDES_SUM', selection: [[0]] });
    expect(placed.status, JSON.stringify(placed.json)).toBe(200);
    const ticket = placed.json.value.tickets[0]!;
    const d = (await draws().findDraw(merchantId, { gameCode: 'SSC1', numero: ticket.numero }))!;
    // The moment between the draw and its settlement, as a scheduler leaves it.
    await t.store.db.kysely
      .updateTable('lottery_draws')
      .set({ state: 'drawn', win_no: '0,1,2,3,4', drawn_at: Date.now() })
      .where('id', '=', d.id)
      .execute();
    await expect(
      draws().cancelDraw(merchantId, { gameCode: 'SSC1', numero: ticket.numero }),
    ).rejects.toMatchObject({
      code: 'conflict',
    });
    await advance(Number(d.draw_time) + 1);
    const settled = (await myTickets('max')).find((x) => x.ticketId === ticket.ticketId)!;
    expect(['won', 'lost']).toContain(settled.status);
    expect((await draws().findDraw(merchantId, { gameCode: 'SSC1', numero: ticket.numero }))!.state).toBe(
      'settled',
    );
    await expect(
      draws().cancelDraw(merchantId, { gameCode: 'SSC1', numero: ticket.numero }),
    ).rejects.toMatchObject({
      code: 'conflict',
    });
    expect((await myTickets('max')).find((x) => x.ticketId === ticket.ticketId)).toEqual(settled);
    await checkLedgerInvariants(t.store.db.kysely);
  });

  it('sleeps until the next close or draw time: two running schedulers draw and settle once, on time', async () => {
    await advance(testClock.now + 3_600_000); // past whatever earlier tests left open
    const placed = await place('lia', { gameCode: 'SSC1', playId: 'SSC_SIDES_SUM', selection: [[0]] });
    expect(placed.status, JSON.stringify(placed.json)).toBe(200);
    const ticket = placed.json.value.tickets[0]!;
    const d = (await draws().findDraw(merchantId, { gameCode: 'SSC1', numero: ticket.numero }))!;
    const second = openSecond();
    const other = schedulerOn(second);
    // Real time from here on, 400 ms before the draw time; the timers may sleep up to a minute.
    const shift = Number(d.draw_time) - 400 - Date.now();
    draws().clock.now = () => Date.now() + shift;
    const ticks = vi.spyOn(draws(), 'tick');
    draws().start(60_000);
    other.start(60_000);
    try {
      const settled = await eventually(async () => {
        const row = (await draws().findDraw(merchantId, { gameCode: 'SSC1', numero: ticket.numero }))!;
        expect(row.state).toBe('settled');
        return row;
      }, 3000);
      const late = Number(settled.drawn_at) + shift - Number(d.draw_time);
      expect(late).toBeGreaterThanOrEqual(0);
      expect(late).toBeLessThan(1000);
      expect(ticks.mock.calls.length).toBeLessThanOrEqual(8);
      // One settlement entry for the draw's one batch, whichever scheduler wrote it.
      const entries = await t.store.db.kysely
        .selectFrom('ledger_entries')
        .select('idem_key')
        .where('idem_key', 'like', `lottery:settle:${d.id}:%`)
        .execute();
      expect(entries.map((e) => e.idem_key)).toEqual([`lottery:settle:${d.id}:${ticket.ticketId}:real`]);
      // A configuration change wakes it at once.
      const before = ticks.mock.calls.length;
      t.app.platform.brands.invalidate();
      await eventually(() => Promise.resolve(expect(ticks.mock.calls.length).toBeGreaterThan(before)), 1000);
    } finally {
      await draws().stop();
      await other.stop();
      ticks.mockRestore();
      draws().clock.now = () => testClock.now;
      await second.close();
    }
    await checkLedgerInvariants(t.store.db.kysely);
  });
}
