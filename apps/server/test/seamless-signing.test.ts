import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Seamless } from '../src/modules/games/index.ts';
import { signedHeaders, vendorSignature } from '../src/modules/games/vendor-signing.ts';
import { engine, startTestApp, type TestApp } from './harness.ts';
import { checkLedgerInvariants } from './ledger-invariants.ts';
import { memberKit } from './member-kit.ts';

const SECRET = 'seamless-signing-secret';
process.env['SANDBOX_VENDOR_SECRET'] = SECRET;

let t: TestApp;
let merchantId = 0;
let session = '';
let player = '';
let gameCode = '';
const kit = memberKit(
  () => t,
  () => merchantId,
  { suffix: 'sign' },
);

type Captured = { url: string; headers: Record<string, string>; payload: string };

/** A vendor's call, signed as the protocol says; answers what went over the wire, for replays. */
function signed(vendor: string, call: string, body: object, now = Date.now()): Captured {
  const payload = JSON.stringify(body);
  const path = `/seamless/v1/${vendor}/${call}`;
  return { url: path, headers: signedHeaders({ vendor, secret: SECRET, path, body: payload, now }), payload };
}

const send = async (c: Captured) => {
  const res = await t.app.inject({ method: 'POST', ...c });
  expect(res.statusCode, res.body).toBeLessThan(500);
  return { status: res.statusCode, json: res.json<Record<string, unknown>>() };
};

const available = async () =>
  (await kit.get<{ sumBalance: string }>('/wps/v2/wallets/balance', 'ana')).json.value.sumBalance;
const lines = async () =>
  Number(
    (
      await t.store.db.kysely
        .selectFrom('ledger_lines')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  t = await startTestApp();
  const brand = (await t.app.platform.brands.byCode('demo'))!;
  merchantId = brand.id;
  await kit.signIn('ana');
  await kit.fund('ana', 100_000n); // 1,000.00
  const game = await t.store.db.kysely
    .selectFrom('games')
    .select(['id', 'vendor_code', 'game_code'])
    .where('merchant_id', '=', merchantId)
    .where('vendor_code', '=', 'BAYANI')
    .executeTakeFirstOrThrow();
  gameCode = game.game_code;
  session = await new Seamless(t.store.db.kysely, t.app.platform.wallet).open(brand, {
    memberId: kit.ids['ana']!,
    game,
    mode: 'real',
  });
  player = `m-${kit.ids['ana']}`;
});
afterAll(() => t.close());

describe(`a seamless call's signature covers its method, path, vendor and time (${engine})`, () => {
  let credit: Captured;

  beforeAll(async () => {
    const base = { sessionToken: session, playerId: player, gameCode, roundId: 'r-1' };
    const debit = await send(signed('BAYANI', 'debit', { ...base, txId: 'd-1', amount: '100.00' }));
    expect(debit.json).toMatchObject({ ok: true, balance: '900.00' });
    // The credit a vendor sent and someone on the way kept: a win of 300.00.
    credit = signed('BAYANI', 'credit', { ...base, txId: 'c-1', amount: '300.00', debitTxId: 'd-1' });
    expect((await send(credit)).json).toMatchObject({ ok: true, balance: '1200.00' });
  });

  it('a captured credit replayed at the debit path is refused and charges nothing', async () => {
    const before = await lines();
    const replay = await send({ ...credit, url: '/seamless/v1/BAYANI/debit' });
    expect(replay).toEqual({ status: 401, json: { ok: false, error: 'SIGNATURE' } });
    expect(await available()).toBe('1200.00');
    expect(await lines()).toBe(before);
  });

  it("at another vendor's path (same secret), or with its X-Vendor changed, it is refused", async () => {
    const before = await lines();
    expect((await send({ ...credit, url: '/seamless/v1/KIDLAT/credit' })).status).toBe(401);
    expect((await send({ ...credit, url: '/seamless/v1/KIDLAT/debit' })).status).toBe(401);
    const relabelled = { ...credit, headers: { ...credit.headers, 'x-vendor': 'KIDLAT' } };
    expect((await send({ ...relabelled, url: '/seamless/v1/KIDLAT/credit' })).status).toBe(401);
    expect((await send(relabelled)).status).toBe(401);
    expect(await available()).toBe('1200.00');
    expect(await lines()).toBe(before);
  });

  it('a call signed more than 5 minutes ago (or ahead) is refused and moves nothing', async () => {
    const before = await lines();
    const base = { sessionToken: session, playerId: player, gameCode, roundId: 'r-2' };
    const old = signed('BAYANI', 'debit', { ...base, txId: 'd-2', amount: '50.00' }, Date.now() - 6 * 60_000);
    expect(await send(old)).toEqual({ status: 401, json: { ok: false, error: 'SIGNATURE' } });
    const ahead = signed(
      'BAYANI',
      'debit',
      { ...base, txId: 'd-3', amount: '50.00' },
      Date.now() + 6 * 60_000,
    );
    expect((await send(ahead)).status).toBe(401);
    expect(await available()).toBe('1200.00');
    expect(await lines()).toBe(before);
  });

  it('the same credit sent again at its own path answers the first result and moves nothing', async () => {
    const before = await lines();
    expect((await send(credit)).json).toMatchObject({ ok: true, balance: '1200.00', txId: 'c-1' });
    expect(await lines()).toBe(before);
  });

  it('a signature over the body alone (the old scheme) is refused', async () => {
    const { createHmac } = await import('node:crypto');
    const ts = Date.now();
    const payload = JSON.stringify({ sessionToken: session, playerId: player });
    const res = await send({
      url: '/seamless/v1/BAYANI/balance',
      payload,
      headers: {
        'content-type': 'application/json',
        'x-vendor': 'BAYANI',
        'x-timestamp': String(ts),
        'x-signature': createHmac('sha256', SECRET).update(`${ts}.${payload}`).digest('hex'),
      },
    });
    expect(res.status).toBe(401);
    // and the documented canonical text signs it
    const sig = vendorSignature(SECRET, {
      method: 'POST',
      path: '/seamless/v1/BAYANI/balance',
      vendor: 'BAYANI',
      timestamp: ts,
      body: payload,
    });
    const good = await send({
      url: '/seamless/v1/BAYANI/balance',
      payload,
      headers: {
        'content-type': 'application/json',
        'x-vendor': 'BAYANI',
        'x-timestamp': String(ts),
        'x-signature': sig,
      },
    });
    expect(good.json).toMatchObject({ ok: true, balance: '1200.00' });
  });

  it('keeps the ledger invariants', async () => {
    await checkLedgerInvariants(t.store.db.kysely);
  });
});
