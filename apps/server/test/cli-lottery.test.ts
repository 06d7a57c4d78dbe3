/**
 * `lottery result`, `lottery cancel` and `lottery tick` run as the operator runs them, on both
 * engines. The CLI keeps the real clock; the app's draws run on this file's clock, so a draw can
 * be open for both (days ahead), closed by the app's scheduler, or past its close on both.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlaceValue, Ticket } from '@lotto/contracts';
import { drawAtOrAfter, gameByCode, VN_LAYOUTS } from '@lotto/contracts/lottery/index';
import { adminCli, adminCliRefused } from './cli.ts';
import { engine, startTestApp, type TestApp } from './harness.ts';
import { memberKit } from './member-kit.ts';

const DAY = 86_400_000;
let t: TestApp;
let merchantId: number;
let now = Date.now();
const kit = memberKit(
  () => t,
  () => merchantId,
  { suffix: 'clilotto' },
);
const cli = (...args: string[]) => adminCli(t.store.env, ...args);
const refused = (...args: string[]) => adminCliRefused(t.store.env, ...args);
const draws = () => t.app.lottery.draws;
const drawRow = (game: string, numero: string) => draws().findDraw(merchantId, { gameCode: game, numero });

let seq = 0;
async function place(body: { gameCode: string; playId: string; selection: number[][] }): Promise<Ticket> {
  const res = await kit.post<PlaceValue>('/lgw/lottery/tickets', 'lia', {
    requestId: `cli-lot-${++seq}`,
    ...body,
  });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.value.tickets[0]!;
}
const ticket = async (id: Ticket['ticketId']) =>
  (await kit.get<Ticket[]>('/lgw/lottery/tickets?pageSize=100', 'lia')).json.value.find(
    (x) => x.ticketId === id,
  )!;
/** A numero of an official game whose draw closed in the last week, by the real clock. */
const pastNumero = (game: string) => drawAtOrAfter(gameByCode(game)!, Date.now() - 7 * DAY).numero;

const NORTH =
  '12345,67890,11111,22222,33333,44444,55555,66666,77777,88888,1234,5612,3456,7890,1111,2222,3333,4444,5555,6666,777,888,999,12,34,56,78';

beforeAll(async () => {
  t = await startTestApp();
  merchantId = (await t.store.db.kysely.selectFrom('merchants').select('id').executeTakeFirstOrThrow()).id;
  draws().clock.now = () => now;
  await kit.signIn('lia');
  await kit.fund('lia', 10_000_000n);
});
afterAll(() => t.close());

describe(`operator CLI: lottery (${engine})`, { timeout: 60_000 }, () => {
  let fc3d: Ticket;

  it('refuses a result while the draw takes bets, says until when, and writes nothing', async () => {
    now = Date.now() + 3 * DAY;
    fc3d = await place({ gameCode: 'FC3D', playId: 'LF_3_STRAIGHT', selection: [[1], [2], [3]] });
    const before = (await drawRow('FC3D', fc3d.numero))!;
    const close = Number(before.close_time);
    const local = `${new Date(close + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ')} UTC+08:00`;
    const out = await refused('lottery', 'result', 'FC3D', fc3d.numero, '1,2,3');
    expect([out.code, out.stderr.trim()]).toEqual([
      65,
      `draw FC3D ${fc3d.numero} is still open: it takes bets until ${local} (${new Date(close).toISOString()}); enter its result after it closes`,
    ]);
    expect(await drawRow('FC3D', fc3d.numero)).toEqual(before);
    expect((await ticket(fc3d.ticketId)).status).toBe('open');
    // a draw nobody bet on: refused without opening its row
    const later = drawAtOrAfter(gameByCode('VN_SOUTH')!, Date.now() + 2 * DAY).numero;
    expect((await refused('lottery', 'result', 'VN_SOUTH', later, NORTH)).stderr).toContain('does not fit');
    const south = VN_LAYOUTS.south.flatMap((tier) =>
      Array.from({ length: tier.count }, () => '9'.repeat(tier.digits)),
    );
    expect((await refused('lottery', 'result', 'VN_SOUTH', later, south.join(','))).stderr).toContain(
      `draw VN_SOUTH ${later} is still open`,
    );
    expect(await drawRow('VN_SOUTH', later)).toBeUndefined();
  });

  it('takes the result of a draw the scheduler closed, and settles it', async () => {
    now = Number((await drawRow('FC3D', fc3d.numero))!.close_time) + 1000;
    await draws().tick();
    expect((await drawRow('FC3D', fc3d.numero))!.state).toBe('closed');
    const balance = async () =>
      (await kit.get<{ sumBalance: string }>('/wps/v2/wallets/balance', 'lia')).json.value.sumBalance;
    const before = await balance();
    expect((await cli('lottery', 'result', 'FC3D', fc3d.numero, '1,2,3')).stdout).toBe(
      `FC3D ${fc3d.numero}: 1,2,3 (settled)\n`,
    );
    const won = await ticket(fc3d.ticketId);
    expect(won.status).toBe('won');
    const after = await balance();
    expect(Number(after)).toBe(Number(before) + Number(won.payout));
    // the same result again changes nothing
    expect((await cli('lottery', 'result', 'FC3D', fc3d.numero, '1,2,3')).stdout).toContain('(settled)');
    expect(await balance()).toBe(after);
  });

  it('takes results of official draws past their close: VN north, central and south, HK6', async () => {
    // placed two days ago by the app's clock; no scheduler ran since, so its row still says open
    now = Date.now() - 2 * DAY;
    const lo = await place({ gameCode: 'VN_NORTH', playId: 'VN_N_LO2', selection: [[12]] });
    expect((await drawRow('VN_NORTH', lo.numero))!.state).toBe('open');
    expect((await cli('lottery', 'result', 'VN_NORTH', lo.numero, NORTH)).stdout).toBe(
      `VN_NORTH ${lo.numero}: ${NORTH} (settled)\n`,
    );
    expect((await ticket(lo.ticketId)).status).toBe('won');
    const south =
      '123456,12345,23456,34567,45678,56789,67890,78901,89012,90123,11111,22222,2222,3333,4444,5555,666,99';
    for (const [game, winNo] of [
      ['VN_CENTRAL', south],
      ['VN_SOUTH', south],
      ['HK6', '7,8,20,30,40,45,1'],
    ] as const) {
      const numero = pastNumero(game);
      expect((await cli('lottery', 'result', game, numero, winNo)).stdout).toBe(
        `${game} ${numero}: ${winNo} (settled)\n`,
      );
      expect((await drawRow(game, numero))!.state).toBe('settled');
    }
  });

  it('explains a VN result that does not fit with the layout it expects, and writes nothing', async () => {
    now = Date.now() - 2 * DAY;
    const de = await place({ gameCode: 'VN_SOUTH', playId: 'VN_S_DE', selection: [[89]] });
    const before = (await drawRow('VN_SOUTH', de.numero))!;
    // 17 numbers, G2 one digit short
    const typed =
      '123456,12345,2345,34567,45678,56789,67890,78901,89012,90123,11111,22222,2222,3333,4444,5555,666';
    const out = await refused('lottery', 'result', 'VN_SOUTH', de.numero, typed);
    expect(out.code).toBe(65);
    const lines = out.stderr.trim().split('\n');
    expect(lines[0]).toBe(
      `VN_SOUTH ${de.numero}: this result does not fit: 17 numbers given, 18 expected; number 3 (G2) "2345" has 4 digits, G2 numbers have 5`,
    );
    expect(lines[1]).toBe('VN_SOUTH results are 18 numbers separated by commas, no spaces, in this order:');
    // one row per prize of the contracts' south table, special first
    expect(lines.slice(2, -1).map((l) => l.trim().split(/ +/))).toEqual(
      VN_LAYOUTS.south.map((tier) => [
        tier.label,
        String(tier.count),
        tier.count === 1 ? 'number' : 'numbers',
        'of',
        String(tier.digits),
        'digits',
      ]),
    );
    expect(lines[2]).toMatch(/^ {2}ĐB {2}1 number {3}of 6 digits$/);
    const example = /^example: npm run admin -- lottery result VN_SOUTH (\S+) (\S+)$/.exec(lines.at(-1)!);
    expect(example?.[1]).toBe(de.numero);
    expect(await drawRow('VN_SOUTH', de.numero)).toEqual(before);
    expect((await ticket(de.ticketId)).status).toBe('open');
    // a letter in the special prize; the north table
    const north = await refused('lottery', 'result', 'VN_NORTH', pastNumero('VN_NORTH'), `1234x,${NORTH}`);
    expect(north.stderr).toContain('28 numbers given, 27 expected; number 1 (ĐB) "1234x" is not digits only');
    expect(north.stderr).toContain('  G7  4 numbers  of 2 digits\n');
    // the printed example is a result the command takes
    expect((await cli('lottery', 'result', 'VN_SOUTH', de.numero, example![2]!)).stdout).toContain(
      '(settled)',
    );
    expect(['won', 'lost']).toContain((await ticket(de.ticketId)).status);
  });

  it('calls off a draw with its tickets refunded, and advances the draws', async () => {
    now = Date.now() + 3 * DAY;
    const hk = await place({ gameCode: 'HK6', playId: 'LHC_SPECIAL', selection: [[7]] });
    expect((await cli('lottery', 'cancel', 'HK6', hk.numero)).stdout).toBe(
      `HK6 ${hk.numero} cancelled: 1 tickets refunded\n`,
    );
    expect((await ticket(hk.ticketId)).status).toBe('refunded');
    const from = Date.now();
    expect((await cli('lottery', 'tick')).stdout).toBe('lottery draws advanced\n');
    // the CLI's tick opened the draws taking bets now (by the real clock)
    const opened = await t.store.db.kysely
      .selectFrom('lottery_draws')
      .select('numero')
      .where('merchant_id', '=', merchantId)
      .where('game_code', '=', 'SSC1')
      .where('state', '=', 'open')
      .where('close_time', '>', from)
      .where('open_time', '<', from + 60_000)
      .execute();
    expect(opened.length).toBeGreaterThan(0);
    expect((await refused('lottery', 'result', 'SSC1', opened[0]!.numero, '1,2,3,4,5')).stderr.trim()).toBe(
      'in-house draws draw themselves',
    );
    expect((await refused('lottery', 'result', 'NOPE', '1', '1')).stderr.trim()).toBe('no lottery game NOPE');
  });
});
