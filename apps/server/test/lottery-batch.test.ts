import { expect, it } from 'vitest';
import type { Ticket } from '@lotto/contracts';
import { figuresSides } from './figures-recount.ts';
import { describeGroups } from './groups-kit.ts';
import { engine } from './harness.ts';
import { checkLedgerInvariants } from './ledger-invariants.ts';
import * as suite from './lottery-suite.ts';

/**
 * Concurrent tickets of many members (on PostgreSQL placed in batches, one transaction for many
 * tickets): each ticket is written with its stake, its betting record linked both ways and its
 * member's figures; a member short of money is refused alone and its stakes leave no trace on
 * the draw's totals; each answer carries the member's money right after its own ticket.
 */
suite.useLotteryApp();
const db = () => suite.t.store.db.kysely;
const WHO = ['ba1', 'ba2', 'ba3', 'ba4', 'ba5'];
const ticket = (who: string) =>
  suite.place(who, { gameCode: 'SSC1', playId: 'SSC_SIDES_SUM', selection: [[0, 1]], multiplier: 1 });

describeGroups(`tickets placed together (${engine})`, [manyMembers, shortMember]);

function manyMembers() {
  it('writes every ticket with its stake, its linked record and figures, answering the running balance', async () => {
    for (const w of WHO) {
      await suite.signIn(w);
      await suite.fund(w, 1_000_000n);
    }
    const answers = await Promise.all(
      WHO.flatMap((w) => Array.from({ length: 6 }, () => ticket(w).then((r) => ({ w, r })))),
    );
    expect(answers.map((a) => a.r.status)).toEqual(answers.map(() => 200));
    for (const w of WHO) {
      const mine = answers.filter((a) => a.w === w).map((a) => a.r.json.value);
      const tickets: Ticket[] = mine.flatMap((v) => v.tickets);
      const stake = suite.minor(tickets[0]!.stake);
      expect(await suite.available(w)).toBe(1_000_000n - 6n * stake);
      // Batched, each answer is the money right after its own ticket: one of each running value.
      if (engine === 'postgres')
        expect(mine.map((v) => suite.minor(v.balance)).sort((a, b) => (a < b ? 1 : -1))).toEqual(
          [1, 2, 3, 4, 5, 6].map((k) => 1_000_000n - BigInt(k) * stake),
        );
      const rows = await db()
        .selectFrom('lottery_tickets as t')
        .innerJoin('bets as b', 'b.id', 't.bet_id')
        .select(['t.id', 't.status', 'b.ticket_id', 'b.ref', 'b.stake', 'b.status as bet_status'])
        .where('t.member_id', '=', suite.ids[w]!)
        .execute();
      expect(rows.map((r) => r.id).sort()).toEqual(tickets.map((t) => t.ticketId).sort());
      for (const r of rows)
        expect([r.status, r.ticket_id, r.ref, BigInt(r.stake), r.bet_status]).toEqual([
          'open',
          r.id,
          `lottery:${r.id}`,
          stake,
          'open',
        ]);
    }
    await suite.expectTotalsMatchTickets();
    const sides = await figuresSides(db());
    expect(sides.stored).toEqual(sides.recounted);
    await checkLedgerInvariants(db());
  });
}

function shortMember() {
  it('refuses only the member short of money, taking its stakes off the draw totals', async () => {
    await suite.signIn('bpoor');
    await suite.fund('bpoor', 1n);
    // On PostgreSQL the short member's stakes are first added to its total on the draw with the
    // batch's (the row is then there, at 0); rounds repeat until one batch held both kinds.
    const given = () =>
      db()
        .selectFrom('lottery_draw_stakes')
        .select('stake')
        .where('member_id', '=', suite.ids['bpoor']!)
        .execute();
    for (
      let round = 0;
      round < 5 && (round === 0 || (engine === 'postgres' && (await given()).length === 0));
      round++
    ) {
      const answers = await Promise.all([
        ...Array.from({ length: 4 }, () => ticket('bpoor').then((r) => ({ w: 'bpoor', r }))),
        ...WHO.map((w) => ticket(w).then((r) => ({ w, r }))),
      ]);
      for (const { w, r } of answers)
        expect([w, r.status, r.json.code ?? 'ok']).toEqual(
          w === 'bpoor' ? [w, 422, 'wallet.insufficient.funds'] : [w, 200, 'ok'],
        );
    }
    if (engine === 'postgres') expect((await given()).map((r) => BigInt(r.stake))).toEqual([0n]);
    expect(await suite.available('bpoor')).toBe(1n);
    expect(await suite.myTickets('bpoor')).toEqual([]);
    await suite.expectTotalsMatchTickets();
    const sides = await figuresSides(db());
    expect(sides.stored).toEqual(sides.recounted);
    await checkLedgerInvariants(db());
  });
}
