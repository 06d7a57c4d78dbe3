import fc from 'fast-check';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BetPage, Game } from '@lotto/contracts';
import { signedHeaders, verifyVendorCall } from '../src/modules/games/vendor-signing.ts';
import { demoGameCount } from '../src/seed/demo-games.ts';
import { DEMO_LOTTERY } from '../src/seed/demo-lottery.ts';
import { checkLedgerInvariants } from './ledger-invariants.ts';
import { memberKit } from './member-kit.ts';
import { startTestApp, type TestApp } from './harness.ts';

const SECRET = 'games-test-vendor-secret';
process.env['SANDBOX_VENDOR_SECRET'] = SECRET;

let t: TestApp;
let merchantId: number;
let vendorApp: FastifyInstance;
let vendorUrl: string;
const launches: { body: Record<string, string>; signed: boolean }[] = [];

const { tokens, ids, signIn, fund, get, post } = memberKit(
  () => t,
  () => merchantId,
  { suffix: 'games' },
);

const available = async (who: string) =>
  (await get<{ sumBalance: string }>('/wps/v2/wallets/balance', who)).json.value.sumBalance;

/** A vendor's signed call to the platform's seamless wallet. */
async function vendorCall(vendor: string, call: string, body: object, secret = SECRET) {
  const raw = JSON.stringify(body);
  const res = await t.app.inject({
    method: 'POST',
    url: `/seamless/v1/${vendor}/${call}`,
    headers: signedHeaders({ vendor, secret, path: `/seamless/v1/${vendor}/${call}`, body: raw }),
    payload: raw,
  });
  // A vendor's call never meets a server error, however its calls race (a deadlock once did).
  expect(res.statusCode, `${call} ${raw}: ${res.body}`).toBeLessThan(500);
  return { status: res.statusCode, json: res.json<Record<string, unknown>>() };
}

beforeAll(async () => {
  t = await startTestApp();
  merchantId = (await t.store.db.kysely.selectFrom('merchants').select('id').executeTakeFirstOrThrow()).id;
  // A vendor of our own that checks the platform's signature and answers a page URL.
  vendorApp = Fastify();
  vendorApp.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_r, b, done) => done(null, b));
  vendorApp.post('/api/launch', (req) => {
    const raw = req.body as Buffer;
    const vendor = String(req.headers['x-vendor']);
    const signed = verifyVendorCall({
      headers: req.headers,
      method: req.method,
      path: req.url,
      vendor,
      raw,
      secret: SECRET,
    });
    launches.push({ body: JSON.parse(raw.toString()) as Record<string, string>, signed });
    return signed ? { ok: true, url: `http://vendor.test/play/${launches.length}` } : { ok: false };
  });
  vendorUrl = await vendorApp.listen({ port: 0, host: '127.0.0.1' });
  await t.store.db.kysely
    .updateTable('vendors')
    .set({ config: JSON.stringify({ baseUrl: vendorUrl, secretEnv: 'SANDBOX_VENDOR_SECRET' }) })
    .where('code', 'in', ['KIDLAT', 'BAYANI', 'IA'])
    .execute();
  await t.store.db.kysely
    .updateTable('vendors')
    .set({ config: JSON.stringify({ baseUrl: 'http://127.0.0.1:9', secretEnv: 'SANDBOX_VENDOR_SECRET' }) })
    .where('code', '=', 'BARAHA')
    .execute();
  t.app.platform.brands.invalidate();
  await signIn('lia');
  await signIn('max');
  await signIn('rex', { type: 4 });
}, 60_000);
afterAll(async () => {
  await vendorApp?.close();
  await t.close();
});

describe('catalogue', () => {
  it('lists over two thousand games, 42 a page, with every filter of the query', async () => {
    expect(demoGameCount).toBeGreaterThanOrEqual(2000);
    type List = { games: Game[]; totalPages: number; totalCount: number; pageNo: number };
    const all = (await get<List>('/wps/relay/GCSGAME_gameList')).json.value;
    // the vendors' games and the lottery's, each lottery game listed once under its lottery vendor
    const listed = demoGameCount + DEMO_LOTTERY.length;
    expect(all.totalCount).toBe(listed);
    expect(all.games).toHaveLength(42);
    expect(all.totalPages).toBe(Math.ceil(listed / 42));

    const rng = (await get<List>('/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=3&clientType=3')).json
      .value;
    expect(rng.totalCount).toBe(1500);
    expect(rng.pageNo).toBe(3);
    expect(rng.games.every((g) => g.gameType === 'RNG' && g.vendor === 'KIDLAT')).toBe(true);
    expect(rng.games[0]!.iconUrl).toMatch(/^\/media\/games\/KIDLAT\/KIDLAT-\d{4}\.svg$/);

    const search = (await get<List>('/wps/relay/GCSGAME_gameList?gameType=RNG&gameName=golden%20CARABAO'))
      .json.value;
    expect(search.games.map((g) => g.gameName)).toEqual(['Golden Carabao', 'Golden Carabao Deluxe']);
    // LIKE wildcards in a search are plain characters
    expect((await get<List>('/wps/relay/GCSGAME_gameList?gameName=%25')).json.value.totalCount).toBe(0);

    const cheap = (await get<List>('/wps/relay/GCSGAME_gameList?gameType=RNG&minBet=0.10&pageSize=200')).json
      .value;
    expect(cheap.totalCount).toBe(300);
    expect(cheap.games.every((g) => g.minBet === '0.10')).toBe(true);
    const wide = (await get<List>('/wps/relay/GCSGAME_gameList?gameType=RNG&minLineNum=50')).json.value;
    expect(wide.totalCount).toBe(374);
    const tables = (
      await get<List>('/wps/relay/GCSGAME_gameList?gameType=LIVE&gameClassify=table&vassalage=BAYANI')
    ).json.value;
    expect(tables.totalCount).toBe(200);
    const none = (await get<List>('/wps/relay/GCSGAME_gameList?gameType=LIVE&vassalage=KIDLAT')).json.value;
    expect(none).toMatchObject({ totalCount: 0, totalPages: 0, games: [] });
  });

  it('splits e-sports out of sports by the brand list, and names games in the asked language', async () => {
    type List = { games: Game[]; totalCount: number };
    const esports = (await get<List>('/wps/relay/GCSGAME_gameList?gameType=ESPORTS')).json.value;
    expect(new Set(esports.games.map((g) => g.vendor))).toEqual(new Set(['IA', 'TF']));
    expect(esports.games.every((g) => g.gameType === 'ESPORTS')).toBe(true);
    const sports = (await get<List>('/wps/relay/GCSGAME_gameList?gameType=SPORTS')).json.value;
    expect(new Set(sports.games.map((g) => g.vendor))).toEqual(new Set(['ARENA']));
    const ty = await t.app.inject({
      url: '/wps/relay/GCSGAME_gameList?gameType=LIVE',
      headers: { language: 'TY' },
    });
    expect(ty.json<{ value: List }>().value.games[0]!.gameName).toMatch(/Mesa 1$/);
  });

  it('answers hot, popular (20), menus, a vendor kinds and its rooms', async () => {
    const hot = (await get<{ games: Game[] }>('/wps/relay/GCSGAME_hotGamesV2?isPlatform=2&vassalage=KIDLAT'))
      .json.value.games;
    expect(hot.length).toBeGreaterThan(10);
    expect(hot.every((g) => g.isHot === 1 && g.vendor === 'KIDLAT')).toBe(true);
    const popular = (await get<{ games: Game[] }>('/lgw/games/popular?count=20')).json.value.games;
    expect(popular).toHaveLength(20);
    const menus = (await get<{ gameGroupCode: string; gameMenus: Game[] }[]>('/lgw/games/game_menus')).json
      .value;
    expect(menus.map((m) => m.gameGroupCode)).toEqual([
      'HOT',
      'LIVE',
      'SPORTS',
      'ESPORTS',
      'RNG',
      'FISH',
      'PVP',
      'INHOUSE',
    ]);
    const kinds = (
      await get<{ gameTypes: { gameClassify: string; count: number }[] }>(
        '/wps/relay/GCSGAME_getVassGameType?vassalage=IA',
      )
    ).json.value;
    expect(kinds.gameTypes).toEqual([{ gameType: 'ESPORTS', gameClassify: 'esports', count: 8 }]);
    const rooms = (await get<{ rooms: { status: string }[] }>('/wps/relay/GLS2_roomList?vassalage=BARAHA'))
      .json.value.rooms;
    expect(rooms).toHaveLength(180);
    const art = await t.app.inject({ url: '/media/games/KIDLAT/KIDLAT-0001.svg' });
    expect(art.headers['content-type']).toContain('image/svg+xml');
    expect(art.body).toContain('<svg');
  });
});

describe('favourites and recent games', () => {
  it('need a real login; add, list in order, remove', async () => {
    expect((await get('/wps/relay/GCSGAME_favoriteList')).status).toBe(401);
    expect((await get('/wps/relay/GCSGAME_favoriteList', 'rex')).json).toMatchObject({
      code: 'in_need_true_account',
    });
    const [a, b] = (await get<{ games: Game[] }>('/lgw/games/popular?count=2')).json.value.games;
    await post('/wps/relay/GCSGAME_addFavorite', 'lia', {
      nodeId: a!.nodeId,
      vendor: a!.vendor,
      gameType: a!.gameType,
    });
    await post('/wps/relay/GCSGAME_addFavorite', 'lia', { nodeId: b!.nodeId });
    await post('/wps/relay/GCSGAME_addFavorite', 'lia', { nodeId: b!.nodeId }); // twice is once
    const list = (await get<{ nodeIds: number[] }>('/wps/relay/GCSGAME_favoriteList', 'lia')).json.value;
    expect(list.nodeIds.sort()).toEqual([a!.nodeId, b!.nodeId].sort());
    expect(
      (await get<{ nodeIds: number[] }>('/wps/relay/GCSGAME_favoriteList', 'max')).json.value.nodeIds,
    ).toEqual([]);
    await post('/wps/relay/GCSGAME_removeFavorite', 'lia', { nodeId: a!.nodeId });
    expect(
      (await get<{ nodeIds: number[] }>('/wps/relay/GCSGAME_favoriteList', 'lia')).json.value.nodeIds,
    ).toEqual([b!.nodeId]);
    expect((await post('/wps/relay/GCSGAME_addFavorite', 'lia', { nodeId: 99_999_999 })).status).toBe(404);
  });
});

describe('launch', () => {
  const nodeOf = async (vendor: string) =>
    (await get<{ games: Game[] }>(`/wps/relay/GCSGAME_gameList?vassalage=${vendor}&pageSize=1`)).json.value
      .games[0]!;

  it('needs a login; launches in-house games on our pages and vendor games on the vendor, signed', async () => {
    const dice = (await get<{ games: Game[] }>('/wps/relay/GCSGAME_gameList?vassalage=XGS&gameName=dice'))
      .json.value.games[0]!;
    expect((await post('/wps/game/launchGame', undefined, { nodeId: dice.nodeId })).status).toBe(401);
    const own = await post<{ content: { game_url: string; mode: string } }>('/wps/game/launchGame', 'lia', {
      nodeId: dice.nodeId,
    });
    expect(own.json.value.content).toMatchObject({ game_url: '/inhouse/dice', mode: 'real' });

    const slot = await nodeOf('KIDLAT');
    const res = await post<{ content: { game_url: string } }>('/wps/game/launchGame', 'lia', {
      gameId: slot.gameId,
      vassalage: 'KIDLAT',
      platform: 'html5-desktop',
    });
    expect(res.json.value.content.game_url).toMatch(/^http:\/\/vendor\.test\/play\/\d+$/);
    const sent = launches.at(-1)!;
    expect(sent.signed).toBe(true);
    expect(sent.body).toMatchObject({
      playerId: `m-${ids['lia']}`,
      gameCode: slot.gameId,
      category: 'RNG',
      mode: 'real',
    });
    expect(sent.body['sessionToken']).not.toBe(tokens['lia']); // a game-session token, never the login's

    const recent = (
      await get<{ list: { nodeId: number }[]; totalPages: number }>('/wps/relay/GCSGAME_recentGames', 'lia')
    ).json.value;
    expect(recent.list.map((g) => g.nodeId)).toEqual([slot.nodeId, dice.nodeId]);
    expect(recent.totalPages).toBe(1);
  });

  it('answers maintenance, an unreachable vendor and an unknown game with their messages', async () => {
    const broken = await t.store.db.kysely
      .selectFrom('games')
      .select('id')
      .where('maintenance', '=', 1)
      .executeTakeFirstOrThrow();
    expect((await post('/wps/game/launchGame', 'lia', { nodeId: broken.id })).json).toMatchObject({
      code: 'game.maintenance',
    });
    const cards = await nodeOf('BARAHA');
    const down = await post('/wps/game/launchGame', 'lia', { nodeId: cards.nodeId });
    expect(down.status).toBe(503);
    expect(down.json).toMatchObject({ code: 'game.vendor.unavailable' });
    expect((await post('/wps/game/launchGame', 'lia', { nodeId: 99_999_999 })).json).toMatchObject({
      code: 'game.not.found',
    });
    expect((await post('/wps/game/launchGame', 'rex', { nodeId: cards.nodeId })).json).toMatchObject({
      code: 'in_need_true_account',
    });
  });

  it("keeps failed launches out of the recent games, and gives each lobby its own category's", async () => {
    type Recent = { list: { nodeId: number; gameType: string }[] };
    const recent = async (query = '') =>
      (await get<Recent>(`/wps/relay/GCSGAME_recentGames${query}`, 'lia')).json.value.list.map(
        (g) => g.nodeId,
      );
    const slot = await nodeOf('KIDLAT');
    const dice = (await get<{ games: Game[] }>('/wps/relay/GCSGAME_gameList?vassalage=XGS&gameName=dice'))
      .json.value.games[0]!;
    const cards = await nodeOf('BARAHA'); // its vendor does not answer: the launch above failed
    expect(await recent()).toEqual([slot.nodeId, dice.nodeId]);
    expect(await recent()).not.toContain(cards.nodeId);
    expect(await recent('?gameType=RNG')).toEqual([slot.nodeId]);
    expect(await recent('?gameType=INHOUSE')).toEqual([dice.nodeId]);
    expect(await recent('?gameType=PVP')).toEqual([]);
  });
});

describe('seamless wallet', () => {
  let session: string;
  let player: string;
  let gameCode: string;

  beforeAll(async () => {
    await fund('max', 100_000n); // 1,000.00
    const table = (await get<{ games: Game[] }>('/wps/relay/GCSGAME_gameList?vassalage=BAYANI&pageSize=1'))
      .json.value.games[0]!;
    gameCode = table.gameId;
    await post('/wps/game/launchGame', 'max', { nodeId: table.nodeId });
    session = launches.at(-1)!.body['sessionToken']!;
    player = launches.at(-1)!.body['playerId']!;
  });

  it('refuses a bad signature or an unknown session, and answers the balance', async () => {
    expect(
      (await vendorCall('BAYANI', 'balance', { sessionToken: session, playerId: player }, 'wrong')).status,
    ).toBe(401);
    expect(
      (await vendorCall('BAYANI', 'balance', { sessionToken: 'x'.repeat(32), playerId: player })).status,
    ).toBe(401);
    // the session belongs to BAYANI: another vendor cannot use it
    expect((await vendorCall('KIDLAT', 'balance', { sessionToken: session, playerId: player })).json).toEqual(
      {
        ok: false,
        error: 'SESSION_EXPIRED',
      },
    );
    expect(
      (await vendorCall('BAYANI', 'balance', { sessionToken: session, playerId: 'm-1' })).json,
    ).toMatchObject({
      ok: false,
      error: 'PLAYER_MISMATCH',
    });
    expect((await vendorCall('BAYANI', 'balance', { sessionToken: session, playerId: player })).json).toEqual(
      {
        ok: true,
        balance: '1000.00',
        currency: 'PHP',
      },
    );
  });

  it('debits, credits and rolls back once each, whatever the repeats and the order', async () => {
    const base = { sessionToken: session, playerId: player, gameCode };
    const debit = { ...base, txId: 'd-1', roundId: 'r-1', amount: '100.00' };
    const first = await vendorCall('BAYANI', 'debit', debit);
    expect(first.json).toMatchObject({ ok: true, balance: '900.00', txId: 'd-1' });
    expect((await vendorCall('BAYANI', 'debit', debit)).json).toMatchObject({ ok: true, balance: '900.00' });
    expect((await vendorCall('BAYANI', 'debit', { ...debit, amount: '5.00' })).json).toMatchObject({
      ok: false,
      error: 'DUPLICATE_TX',
    });
    const credit = { ...base, txId: 'c-1', roundId: 'r-1', amount: '250.00', debitTxId: 'd-1' };
    expect((await vendorCall('BAYANI', 'credit', credit)).json).toMatchObject({
      ok: true,
      balance: '1150.00',
    });
    expect((await vendorCall('BAYANI', 'credit', credit)).json).toMatchObject({
      ok: true,
      balance: '1150.00',
    });
    expect((await vendorCall('BAYANI', 'credit', { ...credit, txId: 'c-2' })).json).toMatchObject({
      ok: false,
      error: 'TX_SETTLED',
    });
    expect(
      (await vendorCall('BAYANI', 'rollback', { ...base, txId: 'rb-0', roundId: 'r-1', refTxId: 'd-1' }))
        .json,
    ).toMatchObject({ ok: false, error: 'TX_SETTLED' });

    // a rollback that overtakes its debit: the late debit moves nothing
    const rollback = {
      sessionToken: session,
      playerId: player,
      txId: 'rb-2',
      roundId: 'r-2',
      refTxId: 'd-2',
    };
    expect((await vendorCall('BAYANI', 'rollback', rollback)).json).toMatchObject({
      ok: true,
      balance: '1150.00',
    });
    expect(
      (await vendorCall('BAYANI', 'debit', { ...debit, txId: 'd-2', roundId: 'r-2' })).json,
    ).toMatchObject({
      ok: false,
      error: 'TX_ROLLED_BACK',
      balance: '1150.00',
    });
    // a rolled-back stake comes back; a credit for it is refused
    await vendorCall('BAYANI', 'debit', { ...debit, txId: 'd-3', roundId: 'r-3', amount: '40.00' });
    expect(await available('max')).toBe('1110.00');
    expect(
      (await vendorCall('BAYANI', 'rollback', { ...rollback, txId: 'rb-3', roundId: 'r-3', refTxId: 'd-3' }))
        .json,
    ).toMatchObject({ ok: true, balance: '1150.00' });
    expect(
      (await vendorCall('BAYANI', 'credit', { ...credit, txId: 'c-3', roundId: 'r-3', debitTxId: 'd-3' }))
        .json,
    ).toMatchObject({ ok: false, error: 'TX_ROLLED_BACK' });
    expect(
      (await vendorCall('BAYANI', 'credit', { ...credit, txId: 'c-4', debitTxId: 'nope' })).json,
    ).toMatchObject({
      ok: false,
      error: 'TX_NOT_FOUND',
    });
    // more than the balance: refused, nothing held
    expect(
      (await vendorCall('BAYANI', 'debit', { ...debit, txId: 'd-5', roundId: 'r-5', amount: '5000.00' }))
        .json,
    ).toMatchObject({ ok: false, error: 'INSUFFICIENT_FUNDS', balance: '1150.00' });
    expect(await available('max')).toBe('1150.00');
    await checkLedgerInvariants(t.store.db.kysely);
  });

  it('keeps the betting record: each bet with stake, payout and status, filters and totals, for its owner only', async () => {
    const page = (await get<BetPage>('/wps/game/bets', 'max')).json.value;
    expect(page.list.map((b) => [b.roundId, b.status, b.stake, b.payout])).toEqual([
      ['r-3', 'void', '40.00', '0.00'],
      ['r-1', 'settled', '100.00', '250.00'],
    ]);
    expect(page.totals).toEqual({ stake: '140.00', payout: '250.00', winLoss: '150.00' });
    expect(page.list[1]).toMatchObject({ vendor: 'BAYANI', gameType: 'LIVE', winLoss: '150.00' });
    expect((await get<BetPage>('/wps/game/bets?status=won', 'max')).json.value.totalCount).toBe(1);
    expect((await get<BetPage>('/wps/game/bets?status=lost', 'max')).json.value.totalCount).toBe(0);
    expect((await get<BetPage>('/wps/game/bets?vendor=KIDLAT', 'max')).json.value.totalCount).toBe(0);
    expect(
      (await get<BetPage>(`/wps/game/bets?from=${Date.now() + 86_400_000}`, 'max')).json.value.totalCount,
    ).toBe(0);
    expect((await get<BetPage>('/wps/game/bets', 'lia')).json.value.totalCount).toBe(0);
    expect((await get('/wps/game/bets')).status).toBe(401);
  });

  it('property: random rounds of debits, credits and rollbacks, repeated, reordered and concurrent, move exactly the expected money', async () => {
    await fund('max', 1_000_000n);
    const cents = (text: string) => BigInt(text.replace('.', ''));
    const money = (n: bigint) => `${n / 100n}.${String(n % 100n).padStart(2, '0')}`;
    let seq = 0;
    const kinds = ['win', 'lose', 'rollback', 'rollbackFirst', 'creditFirst'] as const;
    const round = fc.record({
      kind: fc.constantFrom(...kinds),
      stake: fc.integer({ min: 1, max: 400_000 }),
      win: fc.integer({ min: 0, max: 900_000 }),
      twice: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(round, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 4 }),
        async (batches) => {
          for (const batch of batches) {
            const before = cents(await available('max'));
            const effects = await Promise.all(
              batch.map(async (r) => {
                const n = ++seq;
                const base = { sessionToken: session, playerId: player, gameCode };
                const debit = {
                  ...base,
                  txId: `fd-${n}`,
                  roundId: `fr-${n}`,
                  amount: money(BigInt(r.stake)),
                };
                const credit = {
                  ...base,
                  txId: `fc-${n}`,
                  roundId: `fr-${n}`,
                  amount: money(BigInt(r.win)),
                  debitTxId: `fd-${n}`,
                };
                const rollback = {
                  sessionToken: session,
                  playerId: player,
                  txId: `frb-${n}`,
                  roundId: `fr-${n}`,
                  refTxId: `fd-${n}`,
                };
                // each call sent once, or twice at once
                const send = async (call: string, body: object) => {
                  const answers = await Promise.all(
                    Array.from({ length: r.twice ? 2 : 1 }, () => vendorCall('BAYANI', call, body)),
                  );
                  return answers[0]!.json;
                };
                if (r.kind === 'rollbackFirst') {
                  await send('rollback', rollback);
                  expect((await send('debit', debit))['error']).toBe('TX_ROLLED_BACK');
                  return 0n;
                }
                if (r.kind === 'creditFirst')
                  expect((await send('credit', credit))['error']).toBe('TX_NOT_FOUND');
                const took = (await send('debit', debit))['ok'] === true;
                if (r.kind === 'rollback') {
                  await send('rollback', rollback);
                  return 0n;
                }
                const paid = r.kind === 'lose' ? { ...credit, amount: '0.00' } : credit;
                await send('credit', paid);
                return took ? cents(paid.amount) - BigInt(r.stake) : 0n;
              }),
            );
            const moved = effects.reduce((a, b) => a + b, 0n);
            expect(cents(await available('max'))).toBe(before + moved);
            await checkLedgerInvariants(t.store.db.kysely);
          }
        },
      ),
      { numRuns: 12 },
    );
  });

  it('keeps every ledger invariant under concurrent, repeated and reordered calls', async () => {
    const base = { sessionToken: session, playerId: player, gameCode };
    const calls: Promise<unknown>[] = [];
    for (let i = 0; i < 40; i++) {
      const d = { ...base, txId: `pd-${i}`, roundId: `pr-${i}`, amount: `${(i % 7) + 1}.00` };
      const c = {
        ...base,
        txId: `pc-${i}`,
        roundId: `pr-${i}`,
        amount: `${(i * 3) % 11}.50`,
        debitTxId: `pd-${i}`,
      };
      const rb = {
        sessionToken: session,
        playerId: player,
        txId: `prb-${i}`,
        roundId: `pr-${i}`,
        refTxId: `pd-${i}`,
      };
      const steps =
        i % 3 === 0
          ? [() => vendorCall('BAYANI', 'debit', d), () => vendorCall('BAYANI', 'credit', c)]
          : i % 3 === 1
            ? [() => vendorCall('BAYANI', 'rollback', rb), () => vendorCall('BAYANI', 'debit', d)]
            : [() => vendorCall('BAYANI', 'debit', d), () => vendorCall('BAYANI', 'rollback', rb)];
      // each step sent twice at once; the rounds all at once
      calls.push(
        (async () => {
          for (const step of steps) await Promise.all([step(), step()]);
        })(),
      );
    }
    await Promise.all(calls);
    await checkLedgerInvariants(t.store.db.kysely);
    const bets = (await get<BetPage>('/wps/game/bets?pageSize=100', 'max')).json.value;
    expect(bets.list.filter((b) => b.status === 'open')).toEqual([]);
  });
});
