import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { BetPage, CrashBetValue, CrashChainValue, CrashValue } from '@lotto/contracts';
import { crashPoint, verifyChainLink } from '@lotto/contracts/games/fair/crash';
import { openDatabase, type Db } from '../src/db/database.ts';
import { CrashGame } from '../src/modules/inhouse/crash.ts';
import { nodeHmac, nodeSha256 } from '../src/lib/node-crypto.ts';
import { Ledger } from '../src/modules/wallet/ledger.ts';
import { Wallet } from '../src/modules/wallet/service.ts';
import { engine, eventually } from './harness.ts';
import { checkLedgerInvariants } from './ledger-invariants.ts';
import { available, entries, get, minor, post, t, testClock, useInhouseApp } from './inhouse-suite.ts';

/** Crash: rounds on a hash chain, bets paid exactly to the targets the crash reached, settled once and on time. */
useInhouseApp();
const crashState = async () => (await get<CrashValue>('/wps/inhouse/crash')).json.value;
const secretOf = (roundId: number) =>
  t.store.db.kysely
    .selectFrom('crash_rounds')
    .selectAll()
    .where('id', '=', roundId)
    .executeTakeFirstOrThrow();
type Bet = { target: number; stake?: string; requestId?: string };
let seq = 0;
/** A bet of 10.00 on `target` under a fresh request id, or with the stake and request id given. */
const bet = (who: string, order: number | Bet) => {
  const {
    target,
    stake = '10.00',
    requestId = `crash-${who}-${++seq}`,
  }: Bet = typeof order === 'number' ? { target: order } : order;
  return post<CrashBetValue>('/wps/inhouse/crash/bet', who, { stake, target, requestId });
};

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
  testClock.now = state.round.startsAt;
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
  testClock.now = Number(secret.crash_at);
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

describe('crash', () => {
  roundsOnTheClock();
  schedulers();
});

function roundsOnTheClock() {
  it('takes bets in the betting phase, runs on the clock, and pays exactly the targets the crash reached', async () => {
    testClock.now = Date.now();
    const r = await playRound();
    const crashed = await expectSettled(r);
    const bets = (await get<BetPage>('/wps/game/bets?vendor=XGS&pageSize=100', 'max')).json.value;
    const mine = bets.list.filter((b) => b.gameName === 'Crash');
    expect(mine.length).toBe(r.placed.filter((p) => p.who === 'max').length);
    expect(mine.every((b) => b.status === 'settled' && b.roundId === String(r.round))).toBe(true);

    // the revealed hash hashes to the published terminating hash, and gives the crash point
    const chain = (await get<CrashChainValue>('/wps/inhouse/crash/chain')).json.value;
    expect(
      await verifyChainLink(chain.terminatingHash, { nextHash: crashed.hash!, sha256: nodeSha256 }),
    ).toBe(true);
    expect(await crashPoint(crashed.hash!, { salt: chain.salt, hmac: nodeHmac })).toBe(crashed.crashPoint);

    // the next round's hash is the preimage of this one
    const r2 = await playRound();
    const next = await expectSettled(r2);
    expect(await verifyChainLink(crashed.hash!, { nextHash: next.hash!, sha256: nodeSha256 })).toBe(true);
    expect(await crashPoint(next.hash!, { salt: chain.salt, hmac: nodeHmac })).toBe(next.crashPoint);
    await checkLedgerInvariants(t.store.db.kysely);
  });

  it('answers a replayed bet with the first one and refuses bets above the balance', async () => {
    const first = await bet('lia', { target: 300, stake: '10.00', requestId: 'crash-replay-1' });
    const moved = await entries();
    const again = await bet('lia', { target: 300, stake: '10.00', requestId: 'crash-replay-1' });
    expect(again.json.value.betId).toBe(first.json.value.betId);
    expect(await entries()).toBe(moved);
    expect((await bet('lia', { target: 301, stake: '10.00', requestId: 'crash-replay-1' })).json.code).toBe(
      'idempotency.key.reused',
    );
    const broke = await bet('ana', { target: 300, stake: '9999.00', requestId: 'crash-broke-1' });
    expect([broke.status, broke.json.code]).toEqual([422, 'wallet.insufficient.funds']);
    expect((await bet('rex', 300)).json.code).toBe('in_need_true_account');
    // play the round out, so the next test starts on a round of its own
    const round = await secretOf(first.json.value.roundId);
    testClock.now = Number(round.crash_at);
    await t.app.inhouse.crash.tick();
    const settled = await t.store.db.kysely
      .selectFrom('crash_bets')
      .select('status')
      .where('id', '=', first.json.value.betId)
      .executeTakeFirstOrThrow();
    expect(settled.status).toBe('settled');
  });
}

function schedulers() {
  it('settles each round once when two schedulers share the database', async () => {
    const second: Db =
      engine === 'sqlite'
        ? openDatabase({ engine: 'sqlite', path: join(t.store.env['DATA_DIR']!, 'platform.sqlite') })
        : openDatabase({ engine: 'postgres', url: t.store.env['DATABASE_URL']!, poolSize: 3 });
    try {
      const other = new CrashGame({
        db: second.kysely,
        wallet: new Wallet(new Ledger(second.kysely, { groupCommit: engine === 'sqlite' })),
        clock: t.app.inhouse.clock,
        timeZoneOf: () => Promise.resolve('Asia/Manila'),
      });
      const first = t.app.inhouse.crash;
      const state = await crashState();
      const secret = await secretOf(state.round.id);
      const before = { lia: minor(await available('lia')), max: minor(await available('max')) };
      const placed: { who: 'lia' | 'max'; target: number; value: CrashBetValue }[] = [];
      for (const [i, target] of [101, 150, 200, Math.max(101, secret.crash_point), 1000, 5000].entries()) {
        const who = i % 2 === 0 ? 'lia' : 'max';
        placed.push({ who, target, value: (await bet(who, target)).json.value });
      }
      testClock.now = Number(secret.crash_at) + 1;
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
    testClock.now += 3_600_000; // play out whatever earlier tests left
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
      clock.now = () => testClock.now;
    }
  });
}
