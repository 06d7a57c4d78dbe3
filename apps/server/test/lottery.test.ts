import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BetPage, PlaceValue, Ticket } from '@lotto/contracts';
import { gameByCode, payoutMinor, playById } from '@lotto/contracts/lottery/index';
import { openDatabase, type Db } from '../src/db/database.ts';
import { resultOf } from '../src/modules/lottery/draws.ts';
import { LotteryDraws } from '../src/modules/lottery/index.ts';
import { Ledger } from '../src/modules/wallet/ledger.ts';
import { Wallet } from '../src/modules/wallet/service.ts';
import { adminCli } from './cli.ts';
import { checkLedgerInvariants } from './ledger-invariants.ts';
import { memberKit } from './member-kit.ts';
import { engine, eventually, startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let merchantId: number;
// Monday 23 November 2026, 10:00:20 in China (+8).
let now = Date.UTC(2026, 10, 23, 2, 0, 20);

const { tokens, ids, signIn, fund, get, post } = memberKit(
  () => t,
  () => merchantId,
  { suffix: 'lotto' },
);

const minor = (text: string) => BigInt(text.replace('.', ''));
const available = async (who: string) =>
  minor((await get<{ sumBalance: string }>('/wps/v2/wallets/balance', who)).json.value.sumBalance);

let seq = 0;
const place = (who: string, body: Record<string, unknown>) =>
  post<PlaceValue>('/lgw/lottery/tickets', who, { requestId: `lot-${who}-${++seq}`, ...body });

const draws = () => t.app.lottery.draws;

/** The test database opened a second time, as another server process would. */
const openSecond = (): Db =>
  engine === 'sqlite'
    ? openDatabase({ engine: 'sqlite', path: join(t.store.env['DATA_DIR']!, 'platform.sqlite') })
    : openDatabase({ engine: 'postgres', url: t.store.env['DATABASE_URL']!, poolSize: 3 });

/** Another process's scheduler on the same clock, settling in batches of 3. */
const schedulerOn = (db: Db) =>
  new LotteryDraws(
    db.kysely,
    new Wallet(new Ledger(db.kysely, undefined, { groupCommit: engine === 'sqlite' })),
    draws().clock,
    { batch: 3 },
  );

/** What a ticket should pay against its draw's winNo, by the pure win rules. */
async function expected(ticket: Ticket): Promise<bigint> {
  const d = await draws().findDraw(merchantId, ticket.gameCode, ticket.numero);
  const game = gameByCode(ticket.gameCode)!;
  const play = playById(game, ticket.playId)!;
  const wins = play.wins(ticket.selection, resultOf(game, d!.win_no!, Number(d!.draw_time)));
  return wins > 0
    ? payoutMinor(minor(ticket.unit) * BigInt(play.unitsPerBet), ticket.multiplier, wins, ticket.oddsBp)
    : 0n;
}

const myTickets = async (who: string) =>
  (await get<Ticket[]>('/lgw/lottery/tickets?pageSize=100', who)).json.value;

/** Moves the clock to `at` and runs the scheduler until nothing moves. */
async function advance(at: number) {
  now = at;
  await draws().tick();
  await draws().tick();
}

beforeAll(async () => {
  t = await startTestApp();
  merchantId = (await t.store.db.kysely.selectFrom('merchants').select('id').executeTakeFirstOrThrow()).id;
  draws().clock.now = () => now;
  await signIn('lia');
  await signIn('max');
  await signIn('rex', { type: 4 });
  await fund('lia', 100_000_000n);
  await fund('max', 10_000_000n);
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('games and draws', () => {
  it('lists the games, menus per prize mode, near draws with a commitment, opened numeros', async () => {
    const games = (await get<{ gameCode: string; gameType: string }[]>('/lgw/lottery/games')).json.value;
    expect(games.map((g) => g.gameCode)).toEqual(
      expect.arrayContaining([
        'SSC1',
        'SSC3',
        'SSC5',
        'F11X5_3',
        'PK10_3',
        'LHC_5',
        'HK6',
        'FC3D',
        'VN_NORTH',
        'VN_CENTRAL',
        'VN_SOUTH',
      ]),
    );
    expect(games.find((g) => g.gameCode === 'SSC1')!.gameType).toBe('ELOTT');
    expect(games.find((g) => g.gameCode === 'HK6')!.gameType).toBe('LOTT');
    const elott = (await get<{ gameCode: string }[]>('/lgw/lottery/games?prizeMode=Elott')).json.value;
    expect(elott.every((g) => !['HK6', 'FC3D', 'VN_NORTH'].includes(g.gameCode))).toBe(true);

    const menu = (
      await get<
        {
          prizeModeId: string;
          prizeSeries: { defaultSeries: number };
          playMenuGroups: { playMenus: { playId: string; singleBetPrice: number }[] }[];
        }[]
      >('/lgw/vn/games/game_menu?gameCode=VN_NORTH')
    ).json.value;
    expect(menu[0]).toMatchObject({ prizeModeId: 'SEA', prizeSeries: { defaultSeries: 1900 } });
    const lo2 = menu[0]!.playMenuGroups.flatMap((g) => g.playMenus).find((p) => p.playId === 'VN_N_LO2');
    expect(lo2?.singleBetPrice).toBe(27 * 200);

    const near = (
      await get<{
        currentNumero: { numero: string; remainTime: number; lockTime: number; commitment: string };
      }>('/lotto/lgw/games/opened/numero?gameCode=SSC1')
    ).json.value;
    expect(near.currentNumero).toMatchObject({ numero: '20261123-0601', remainTime: 35, lockTime: 5 });
    expect(near.currentNumero.commitment).toMatch(/^[0-9a-f]{64}$/);
    const opened = (await get<{ numero: string }[]>('/lgw/vn/numeros/opened/game?gameCode=SSC1')).json.value;
    expect(opened).toHaveLength(100);
    expect(opened[1]!.numero).toBe('20261123-0602');

    const popular = (
      await get<{ games: { gameId: string; gameType: string }[] }>('/lgw/games/popular?prizeMode=Lott')
    ).json.value.games;
    expect(popular.map((g) => g.gameId)).toContain('HK6');
    expect((await get('/lgw/lottery/launch?gameCode=SSC1&playType=SSC_5_STRAIGHT')).json.value).toEqual({
      url: '/lottery?gameCode=SSC1&playType=SSC_5_STRAIGHT',
    });
    expect((await get('/lgw/lottery/launch?gameCode=VN_SOUTH')).json.value).toEqual({
      url: '/vnlottery?gameCode=VN_SOUTH',
    });
  });

  it('shows every lottery family on the popular cards with an icon that answers', async () => {
    type Card = { gameId: string; gameClassify: string; iconUrl: string; defaultIcon: string };
    const cards: Card[] = [];
    for (const mode of ['Lott', 'ZY', 'Elott', 'SEA'])
      cards.push(
        ...(await get<{ games: Card[] }>(`/lgw/games/popular?prizeMode=${mode}&count=100`)).json.value.games,
      );
    const families = new Set(cards.map((c) => c.gameClassify));
    expect([...families].sort()).toEqual(['11X5', 'LF', 'LHC', 'PK10', 'SSC', 'VN']);
    for (const url of new Set(cards.flatMap((c) => [c.iconUrl, c.defaultIcon]))) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^image\/svg\+xml/);
      expect(res.body, url).toMatch(/^<svg /);
    }
  });

  it('keeps LOTTFAV favourites per member', async () => {
    expect((await post<string[]>('/lgw/lottery/favourites', 'lia', { gameCode: 'SSC1' })).json.value).toEqual(
      ['SSC1'],
    );
    await post('/lgw/lottery/favourites', 'lia', { gameCode: 'HK6' });
    expect(
      (await post<string[]>('/lgw/lottery/favourites/remove', 'lia', { gameCode: 'SSC1' })).json.value,
    ).toEqual(['HK6']);
    expect((await get<string[]>('/lgw/lottery/favourites', 'max')).json.value).toEqual([]);
    expect((await get('/lgw/lottery/favourites')).status).toBe(401);
  });
});

describe('tickets', () => {
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

  it('places tickets of every family, draws and settles them: payouts, balances and betting record right', async () => {
    const before = await available('lia');
    const placed: Ticket[] = [];
    for (const [gameCode, playId, selection] of families) {
      const res = await place('lia', { gameCode, playId, selection, multiplier: 2 });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      placed.push(...res.json.value.tickets);
    }
    expect(placed.find((p) => p.playId === 'SSC_5_STRAIGHT')!.betCount).toBe(9 * 10 * 3 * 3);
    expect(placed.find((p) => p.playId === 'F11X5_3' || p.playId === '11X5_ANY_5')!.betCount).toBe(126);
    const staked = placed.reduce((s, p) => s + minor(p.stake), 0n);
    expect(placed.every((p) => p.status === 'open')).toBe(true);
    expect(await available('lia')).toBe(before - staked);

    // The in-house games draw themselves; the operator enters the official results once closed.
    await advance(now + 10 * 60_000);
    await advance(
      Math.max(
        ...(await Promise.all(
          placed.map(async (p) =>
            Number((await draws().findDraw(merchantId, p.gameCode, p.numero))!.close_time),
          ),
        )),
      ),
    );
    await draws().enterResult(merchantId, 'FC3D', placed.find((p) => p.gameCode === 'FC3D')!.numero, '1,2,3');
    const north =
      '12345,67890,11111,22222,33333,44444,55555,66666,77777,88888,1234,5612,3456,7890,1111,2222,3333,4444,5555,6666,777,888,999,12,34,56,78';
    await draws().enterResult(
      merchantId,
      'VN_NORTH',
      placed.find((p) => p.gameCode === 'VN_NORTH')!.numero,
      north,
    );
    const south =
      '123456,12345,23456,34567,45678,56789,67890,78901,89012,90123,11111,22222,2222,3333,4444,5555,666,99';
    await draws().enterResult(
      merchantId,
      'VN_SOUTH',
      placed.find((p) => p.gameCode === 'VN_SOUTH')!.numero,
      south,
    );
    await draws().enterResult(
      merchantId,
      'HK6',
      placed.find((p) => p.gameCode === 'HK6')!.numero,
      '7,8,20,30,40,45,1',
    );

    const settled = (await myTickets('lia')).filter((x) => placed.some((p) => p.ticketId === x.ticketId));
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
    expect(settled.find((s) => s.playId === 'LF_3_STRAIGHT')!.status).toBe('won');
    expect(settled.find((s) => s.playId === 'SSC_SIDES_SUM')!.status).toBe('won');
    // 12 twice (5612, 12), 34 twice (1234, 34), 56 twice (3456, 56)
    expect(settled.find((s) => s.playId === 'VN_N_LO2')!.winBets).toBe(6);
    expect(settled.find((s) => s.playId === 'LHC_LINK_2')!.winBets).toBe(1);
    expect(await available('lia')).toBe(before - staked + paid);

    // The betting record shows each ticket's result (read from the ticket: decision 013).
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
    const ssc1 = settled.filter((s) => s.gameCode === 'SSC1');
    expect(await t.app.platform.wallet.houseBalance(merchantId, 'lottery:SSC1')).toBe(
      ssc1.reduce((s, x) => s + minor(x.stake) - minor(x.payout), 0n),
    );

    // Commit-reveal: the history shows the seed, and the verifier agrees.
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
    await checkLedgerInvariants(t.store.db.kysely);
  });

  it('refuses a bet after close with lottery.draw.closed, and invalid selections and limits', async () => {
    const near = (
      await get<{ currentNumero: { numero: string; closeTime: number } }>(
        '/lotto/lgw/games/opened/numero?gameCode=SSC1',
      )
    ).json.value.currentNumero;
    now = near.closeTime;
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

  it('is idempotent on requestId, and a replayed settlement moves nothing', async () => {
    const body = { gameCode: 'SSC3', playId: 'SSC_2B_G2', selection: [[1, 2, 3]], requestId: 'lot-replay-1' };
    const first = await post<PlaceValue>('/lgw/lottery/tickets', 'max', body);
    const again = await post<PlaceValue>('/lgw/lottery/tickets', 'max', body);
    expect(again.json.value.tickets[0]!.ticketId).toBe(first.json.value.tickets[0]!.ticketId);
    expect(again.json.value.balance).toBe(first.json.value.balance);
    const other = await post('/lgw/lottery/tickets', 'max', { ...body, selection: [[4, 5]] });
    expect([other.status, other.json.code]).toEqual([409, 'idempotency.key.reused']);
    const d = (await draws().findDraw(merchantId, 'SSC3', first.json.value.tickets[0]!.numero))!;
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
    const first = (await draws().findDraw(merchantId, 'SSC1', chase[0]!.numero))!;
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
    await draws().cancelDraw(merchantId, 'FC3D', a.numero);
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
      const d = (await draws().findDraw(merchantId, 'PK10_3', placed[0]!.numero))!;
      now = Number(d.draw_time) + 1;
      await Promise.all([draws().tick(), other.tick(), draws().tick(), other.tick()]);
      await Promise.all([draws().tick(), other.tick()]);
      const settled = (await draws().findDraw(merchantId, 'PK10_3', placed[0]!.numero))!;
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
    const d = (await draws().findDraw(merchantId, 'SSC3', placed.lia[0]!.numero))!;
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
    await advance(Number((await draws().findDraw(merchantId, 'VN_SOUTH', numero))!.close_time));
    const out = await adminCli(t.store.env, 'lottery', 'result', 'VN_SOUTH', numero, south);
    expect(out.stdout).toContain(`VN_SOUTH ${numero}: ${south} (settled)`);
    const settled = (await myTickets('max')).find((x) => x.ticketId === ticket.ticketId)!;
    expect([settled.status, minor(settled.payout)]).toEqual(['lost', 0n]);
    // Nobody bet on it yet: the CLI opens the draw from the schedule to call it off.
    const hk = await opened('HK6');
    expect((await adminCli(t.store.env, 'lottery', 'cancel', 'HK6', hk)).stdout).toContain(
      '0 tickets refunded',
    );
    expect((await draws().findDraw(merchantId, 'HK6', hk))!.state).toBe('cancelled');
    expect((await adminCli(t.store.env, 'lottery', 'tick')).stdout).toContain('advanced');
    await checkLedgerInvariants(t.store.db.kysely);
  }, 60_000);

  it('never calls off a draw whose result is known: settled, or drawn and about to settle', async () => {
    await advance(now + 3_600_000); // past whatever earlier tests left open
    const placed = await place('max', { gameCode: 'SSC1', playId: 'SSC_SIDES_SUM', selection: [[0]] });
    expect(placed.status, JSON.stringify(placed.json)).toBe(200);
    const ticket = placed.json.value.tickets[0]!;
    const d = (await draws().findDraw(merchantId, 'SSC1', ticket.numero))!;
    // The moment between the draw and its settlement, as a scheduler leaves it.
    await t.store.db.kysely
      .updateTable('lottery_draws')
      .set({ state: 'drawn', win_no: '0,1,2,3,4', drawn_at: Date.now() })
      .where('id', '=', d.id)
      .execute();
    await expect(draws().cancelDraw(merchantId, 'SSC1', ticket.numero)).rejects.toMatchObject({
      code: 'conflict',
    });
    await advance(Number(d.draw_time) + 1);
    const settled = (await myTickets('max')).find((x) => x.ticketId === ticket.ticketId)!;
    expect(['won', 'lost']).toContain(settled.status);
    expect((await draws().findDraw(merchantId, 'SSC1', ticket.numero))!.state).toBe('settled');
    await expect(draws().cancelDraw(merchantId, 'SSC1', ticket.numero)).rejects.toMatchObject({
      code: 'conflict',
    });
    expect((await myTickets('max')).find((x) => x.ticketId === ticket.ticketId)).toEqual(settled);
    await checkLedgerInvariants(t.store.db.kysely);
  });

  it('sleeps until the next close or draw time: two running schedulers draw and settle once, on time', async () => {
    await advance(now + 3_600_000); // past whatever earlier tests left open
    const placed = await place('lia', { gameCode: 'SSC1', playId: 'SSC_SIDES_SUM', selection: [[0]] });
    expect(placed.status, JSON.stringify(placed.json)).toBe(200);
    const ticket = placed.json.value.tickets[0]!;
    const d = (await draws().findDraw(merchantId, 'SSC1', ticket.numero))!;
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
        const row = (await draws().findDraw(merchantId, 'SSC1', ticket.numero))!;
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
      draws().clock.now = () => now;
      await second.close();
    }
    await checkLedgerInvariants(t.store.db.kysely);
  });
});
