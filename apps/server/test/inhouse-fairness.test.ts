import { describe, expect, it } from 'vitest';
import type { BetPage, FairnessValue, InhouseRound, RoundsPage } from '@lotto/contracts';
import { payout, verifyCommitment } from '@lotto/contracts/games/fair/fair';
import { verifyRound, type RoundToVerify } from '@lotto/contracts/games/fair/verify';
import { nodeHmac, nodeSha256 } from '../src/lib/node-crypto.ts';
import { checkLedgerInvariants } from './ledger-invariants.ts';
import {
  available,
  bodies,
  call,
  entries,
  fund,
  get,
  ids,
  merchantId,
  minor,
  play,
  post,
  t,
  tokens,
  useInhouseApp,
} from './inhouse-suite.ts';

/** Provably fair rounds of dice, mines, plinko, keno and slot: seeds, nonces, replays, the record. */
useInhouseApp();

describe('fairness and rounds', () => {
  playing();
  seeds();
  bettingRecord();
});

function playing() {
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
    const first = (await play('lia', { game: 'dice', requestId: 'replay-me-1' })).json.value;
    const moved = await entries();
    const balance = await available('lia');
    const again = await Promise.all(
      [1, 2, 3].map(() => play('lia', { game: 'dice', requestId: 'replay-me-1' })),
    );
    for (const r of again) expect({ ...r.json.value, balance: '' }).toEqual({ ...first, balance: '' });
    expect(await entries()).toBe(moved);
    expect(await available('lia')).toBe(balance);
    const other = await play('lia', { game: 'dice', requestId: 'replay-me-1', stake: '11.00' });
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
    expect((await play('lia', { game: 'dice', stake: '10000.00' })).status).toBe(200);
    expect((await play('lia', { game: 'dice', stake: '1.00' })).status).toBe(200);
  });
}

function seeds() {
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
    expect(
      await verifyCommitment(previous.serverSeed, { hash: before.serverSeedHash, sha256: nodeSha256 }),
    ).toBe(true);

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
}

function bettingRecord() {
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
    const res = await play('ana', { game: 'dice', stake: '5.01', requestId: 'too-much-1' });
    expect([res.status, res.json.code]).toEqual([422, 'wallet.insufficient.funds']);
    expect(await entries()).toBe(moved);
    expect((await get<FairnessValue>('/wps/inhouse/fairness', 'ana')).json.value.nonce).toBe(nonce);
    expect((await get<RoundsPage>('/wps/inhouse/rounds', 'ana')).json.value.list).toEqual([]);
    expect((await get<BetPage>('/wps/game/bets', 'ana')).json.value.totalCount).toBe(0);
    expect(await available('ana')).toBe('5.00');
    // the same request id works once the money is there
    expect((await play('ana', { game: 'dice', stake: '5.00', requestId: 'too-much-1' })).status).toBe(200);
  });

  it('lets a free-demo account play with play money only', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} });
    tokens['demo'] = login.json<{ value: { token: string } }>().value.token;
    const v = (await play('demo', { game: 'plinko', stake: '100.00' })).json.value;
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
}
