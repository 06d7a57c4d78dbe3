import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlaceValue, Ticket } from '@lotto/contracts';
import { oddsBp, playById, gameByCode } from '@lotto/contracts/lottery/index';
import type { Brand } from '../src/modules/brand/index.ts';
import { createMember } from '../src/modules/identity/index.ts';
import { memberDefaults, membersRepo } from '../src/modules/identity/repo.ts';
import { LotteryDraws } from '../src/modules/lottery/index.ts';
import { Ledger, type BulkWork } from '../src/modules/wallet/ledger.ts';
import { Wallet } from '../src/modules/wallet/service.ts';
import { adminCli } from './cli.ts';
import { checkLedgerInvariants } from './ledger-invariants.ts';
import { startTestApp, type TestApp } from './harness.ts';

/**
 * Decision 014 with hand-computed figures: agent 1960 > sub-agent 1950 > member 1930 in the
 * Elott prize mode, tickets on SSC1 (an in-house draw the test clock drives).
 */
let t: TestApp;
let merchantId: number;
let brand: Brand;
let firstDraw: number;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
// Monday 23 November 2026, 10:00:20 in China (+8).
let now = Date.UTC(2026, 10, 23, 2, 0, 20);

type Answer<T> = {
  status: number;
  json: { value: T; code?: string; details?: { path: string; message: string }[] };
};
const why = (a: Answer<unknown>) => a.json.details?.[0]?.message;
const call = <T>(method: 'GET' | 'POST', url: string, who?: string, payload?: object) =>
  t.app
    .inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: who ? { authorization: tokens[who]! } : {},
    })
    .then((r): Answer<T> => ({ status: r.statusCode, json: r.json() }));

async function signIn(who: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/session/login',
    payload: { username: who, password: 'Laro2026xyz' },
  });
  tokens[who] = res.json<{ value: { token: string } }>().value.token;
}

const balance = async (who: string, code = 'main') =>
  (await t.app.platform.wallet.memberBalances(merchantId, ids[who]!)).find((a) => a.code === code)?.balance ??
  0n;
const minor = (text: string) => BigInt(text.replace('.', ''));
const draws = () => t.app.lottery.draws;
const rebateEntries = async () =>
  t.store.db.kysely
    .selectFrom('ledger_entries')
    .select(['id', 'idem_key'])
    .where('type', '=', 'rebate')
    .execute();

let seq = 0;
const place = (who: string, body: Record<string, unknown>) =>
  call<PlaceValue>('POST', '/lgw/lottery/tickets', who, {
    gameCode: 'SSC1',
    playId: 'SSC_SIDES_SUM',
    selection: [[0]],
    requestId: `rebate-${who}-${++seq}`,
    ...body,
  });

beforeAll(async () => {
  t = await startTestApp();
  merchantId = (await t.store.db.kysely.selectFrom('merchants').select('id').executeTakeFirstOrThrow()).id;
  brand = (await t.app.platform.brands.byCode('demo'))!;
  draws().clock.now = () => now;
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('prize series', () => {
  it('are set by the operator CLI and the direct upline agent, within the chain and the brand floor', async () => {
    ids['agtop'] = await createMember(t.store.db.kysely, merchantId, {
      username: 'agtop',
      password: 'Laro2026xyz',
      type: 1,
    });
    const shown = await adminCli(t.store.env, 'member', 'series', 'agtop', '1960', '--mode', 'Elott');
    expect(shown.stdout).toContain('agtop prize series: Lott 1900, ZY 1950, Elott 1960, SEA 1900');
    // Above the upline's series: refused before anybody is created.
    const refused = await adminCli(
      t.store.env,
      ...['member', 'create', '--username', 'subag', '--password', 'Laro2026xyz', '--type', '1'],
      ...['--upline', 'agtop', '--series', '1970', '--mode', 'Elott'],
    ).catch((err: { code: number; stderr: string }) => err);
    expect(refused).toMatchObject({ code: 65 });
    expect((refused as { stderr: string }).stderr).toContain("Elott series 1970 is above the upline's 1960");
    expect(await membersRepo.byUsername(t.store.db.kysely, merchantId, 'subag')).toBeUndefined();
    await adminCli(
      t.store.env,
      ...['member', 'create', '--username', 'subag', '--password', 'Laro2026xyz', '--type', '1'],
      ...['--upline', 'agtop', '--series', '1950', '--mode', 'Elott'],
    );
    ids['subag'] = (await membersRepo.byUsername(t.store.db.kysely, merchantId, 'subag'))!.id;
    ids['lorna'] = await createMember(t.store.db.kysely, merchantId, {
      username: 'lorna',
      password: 'Laro2026xyz',
      upline: 'subag',
    });
    for (const who of ['agtop', 'subag', 'lorna']) await signIn(who);

    // A downline starts at the brand's default, or its upline's series when that is lower.
    expect((await call<{ series: object }>('GET', '/lgw/lottery/series', 'lorna')).json.value.series).toEqual(
      {
        Lott: 1900,
        ZY: 1950,
        Elott: 1950,
        SEA: 1900,
      },
    );
    const set = (who: string, body: object) =>
      call<{ series: object }>('POST', '/lgw/lottery/series', who, body);
    const done = await set('subag', { username: 'lorna', prizeMode: 'Elott', series: 1930 });
    expect([done.status, done.json.value.series]).toEqual([
      200,
      { Lott: 1900, ZY: 1950, Elott: 1930, SEA: 1900 },
    ]);
    const above = await set('subag', { username: 'lorna', prizeMode: 'Elott', series: 1955 });
    expect([above.status, above.json.code, why(above)]).toEqual([
      422,
      'lottery.series.invalid',
      "Elott series 1955 is above the upline's 1950",
    ]);
    const floor = await set('subag', { username: 'lorna', series: 1690 });
    expect([floor.status, why(floor)]).toEqual([422, 'Lott series 1690 is outside 1700-1960']);
    expect((await set('agtop', { username: 'lorna', series: 1800 })).json.code).toBe('access.forbidden');
    expect((await set('lorna', { username: 'lorna', series: 1800 })).json.code).toBe('login.non.agent');
    // The top agent may not drop below its sub-agent: the sub-agent is lowered first.
    await expect(t.app.lottery.series.set(brand, ids['agtop'], ['Elott'], 1940)).rejects.toThrow(
      "Elott series 1940 is below downline subag's 1950",
    );
    // All modes or none: ZY and Elott take 1970, Lott and SEA stop at 1960.
    await expect(
      t.app.lottery.series.set(brand, ids['agtop'], ['ZY', 'Elott', 'Lott'], 1970),
    ).rejects.toThrow('Lott series 1970 is outside 1700-1960');
    expect((await t.app.lottery.series.all(brand, ids['agtop'])).Elott).toBe(1960);
  }, 60_000);

  it('never lets a downline end above its upline when both change at once', async () => {
    const top = await createMember(t.store.db.kysely, merchantId, {
      username: 'racetop',
      password: 'Laro2026xyz',
      type: 1,
    });
    const down = await createMember(t.store.db.kysely, merchantId, {
      username: 'racedown',
      password: 'Laro2026xyz',
      type: 1,
      upline: 'racetop',
    });
    const series = t.app.lottery.series;
    for (let i = 0; i < 8; i++) {
      await series.set(brand, top, ['ZY'], 1960);
      await series.set(brand, down, ['ZY'], 1900);
      // Each is allowed on its own; together the downline would sit above its upline.
      const [lower, raise] = await Promise.allSettled([
        series.set(brand, top, ['ZY'], 1920),
        series.set(brand, down, ['ZY'], 1950),
      ]);
      expect(
        [lower.status, raise.status].filter((s) => s === 'fulfilled'),
        String(i),
      ).toHaveLength(1);
      const all = { top: (await series.all(brand, top)).ZY, down: (await series.all(brand, down)).ZY };
      expect(all.down).toBeLessThanOrEqual(all.top);
    }
  });

  it("shows the member's own bounds in the play menu and refuses tickets above them", async () => {
    type Menu = {
      prizeSeries: object;
      playMenuGroups: { playMenus: { playId: string; oddsBp: number }[] }[];
    }[];
    const menu = (await call<Menu>('GET', '/lgw/vn/games/game_menu?gameCode=SSC1', 'lorna')).json.value[0]!;
    expect(menu.prizeSeries).toEqual({ minSeries: 1700, maxSeries: 1930, defaultSeries: 1930 });
    const sides = menu.playMenuGroups.flatMap((g) => g.playMenus).find((p) => p.playId === 'SSC_SIDES_SUM')!;
    expect(sides.oddsBp).toBe(19_300);
    const guest = (await call<Menu>('GET', '/lgw/vn/games/game_menu?gameCode=SSC1')).json.value[0]!;
    expect(guest.prizeSeries).toEqual({ minSeries: 1700, maxSeries: 1950, defaultSeries: 1950 });

    const high = await place('lorna', { series: 1940 });
    expect([high.status, high.json.code, why(high)]).toEqual([
      422,
      'lottery.series.invalid',
      'Prize series 1940 is outside 1700-1930 for this account.',
    ]);
    expect((await place('lorna', { series: 1650 })).json.code).toBe('lottery.series.invalid');
  });
});

describe('the rebate chain', () => {
  it('pays the member and each agent its step, rounded down per ticket, in one entry per batch', async () => {
    await t.app.platform.wallet.post({
      merchantId,
      currency: 'PHP',
      idemKey: 'rebate-fund-lorna',
      type: 'deposit',
      lines: [
        { account: { member: ids['lorna']! }, amount: 1_000_000n },
        { account: { house: 'deposits' }, amount: -1_000_000n },
      ],
    });
    // A demo account under the sub-agent: play money pays its own rebate, never a real agent.
    ids['demorb'] = await t.store.db.kysely.transaction().execute((trx) =>
      membersRepo.insert(trx, {
        ...memberDefaults(Date.now()),
        merchant_id: merchantId,
        username: 'demorb',
        username_key: 'demorb',
        type: 9,
        nickname: 'demorb',
        language: 'TY',
        referral_code: 'DEMORB01',
        upline_id: ids['subag']!,
      }),
    );
    await t.app.platform.wallet.post({
      merchantId,
      currency: 'PHP',
      idemKey: 'rebate-fund-demorb',
      type: 'grant',
      lines: [
        { account: { member: ids['demorb'], code: 'play' }, amount: 1_000_000n },
        { account: { house: 'play.grants' }, amount: -1_000_000n },
      ],
    });
    const before = {
      lorna: await balance('lorna'),
      subag: await balance('subag'),
      agtop: await balance('agtop'),
      demo: await balance('demorb', 'play'),
    };

    // 12.34 at 1900 by a 1930 member: 150 bp to her (18.51 -> 0.18), 100 bp to the sub-agent
    // (12.34 -> 0.12), 50 bp to the top agent (6.17 -> 0.06).
    const a = (await place('lorna', { series: 1900, unit: '12.34' })).json.value.tickets[0]!;
    expect([a.series, a.memberSeries, a.oddsBp, a.stake]).toEqual([1900, 1930, 19_000, '12.34']);
    // 100.00 at her own 1930: nothing to her, 1.00 and 0.50 up the chain.
    const b = (await place('lorna', { unit: '100.00' })).json.value.tickets[0]!;
    expect([b.series, b.oddsBp]).toEqual([
      1930,
      oddsBp(playById(gameByCode('SSC1')!, 'SSC_SIDES_SUM')!.hitRate, 1930),
    ]);
    // Cancelled before the close: no rebate.
    const c = (await place('lorna', { series: 1700, unit: '100.00' })).json.value.tickets[0]!;
    expect(
      (await call<Ticket>('POST', `/lgw/lottery/tickets/${c.ticketId}/cancel`, 'lorna', {})).json.value
        .status,
    ).toBe('cancelled');
    // The demo member (1950 under its 1950 sub-agent) at 1900: 250 bp of 100.00 in play money.
    const demoRow = (await membersRepo.byId(t.store.db.kysely, merchantId, ids['demorb']))!;
    const d = (
      await t.app.lottery.place(brand, demoRow, {
        gameCode: 'SSC1',
        playId: 'SSC_SIDES_SUM',
        selection: [[0]],
        unit: '100.00',
        multiplier: 1,
        series: 1900,
        requestId: 'rebate-demo-1',
      })
    ).tickets[0]!;
    expect(d.memberSeries).toBe(1950);

    const draw = (await draws().findDraw(merchantId, 'SSC1', a.numero))!;
    firstDraw = draw.id;
    now = Number(draw.draw_time) + 1;
    await draws().tick();
    expect((await draws().findDraw(merchantId, 'SSC1', a.numero))!.state).toBe('settled');

    const mine = (await call<Ticket[]>('GET', '/lgw/lottery/tickets?pageSize=10', 'lorna')).json.value;
    const byId = new Map(mine.map((x) => [x.ticketId, x]));
    expect([
      byId.get(a.ticketId)!.rebate,
      byId.get(b.ticketId)!.rebate,
      byId.get(c.ticketId)!.rebate,
    ]).toEqual(['0.18', '0.00', '0.00']);
    const payout = minor(byId.get(a.ticketId)!.payout) + minor(byId.get(b.ticketId)!.payout);
    expect(await balance('lorna')).toBe(before.lorna - 1234n - 10_000n + payout + 18n);
    expect(await balance('subag')).toBe(before.subag + 12n + 100n);
    expect(await balance('agtop')).toBe(before.agtop + 6n + 50n);
    const demoTicket = await t.store.db.kysely
      .selectFrom('lottery_tickets')
      .select(['payout', 'rebate', 'upline_rebate'])
      .where('id', '=', d.ticketId)
      .executeTakeFirstOrThrow();
    expect([BigInt(demoTicket.rebate), BigInt(demoTicket.upline_rebate)]).toEqual([250n, 0n]);
    expect(await balance('demorb', 'play')).toBe(before.demo - 10_000n + BigInt(demoTicket.payout) + 250n);
    const uplineRebates = await t.store.db.kysely
      .selectFrom('lottery_tickets')
      .select(['id', 'upline_rebate'])
      .where('id', 'in', [a.ticketId, b.ticketId, c.ticketId])
      .orderBy('id')
      .execute();
    expect(uplineRebates.map((r) => BigInt(r.upline_rebate))).toEqual([18n, 150n, 0n]);
    // The account record shows it as its own movement type.
    const record = await call<{ list: { txType: string; amount: string; remark: string }[] }>(
      'GET',
      '/wps/wallet/transactions?txType=rebate',
      'subag',
    );
    expect(record.json.value.list.map((r) => [r.txType, r.amount])).toEqual([['rebate', '1.12']]);

    // One entry per mode for the batch, one line per account, from the game's house accounts.
    const entries = await rebateEntries();
    expect(entries).toHaveLength(2);
    const lines = await t.store.db.kysely
      .selectFrom('ledger_lines')
      .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_lines.account_id')
      .select([
        'ledger_lines.entry_id',
        'ledger_accounts.owner_id',
        'ledger_accounts.code',
        'ledger_lines.amount',
      ])
      .where(
        'ledger_lines.entry_id',
        'in',
        entries.map((e) => e.id),
      )
      .execute();
    const shape = lines
      .map((l) => `${l.owner_id === 0 ? l.code : `${l.owner_id}:${l.code}`} ${BigInt(l.amount)}`)
      .sort();
    expect(shape).toEqual(
      [
        `${ids['agtop']}:main 56`,
        `${ids['demorb']}:play 250`,
        `${ids['lorna']}:main 18`,
        `${ids['subag']}:main 112`,
        'lottery:SSC1 -186',
        'play.lottery:SSC1 -250',
      ].sort(),
    );
    await checkLedgerInvariants(t.store.db.kysely);
  });

  it('pays nothing twice: a replayed settlement, and a batch cut off before its commit', async () => {
    const entries = (await rebateEntries()).length;
    const sub = await balance('subag');
    expect(await draws().settle(firstDraw)).toBe(false);
    await draws().tick();
    expect((await rebateEntries()).length).toBe(entries);
    expect(await balance('subag')).toBe(sub);

    // Cut off inside the batch's transaction, after its writes: nothing of it is applied, and
    // the next settlement pays the batch once.
    class CutOff extends Ledger {
      cut = true;
      override bulk<T>(fn: (work: BulkWork) => Promise<T>): Promise<T> {
        return super.bulk(async (work) => {
          const out = await fn(work);
          if (this.cut) {
            this.cut = false;
            throw new Error('cut off');
          }
          return out;
        });
      }
    }
    const errors: unknown[] = [];
    const flaky = new LotteryDraws(
      t.store.db.kysely,
      new Wallet(new CutOff(t.store.db.kysely)),
      draws().clock,
      {
        onError: (err) => errors.push(err),
      },
    );
    const e = (await place('lorna', { series: 1900, unit: '12.34' })).json.value.tickets[0]!;
    const agtop = await balance('agtop');
    const d2 = (await draws().findDraw(merchantId, 'SSC1', e.numero))!;
    now = Number(d2.draw_time) + 1;
    await flaky.tick();
    expect(String(errors[0])).toContain('cut off');
    const cut = await t.store.db.kysely
      .selectFrom('lottery_tickets')
      .select(['status', 'rebate', 'rebate_due'])
      .where('id', '=', e.ticketId)
      .executeTakeFirstOrThrow();
    expect([cut.status, BigInt(cut.rebate), Number(cut.rebate_due)]).toEqual(['open', 0n, 1]);
    expect((await draws().findDraw(merchantId, 'SSC1', e.numero))!.state).toBe('drawn');
    expect(await balance('agtop')).toBe(agtop);
    await draws().tick();
    expect((await draws().findDraw(merchantId, 'SSC1', e.numero))!.state).toBe('settled');
    expect(await balance('agtop')).toBe(agtop + 6n);
    expect(await balance('subag')).toBe(sub + 12n);
    const after = await rebateEntries();
    expect(after.filter((x) => x.idem_key === `lottery:rebate:${d2.id}:${e.ticketId}:real`)).toHaveLength(1);
    expect(after).toHaveLength(entries + 1);
    const paid = await t.store.db.kysely
      .selectFrom('lottery_tickets')
      .select(['rebate', 'upline_rebate', 'rebate_due'])
      .where('id', '=', e.ticketId)
      .executeTakeFirstOrThrow();
    expect([BigInt(paid.rebate), BigInt(paid.upline_rebate), Number(paid.rebate_due)]).toEqual([18n, 18n, 0]);

    // A draw called off refunds its tickets: no rebate, whatever they were bet at.
    const r = (await place('lorna', { series: 1700, unit: '100.00' })).json.value.tickets[0]!;
    const lorna = await balance('lorna');
    expect(await draws().cancelDraw(merchantId, 'SSC1', r.numero)).toBe(1);
    const d3 = (await draws().findDraw(merchantId, 'SSC1', r.numero))!;
    now = Number(d3.draw_time) + 1;
    await draws().tick();
    const refunded = (await call<Ticket[]>('GET', '/lgw/lottery/tickets?pageSize=1', 'lorna')).json.value[0]!;
    expect([refunded.ticketId, refunded.status, refunded.rebate]).toEqual([r.ticketId, 'refunded', '0.00']);
    expect(await balance('lorna')).toBe(lorna + 10_000n);
    expect([await balance('agtop'), (await rebateEntries()).length]).toEqual([agtop + 6n, entries + 1]);
    await checkLedgerInvariants(t.store.db.kysely);
  });

  it('finishes a rebate batch claimed before migration 013 by its key: the entry replays, nothing is paid twice', async () => {
    const e = (await place('lorna', { series: 1900, unit: '12.34' })).json.value.tickets[0]!;
    const d = (await draws().findDraw(merchantId, 'SSC1', e.numero))!;
    now = Number(d.draw_time) + 1;
    await draws().tick();
    const key = `lottery:rebate:${d.id}:${e.ticketId}:real`;
    const balances = [await balance('lorna'), await balance('subag'), await balance('agtop')];
    // As the code before migration 013 left a batch cut off between its claim and its mark.
    const db = t.store.db.kysely;
    await db.updateTable('lottery_tickets').set({ rebate_key: key }).where('id', '=', e.ticketId).execute();
    await db
      .insertInto('lottery_rebate_batches')
      .values({
        merchant_id: merchantId,
        draw_id: d.id,
        idem_key: key,
        mode: 'real',
        lo: e.ticketId,
        hi: e.ticketId,
        state: 'claimed',
        created_at: Date.now(),
      })
      .execute();
    await db.updateTable('lottery_draws').set({ state: 'drawn' }).where('id', '=', d.id).execute();
    const entries = (await rebateEntries()).length;
    await draws().tick();
    expect((await draws().findDraw(merchantId, 'SSC1', e.numero))!.state).toBe('settled');
    const batch = await db
      .selectFrom('lottery_rebate_batches')
      .select(['state', 'total'])
      .where('idem_key', '=', key)
      .executeTakeFirstOrThrow();
    expect([batch.state, BigInt(batch.total)]).toEqual(['paid', 36n]);
    expect((await rebateEntries()).length).toBe(entries);
    expect([await balance('lorna'), await balance('subag'), await balance('agtop')]).toEqual(balances);
    await checkLedgerInvariants(db);
  });
});
