import { describe, expect, it } from 'vitest';
import type { BetPage, PlaceValue, Ticket } from '@lotto/contracts';
import { checkLedgerInvariants } from './ledger-invariants.ts';
import {
  advance,
  available,
  draws,
  expected,
  get,
  merchantId,
  minor,
  myTickets,
  place,
  post,
  t,
  tokens,
  useLotteryApp,
} from './lottery-suite.ts';

/** One member's tickets: replays, chases, cancellations and refunds, and play money beside real money. */
useLotteryApp();

describe('tickets', () => {
  replaysAndChases();
  refundsAndPlayMoney();
});

function replaysAndChases() {
  it('is idempotent on requestId, and a replayed settlement moves nothing', async () => {
    const body = { gameCode: 'SSC3', playId: 'SSC_2B_G2', selection: [[1, 2, 3]], requestId: 'lot-replay-1' };
    const first = await post<PlaceValue>('/lgw/lottery/tickets', 'max', body);
    const again = await post<PlaceValue>('/lgw/lottery/tickets', 'max', body);
    expect(again.json.value.tickets[0]!.ticketId).toBe(first.json.value.tickets[0]!.ticketId);
    expect(again.json.value.balance).toBe(first.json.value.balance);
    const other = await post('/lgw/lottery/tickets', 'max', { ...body, selection: [[4, 5]] });
    expect([other.status, other.json.code]).toEqual([409, 'idempotency.key.reused']);
    const d = (await draws().findDraw(merchantId, {
      gameCode: 'SSC3',
      numero: first.json.value.tickets[0]!.numero,
    }))!;
    await advance(Number(d.draw_time) + 1);
    const entries = async () =>
      (
        await t.store.db.kysely
          .selectFrom('ledger_entries')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const n = await entries();
    const balance = await available('max');
    expect(await draws().settle(d.id)).toBe(false);
    await draws().tick();
    expect(await entries()).toBe(n);
    expect(await available('max')).toBe(balance);
  });

  it('runs a chase over several draws and stops after a win', async () => {
    const before = await available('max');
    const res = await place('max', {
      gameCode: 'SSC1',
      playId: 'SSC_SIDES_SUM',
      selection: [[0, 1]],
      chase: { draws: 5, stopOnWin: true },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const chase = res.json.value.tickets;
    expect(chase).toHaveLength(5);
    expect(new Set(chase.map((c) => c.numero)).size).toBe(5);
    expect(await available('max')).toBe(before - 5n * minor(chase[0]!.stake));
    const first = (await draws().findDraw(merchantId, { gameCode: 'SSC1', numero: chase[0]!.numero }))!;
    await advance(Number(first.draw_time) + 1);
    const after = (await myTickets('max')).filter((x) => chase.some((c) => c.ticketId === x.ticketId));
    const byId = new Map(after.map((a) => [a.ticketId, a]));
    expect(chase.map((c) => byId.get(c.ticketId)!.status)).toEqual([
      'won',
      'cancelled',
      'cancelled',
      'cancelled',
      'cancelled',
    ]);
    const won = byId.get(chase[0]!.ticketId)!;
    expect(await available('max')).toBe(before - minor(won.stake) + minor(won.payout));
    await checkLedgerInvariants(t.store.db.kysely);
  });
}

function refundsAndPlayMoney() {
  it('cancels a ticket before close, and a cancelled draw refunds every bet', async () => {
    const before = await available('max');
    const one = (await place('max', { gameCode: 'SSC5', playId: 'SSC_DRAGON_TIGER', selection: [[0]] })).json
      .value.tickets[0]!;
    const cancelled = await post<Ticket>(`/lgw/lottery/tickets/${one.ticketId}/cancel`, 'max', {});
    expect(cancelled.json.value.status).toBe('cancelled');
    expect(await available('max')).toBe(before);

    // Today's Welfare 3D result is in already: bet on tomorrow's.
    const numero = (await get<{ numero: string }[]>('/lgw/vn/numeros/opened/game?gameCode=FC3D&count=2')).json
      .value[1]!.numero;
    const placedA = await place('max', {
      gameCode: 'FC3D',
      numero,
      playId: 'LF_3_G6',
      selection: [[1, 2, 3, 4]],
    });
    expect(placedA.status, JSON.stringify(placedA.json)).toBe(200);
    const a = placedA.json.value.tickets[0]!;
    await place('lia', { gameCode: 'FC3D', numero, playId: 'LF_SIDES_SUM', selection: [[0]] });
    const liaBefore = await available('lia');
    expect(await available('max')).toBe(before - minor(a.stake));
    await draws().cancelDraw(merchantId, { gameCode: 'FC3D', numero: a.numero });
    expect(await available('max')).toBe(before);
    expect(await available('lia')).toBeGreaterThan(liaBefore);
    const mine = (await myTickets('max')).find((x) => x.ticketId === a.ticketId)!;
    expect(mine.status).toBe('refunded');
    const voided = (await get<BetPage>('/wps/game/bets?status=void&pageSize=100', 'max')).json.value.list;
    expect(voided.map((b) => b.roundId)).toContain(`FC3D ${a.numero}`);
    const late = await place('max', {
      gameCode: 'FC3D',
      numero: a.numero,
      playId: 'LF_3_G6',
      selection: [[1, 2, 3]],
    });
    expect(late.json.code).toBe('lottery.draw.closed');
    await checkLedgerInvariants(t.store.db.kysely);
  });

  it('settles play money and real money of one draw apart, each ticket at its own multiplier', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} });
    tokens['guest'] = login.json<{ value: { token: string } }>().value.token;
    const before = { lia: await available('lia'), guest: await available('guest') };
    const placed: Record<'lia' | 'guest', Ticket[]> = { lia: [], guest: [] };
    // big, small, odd and even on the sum at multipliers 1 to 3: two of the four win every draw
    for (const who of ['lia', 'guest'] as const)
      for (let i = 0; i < 8; i++) {
        const res = await place(who, {
          gameCode: 'SSC3',
          playId: 'SSC_SIDES_SUM',
          selection: [[i % 4]],
          multiplier: 1 + (i % 3),
        });
        expect(res.status, JSON.stringify(res.json)).toBe(200);
        placed[who].push(...res.json.value.tickets);
      }
    const d = (await draws().findDraw(merchantId, { gameCode: 'SSC3', numero: placed.lia[0]!.numero }))!;
    await advance(Number(d.draw_time) + 1);
    for (const who of ['lia', 'guest'] as const) {
      const mine = (await myTickets(who)).filter((x) => placed[who].some((p) => p.ticketId === x.ticketId));
      expect(mine).toHaveLength(8);
      let balance = before[who];
      for (const ticket of mine) {
        const due = await expected(ticket);
        expect(ticket.status).toBe(due > 0n ? 'won' : 'lost');
        expect(minor(ticket.payout)).toBe(due);
        balance += due - minor(ticket.stake);
      }
      expect(mine.filter((x) => x.status === 'won')).toHaveLength(4);
      expect(await available(who)).toBe(balance);
    }
    await checkLedgerInvariants(t.store.db.kysely);
  });
}
