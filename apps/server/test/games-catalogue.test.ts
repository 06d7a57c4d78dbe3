import { describe, expect, it } from 'vitest';
import type { Game } from '@lotto/contracts';
import { demoGameCount } from '../src/seed/demo-games.ts';
import { DEMO_LOTTERY } from '../src/seed/demo-lottery.ts';
import { get, post, t, useGamesApp } from './games-suite.ts';

/** The game catalogue: lists and their filters, lobbies and menus, and a member's favourites. */
useGamesApp();

describe('catalogue', () => {
  listsAndFilters();
  lobbies();
});

function listsAndFilters() {
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
}

function lobbies() {
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
}

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
