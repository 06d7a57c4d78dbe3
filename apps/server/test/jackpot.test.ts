import { expect, it } from 'vitest';
import type { Jackpot } from '@lotto/contracts';
import { jackpotDraw } from '@lotto/contracts/games/fair/jackpot';
import { nodeHmac } from '../src/lib/node-crypto.ts';
import { describeGroups } from './groups-kit.ts';
import { engine, eventually } from './harness.ts';
import { checkLedgerInvariants } from './ledger-invariants.ts';
import { fund, get, ids, merchantId, play, signIn, t, useInhouseApp } from './inhouse-suite.ts';

/**
 * The progressive jackpot: each qualifying real stake gives the pool its share in the stake's own
 * entry; a round wins the pool exactly when its provably fair draw (from the round's seeds) is 0;
 * the win is paid once from the pool and the seed restarts it; under concurrent play every win
 * pays what the pool held and the money adds up.
 */
useInhouseApp();

const db = () => t.store.db.kysely;
const pool = () => t.app.platform.wallet.houseBalance(merchantId, 'jackpot');
async function settings(jackpot: Record<string, unknown>) {
  await t.app.platform.admin.patchSettings('demo', { jackpot });
  await eventually(async () =>
    expect((await t.app.platform.brands.byId(merchantId))!.settings.jackpot).toMatchObject(jackpot),
  );
}
const wins = () =>
  db().selectFrom('jackpot_wins').selectAll().where('merchant_id', '=', merchantId).execute();

describeGroups(`jackpot (${engine})`, [funding, draws, together]);

function funding() {
  it('takes its share of qualifying real stakes only, and shows the pool', async () => {
    await settings({ enabled: true, sharePpm: 10_000, minStake: 500, odds: 2_000_000_000, seed: 0 });
    await signIn('jf');
    await fund('jf', 100_000n);
    const before = await pool();
    for (let i = 0; i < 3; i++) expect((await play('jf', 'dice')).status).toBe(200);
    expect((await play('jf', { game: 'dice', stake: '1.00' })).status).toBe(200);
    expect((await pool()) - before).toBe(30n);
    const view = (await get<Jackpot>('/wps/jackpot')).json.value;
    expect(view).toMatchObject({ enabled: true, odds: 2_000_000_000, minStake: '5.00', share: '1' });
    await checkLedgerInvariants(db());
  });
}

/** Each round the draw says won has a win, and no other; each win paid the pool it found. */
async function drawsAgree() {
  const rounds = await db()
    .selectFrom('inhouse_rounds')
    .innerJoin('fair_seeds', 'fair_seeds.id', 'inhouse_rounds.seed_id')
    .select([
      'inhouse_rounds.id',
      'inhouse_rounds.nonce',
      'inhouse_rounds.stake',
      'fair_seeds.server_seed',
      'fair_seeds.client_seed',
    ])
    .where('inhouse_rounds.merchant_id', '=', merchantId)
    .where('inhouse_rounds.mode', '=', 'real')
    .where('inhouse_rounds.created_at', '>=', since)
    .execute();
  const won = new Set((await wins()).map((w) => w.round_id));
  let hits = 0;
  for (const r of rounds) {
    const draw = await jackpotDraw(
      { serverSeed: r.server_seed, clientSeed: r.client_seed, nonce: r.nonce! },
      { odds: 2, hmac: nodeHmac },
    );
    expect(won.has(r.id), `round ${r.id}`).toBe(draw === 0);
    if (draw === 0) hits++;
  }
  return hits;
}
let since = 0;

function draws() {
  it('pays the pool to the round whose fair draw wins, once, and restarts from the seed', async () => {
    await settings({ enabled: true, sharePpm: 100_000, minStake: 100, odds: 2, seed: 700 });
    since = Date.now();
    await signIn('jd');
    await fund('jd', 1_000_000n);
    const start = (await wins()).length;
    for (let i = 0; i < 12; i++) expect((await play('jd', 'dice')).status).toBe(200);
    const hits = await drawsAgree();
    expect(hits).toBeGreaterThan(0);
    const mine = (await wins()).filter((w) => w.member_id === ids['jd']);
    expect(mine.length).toBe((await wins()).length - start);
    const paid = await db()
      .selectFrom('ledger_entries')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('type', '=', 'jackpot')
      .where('merchant_id', '=', merchantId)
      .executeTakeFirstOrThrow();
    expect(Number(paid.n)).toBe((await wins()).length);
    expect(await pool()).toBeGreaterThanOrEqual(700n);
    // The pool's view is at most 5 seconds old.
    await eventually(async () => {
      const view = (await get<Jackpot>('/wps/jackpot')).json.value;
      expect(view.lastWin).toMatchObject({ name: 'jd***e' });
    }, 8_000);
    await checkLedgerInvariants(db());
  });
}

function together() {
  it('pays every win of concurrent play from what the pool held; shares, seeds and wins add up', async () => {
    await settings({ enabled: true, sharePpm: 100_000, minStake: 100, odds: 2, seed: 700 });
    since = Date.now();
    const names = ['jc1', 'jc2', 'jc3', 'jc4'];
    for (const n of names) {
      await signIn(n);
      await fund(n, 1_000_000n);
    }
    const before = { pool: await pool(), wins: (await wins()).length };
    await Promise.all(
      names.map(async (n) => {
        for (let i = 0; i < 6; i++) expect((await play(n, 'dice')).status).toBe(200);
      }),
    );
    const hits = await drawsAgree();
    const newWins = (await wins()).slice(before.wins);
    expect(newWins.length).toBe(hits);
    const paidOut = newWins.reduce((s, w) => s + BigInt(w.amount), 0n);
    // 24 rounds of 10.00, a tenth each to the pool; 7.00 put back after each win.
    expect((await pool()) - before.pool).toBe(24n * 100n + BigInt(hits) * 700n - paidOut);
    expect(await pool()).toBeGreaterThanOrEqual(0n);
    await checkLedgerInvariants(db());
  });
}
