import { beforeAll, expect, it } from 'vitest';
import type { Ticket } from '@lotto/contracts';
import { checkLedgerInvariants } from './ledger-invariants.ts';
import { describeGroups } from './groups-kit.ts';
import * as suite from './lottery-suite.ts';

/**
 * The draw's stake limit (a game's `maxDraw`): a member's open stakes on one draw stay within
 * it, checked against the member's running total on the draw (one row), which follows every
 * placement, cancellation and refund, and holds under concurrent placements.
 */
suite.useLotteryApp();

const GAME = 'SSC5';
let unit = 0n;
beforeAll(async () => {
  // Before any ticket of this file reads the game's row (the app keeps rows in memory).
  const db = suite.t.store.db.kysely;
  const row = await db
    .selectFrom('lottery_games')
    .select(['unit', 'limits'])
    .where('merchant_id', '=', suite.merchantId)
    .where('game_code', '=', GAME)
    .executeTakeFirstOrThrow();
  unit = BigInt(row.unit);
  const limits = { ...(JSON.parse(row.limits) as object), maxDraw: Number(3n * unit) };
  await db
    .updateTable('lottery_games')
    .set({ limits: JSON.stringify(limits) })
    .where('merchant_id', '=', suite.merchantId)
    .where('game_code', '=', GAME)
    .execute();
});

describeGroups('draw limit', [limitAndCancel, concurrent]);

const side = (who: string, extra: Record<string, unknown> = {}) =>
  suite.place(who, { gameCode: GAME, playId: 'SSC_SIDES_SUM', selection: [[0]], ...extra });

function limitAndCancel() {
  it('refuses the ticket over the limit whole, and a cancellation makes room again', async () => {
    const placed: Ticket[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await side('max');
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      placed.push(res.json.value.tickets[0]!);
    }
    expect(new Set(placed.map((p) => p.numero)).size).toBe(1);
    const balance = await suite.available('max');
    const tickets = (await suite.myTickets('max')).length;
    const over = await side('max');
    expect([over.status, over.json.code]).toEqual([422, 'lottery.limit.exceeded']);
    expect(await suite.available('max')).toBe(balance);
    expect((await suite.myTickets('max')).length).toBe(tickets);
    await suite.expectTotalsMatchTickets();

    // Another member has a limit of their own on the same draw.
    expect((await side('lia')).status).toBe(200);

    const cancelled = await suite.post<Ticket>(
      `/lgw/lottery/tickets/${placed[0]!.ticketId}/cancel`,
      'max',
      {},
    );
    expect(cancelled.json.value.status).toBe('cancelled');
    await suite.expectTotalsMatchTickets();
    expect((await side('max')).status).toBe(200);
    expect((await side('max')).json.code).toBe('lottery.limit.exceeded');

    // A chase counts its first draw against the limit: this one's is full.
    const chase = await side('max', { chase: { draws: 3, stopOnWin: false } });
    expect([chase.status, chase.json.code]).toEqual([422, 'lottery.limit.exceeded']);
    expect(await suite.available('max')).toBe(balance);
    await suite.expectTotalsMatchTickets();
    await checkLedgerInvariants(suite.t.store.db.kysely);
  });
}

function concurrent() {
  it('lets exactly the limit through when a member places many tickets at once', async () => {
    // The next draw: nothing staked on it yet.
    const now = await suite.get<{ currentNumero: { closeTime: number } }>(
      `/lotto/lgw/games/opened/numero?gameCode=${GAME}`,
    );
    await suite.advance(now.json.value.currentNumero.closeTime + 1);
    const before = await suite.available('lia');
    const answers = await Promise.all(Array.from({ length: 12 }, () => side('lia')));
    const ok = answers.filter((a) => a.status === 200);
    expect(ok).toHaveLength(3);
    expect(answers.filter((a) => a.status !== 200).map((a) => a.json.code)).toEqual(
      Array(9).fill('lottery.limit.exceeded'),
    );
    expect(await suite.available('lia')).toBe(before - 3n * unit);
    await suite.expectTotalsMatchTickets();
    await checkLedgerInvariants(suite.t.store.db.kysely);
  });
}
