import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  BetPage,
  CrashBetValue,
  CrashChainValue,
  CrashValue,
  FairnessValue,
  InhouseRound,
  PlayValue,
  RoundsPage,
} from '@lotto/contracts';
import { crashPoint, verifyChainLink } from '@lotto/contracts/games/fair/crash';
import { payout, verifyCommitment } from '@lotto/contracts/games/fair/fair';
import { verifyRound, type RoundToVerify } from '@lotto/contracts/games/fair/verify';
import { openDatabase, type Db } from '../src/db/database.ts';
import { CrashGame } from '../src/modules/inhouse/crash.ts';
import { nodeHmac, nodeSha256 } from '../src/lib/node-crypto.ts';
import { Ledger } from '../src/modules/wallet/ledger.ts';
import { Wallet } from '../src/modules/wallet/service.ts';
import { checkLedgerInvariants } from './ledger-invariants.ts';
import { memberKit } from './member-kit.ts';
import { engine, eventually, startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let merchantId: number;
let now = Date.now();

const { tokens, ids, signIn, fund, call, get, post } = memberKit(
  () => t,
  () => merchantId,
  { suffix: 'house' },
);

const minor = (text: string) => BigInt(text.replace('.', ''));
const available = async (who: string) =>
  (await get<{ sumBalance: string }>('/wps/v2/wallets/balance', who)).json.value.sumBalance;
const entries = async () =>
  Number(
    (
      await t.store.db.kysely
        .selectFrom('ledger_entries')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const bodies = {
  dice: { target: 5000, direction: 'under' },
  mines: { mines: 3, tiles: [0, 7, 12] },
  plinko: { rows: 16, risk: 'high' },
  keno: { picks: [3, 9, 17, 24, 33] },
  slot: {},
} as const;

let seq = 0;
const play = (who: string, game: keyof typeof bodies, extra: { stake?: string; requestId?: string } = {}) =>
  post<PlayValue>('/wps/inhouse/play', who, {
    game,
    stake: extra.stake ?? '10.00',
    params: bodies[game],
    requestId: extra.requestId ?? `req-${who}-${++seq}-${game}`,
  });

beforeAll(async () => {
  t = await startTestApp();
  merchantId = (await t.store.db.kysely.selectFrom('merchants').select('id').executeTakeFirstOrThrow()).id;
  t.app.inhouse.clock.now = () => now;
  await signIn('lia');
  await signIn('max');
  await signIn('rex', { type: 4 });
  await signIn('ana');
  await fund('lia', 3_000_000n);
  await fund('max', 200_000n);
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('fairness and rounds', () => {
  it('gives a member a seed pair on first use, and refuses guests and restricted accounts', async () => {
    const f = (await get<FairnessValue>('/wps/inhouse/fairness', 'lia')).json.value;
    expect(f.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(f.clientSeed).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    expect(f).toMatchObject({ nonce: 0, previous: null });
    expect((await get<FairnessValue>('/wps/inhouse/fairness', 'lia')).json.value).toEqual(f);
    expect((await get('/wps/inhouse/fairness')).status).toBe(401);
    expect((await play('rex', 'dice')).json.code).toBe('in_need_true_account');
  });

  it('plays each game: stake held and captured, the win paid by the contracts maths, balance returned', async () => {
    for (const game of ['dice', 'mines', 'plinko', 'keno', 'slot'] as const) {
      const before = minor(await available('lia'));
      const res = await play('lia', game);
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      const v = res.json.value;
      expect(v).toMatchObject({ game, stake: '10.00', params: bodies[game] });
      expect(minor(v.payout)).toBe(payout(1000n, BigInt(v.multiplierBp)));
      expect(minor(v.balance)).toBe(before - 1000n + minor(v.payout));
      expect(await available('lia')).toBe(v.balance);
    }
    const rounds = (await get<RoundsPage>('/wps/inhouse/rounds', 'lia')).json.value;
    expect(rounds.list.map((r) => [r.game, r.nonce])).toEqual([
      ['slot', 4],
      ['keno', 3],
      ['plinko', 2],
      ['mines', 1],
      ['dice', 0],
    ]);
    expect(rounds.list.every((r) => r.serverSeed === null)).toBe(true);
    const dice = (await get<RoundsPage>('/wps/inhouse/rounds?game=dice', 'lia')).json.value;
    expect(dice.list).toHaveLength(1);
    expect(dice.totalPages).toBe(1);
    await checkLedgerInvariants(t.store.db.kysely);
  });

  it('answers a replayed request with the first round and moves nothing; another bet under the key is refused', async () => {
    const first = (await play('lia', 'dice', { requestId: 'replay-me-1' })).json.value;
    const moved = await entries();
    const balance = await available('lia');
    const again = await Promise.all([1, 2, 3].map(() => play('lia', 'dice', { requestId: 'replay-me-1' })));
    for (const r of again) expect({ ...r.json.value, balance: '' }).toEqual({ ...first, balance: '' });
    expect(await entries()).toBe(moved);
    expect(await available('lia')).toBe(balance);
    const other = await play('lia', 'dice', { requestId: 'replay-me-1', stake: '11.00' });
    expect([other.status, other.json.code]).toEqual([409, 'idempotency.key.reused']);
  });

  it('refuses invalid stakes and params with request.invalid and its details', async () => {
    const bad = [
      { game: 'dice', stake: '10.00', params: { target: 9990, direction: 'under' } },
      { game: 'dice', stake: '0.99', params: bodies.dice },
      { game: 'dice', stake: '10000.01', params: bodies.dice },
      { game: 'mines', stake: '1.00', params: { mines: 24, tiles: [1, 2] } },
      { game: 'mines', stake: '1.00', params: { mines: 3, tiles: [1, 1] } },
      { game: 'plinko', stake: '1.00', params: { rows: 10, risk: 'low' } },
      { game: 'keno', stake: '1.00', params: { picks: [0, 5] } },
      { game: 'keno', stake: '1.00', params: { picks: [] } },
      { game: 'roulette', stake: '1.00', params: {} },
      { game: 'slot', stake: '1.00', params: {} }, // no request id
    ];
    for (const [i, body] of bad.entries()) {
      const res = await post('/wps/inhouse/play', 'lia', {
        ...body,
        ...(i === bad.length - 1 ? {} : { requestId: `bad-request-${i}` }),
      });
      expect([res.status, res.json.code], JSON.stringify(body)).toEqual([400, 'request.invalid']);
      expect(res.json.details?.length, JSON.stringify(body)).toBeGreaterThan(0);
    }
    expect((await play('lia', 'dice', { stake: '10000.00' })).status).toBe(200);
    expect((await play('lia', 'dice', { stake: '1.00' })).status).toBe(200);
  });

  it('never gives one nonce to two rounds, even when many are played at once', async () => {
    const start = (await get<FairnessValue>('/wps/inhouse/fairness', 'lia')).json.value.nonce;
    const results = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        play('lia', (['dice', 'keno', 'plinko', 'slot'] as const)[i % 4]!),
      ),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    const nonces = results.map((r) => r.json.value.nonce).sort((a, b) => a - b);
    expect(nonces).toEqual(Array.from({ length: 24 }, (_, i) => start + i));
    expect((await get<FairnessValue>('/wps/inhouse/fairness', 'lia')).json.value.nonce).toBe(start + 24);
    await checkLedgerInvariants(t.store.db.kysely);
  });

  it('uses a new client seed from the next round on, keeping the nonce', async () => {
    const before = (await get<FairnessValue>('/wps/inhouse/fairness', 'lia')).json.value;
    const set = await call<FairnessValue>('PUT', '/wps/inhouse/fairness/client-seed', 'lia', {
      clientSeed: 'lucky_Juan-7',
    });
    expect(set.json.value).toEqual({ ...before, clientSeed: 'lucky_Juan-7' });
    const bad = await call('PUT', '/wps/inhouse/fairness/client-seed', 'lia', { clientSeed: 'no spaces!' });
    expect(bad.json.code).toBe('request.invalid');
    const round = (await play('lia', 'mines')).json.value;
    expect([round.clientSeed, round.nonce]).toEqual(['lucky_Juan-7', before.nonce]);
  });

  it('reveals the server seed on rotation, and it recomputes every settled round exactly', async () => {
    const before = (await get<FairnessValue>('/wps/inhouse/fairness', 'lia')).json.value;
    const rotated = (await post<FairnessValue>('/wps/inhouse/fairness/rotate', 'lia', {})).json.value;
    expect(rotated.nonce).toBe(0);
    expect(rotated.serverSeedHash).not.toBe(before.serverSeedHash);
    expect(rotated.clientSeed).toBe(before.clientSeed);
    const previous = rotated.previous!;
    expect(previous).toMatchObject({
      serverSeedHash: before.serverSeedHash,
      clientSeed: before.clientSeed,
      lastNonce: before.nonce - 1,
    });
    expect(await verifyCommitment(previous.serverSeed, before.serverSeedHash, nodeSha256)).toBe(true);

    const all: InhouseRound[] = [];
    for (let page = 1; ; page++) {
      const p = (await get<RoundsPage>(`/wps/inhouse/rounds?pageNo=${page}`, 'lia')).json.value;
      all.push(...p.list);
      if (page >= p.totalPages) break;
    }
    expect(all.length).toBeGreaterThan(30);
    for (const r of all) {
      expect(r.serverSeed).toBe(previous.serverSeed);
      const verified = await verifyRound(
        {
          game: r.game,
          serverSeed: r.serverSeed!,
          clientSeed: r.clientSeed,
          nonce: r.nonce,
          params: r.params,
        } as RoundToVerify,
        nodeHmac,
      );
      expect(verified.outcome, `round ${r.roundId}`).toEqual(r.outcome);
      expect(verified.multiplierBp.toString()).toBe(r.multiplierBp);
      expect(minor(r.payout)).toBe(payout(minor(r.stake), verified.multiplierBp));
    }
    const one = (await get<InhouseRound>(`/wps/inhouse/rounds/${all[0]!.roundId}`, 'lia')).json.value;
    expect(one).toMatchObject({ serverSeed: previous.serverSeed, serverSeedHash: before.serverSeedHash });
    // a round on the new pair keeps its seed secret until the next rotation
    const fresh = (await play('lia', 'dice')).json.value;
    expect(fresh.nonce).toBe(0);
    expect((await get<InhouseRound>(`/wps/inhouse/rounds/${fresh.roundId}`, 'lia')).json.value).toMatchObject(
      {
        serverSeed: null,
        serverSeedHash: rotated.serverSeedHash,
      },
    );
  });

  it("lists the rounds in the betting record, and keeps a member's rounds from others", async () => {
    const rounds = (await get<RoundsPage>('/wps/inhouse/rounds', 'lia')).json.value;
    const bets = (await get<BetPage>('/wps/game/bets?gameType=INHOUSE&pageSize=100', 'lia')).json.value;
    const count = (
      await t.store.db.kysely
        .selectFrom('inhouse_rounds')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('member_id', '=', ids['lia']!)
        .executeTakeFirstOrThrow()
    ).n;
    expect(bets.totalCount).toBe(Number(count));
    const latest = rounds.list[0]!;
    expect(bets.list[0]).toMatchObject({
      roundId: String(latest.roundId),
      vendor: 'XGS',
      gameType: 'INHOUSE',
      gameName: 'Dais', // the brand's default language
      stake: latest.stake,
      payout: latest.payout,
      status: 'settled',
    });
    const slots = (await get<BetPage>('/wps/game/bets?vendor=SS', 'lia')).json.value;
    expect(slots.totalCount).toBeGreaterThan(0);
    expect(slots.list.every((b) => b.vendor === 'SS' && b.gameName === 'Perlas Slot 5x3')).toBe(true);

    const theirs = await get(`/wps/inhouse/rounds/${latest.roundId}`, 'max');
    expect(theirs.status).toBe(404);
    expect((await get<RoundsPage>('/wps/inhouse/rounds', 'max')).json.value.list).toEqual([]);
  });

  it('refuses a stake above the balance with nothing recorded and no nonce used', async () => {
    await fund('ana', 500n);
    const nonce = (await get<FairnessValue>('/wps/inhouse/fairness', 'ana')).json.value.nonce;
    const moved = await entries();
    const res = await play('ana', 'dice', { stake: '5.01', requestId: 'too-much-1' });
    expect([res.status, res.json.code]).toEqual([422, 'wallet.insufficient.funds']);
    expect(await entries()).toBe(moved);
    expect((await get<FairnessValue>('/wps/inhouse/fairness', 'ana')).json.value.nonce).toBe(nonce);
    expect((await get<RoundsPage>('/wps/inhouse/rounds', 'ana')).json.value.list).toEqual([]);
    expect((await get<BetPage>('/wps/game/bets', 'ana')).json.value.totalCount).toBe(0);
    expect(await available('ana')).toBe('5.00');
    // the same request id works once the money is there
    expect((await play('ana', 'dice', { stake: '5.00', requestId: 'too-much-1' })).status).toBe(200);
  });

  it('lets a free-demo account play with play money only', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} });
    tokens['demo'] = login.json<{ value: { token: string } }>().value.token;
    const v = (await play('demo', 'plinko', { stake: '100.00' })).json.value;
    expect(minor(v.balance)).toBe(1_000_000n - 10_000n + minor(v.payout));
    const member = (
      await t.store.db.kysely
        .selectFrom('inhouse_rounds')
        .select(['member_id', 'mode'])
        .where('id', '=', v.roundId)
        .executeTakeFirstOrThrow()
    ).member_id;
    const accounts = await t.app.platform.wallet.memberBalances(merchantId, member);
    expect(accounts.map((a) => a.code)).toEqual(['play']);
    const stakes = await t.app.platform.wallet.houseBalance(merchantId, 'play.games:XGS');
    expect(stakes).toBe(10_000n - minor(v.payout));
    const bets = (await get<BetPage>('/wps/game/bets', 'demo')).json.value;
    expect(bets.list.map((b) => [b.roundId, b.stake])).toEqual([[String(v.roundId), '100.00']]);
    const mode = await t.store.db.kysely
      .selectFrom('bets')
      .select('mode')
      .where('member_id', '=', member)
      .execute();
    expect(mode).toEqual([{ mode: 'demo' }]);
    await checkLedgerInvariants(t.store.db.kysely);
  });
});

describe('crash', () => {
  const crashState = async () => (await get<CrashValue>('/wps/inhouse/crash')).json.value;
  const secretOf = (roundId: number) =>
    t.store.db.kysely
      .selectFrom('crash_rounds')
      .selectAll()
      .where('id', '=', roundId)
      .executeTakeFirstOrThrow();
  const bet = (who: string, target: number, stake = '10.00', requestId = `crash-${who}-${++seq}`) =>
    post<CrashBetValue>('/wps/inhouse/crash/bet', who, { stake, target, requestId });

  /** Plays one round with bets around its (secret) crash point; returns what each bet should get. */
  async function playRound(crash: CrashGame = t.app.inhouse.crash) {
    const state = await crashState();
    expect(state.round).toMatchObject({ phase: 'betting', crashPoint: null, hash: null });
    const secret = await secretOf(state.round.id);
    const point = secret.crash_point;
    const targets = [...new Set([101, Math.max(101, point), point + 1, 200, 100_000_000])];
    const before = { lia: minor(await available('lia')), max: minor(await available('max')) };
    const placed: { who: 'lia' | 'max'; target: number; value: CrashBetValue }[] = [];
    for (const [i, target] of targets.entries()) {
      const who = i % 2 === 0 ? 'lia' : 'max';
      const res = await bet(who, target);
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      expect(res.json.value.roundId).toBe(state.round.id);
      placed.push({ who, target, value: res.json.value });
    }
    // betting closes at startsAt
    now = state.round.startsAt;
    const late = await bet('lia', 150);
    expect([late.status, late.json.code, late.json.details?.[0]?.code]).toEqual([
      400,
      'request.invalid',
      'crash.betting.closed',
    ]);
    await crash.tick();
    const running = await crashState();
    // An instant crash (1.00x, one round in a hundred) crashes as it starts: the next round is up.
    if (point > 100) expect(running.round.phase).toBe('running');
    else expect(running.history[0]).toMatchObject({ id: state.round.id, crashPoint: 100 });
    now = Number(secret.crash_at);
    await crash.tick();
    return { round: state.round.id, point, placed, before };
  }

  async function expectSettled(r: Awaited<ReturnType<typeof playRound>>) {
    const state = await crashState();
    expect(state.round.phase).toBe('betting');
    expect(state.round.id).toBeGreaterThan(r.round);
    const crashed = state.history.find((h) => h.id === r.round)!;
    expect(crashed).toMatchObject({ phase: 'crashed', crashPoint: r.point });
    const expected = { lia: r.before.lia, max: r.before.max };
    for (const p of r.placed) {
      const win = p.target <= r.point ? (minor(p.value.stake) * BigInt(p.target)) / 100n : 0n;
      expected[p.who] += win - minor(p.value.stake);
      const row = await t.store.db.kysely
        .selectFrom('crash_bets')
        .select(['status', 'payout'])
        .where('id', '=', p.value.betId)
        .executeTakeFirstOrThrow();
      expect([row.status, BigInt(row.payout)]).toEqual(['settled', win]);
    }
    expect(minor(await available('lia'))).toBe(expected.lia);
    expect(minor(await available('max'))).toBe(expected.max);
    // each bet's stake captured once and each win paid once, whoever settled it
    const moved = await t.store.db.kysely
      .selectFrom('ledger_entries')
      .select('type')
      .where('ref', '=', `XGS crash:${r.round}`)
      .execute();
    expect(moved.filter((m) => m.type === 'bet')).toHaveLength(r.placed.length);
    expect(moved.filter((m) => m.type === 'payout')).toHaveLength(
      r.placed.filter((p) => p.target <= r.point).length,
    );
    return crashed;
  }

  it('takes bets in the betting phase, runs on the clock, and pays exactly the targets the crash reached', async () => {
    now = Date.now();
    const r = await playRound();
    const crashed = await expectSettled(r);
    const bets = (await get<BetPage>('/wps/game/bets?vendor=XGS&pageSize=100', 'max')).json.value;
    const mine = bets.list.filter((b) => b.gameName === 'Crash');
    expect(mine.length).toBe(r.placed.filter((p) => p.who === 'max').length);
    expect(mine.every((b) => b.status === 'settled' && b.roundId === String(r.round))).toBe(true);

    // the revealed hash hashes to the published terminating hash, and gives the crash point
    const chain = (await get<CrashChainValue>('/wps/inhouse/crash/chain')).json.value;
    expect(await verifyChainLink(chain.terminatingHash, crashed.hash!, nodeSha256)).toBe(true);
    expect(await crashPoint(crashed.hash!, chain.salt, nodeHmac)).toBe(crashed.crashPoint);

    // the next round's hash is the preimage of this one
    const r2 = await playRound();
    const next = await expectSettled(r2);
    expect(await verifyChainLink(crashed.hash!, next.hash!, nodeSha256)).toBe(true);
    expect(await crashPoint(next.hash!, chain.salt, nodeHmac)).toBe(next.crashPoint);
    await checkLedgerInvariants(t.store.db.kysely);
  });

  it('answers a replayed bet with the first one and refuses bets above the balance', async () => {
    const first = await bet('lia', 300, '10.00', 'crash-replay-1');
    const moved = await entries();
    const again = await bet('lia', 300, '10.00', 'crash-replay-1');
    expect(again.json.value.betId).toBe(first.json.value.betId);
    expect(await entries()).toBe(moved);
    expect((await bet('lia', 301, '10.00', 'crash-replay-1')).json.code).toBe('idempotency.key.reused');
    const broke = await bet('ana', 300, '9999.00', 'crash-broke-1');
    expect([broke.status, broke.json.code]).toEqual([422, 'wallet.insufficient.funds']);
    expect((await bet('rex', 300)).json.code).toBe('in_need_true_account');
    // play the round out, so the next test starts on a round of its own
    const round = await secretOf(first.json.value.roundId);
    now = Number(round.crash_at);
    await t.app.inhouse.crash.tick();
    const settled = await t.store.db.kysely
      .selectFrom('crash_bets')
      .select('status')
      .where('id', '=', first.json.value.betId)
      .executeTakeFirstOrThrow();
    expect(settled.status).toBe('settled');
  });

  it('settles each round once when two schedulers share the database', async () => {
    const second: Db =
      engine === 'sqlite'
        ? openDatabase({ engine: 'sqlite', path: join(t.store.env['DATA_DIR']!, 'platform.sqlite') })
        : openDatabase({ engine: 'postgres', url: t.store.env['DATABASE_URL']!, poolSize: 3 });
    try {
      const other = new CrashGame(
        second.kysely,
        new Wallet(new Ledger(second.kysely, undefined, { groupCommit: engine === 'sqlite' })),
        t.app.inhouse.clock,
      );
      const first = t.app.inhouse.crash;
      const state = await crashState();
      const secret = await secretOf(state.round.id);
      const before = { lia: minor(await available('lia')), max: minor(await available('max')) };
      const placed: { who: 'lia' | 'max'; target: number; value: CrashBetValue }[] = [];
      for (const [i, target] of [101, 150, 200, Math.max(101, secret.crash_point), 1000, 5000].entries()) {
        const who = i % 2 === 0 ? 'lia' : 'max';
        placed.push({ who, target, value: (await bet(who, target)).json.value });
      }
      now = Number(secret.crash_at) + 1;
      await Promise.all([first.tick(), other.tick(), first.tick(), other.tick()]);
      await Promise.all([first.tick(), other.tick()]);
      await expectSettled({ round: state.round.id, point: secret.crash_point, placed, before });
      const rounds = await t.store.db.kysely
        .selectFrom('crash_rounds')
        .select(['chain_id', 'game_no', 'phase'])
        .orderBy('id')
        .execute();
      expect(rounds.map((r) => r.game_no)).toEqual(rounds.map((_, i) => i + 1));
      expect(rounds.filter((r) => r.phase !== 'crashed')).toHaveLength(1);
      await other.stop();
    } finally {
      await second.close();
    }
    await checkLedgerInvariants(t.store.db.kysely);
  });

  it('sleeps until the next phase change of a round, not a fixed poll', async () => {
    const crash = t.app.inhouse.crash;
    const clock = t.app.inhouse.clock;
    now += 3_600_000; // play out whatever earlier tests left
    await crash.tick();
    const round = (await crashState()).round;
    expect(round.phase).toBe('betting');
    // Real time from here on, 300 ms before betting closes; the timer may sleep up to a minute.
    const shift = round.startsAt - 300 - Date.now();
    clock.now = () => Date.now() + shift;
    const ticks = vi.spyOn(crash, 'tick');
    const started = Date.now();
    crash.start(60_000);
    try {
      await eventually(async () => expect((await secretOf(round.id)).phase).not.toBe('betting'), 3000);
      expect(Date.now() - started).toBeLessThan(2000);
      expect(ticks.mock.calls.length).toBeLessThanOrEqual(4);
      // A configuration change wakes it at once.
      const before = ticks.mock.calls.length;
      t.app.platform.brands.invalidate();
      await eventually(() => Promise.resolve(expect(ticks.mock.calls.length).toBeGreaterThan(before)), 1000);
    } finally {
      await crash.stop();
      ticks.mockRestore();
      clock.now = () => now;
    }
  });
});
