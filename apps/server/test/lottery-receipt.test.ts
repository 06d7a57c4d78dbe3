import { expect, it } from 'vitest';
import type { Ticket } from '@lotto/contracts';
import { gameByCode } from '@lotto/contracts/lottery/index';
import { bettingDrawAt } from '../src/modules/lottery/draws.ts';
import { describeGroups } from './groups-kit.ts';
import { checkLedgerInvariants } from './ledger-invariants.ts';
import * as suite from './lottery-suite.ts';

/**
 * A ticket is judged by when its request arrived, not by when its turn came (issue 22, point 4):
 * one received before the close that waited behind a burst is placed even though the draw has
 * closed since, until the draw's result is written; one received at the close is refused, and
 * so is any once the result is written, with nothing taken from the member.
 */
suite.useLotteryApp();

const GAME = 'SSC1';
const place = (numero: string, who = 'lia') =>
  suite.place(who, { gameCode: GAME, playId: 'SSC_SIDES_SUM', selection: [[1]], numero });

/** The lottery clock answers `received` first (the request's arrival), then `later` (its turn). */
function arrivesAt(received: number, later: number) {
  let calls = 0;
  suite.draws().clock.now = () => (calls++ === 0 ? received : later);
}

const stateOf = async (numero: string) =>
  (await suite.draws().findDraw(suite.merchantId, { gameCode: GAME, numero }))?.state;

describeGroups('tickets judged by receipt time', [judged]);

function judged() {
  it('places one received before the close after the draw closed, refuses one received at it, and any after the result', async () => {
    const game = gameByCode(GAME)!;
    const draw = bettingDrawAt(game, suite.testClock.now + 120_000);
    // while it is open, another member's ticket (the draw's row exists from then on)
    await suite.advance(draw.closeTime - 10_000);
    expect((await place(draw.numero, 'max')).status).toBe(200);
    // the draw has closed by the time the request's turn comes (the scheduler ran in between)
    await suite.advance(draw.closeTime + 1000);
    expect(await stateOf(draw.numero)).toBe('closed');
    const balance = await suite.available('lia');

    arrivesAt(draw.closeTime - 1, draw.closeTime + 1500);
    const early = await place(draw.numero);
    expect(early.status, JSON.stringify(early.json)).toBe(200);
    const ticket = (early.json.value as { tickets: Ticket[] }).tickets[0]!;
    expect(ticket.numero).toBe(draw.numero);

    arrivesAt(draw.closeTime, draw.closeTime + 1500);
    const atClose = await place(draw.numero);
    expect([atClose.status, atClose.json.code]).toEqual([409, 'lottery.draw.closed']);

    // the result written: even a request received before the close is refused now
    suite.draws().clock.now = () => suite.testClock.now;
    await suite.advance(draw.drawTime + 5000);
    expect(['drawn', 'settled']).toContain(await stateOf(draw.numero));
    arrivesAt(draw.closeTime - 1, draw.drawTime + 6000);
    const afterResult = await place(draw.numero);
    expect([afterResult.status, afterResult.json.code]).toEqual([409, 'lottery.draw.closed']);
    suite.draws().clock.now = () => suite.testClock.now;

    // only the early ticket was paid for, and it was settled with its draw
    const mine = (await suite.myTickets('lia')).filter((t) => t.numero === draw.numero);
    expect(mine.map((t) => t.ticketId)).toEqual([ticket.ticketId]);
    expect(mine[0]!.status).not.toBe('open');
    const paid = await suite.expected(mine[0]!);
    expect(await suite.available('lia')).toBe(balance - suite.minor(ticket.stake) + paid);
    await checkLedgerInvariants(suite.t.store.db.kysely);
  });
}
