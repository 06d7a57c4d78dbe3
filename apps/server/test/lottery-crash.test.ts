import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BetPage, PlaceValue, Ticket } from '@lotto/contracts';
import { gameByCode, payoutMinor, playById } from '@lotto/contracts/lottery/index';
import { createMember } from '../src/modules/identity/index.ts';
import { resultOf } from '../src/modules/lottery/draws.ts';
import { LotteryDraws } from '../src/modules/lottery/index.ts';
import { Ledger, type BulkWork } from '../src/modules/wallet/ledger.ts';
import { Wallet } from '../src/modules/wallet/service.ts';
import { figuresSides } from './figures-recount.ts';
import { checkLedgerInvariants } from './ledger-invariants.ts';
import { engine, startTestApp, type TestApp } from './harness.ts';

/**
 * Settlement cut off mid-draw (decision 013): a process settles a draw in batches and dies
 * before a batch commits; another finishes the draw. No money moves twice, every ticket gets its
 * result (and so its betting record), the escrow gives up each stake once, and the ledger balances.
 */
let t: TestApp;
let merchantId: number;
let token = '';
let member = 0;
// Monday 23 November 2026, 10:00:20 in China (+8).
let now = Date.UTC(2026, 10, 23, 2, 0, 20);

/** A ledger whose process dies inside its `n`th bulk transaction, after that batch's writes. */
class DyingLedger extends Ledger {
  calls = 0;
  readonly dieAt: number;
  constructor(dieAt: number, ...args: ConstructorParameters<typeof Ledger>) {
    super(...args);
    this.dieAt = dieAt;
  }
  override bulk<T>(fn: (work: BulkWork) => Promise<T>): Promise<T> {
    const call = ++this.calls;
    return super.bulk(async (work) => {
      const out = await fn(work);
      if (call === this.dieAt) throw new Error('process cut off before the commit');
      return out;
    });
  }
}

const minor = (text: string) => BigInt(text.replace('.', ''));
const escrow = () => t.app.platform.wallet.houseBalance(merchantId, 'lottery.stakes:SSC1');
const available = async () =>
  (await t.app.platform.wallet.memberBalances(merchantId, member)).find((a) => a.code === 'main')!.available;

beforeAll(async () => {
  t = await startTestApp();
  merchantId = (await t.store.db.kysely.selectFrom('merchants').select('id').executeTakeFirstOrThrow()).id;
  t.app.lottery.draws.clock.now = () => now;
  member = await createMember(t.store.db.kysely, {
    merchantId,
    member: {
      username: 'cutlotto',
      password: 'Laro2026xyz',
    },
  });
  token = (
    await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: { username: 'cutlotto', password: 'Laro2026xyz' },
    })
  ).json<{ value: { token: string } }>().value.token;
  await t.app.platform.wallet.post({
    merchantId,
    currency: 'PHP',
    idemKey: 'lottery-crash-fund',
    type: 'deposit',
    lines: [
      { account: { member }, amount: 10_000_000n },
      { account: { house: 'deposits' }, amount: -10_000_000n },
    ],
  });
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('settlement cut off mid-draw', () => {
  it('finishes on retry: each stake once, every ticket and betting record written, the ledger balanced', async () => {
    const before = await available();
    const placed: Ticket[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/lgw/lottery/tickets',
        headers: { authorization: token },
        payload: {
          requestId: `cut-off-${i}`,
          gameCode: 'SSC1',
          playId: 'SSC_SIDES_SUM',
          selection: [[i % 4]],
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      placed.push(...res.json<{ value: PlaceValue }>().value.tickets);
    }
    const numero = placed[0]!.numero;
    const d = (await t.app.lottery.draws.findDraw(merchantId, { gameCode: 'SSC1', numero }))!;
    const db = t.store.db.kysely;
    const errors: unknown[] = [];
    const dying = new LotteryDraws(db, {
      wallet: new Wallet(new DyingLedger(2, db, { groupCommit: engine === 'sqlite' })),
      clock: t.app.lottery.draws.clock,
      batch: 3,
      onError: (e) => errors.push(e),
    });
    now = Number(d.draw_time) + 1;
    await dying.tick();
    expect(String(errors[0])).toContain('cut off');
    const mid = await db
      .selectFrom('lottery_tickets')
      .select(['status'])
      .where('draw_id', '=', d.id)
      .execute();
    // The first batch committed whole, the second not at all.
    expect(mid.filter((x) => x.status === 'open')).toHaveLength(5);
    // Its money too: the escrow gave up the first batch's stakes only.
    expect(await escrow()).toBe(5n * minor(placed[0]!.stake));
    await checkLedgerInvariants(db);
    // The member figures of the batch cut off went with it (decision 023).
    const midFigures = await figuresSides(db);
    expect(midFigures.stored).toEqual(midFigures.recounted);
    expect((await t.app.lottery.draws.findDraw(merchantId, { gameCode: 'SSC1', numero }))!.state).toBe(
      'drawn',
    );

    // A crashed process leaves its lease to run out; then any scheduler finishes the draw.
    await db.updateTable('lottery_draws').set({ lease_until: 0 }).where('id', '=', d.id).execute();
    await t.app.lottery.draws.tick();
    const drawn = (await t.app.lottery.draws.findDraw(merchantId, { gameCode: 'SSC1', numero }))!;
    expect(drawn.state).toBe('settled');
    const game = gameByCode('SSC1')!;
    const play = playById(game, 'SSC_SIDES_SUM')!;
    const result = resultOf(game, { winNo: drawn.win_no!, drawTime: Number(drawn.draw_time) });
    const tickets = await db
      .selectFrom('lottery_tickets')
      .select(['id', 'selection', 'status', 'payout', 'bet_id'])
      .where('draw_id', '=', d.id)
      .execute();
    expect(tickets).toHaveLength(8);
    const record = await t.app.inject({
      method: 'GET',
      url: '/wps/game/bets?pageSize=20',
      headers: { authorization: token },
    });
    const bets = record.json<{ value: BetPage }>().value.list;
    let expected = before;
    for (const ticket of tickets) {
      const wins = play.wins(JSON.parse(ticket.selection) as number[][], result);
      const pay =
        wins > 0
          ? payoutMinor(minor(placed[0]!.unit), { multiplier: 1, winningBets: wins, odds: placed[0]!.oddsBp })
          : 0n;
      expected += pay - minor(placed[0]!.stake);
      expect([ticket.status, BigInt(ticket.payout)]).toEqual([wins > 0 ? 'won' : 'lost', pay]);
      const bet = bets.find((b) => b.betId === ticket.bet_id)!;
      expect([bet.status, minor(bet.payout)]).toEqual(['settled', pay]);
    }
    expect(await available()).toBe(expected);
    expect(await escrow()).toBe(0n);
    // Each batch's money once: one payout entry per batch that committed (3, then the other 5).
    const entries = await db
      .selectFrom('ledger_entries')
      .select('idem_key')
      .where('idem_key', 'like', `lottery:settle:${d.id}:%`)
      .execute();
    expect(entries).toHaveLength(2);
    await checkLedgerInvariants(db);
    const figures = await figuresSides(db);
    expect(figures.stored).toEqual(figures.recounted);
  });
});
