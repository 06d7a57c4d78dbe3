import { describe, expect, it } from 'vitest';
import type { Game } from '@lotto/contracts';
import { get, ids, launches, post, t, tokens, useGamesApp } from './games-suite.ts';

/** Launching a game: in-house on our pages, a vendor's signed, refusals, and the recent games it leaves. */
useGamesApp();
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
