import { describe, expect, it } from 'vitest';
import { get, post, t, useLotteryApp } from './lottery-suite.ts';

/** The lottery lobby: games, menus per prize mode, near and opened draws, popular cards, favourites. */
useLotteryApp();

type Menu = {
  prizeModeId: string;
  prizeSeries: { defaultSeries: number };
  playMenuGroups: { playMenus: { playId: string; singleBetPrice: number }[] }[];
}[];
type Near = { currentNumero: { numero: string; remainTime: number; lockTime: number; commitment: string } };
describe('games and draws', () => {
  it('lists the games, menus per prize mode, near draws with a commitment, opened numeros', async () => {
    const games = (await get<{ gameCode: string; gameType: string }[]>('/lgw/lottery/games')).json.value;
    expect(games.map((g) => g.gameCode)).toEqual(
      expect.arrayContaining([
        'SSC1',
        'SSC3',
        'SSC5',
        'F11X5_3',
        'PK10_3',
        'LHC_5',
        'HK6',
        'FC3D',
        'VN_NORTH',
        'VN_CENTRAL',
        'VN_SOUTH',
      ]),
    );
    expect(games.find((g) => g.gameCode === 'SSC1')!.gameType).toBe('ELOTT');
    expect(games.find((g) => g.gameCode === 'HK6')!.gameType).toBe('LOTT');
    const elott = (await get<{ gameCode: string }[]>('/lgw/lottery/games?prizeMode=Elott')).json.value;
    expect(elott.every((g) => !['HK6', 'FC3D', 'VN_NORTH'].includes(g.gameCode))).toBe(true);

    const menu = (await get<Menu>('/lgw/vn/games/game_menu?gameCode=VN_NORTH')).json.value;
    expect(menu[0]).toMatchObject({ prizeModeId: 'SEA', prizeSeries: { defaultSeries: 1900 } });
    const lo2 = menu[0]!.playMenuGroups.flatMap((g) => g.playMenus).find((p) => p.playId === 'VN_N_LO2');
    expect(lo2?.singleBetPrice).toBe(27 * 200);

    const near = (await get<Near>('/lotto/lgw/games/opened/numero?gameCode=SSC1')).json.value;
    expect(near.currentNumero).toMatchObject({ numero: '20261123-0601', remainTime: 35, lockTime: 5 });
    expect(near.currentNumero.commitment).toMatch(/^[0-9a-f]{64}$/);
    const opened = (await get<{ numero: string }[]>('/lgw/vn/numeros/opened/game?gameCode=SSC1')).json.value;
    expect(opened).toHaveLength(100);
    expect(opened[1]!.numero).toBe('20261123-0602');

    const popular = (
      await get<{ games: { gameId: string; gameType: string }[] }>('/lgw/games/popular?prizeMode=Lott')
    ).json.value.games;
    expect(popular.map((g) => g.gameId)).toContain('HK6');
    expect((await get('/lgw/lottery/launch?gameCode=SSC1&playType=SSC_5_STRAIGHT')).json.value).toEqual({
      url: '/lottery?gameCode=SSC1&playType=SSC_5_STRAIGHT',
    });
    expect((await get('/lgw/lottery/launch?gameCode=VN_SOUTH')).json.value).toEqual({
      url: '/vnlottery?gameCode=VN_SOUTH',
    });
  });

  it('shows every lottery family on the popular cards with an icon that answers', async () => {
    type Card = { gameId: string; gameClassify: string; iconUrl: string; defaultIcon: string };
    const cards: Card[] = [];
    for (const mode of ['Lott', 'ZY', 'Elott', 'SEA'])
      cards.push(
        ...(await get<{ games: Card[] }>(`/lgw/games/popular?prizeMode=${mode}&count=100`)).json.value.games,
      );
    const families = new Set(cards.map((c) => c.gameClassify));
    expect([...families].sort()).toEqual(['11X5', 'LF', 'LHC', 'PK10', 'SSC', 'VN']);
    for (const url of new Set(cards.flatMap((c) => [c.iconUrl, c.defaultIcon]))) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^image\/svg\+xml/);
      expect(res.body, url).toMatch(/^<svg /);
    }
  });

  it('keeps LOTTFAV favourites per member', async () => {
    expect((await post<string[]>('/lgw/lottery/favourites', 'lia', { gameCode: 'SSC1' })).json.value).toEqual(
      ['SSC1'],
    );
    await post('/lgw/lottery/favourites', 'lia', { gameCode: 'HK6' });
    expect(
      (await post<string[]>('/lgw/lottery/favourites/remove', 'lia', { gameCode: 'SSC1' })).json.value,
    ).toEqual(['HK6']);
    expect((await get<string[]>('/lgw/lottery/favourites', 'max')).json.value).toEqual([]);
    expect((await get('/lgw/lottery/favourites')).status).toBe(401);
  });
});
