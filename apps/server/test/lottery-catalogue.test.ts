import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Game, GameVendorValue, LatestResults } from '@lotto/contracts';
import { defaultPlayType, gameByCode } from '@lotto/contracts/lottery/index';
import { migrateToLatest } from '../src/db/migrate.ts';
import { demoGameCount } from '../src/seed/demo-games.ts';
import { DEMO_LOTTERY, seedDemoLottery } from '../src/seed/demo-lottery.ts';
import { demoSettings } from '../src/seed/demo-settings.ts';
import { seedDemoVendors } from '../src/seed/demo-vendors.ts';
import { createTestStore, startTestApp, type TestApp } from './harness.ts';
import { memberKit } from './member-kit.ts';

/**
 * Lottery games are catalogue games: one node id space, so launching a lottery card opens that
 * lottery game (its id once named a slot), the lottery categories list their games, the lottery
 * vendor's card names the game it opens, and the lobbies read every game's latest result at once.
 */
let t: TestApp;
let merchantId: number;
// Monday 23 November 2026, 10:00:20 in China (+8).
let now = Date.UTC(2026, 10, 23, 2, 0, 20);
const { signIn, get, post } = memberKit(
  () => t,
  () => merchantId,
  { suffix: 'lcat' },
);
type List = { games: Game[]; totalCount: number };

beforeAll(async () => {
  t = await startTestApp();
  merchantId = (await t.store.db.kysely.selectFrom('merchants').select('id').executeTakeFirstOrThrow()).id;
  t.app.lottery.draws.clock.now = () => now;
  await signIn('ana');
}, 60_000);
afterAll(() => t.close());

describe('lottery games in the catalogue', () => {
  it('gives every lottery card a node id of its own that launches that lottery game', async () => {
    const cards: Game[] = [];
    for (const mode of ['Lott', 'Elott', 'SEA'])
      cards.push(
        ...(await get<{ games: Game[] }>(`/lgw/games/popular?prizeMode=${mode}&count=100`)).json.value.games,
      );
    expect(cards.map((c) => c.gameId).sort()).toEqual([...DEMO_LOTTERY].sort());
    const rows = await t.store.db.kysely
      .selectFrom('games')
      .select(['id', 'game_code', 'vendor_code'])
      .execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const card of cards) {
      // the node id names this lottery game in the one catalogue, not some other game
      expect(byId.get(card.nodeId)).toMatchObject({ game_code: card.gameId, vendor_code: card.vendor });
      expect(card.gameCode).toBe(card.gameId);
      expect(card.defaultPlayType).toBe(defaultPlayType(gameByCode(card.gameId)!));
    }
    const hk6 = cards.find((c) => c.gameId === 'HK6')!;
    const launched = await post<{ content: { game_url: string } }>('/wps/game/launchGame', 'ana', {
      nodeId: hk6.nodeId,
    });
    expect(launched.json.value.content.game_url).toBe(
      `/lottery?gameCode=HK6&playType=${hk6.defaultPlayType}`,
    );
    const vn = cards.find((c) => c.gameId === 'VN_NORTH')!;
    const vnLaunch = await post<{ content: { game_url: string } }>('/wps/game/launchGame', 'ana', {
      nodeId: vn.nodeId,
    });
    expect(vnLaunch.json.value.content.game_url).toBe('/vnlottery?gameCode=VN_NORTH');
  });

  it('lists the lottery and e-lottery categories with their games, by prize mode', async () => {
    const elott = (await get<List>('/wps/relay/GCSGAME_gameList?gameType=ELOTT&pageSize=100')).json.value;
    const lott = (await get<List>('/wps/relay/GCSGAME_gameList?gameType=LOTT&pageSize=100')).json.value;
    const fast = DEMO_LOTTERY.filter((c) => gameByCode(c)!.prizeMode === 'Elott');
    expect(elott.games.map((g) => g.gameId).sort()).toEqual([...fast].sort());
    expect(lott.totalCount).toBe(DEMO_LOTTERY.length - fast.length);
    expect(lott.games.every((g) => g.vendor === 'PLOTTO' && g.gameType === 'LOTT')).toBe(true);
    // the seamless-wallet lobby lists every game but the lottery's
    const seamless = (await get<List>('/wps/relay/GCSGAME_gameList?gameType=SEAMLESS')).json.value;
    expect(seamless.totalCount).toBe(demoGameCount);
    const elottOnly = (await get<{ games: Game[] }>('/lgw/games/popular?prizeMode=Elott')).json.value.games;
    expect(elottOnly.every((g) => g.gameType === 'ELOTT')).toBe(true);
  });

  it("names the game a lottery vendor's card opens", async () => {
    const lanes = (await get<GameVendorValue>('/wps/relay/GCSGAME_newGameVendor')).json.value.data.lanes;
    const lott = lanes.find((l) => l.gameType === 'LOTT')!.cards[0]!;
    expect(lott).toMatchObject({
      vendor: 'PLOTTO',
      isGame: 1,
      gameCode: DEMO_LOTTERY.find((c) => gameByCode(c)!.prizeMode !== 'Elott'),
    });
    expect(lott.defaultPlayType).toBe(defaultPlayType(gameByCode(lott.gameCode!)!));
    // a vendor card that opens a list names no game
    const elott = lanes.find((l) => l.gameType === 'ELOTT')!.cards[0]!;
    expect(elott.isGame).toBe(0);
    expect(elott.gameCode).toBeUndefined();
  });
});

describe('latest results', () => {
  it("answers each game's latest result and the server's time", async () => {
    const before = (await get<LatestResults>('/lgw/lottery/latest')).json.value;
    expect(before).toEqual({ now, results: [] });
    // two SSC1 draws pass: the later one is the one listed
    await t.app.lottery.draws.tick();
    now += 60_000;
    await t.app.lottery.draws.tick();
    now += 60_000;
    await t.app.lottery.draws.tick();
    await t.app.lottery.draws.tick();
    const after = (await get<LatestResults>('/lgw/lottery/latest')).json.value;
    expect(after.now).toBe(now);
    const ssc1 = after.results.filter((r) => r.gameCode === 'SSC1');
    expect(ssc1).toHaveLength(1);
    const history = (
      await get<{ content: { numero: string; winNo: string }[] }>('/lgw/lottery/history?gameCode=SSC1')
    ).json.value.content;
    expect(history.length).toBeGreaterThanOrEqual(2);
    expect(ssc1[0]).toMatchObject({ numero: history[0]!.numero, winNo: history[0]!.winNo });
    expect(after.results.every((r) => r.winNo.length > 0 && r.drawTime <= now)).toBe(true);
  });
});

describe('migration 014', () => {
  it('lists the lottery games of a site made before it in the catalogue, once', async () => {
    const store = await createTestStore();
    try {
      await migrateToLatest(store.db, '013_lottery_escrow');
      // the demo brand's vendors and lottery as a site of that time had them (today's whole seed
      // writes tables and columns later migrations add)
      const { id } = await store.db.kysely
        .insertInto('merchants')
        .values({
          code: 'demo',
          settings: JSON.stringify(demoSettings),
          maintenance: 0,
          maintenance_message: '',
          created_at: 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await seedDemoVendors(store.db.kysely, id);
      await seedDemoLottery(store.db.kysely, id);
      // a site seeded before this change had no catalogue rows for its lottery
      await store.db.kysely.deleteFrom('games').where('game_type', 'in', ['LOTT', 'ELOTT']).execute();
      await migrateToLatest(store.db);
      const rows = await store.db.kysely
        .selectFrom('games')
        .select('game_code')
        .where('game_type', 'in', ['LOTT', 'ELOTT'])
        .execute();
      expect(rows.map((r) => r.game_code).sort()).toEqual([...DEMO_LOTTERY].sort());
    } finally {
      await store.drop();
    }
  });
});
