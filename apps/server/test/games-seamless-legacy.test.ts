import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordBet, Seamless, seamlessExpiry } from '../src/modules/games/index.ts';
import { signedHeaders } from '../src/modules/games/vendor-signing.ts';
import { mainAccount } from './crash-state.ts';
import { engine, startTestApp, type TestApp } from './harness.ts';
import { checkLedgerInvariants } from './ledger-invariants.ts';
import { memberKit } from './member-kit.ts';

/**
 * Vendor rounds past their time, and rows the earlier hold-based seamless code left half done:
 * its held stakes are settled, released or finished by the vendor's retries and by the sweep of
 * held stakes; a round the vendor never closes is rolled back after 7 days.
 */
const SECRET = 'seamless-legacy-vendor-secret';
process.env['SANDBOX_VENDOR_SECRET'] = SECRET;
const MINUTE = 60_000;
const DAY = 86_400_000;

let t: TestApp;
let merchantId = 0;
const kit = memberKit(
  () => t,
  () => merchantId,
  { suffix: 'legacy' },
);
const db = () => t.store.db.kysely;
const wallet = () => t.app.platform.wallet;
const account = () => mainAccount(db(), kit.ids['dee']!);
const sweep = async (now: number) => {
  const res = await t.app.inject({ method: 'POST', url: '/wps/__test/sweep', payload: { now } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ value: { recovered: number; nextAt: number } }>().value;
};
let session = '';
let player = '';
let gameCode = '';
let gameId = 0;
const call = (name: string, body: object) => {
  const payload = JSON.stringify({ sessionToken: session, playerId: player, ...body });
  const path = `/seamless/v1/BAYANI/${name}`;
  return t.app
    .inject({
      method: 'POST',
      url: path,
      payload,
      headers: signedHeaders({ vendor: 'BAYANI', secret: SECRET, path, body: payload }),
    })
    .then((r) => r.json<Record<string, unknown>>());
};
const txRow = (txId: string) =>
  db().selectFrom('seamless_tx').selectAll().where('tx_id', '=', txId).executeTakeFirstOrThrow();
const betOf = (txId: string) =>
  db().selectFrom('bets').selectAll().where('ref', '=', txId).executeTakeFirstOrThrow();

/** What the earlier code left of a debit: its row, its stake held under the debit's key, and (held) its bet. */
async function legacyDebit(o: { txId: string; stake: bigint; status: 'pending' | 'held' | 'rolled_back' }) {
  const memberId = kit.ids['dee']!;
  const roundId = `round-${o.txId}`;
  const { holdId } = await wallet().hold({
    merchantId,
    currency: 'PHP',
    idemKey: `seamless:BAYANI:${o.txId}`,
    member: memberId,
    amount: o.stake,
    type: 'bet',
    ref: `BAYANI ${roundId}`,
    ttlMs: 7 * DAY,
  });
  const betId =
    o.status === 'pending'
      ? null
      : await recordBet(db(), {
          merchantId,
          memberId,
          gameId,
          vendorCode: 'BAYANI',
          gameType: 'LIVE',
          gameName: '{"EN":"table"}',
          ref: o.txId,
          roundId,
          timeZone: 'UTC',
          stake: o.stake,
          status: 'open',
          mode: 'real',
          createdAt: Date.now(),
        });
  const fingerprint = (await import('node:crypto'))
    .createHash('sha256')
    .update(JSON.stringify(['debit', player, roundId, gameCode, o.stake.toString()]))
    .digest('hex');
  await db()
    .insertInto('seamless_tx')
    .values({
      merchant_id: merchantId,
      vendor_code: 'BAYANI',
      tx_id: o.txId,
      kind: 'debit',
      member_id: memberId,
      round_id: roundId,
      ref_tx_id: null,
      amount: o.stake,
      fingerprint,
      status: o.status,
      hold_id: o.status === 'pending' ? null : holdId,
      bet_id: betId,
      created_at: Date.now(),
    })
    .execute();
  return { roundId, holdId };
}

beforeAll(async () => {
  t = await startTestApp();
  const brand = (await t.app.platform.brands.byCode('demo'))!;
  merchantId = brand.id;
  await kit.signIn('dee');
  await kit.fund('dee', 100_000n); // 1,000.00
  const game = await db()
    .selectFrom('games')
    .select(['id', 'vendor_code', 'game_code'])
    .where('merchant_id', '=', merchantId)
    .where('vendor_code', '=', 'BAYANI')
    .executeTakeFirstOrThrow();
  gameCode = game.game_code;
  gameId = game.id;
  session = await new Seamless(db(), wallet()).open(brand, { memberId: kit.ids['dee']!, game, mode: 'real' });
  player = `m-${kit.ids['dee']}`;
});
afterAll(() => t.close());

describe(`vendor rounds past their time, and the earlier code's held stakes (${engine})`, () => {
  it("an earlier debit's stake held and never credited is rolled back at the hold's expiry; a late credit is refused", async () => {
    await legacyDebit({ txId: 'lg-d-1', stake: 10_000n, status: 'held' });
    expect(await account()).toEqual({ balance: 100_000n, held: 10_000n });
    expect((await sweep(Date.now() + 6 * DAY)).recovered).toBe(0);
    expect((await sweep(Date.now() + 7 * DAY + MINUTE)).recovered).toBe(1);
    expect(await account()).toEqual({ balance: 100_000n, held: 0n });
    const late = await call('credit', {
      txId: 'lg-c-1',
      roundId: 'round-lg-d-1',
      gameCode,
      amount: '500.00',
      debitTxId: 'lg-d-1',
    });
    expect(late).toMatchObject({ ok: false, error: 'TX_ROLLED_BACK' });
    expect(await account()).toEqual({ balance: 100_000n, held: 0n });
    expect((await betOf('lg-d-1')).status).toBe('void');
    await checkLedgerInvariants(db());
  });

  it('an earlier debit its credit settled, cut off before the payout, is paid the credit at expiry', async () => {
    await legacyDebit({ txId: 'lg-d-2', stake: 10_000n, status: 'held' });
    // what a credit cut off after it settled the debit leaves: the debit settled, the credit recorded, no money moved
    const debit = await txRow('lg-d-2');
    await db().updateTable('seamless_tx').set({ status: 'settled' }).where('id', '=', debit.id).execute();
    await db()
      .insertInto('seamless_tx')
      .values({
        ...debit,
        id: undefined,
        tx_id: 'lg-c-2',
        kind: 'credit',
        ref_tx_id: 'lg-d-2',
        amount: 25_000,
        fingerprint: 'x',
        status: 'pending',
        hold_id: null,
        bet_id: null,
      })
      .execute();
    expect((await sweep(Date.now() + 7 * DAY + MINUTE)).recovered).toBe(1);
    expect(await account()).toEqual({ balance: 100_000n - 10_000n + 25_000n, held: 0n });
    expect((await txRow('lg-c-2')).status).toBe('done');
    const bet = await betOf('lg-d-2');
    expect([bet.status, BigInt(bet.payout)]).toEqual(['settled', 25_000n]);
    await checkLedgerInvariants(db());
  });

  it("an earlier debit cut off after its hold is finished by its retry, and its credit settles the hold in one entry", async () => {
    const before = await account();
    await legacyDebit({ txId: 'lg-d-3', stake: 5_000n, status: 'pending' });
    const debit = { txId: 'lg-d-3', roundId: 'round-lg-d-3', gameCode, amount: '50.00' };
    const answer = await call('debit', debit);
    expect(answer).toMatchObject({ ok: true, txId: 'lg-d-3' });
    expect(await account()).toEqual({ balance: before.balance, held: 5_000n });
    const row = await txRow('lg-d-3');
    expect([row.status, row.hold_id !== null, row.bet_id !== null]).toEqual(['held', true, true]);
    expect(await call('debit', debit)).toMatchObject({ ok: true, platformTxId: row.id });
    const credit = { txId: 'lg-c-3', roundId: 'round-lg-d-3', gameCode, amount: '80.00', debitTxId: 'lg-d-3' };
    expect(await call('credit', credit)).toMatchObject({ ok: true });
    expect(await call('credit', credit)).toMatchObject({ ok: true });
    expect(await account()).toEqual({ balance: before.balance - 5_000n + 8_000n, held: 0n });
    const bet = await betOf('lg-d-3');
    expect([bet.status, BigInt(bet.payout)]).toEqual(['settled', 8_000n]);
    // nothing left for the sweep
    expect((await sweep(Date.now() + 7 * DAY + MINUTE)).recovered).toBe(0);
    await checkLedgerInvariants(db());
  });

  it("an earlier debit's held stake is released by a rollback, and a rollback cut off before the release is finished by its retry", async () => {
    const before = await account();
    await legacyDebit({ txId: 'lg-d-4', stake: 3_000n, status: 'held' });
    const rollback = { txId: 'lg-rb-4', roundId: 'round-lg-d-4', refTxId: 'lg-d-4' };
    expect(await call('rollback', rollback)).toMatchObject({ ok: true });
    expect(await call('rollback', rollback)).toMatchObject({ ok: true });
    expect(await account()).toEqual(before);
    expect((await betOf('lg-d-4')).status).toBe('void');

    // cut off after the debit moved to rolled back: the hold still pending, the rollback pending
    await legacyDebit({ txId: 'lg-d-5', stake: 2_000n, status: 'rolled_back' });
    const print = (await import('node:crypto'))
      .createHash('sha256')
      .update(JSON.stringify(['rollback', player, 'round-lg-d-5', 'lg-d-5']))
      .digest('hex');
    const debit = await txRow('lg-d-5');
    await db()
      .insertInto('seamless_tx')
      .values({
        ...debit,
        id: undefined,
        tx_id: 'lg-rb-5',
        kind: 'rollback',
        ref_tx_id: 'lg-d-5',
        amount: 0,
        fingerprint: print,
        status: 'pending',
        hold_id: null,
        bet_id: null,
      })
      .execute();
    expect(await account()).toEqual({ ...before, held: 2_000n });
    expect(
      await call('rollback', { txId: 'lg-rb-5', roundId: 'round-lg-d-5', refTxId: 'lg-d-5' }),
    ).toMatchObject({ ok: true });
    expect(await account()).toEqual(before);
    expect((await txRow('lg-rb-5')).status).toBe('done');
    await checkLedgerInvariants(db());
  });

  it('a round the vendor never closes is rolled back after 7 days: the stake comes back, a late credit is refused', async () => {
    const before = await account();
    expect(
      await call('debit', { txId: 'nw-d-1', roundId: 'nw-r-1', gameCode, amount: '100.00' }),
    ).toMatchObject({ ok: true });
    expect(await account()).toEqual({ balance: before.balance - 10_000n, held: 0n });
    const expiry = seamlessExpiry({
      db: db(),
      wallet: wallet(),
      settingsOf: () => Promise.resolve({ currency: 'PHP', timeZone: 'UTC' }),
    });
    expect(await expiry.run(Date.now() + 6 * DAY)).toBe(0);
    expect(await expiry.run(Date.now() + 7 * DAY + MINUTE)).toBe(1);
    expect(await expiry.run(Date.now() + 7 * DAY + MINUTE)).toBe(0);
    expect(await account()).toEqual(before);
    expect((await betOf('nw-d-1')).status).toBe('void');
    const late = await call('credit', {
      txId: 'nw-c-1',
      roundId: 'nw-r-1',
      gameCode,
      amount: '500.00',
      debitTxId: 'nw-d-1',
    });
    expect(late).toMatchObject({ ok: false, error: 'TX_ROLLED_BACK' });
    expect(await account()).toEqual(before);
    await checkLedgerInvariants(db());
  });
});
