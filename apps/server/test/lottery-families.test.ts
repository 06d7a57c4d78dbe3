import { describe, expect, it } from 'vitest';
import type { BetPage, Ticket } from '@lotto/contracts';
import { gameByCode } from '@lotto/contracts/lottery/index';
import { checkLedgerInvariants } from './ledger-invariants.ts';
import {
  advance,
  available,
  draws,
  expected,
  get,
  ids,
  merchantId,
  minor,
  myTickets,
  place,
  t,
  testClock,
  useLotteryApp,
} from './lottery-suite.ts';

/** A ticket of every family placed, drawn and settled; bets refused after close or out of bounds. */
useLotteryApp();

const families: [string, string, number[][]][] = [
  [
    'SSC1',
    'SSC_5_STRAIGHT',
    [[0, 1, 2, 3, 4, 5, 6, 7, 8], [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3], [4, 5, 6], [7]],
  ],
  ['SSC1', 'SSC_SIDES_SUM', [[0, 1, 2]]],
  ['F11X5_3', '11X5_ANY_5', [[1, 2, 3, 4, 5, 6, 7, 8, 9]]],
  ['PK10_3', 'PK10_POSITION', [[1, 2, 3], [], [4, 5, 6, 7, 8], [], [], [], [], [], [], [10]]],
  ['LHC_5', 'LHC_SPECIAL', [[1, 5, 9, 13, 17, 21, 25, 29, 33, 37, 41, 45, 49]]],
  ['LHC_5', 'LHC_ZODIAC', [[1, 2, 3]]],
  ['FC3D', 'LF_3_STRAIGHT', [[1], [2], [3, 4]]],
  ['VN_NORTH', 'VN_N_LO2', [[12, 34, 56]]],
  ['VN_SOUTH', 'VN_S_DE', [[12, 99]]],
  ['HK6', 'LHC_LINK_2', [[7, 8, 9]]],
];

/** Places a ticket of every family for lia at multiplier 2. */
async function placeEveryFamily(): Promise<Ticket[]> {
  const placed: Ticket[] = [];
  for (const [gameCode, playId, selection] of families) {
    const res = await place('lia', { gameCode, playId, selection, multiplier: 2 });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    placed.push(...res.json.value.tickets);
  }
  return placed;
}

/** The in-house games draw themselves; the operator enters the official results once closed. */
async function drawEveryFamily(placed: Ticket[]) {
  await advance(testClock.now + 10 * 60_000);
  await advance(
    Math.max(
      ...(await Promise.all(
        placed.map(async (p) =>
          Number(
            (await draws().findDraw(merchantId, { gameCode: p.gameCode, numero: p.numero }))!.close_time,
          ),
        ),
      )),
    ),
  );
  await draws().enterResult(merchantId, {
    gameCode: 'FC3D',
    numero: placed.find((p) => p.gameCode === 'FC3D')!.numero,
    winNo: '1,2,3',
  });
  const north =
    '12345,67890,11111,22222,33333,44444,55555,66666,77777,88888,1234,5612,3456,7890,1111,2222,3333,4444,5555,6666,777,888,999,12,34,56,78';
  await draws().enterResult(merchantId, {
    gameCode: 'VN_NORTH',
    numero: placed.find((p) => p.gameCode === 'VN_NORTH')!.numero,
    winNo: north,
  });
  const south =
    '123456,12345,23456,34567,45678,56789,67890,78901,89012,90123,11111,22222,2222,3333,4444,5555,666,99';
  await draws().enterResult(merchantId, {
    gameCode: 'VN_SOUTH',
    numero: placed.find((p) => p.gameCode === 'VN_SOUTH')!.numero,
    winNo: south,
  });
  await draws().enterResult(merchantId, {
    gameCode: 'HK6',
    numero: placed.find((p) => p.gameCode === 'HK6')!.numero,
    winNo: '7,8,20,30,40,45,1',
  });
}

/** Each settled ticket won or lost by the pure win rules; answers what they paid in all. */
async function expectPayouts(settled: Ticket[]): Promise<bigint> {
  let paid = 0n;
  for (const ticket of settled) {
    const pay = await expected(ticket);
    expect([ticket.playId, ticket.status, minor(ticket.payout)]).toEqual([
      ticket.playId,
      pay > 0n ? 'won' : 'lost',
      pay,
    ]);
    paid += pay;
  }
  return paid;
}

/** The betting record shows each ticket's result (read from the ticket: decision 013). */
async function expectBettingRecord(placed: Ticket[], settled: Ticket[]) {
  const betIds = new Map(
    (
      await t.store.db.kysely
        .selectFrom('lottery_tickets')
        .select(['id', 'bet_id'])
        .where('member_id', '=', ids['lia']!)
        .execute()
    ).map((r) => [r.bet_id, r.id]),
  );
  const record = (await get<BetPage>('/wps/game/bets?pageSize=100', 'lia')).json.value;
  const bets = record.list.filter((b) => betIds.has(b.betId));
  expect(bets).toHaveLength(placed.length);
  for (const b of bets) {
    const ticket = settled.find((s) => s.ticketId === betIds.get(b.betId))!;
    const game = gameByCode(ticket.gameCode)!;
    expect([b.status, b.payout, b.stake, b.roundId, b.vendor, b.gameType]).toEqual([
      'settled',
      ticket.payout,
      ticket.stake,
      `${ticket.gameCode} ${ticket.numero}`,
      game.prizeMode === 'Elott' ? 'AURORA' : 'PLOTTO',
      game.prizeMode === 'Elott' ? 'ELOTT' : 'LOTT',
    ]);
  }
}

/** Commit-reveal: the history shows the seed, and the verifier agrees. */
async function expectCommitReveal(ssc1: Ticket[]) {
  const history = (
    await get<{ content: { numero: string; winNo: string; seed: string }[] }>(
      '/lgw/lottery/history?gameCode=SSC1&count=5',
    )
  ).json.value.content;
  expect(history[0]!.seed).toMatch(/^[0-9a-f]{64}$/);
  const v = (
    await get<{ commitmentMatches: boolean; resultMatches: boolean }>(
      `/lgw/lottery/verify?gameCode=SSC1&numero=${ssc1[0]!.numero}`,
    )
  ).json.value;
  expect(v).toMatchObject({ commitmentMatches: true, resultMatches: true });
  const trends = (
    await get<{ draws: number; positions: { hot: number[]; numbers: { missing: number }[] }[] }>(
      '/lgw/lottery/trends?gameCode=SSC1',
    )
  ).json.value;
  expect(trends.positions).toHaveLength(5);
  expect(trends.positions[0]!.numbers).toHaveLength(10);
  expect(
    (await get<{ gameCode: string }[]>('/lgw/vn/games/game_menu/recent', 'lia')).json.value.length,
  ).toBeGreaterThan(3);
}

describe('tickets', () => {
  it('places tickets of every family, draws and settles them: payouts, balances and betting record right', async () => {
    const before = await available('lia');
    const placed = await placeEveryFamily();
    expect(placed.find((p) => p.playId === 'SSC_5_STRAIGHT')!.betCount).toBe(9 * 10 * 3 * 3);
    expect(placed.find((p) => p.playId === 'F11X5_3' || p.playId === '11X5_ANY_5')!.betCount).toBe(126);
    const staked = placed.reduce((s, p) => s + minor(p.stake), 0n);
    expect(placed.every((p) => p.status === 'open')).toBe(true);
    expect(await available('lia')).toBe(before - staked);

    await drawEveryFamily(placed);

    const settled = (await myTickets('lia')).filter((x) => placed.some((p) => p.ticketId === x.ticketId));
    const paid = await expectPayouts(settled);
    expect(settled.find((s) => s.playId === 'LF_3_STRAIGHT')!.status).toBe('won');
    expect(settled.find((s) => s.playId === 'SSC_SIDES_SUM')!.status).toBe('won');
    // 12 twice (5612, 12), 34 twice (1234, 34), 56 twice (3456, 56)
    expect(settled.find((s) => s.playId === 'VN_N_LO2')!.winBets).toBe(6);
    expect(settled.find((s) => s.playId === 'LHC_LINK_2')!.winBets).toBe(1);
    expect(await available('lia')).toBe(before - staked + paid);

    await expectBettingRecord(placed, settled);
    const ssc1 = settled.filter((s) => s.gameCode === 'SSC1');
    expect(await t.app.platform.wallet.houseBalance(merchantId, 'lottery:SSC1')).toBe(
      ssc1.reduce((s, x) => s + minor(x.stake) - minor(x.payout), 0n),
    );

    await expectCommitReveal(ssc1);
    await checkLedgerInvariants(t.store.db.kysely);
  });

  it('refuses a bet after close with lottery.draw.closed, and invalid selections and limits', async () => {
    const near = (
      await get<{ currentNumero: { numero: string; closeTime: number } }>(
        '/lotto/lgw/games/opened/numero?gameCode=SSC1',
      )
    ).json.value.currentNumero;
    testClock.now = near.closeTime;
    const late = await place('lia', {
      gameCode: 'SSC1',
      numero: near.numero,
      playId: 'SSC_SIDES_SUM',
      selection: [[0]],
    });
    expect([late.status, late.json.code]).toEqual([409, 'lottery.draw.closed']);
    const bad = await place('lia', { gameCode: 'SSC1', playId: 'SSC_5_STRAIGHT', selection: [[1], [2]] });
    expect([bad.status, bad.json.code]).toEqual([400, 'request.invalid']);
    const big = await place('lia', {
      gameCode: 'SSC1',
      playId: 'SSC_SIDES_SUM',
      selection: [[0]],
      multiplier: 5000,
    });
    expect([big.status, big.json.code]).toEqual([422, 'lottery.limit.exceeded']);
    expect(
      (await place('rex', { gameCode: 'SSC1', playId: 'SSC_SIDES_SUM', selection: [[0]] })).json.code,
    ).toBe('in_need_true_account');
  });
});
