import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameArt, type ArtGame } from '../src/modules/games/art/index.ts';
import { ART_VERSION } from '../src/modules/games/art/store.ts';
import { demoGameCount } from '../src/seed/demo-games.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { svgProblems } from './svg-check.ts';

/** The tile without its writing: what is left must still tell two games apart. */
const picture = (svg: string) =>
  svg.replace(/<text[^>]*>[^<]*<\/text>/g, '').replace(/aria-label="[^"]*"/, '');
const slot = (name: string): ArtGame => ({
  vendor: 'KIDLAT',
  code: name,
  name,
  gameType: 'RNG',
  classify: 'slot',
});
const BUDGET = 4096;

describe('game art drawing', () => {
  it('draws each subject of a name as its own picture', () => {
    const subjects: [string, string][] = [
      ['Golden Carabao', 'carabao'],
      ['Jade Jeepney', 'jeepney'],
      ['Sunny Mango', 'mango'],
      ['Crystal Koi', 'koi'],
      ['Dragon Lantern', 'lantern'],
      ['Island Rice Terraces', 'rice-terraces'],
      ['Star Parol Deluxe', 'parol'],
      ['Lucky Tarsier', 'tarsier'],
      // the first word is the theme, the subject the picture, even when the words could swap
      ['Volcano Fiesta', 'fiesta'],
      ['Fiesta Volcano', 'volcano'],
    ];
    for (const [name, id] of subjects) expect(gameArt(slot(name)), name).toContain(`<g id="${id}"`);

    const others: [ArtGame, string][] = [
      [
        { vendor: 'BAYANI', code: 'b1', name: 'Roulette Table 3', gameType: 'LIVE', classify: 'table' },
        'roulette',
      ],
      [
        { vendor: 'BAYANI', code: 'b2', name: 'Sic Bo Table 1', gameType: 'LIVE', classify: 'table' },
        'sic-bo',
      ],
      [
        { vendor: 'ARENA', code: 'a1', name: 'Basketball Book', gameType: 'SPORTS', classify: 'sportsbook' },
        'basketball',
      ],
      [
        { vendor: 'TF', code: 't1', name: 'Valorant Arena', gameType: 'SPORTS', classify: 'esports' },
        'valorant',
      ],
      [
        { vendor: 'DAGAT', code: 'd1', name: 'Shark Bay 4', gameType: 'FISH', classify: 'fishing' },
        'shark-bay',
      ],
      [
        { vendor: 'BARAHA', code: 'c1', name: 'Mahjong Room 2', gameType: 'PVP', classify: 'cards' },
        'mahjong',
      ],
      [{ vendor: 'XGS', code: 'plinko', name: 'Plinko', gameType: 'INHOUSE', classify: 'plinko' }, 'plinko'],
      [{ vendor: 'PLOTTO', code: 'LHC', name: 'Mark Six', gameType: 'LOTT', classify: 'LHC' }, 'lottery-lhc'],
    ];
    for (const [game, id] of others) expect(gameArt(game), game.name).toContain(`<g id="${id}"`);
  });

  it('gives two games two different pictures, the same game the same bytes', () => {
    const pairs: [ArtGame, ArtGame][] = [
      [slot('Golden Carabao'), slot('Golden Jeepney')],
      [slot('Golden Carabao'), slot('Lucky Carabao')],
      [slot('Golden Carabao'), slot('Golden Carabao Deluxe')],
      [
        {
          vendor: 'BAYANI',
          code: 'BAYANI-0001',
          name: 'Baccarat Table 1',
          gameType: 'LIVE',
          classify: 'table',
        },
        {
          vendor: 'BAYANI',
          code: 'BAYANI-0006',
          name: 'Baccarat Table 2',
          gameType: 'LIVE',
          classify: 'table',
        },
      ],
    ];
    for (const [a, b] of pairs)
      expect(picture(gameArt(a)), `${a.name} / ${b.name}`).not.toBe(picture(gameArt(b)));
    expect(gameArt(slot('Neon Koi'))).toBe(gameArt(slot('Neon Koi')));
  });

  it('escapes a name it did not invent', () => {
    const svg = gameArt(slot(`Lucky <b>"Koi" & 'Co'</b>`));
    expect(svgProblems(svg)).toEqual([]);
    expect(svg).not.toContain('<b>');
  });
});

describe('the demo catalogue as tiles', () => {
  let t: TestApp;
  let dataDir: string;
  let games: ArtGame[];

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'lotto-art-'));
    t = await startTestApp({ DATA_DIR: dataDir });
    const rows = await t.store.db.kysely
      .selectFrom('games')
      .select(['vendor_code', 'game_code', 'name', 'game_type', 'game_classify', 'icon'])
      .execute();
    // the games whose card shows a tile of their own (lottery games share their family's)
    const own = rows.filter((r) => r.icon === `/media/games/${r.vendor_code}/${r.game_code}.svg`);
    games = own.map((r) => ({
      vendor: r.vendor_code,
      code: r.game_code,
      name: (JSON.parse(r.name) as { EN: string }).EN,
      gameType: r.game_type,
      classify: r.game_classify,
    }));
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is valid SVG, under 4 KB a tile and a different picture for every game', () => {
    expect(games.length).toBe(demoGameCount);
    const families = ['SSC', '11X5', 'PK10', 'LHC', 'LF', 'VN'].flatMap((f): ArtGame[] => [
      { vendor: 'PLOTTO', code: f, name: f, gameType: 'LOTT', classify: f },
      { vendor: 'AURORA', code: f, name: f, gameType: 'ELOTT', classify: f },
    ]);
    const tiles = [...games, ...families].map((g) => ({ g, svg: gameArt(g) }));
    const bad = tiles.flatMap(({ g, svg }) => svgProblems(svg).map((p) => `${g.vendor}/${g.code}: ${p}`));
    expect(bad).toEqual([]);
    const sizes = tiles.map(({ svg }) => Buffer.byteLength(svg));
    const largest = Math.max(...sizes);
    const average = Math.round(sizes.reduce((a, b) => a + b, 0) / sizes.length);
    console.info(`game art: ${tiles.length} tiles, largest ${largest} bytes, average ${average} bytes`);
    expect(largest).toBeLessThan(BUDGET);
    expect(new Set(tiles.map(({ svg }) => picture(svg))).size).toBe(tiles.length);
  });

  it('draws a tile on its first request, then serves the stored file with a week of cache and an ETag', async () => {
    const url = '/media/games/KIDLAT/KIDLAT-0001.svg';
    const first = await t.app.inject({ url });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('image/svg+xml');
    expect(first.headers['cache-control']).toBe('public, max-age=604800');
    expect(first.headers['etag']).toBeTruthy();
    expect(first.headers['content-security-policy']).toContain("default-src 'none'");
    expect(first.body).toContain('aria-label="Golden Carabao"');
    expect(first.body).toContain('<g id="carabao"');
    const file = join(dataDir, 'cache', 'game-art', ART_VERSION, 'KIDLAT', 'KIDLAT-0001.svg');
    expect(existsSync(file)).toBe(true);

    const again = await t.app.inject({ url, headers: { 'if-none-match': String(first.headers['etag']) } });
    expect(again.statusCode).toBe(304);
    // stored, not drawn per request: the file answers even once the game has gone from the database
    await t.store.db.kysely.deleteFrom('games').where('game_code', '=', 'KIDLAT-0001').execute();
    const stored = await t.app.inject({ url });
    expect(stored.statusCode).toBe(200);
    expect(stored.body).toBe(first.body);
  });

  it("draws the lottery families' cards and the default tile, and refuses what is not a game", async () => {
    for (const url of [
      '/media/games/PLOTTO/SSC.svg',
      '/media/games/AURORA/PK10.svg',
      '/media/games/GAME/default.svg',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(svgProblems(res.body), url).toEqual([]);
    }
    const missing = await t.app.inject({ url: '/media/games/KIDLAT/NO-SUCH-GAME.svg' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, code: 'game.not.found' });
    expect((await t.app.inject({ url: '/media/games/../etc.svg' })).statusCode).toBeGreaterThanOrEqual(400);
    expect((await t.app.inject({ url: '/media/games/kidlat/x.svg' })).statusCode).toBe(400);
    // nothing is written for a game that does not exist
    expect(readdirSync(join(dataDir, 'cache', 'game-art', ART_VERSION, 'KIDLAT'))).toEqual([
      'KIDLAT-0001.svg',
    ]);
  });
});
