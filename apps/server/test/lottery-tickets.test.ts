import { expect, it } from 'vitest';
import type { BetPage, PlaceValue, Ticket } from '@lotto/contracts';
import { checkLedgerInvariants } from './ledger-invariants.ts';
import { describeGroups } from './groups-kit.ts';
import * as suite from './lottery-suite.ts';

/** One member's tickets: replays, chases, cancellations and refunds, and play money beside real money. */
suite.useLotteryApp();

describeGroups('tickets', [replaysAndChases, refunds, playMoney]);

function replaysAndChases() {
  it('is idempotent on requestId, and a replayed settlement moves nothing', async () => {
    const body = { gameCode: 'SSC3', playId: 'SSC_2B_G2', selection: [[1, 2, 3]], requestId: 'lot-replay-1' };
    const first = await suite.post<PlaceValue>('/lgw/lottery/tickets', 'max', body);
    const again = await suite.post<PlaceValue>('/lgw/lottery/tickets', 'max', body);
    expect(again.json.value.tickets[0]!.ticketId).toBe(first.json.value.tickets[0]!.ticketId);
    expect(again.json.value.balance).toBe(first.json.value.balance);
    const other = await suite.post('/lgw/lottery/tickets', 'max', { ...body, selection: [[4, 5]] });
    expect([other.status, other.json.code]).toEqual([409, 'idempotency.key.reused']);
    const d = (await suite
      .draws()
      .findDraw(suite.merchantId, { gameCode: 'SSC3', numero: first.json.value.tickets[0]!.numero }))!;
    await suite.advance(Number(d.draw_time) + 1);
    const entries = async () =>
      (
        await suite.t.store.db.kysely
          .selectFrom('ledger_entries')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const n = await entries();
    const balance = await suite.available('max');
    expect(await suite.draws().settle(d.id)).toBe(false);
    await suite.draws().tick();
    expect(await entries()).toBe(n);
    expect(await suite.available('max')).toBe(balance);
  });

  it('runs a chase over several draws and stops after a win', async () => {
    const before = await suite.available('max');
    const res = await suite.place('max', {
      gameCode: 'SSC1',
      playId: 'SSC_SIDES_SUM',
      selection: [[0, 1]],
      chase: { draws: 5, stopOnWin: true },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const chase = res.json.value.tickets;
    expect(chase).toHaveLength(5);
    expect(new Set(chase.map((c) => c.numero)).size).toBe(5);
    expect(await suite.available('max')).toBe(before - 5n * suite.minor(chase[0]!.stake));
    const first = (await suite
      .draws()
      .findDraw(suite.merchantId, { gameCode: 'SSC1', numero: chase[0]!.numero }))!;
    await suite.advance(Number(first.draw_time) + 1);
    const after = (await suite.myTickets('max')).filter((x) => chase.some((c) => c.ticketId === x.ticketId));
    const byId = new Map(after.map((a) => [a.ticketId, a]));
    expect(chase.map((c) => byId.get(c.ticketId)!.status)).toEqual([
      'won',
      'cancelled',
      'cancelled',
      'cancelled',
      'cancelled',
    ]);
    const won = byId.get(chase[0]!.ticketId)!;
    expect(await suite.available('max')).toBe(before - suite.minor(won.stake) + suite.minor(won.payout));
    await checkLedgerInvariants(suite.t.store.db.kysely);
  });
}

function refunds() {
  it('cancels a ticket before close, and a cancelled draw refunds every bet', async () => {
    const before = await suite.available('max');
    const one = (await suite.place('max', { gameCode: 'SSC5', playId: 'SSC_DRAGON_TIGER', selection: [[0]] }))
      .json.value.tickets[0]!;
    const cancelled = await suite.post<Ticket>(`/lgw/lottery/tickets/${one.ticketId}/cancel`, 'max', {});
    expect(cancelled.json.value.status).toBe('cancelled');
    expect(await suite.available('max')).toBe(before);

    // Today's Welfare 3D result is in already: bet on tomorrow's.
    const numero = (
      await suite.get<{ numero: string }[]>('/lgw/vn/numeros/opened/game?gameCode=FC3D&count=2')
    ).json.value[1]!.numero;
    const placedA = await suite.place('max', {
      gameCode: 'FC3D',
      numero,
      playId: 'LF_3_G6',
      selection: [[1, 2, 3, 4]],
    });
    expect(placedA.status, JSON.stringify(placedA.json)).toBe(200);
    const a = placedA.json.value.tickets[0]!;
    await suite.place('lia', { gameCode: 'FC3D', numero, playId: 'LF_SIDES_SUM', selection: [[0]] });
    const liaBefore = await suite.available('lia');
    expect(await suite.available('max')).toBe(before - suite.minor(a.stake));
    await suite.draws().cancelDraw(suite.merchantId, { gameCode: 'FC3D', numero: a.numero });
    expect(await suite.available('max')).toBe(before);
    expect(await suite.available('lia')).toBeGreaterThan(liaBefore);
    const mine = (await suite.myTickets('max')).find((x) => x.ticketId === a.ticketId)!;
    expect(mine.status).toBe('refunded');
    const voided = (await suite.get<BetPage>('/wps/game/bets?status=void&pageSize=100', 'max')).json.value
      .list;
    expect(voided.map((b) => b.roundId)).toContain(`FC3D ${a.numero}`);
    const late = await suite.place('max', {
      gameCode: 'FC3D',
      numero: a.numero,
      playId: 'LF_3_G6',
      selection: [[1, 2, 3]],
    });
    expect(late.json.code).toBe('lottery.draw.closed');
    await checkLedgerInvariants(suite.t.store.db.kysely);
  });
}

function playMoney() {
  it('settles play money and real money of one draw apart, each ticket at its own multiplier', async () => {
    const login = await suite.t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      payload: {},
    });
    suite.tokens['guest'] = login.json<{ value: { token: string } }>().value.token;
    const before = { lia: await suite.available('lia'), guest: await suite.available('guest') };
    const placed: Record<'lia' | 'guest', Ticket[]> = { lia: [], guest: [] };
    // big, small, odd and even on the sum at multipliers 1 to 3: two of the four win every draw
    for (const who of ['lia', 'guest'] as const)
      for (let i = 0; i < 8; i++) {
        const res = await suite.place(who, {
          gameCode: 'SSC3',
          playId: 'SSC_SIDES_SUM',
          selection: [[i % 4]],
          multiplier: 1 + (i % 3),
        });
        expect(res.status, JSON.stringify(res.json)).toBe(200);
        placed[who].push(...res.json.value.tickets);
      }
    const d = (await suite
      .draws()
      .findDraw(suite.merchantId, { gameCode: 'SSC3', numero: placed.lia[0]!.numero }))!;
    await suite.advance(Number(d.draw_time) + 1);
    for (const who of ['lia', 'guest'] as const) {
      const mine = (await suite.myTickets(who)).filter((x) =>
        placed[who].some((p) => p.ticketId === x.ticketId),
      );
      expect(mine).toHaveLength(8);
      let balance = before[who];
      for (const ticket of mine) {
        const due = await suite.expected(ticket);
        expect(ticket.status).toBe(due > 0n ? 'won' : 'lost');
        expect(suite.minor(ticket.payout)).toBe(due);
        balance += due - suite.minor(ticket.stake);
      }
      expect(mine.filter((x) => x.status === 'won')).toHaveLength(4);
      expect(await suite.available(who)).toBe(balance);
    }
    await checkLedgerInvariants(suite.t.store.db.kysely);
  });
}
