import { describe, expect, it } from 'vitest';
import type { PlaceValue, Ticket } from '@lotto/contracts';
import { gameByCode, payoutMinor, playById } from '@lotto/contracts/lottery/index';
import { createMember } from '../src/modules/identity/index.ts';
import { resultOf } from '../src/modules/lottery/draws.ts';
import { Ledger } from '../src/modules/wallet/ledger.ts';
import { engine, eventually } from './harness.ts';
import { checkLedgerInvariants } from './ledger-invariants.ts';
import { useTwoServers } from './server-process.ts';

/**
 * Two server processes (main.ts, each with its own scheduler and its own test clock) on one
 * database: tickets placed through both, both clocks moved past the draw at the same moment so
 * both schedulers race to close, draw and settle it; the database decides, and the draw is drawn
 * once and settled once, every ticket paid once.
 */
const { store: storeOf, servers } = useTwoServers();

async function call<T>(base: string, path: string, body: object, token?: string) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as { value: T } };
}

describe(`two server processes on one database (${engine})`, () => {
  it('draw and settle each draw exactly once', async () => {
    const k = storeOf().db.kysely;
    const merchantId = (await k.selectFrom('merchants').select('id').executeTakeFirstOrThrow()).id;
    const ledger = new Ledger(k);
    const tokens: string[] = [];
    const members: number[] = [];
    for (const [i, s] of servers.entries()) {
      const username = `twoproc${i}`;
      members.push(await createMember(k, { merchantId, member: { username, password: 'Twice2026xyz' } }));
      await ledger.post({
        merchantId,
        currency: 'PHP',
        idemKey: `fund-${username}`,
        type: 'deposit',
        lines: [
          { account: { member: members[i]! }, amount: 1_000_000n },
          { account: { house: 'deposits' }, amount: -1_000_000n },
        ],
      });
      const login = await call<{ token: string }>(s.base, '/wps/session/login', {
        username,
        password: 'Twice2026xyz',
      });
      expect(login.status).toBe(200);
      tokens.push(login.json.value.token);
    }

    // Each member bets through its own process: big, small, odd, even at multipliers 1 to 3.
    const placed: Ticket[][] = [[], []];
    for (const [i, s] of servers.entries())
      for (let n = 0; n < 12; n++) {
        const res = await call<PlaceValue>(
          s.base,
          '/lgw/lottery/tickets',
          {
            requestId: `twoproc-${i}-${n}`,
            gameCode: 'SSC1',
            playId: 'SSC_SIDES_SUM',
            selection: [[n % 4]],
            multiplier: 1 + (n % 3),
          },
          tokens[i],
        );
        expect(res.status, JSON.stringify(res.json)).toBe(200);
        placed[i]!.push(...res.json.value.tickets);
      }
    const numeros = new Set(placed.flat().map((t) => t.numero));
    // A draw may have closed between the two members' bets: every draw they hit is checked.
    expect(numeros.size).toBeLessThanOrEqual(2);

    // Both clocks past the draw at once: both schedulers try to close, draw and settle it.
    const advanced = await Promise.all(
      servers.map((s) => call<{ now: number }>(s.base, '/wps/__test/lottery/advance', { gameCode: 'SSC1' })),
    );
    expect(advanced.map((a) => a.status)).toEqual([200, 200]);
    for (const numero of numeros)
      await eventually(async () => {
        const d = await k
          .selectFrom('lottery_draws')
          .select('state')
          .where('merchant_id', '=', merchantId)
          .where('game_code', '=', 'SSC1')
          .where('numero', '=', numero)
          .execute();
        expect(d.map((x) => x.state)).toEqual(['settled']);
      }, 20_000);

    const game = gameByCode('SSC1')!;
    const play = playById(game, 'SSC_SIDES_SUM')!;
    for (const [i, mine] of placed.entries()) {
      let balance = 1_000_000n;
      for (const p of mine) {
        const t = await k
          .selectFrom('lottery_tickets')
          .innerJoin('lottery_draws', 'lottery_draws.id', 'lottery_tickets.draw_id')
          .select([
            'lottery_tickets.status',
            'lottery_tickets.payout',
            'lottery_tickets.unit',
            'lottery_tickets.multiplier',
            'lottery_tickets.odds_bp',
            'lottery_tickets.stake',
            'lottery_draws.id as draw_id',
            'lottery_draws.win_no',
            'lottery_draws.draw_time',
          ])
          .where('lottery_tickets.id', '=', p.ticketId)
          .executeTakeFirstOrThrow();
        const wins = play.wins(
          p.selection,
          resultOf(game, { winNo: t.win_no!, drawTime: Number(t.draw_time) }),
        );
        const due =
          wins > 0
            ? payoutMinor(BigInt(t.unit) * BigInt(play.unitsPerBet), {
                multiplier: t.multiplier,
                winningBets: wins,
                odds: Number(t.odds_bp),
              })
            : 0n;
        expect([t.status, BigInt(t.payout)]).toEqual([due > 0n ? 'won' : 'lost', due]);
        balance += due - BigInt(t.stake);
      }
      const account = await k
        .selectFrom('ledger_accounts')
        .select('balance')
        .where('owner_type', '=', 'member')
        .where('owner_id', '=', members[i]!)
        .where('code', '=', 'main')
        .executeTakeFirstOrThrow();
      expect(BigInt(account.balance)).toBe(balance);
    }
    // One settlement entry per draw (its one batch), whichever process wrote it.
    const drawIds = await k
      .selectFrom('lottery_draws')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .where('game_code', '=', 'SSC1')
      .where('numero', 'in', [...numeros])
      .execute();
    for (const { id } of drawIds) {
      const entries = await k
        .selectFrom('ledger_entries')
        .select('idem_key')
        .where('idem_key', 'like', `lottery:settle:${id}:%`)
        .execute();
      expect(entries).toHaveLength(1);
    }
    await checkLedgerInvariants(k);
  }, 60_000);
});
