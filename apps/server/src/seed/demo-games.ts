import type { Insertable, Kysely } from 'kysely';
import type { Database, GamesTable } from '../db/schema.ts';

/**
 * The demo brand's game catalogue: about two thousand games over the demo vendors, so that
 * paging (42 a page), search and every filter of the game list work on real volumes. Names are
 * invented from word lists, deterministic, so tests and screenshots see the same catalogue.
 * Icons are drawn by the server from each game's name and kind (`/media/games/...svg`).
 */
type Spec = {
  vendor: string;
  gameType: string;
  classify: string;
  count: number;
  name: (i: number) => { EN: string; TY: string };
  minBet: (i: number) => number;
  lines?: (i: number) => number;
  languages?: string;
};

const ADJECTIVES = [
  'Golden',
  'Lucky',
  'Mighty',
  'Royal',
  'Mystic',
  'Blazing',
  'Jade',
  'Silver',
  'Wild',
  'Crystal',
  'Thunder',
  'Ruby',
  'Sunny',
  'Sapphire',
  'Dragon',
  'Island',
  'Fiesta',
  'Neon',
  'Emerald',
  'Tropical',
  'Cosmic',
  'Fortune',
  'Magic',
  'Diamond',
  'Volcano',
  'Coral',
  'Monsoon',
  'Star',
  'Phoenix',
  'Tiger',
];
const NOUNS = [
  'Carabao',
  'Jeepney',
  'Mango',
  'Pearl',
  'Sampaguita',
  'Tarsier',
  'Eagle',
  'Fiesta',
  'Lantern',
  'Volcano',
  'Reef',
  'Galleon',
  'Temple',
  'Rice Terraces',
  'Parol',
  'Bangka',
  'Coconut',
  'Typhoon',
  'Lotus',
  'Treasure',
  'Panda',
  'Koi',
  'Sunrise',
  'Firecracker',
  'Jackpot',
  'Pirates',
  'Safari',
  'Orchid',
  'Mermaid',
  'Festival',
];
const SLOT_SUFFIXES = ['', ' Deluxe'];
const LIVE_KINDS: [string, string, string][] = [
  ['baccarat', 'Baccarat', 'Baccarat'],
  ['roulette', 'Roulette', 'Roulette'],
  ['sicbo', 'Sic Bo', 'Sic Bo'],
  ['dragontiger', 'Dragon Tiger', 'Dragon Tiger'],
  ['blackjack', 'Blackjack', 'Blackjack'],
];
const SPORTS = [
  'Football',
  'Basketball',
  'Volleyball',
  'Boxing',
  'Tennis',
  'Badminton',
  'Baseball',
  'Ice Hockey',
  'Table Tennis',
  'Golf',
  'Motorsport',
  'Cycling',
];
const SPORTS_TY = [
  'Football',
  'Basketball',
  'Volleyball',
  'Boksing',
  'Tennis',
  'Badminton',
  'Baseball',
  'Ice Hockey',
  'Table Tennis',
  'Golf',
  'Motorsport',
  'Pagbibisikleta',
];
const ESPORTS = [
  'Dota 2',
  'League of Legends',
  'Counter-Strike 2',
  'Mobile Legends',
  'Valorant',
  'Honor of Kings',
  'PUBG Mobile',
  'StarCraft II',
];
const PVP_KINDS = [
  'Tongits',
  'Pusoy',
  'Lucky 9',
  'Pai Gow',
  'Teen Patti',
  "Texas Hold'em",
  'Blackjack Duel',
  'Sabong Cards',
  'Mahjong',
  'Domino',
];
const PVP_TY = [
  'Tongits',
  'Pusoy',
  'Lucky 9',
  'Pai Gow',
  'Teen Patti',
  "Texas Hold'em",
  'Blackjack Duel',
  'Sabong Cards',
  'Mahjong',
  'Domino',
];
const FISH = ['Ocean King', 'Fish Hunter', 'Deep Sea', 'Golden Toad', 'Shark Bay', 'Dragon Fishing'];

const pad = (n: number) => String(n).padStart(4, '0');
const same = (s: string) => ({ EN: s, TY: s });

const SPECS: Spec[] = [
  {
    vendor: 'KIDLAT',
    gameType: 'RNG',
    classify: 'slot',
    count: 1500,
    name: (i) => {
      const a = ADJECTIVES[i % 30]!;
      const n = NOUNS[Math.floor(i / 30) % 30]!;
      return same(`${a} ${n}${SLOT_SUFFIXES[Math.floor(i / 900)] ?? ''}${i >= 1800 ? ` ${i}` : ''}`);
    },
    minBet: (i) => [10, 20, 50, 100, 200][i % 5]!,
    lines: (i) => [5, 9, 10, 20, 25, 40, 50, 243][i % 8]!,
  },
  {
    vendor: 'BAYANI',
    gameType: 'LIVE',
    classify: 'table',
    count: 200,
    name: (i) => {
      const [, en, ty] = LIVE_KINDS[i % LIVE_KINDS.length]!;
      const table = Math.floor(i / LIVE_KINDS.length) + 1;
      return { EN: `${en} Table ${table}`, TY: `${ty} Mesa ${table}` };
    },
    minBet: (i) => [1000, 2000, 5000, 10000][i % 4]!,
  },
  {
    vendor: 'ARENA',
    gameType: 'SPORTS',
    classify: 'sportsbook',
    count: SPORTS.length,
    name: (i) => ({ EN: `${SPORTS[i]!} Book`, TY: `${SPORTS_TY[i]!} Book` }),
    minBet: () => 1000,
  },
  {
    vendor: 'IA',
    gameType: 'SPORTS',
    classify: 'esports',
    count: ESPORTS.length,
    name: (i) => same(`${ESPORTS[i]!} Pro League`),
    minBet: () => 500,
  },
  {
    vendor: 'TF',
    gameType: 'SPORTS',
    classify: 'esports',
    count: ESPORTS.length,
    name: (i) => same(`${ESPORTS[i]!} Arena`),
    minBet: () => 500,
  },
  {
    vendor: 'DAGAT',
    gameType: 'FISH',
    classify: 'fishing',
    count: 120,
    name: (i) => same(`${FISH[i % FISH.length]!} ${Math.floor(i / FISH.length) + 1}`),
    minBet: (i) => [10, 50, 100][i % 3]!,
  },
  {
    vendor: 'BARAHA',
    gameType: 'PVP',
    classify: 'cards',
    count: 180,
    name: (i) => {
      const k = i % PVP_KINDS.length;
      const room = Math.floor(i / PVP_KINDS.length) + 1;
      return { EN: `${PVP_KINDS[k]!} Room ${room}`, TY: `${PVP_TY[k]!} Kuwarto ${room}` };
    },
    minBet: (i) => [500, 1000, 2000][i % 3]!,
  },
];

/** The in-house games (docs/games/in-house.md): provider XGS, and SS for the slot. */
const IN_HOUSE: { vendor: string; code: string; classify: string; en: string; ty: string }[] = [
  { vendor: 'XGS', code: 'dice', classify: 'dice', en: 'Dice', ty: 'Dais' },
  { vendor: 'XGS', code: 'crash', classify: 'crash', en: 'Crash', ty: 'Crash' },
  { vendor: 'XGS', code: 'mines', classify: 'mines', en: 'Mines', ty: 'Mina' },
  { vendor: 'XGS', code: 'plinko', classify: 'plinko', en: 'Plinko', ty: 'Plinko' },
  { vendor: 'XGS', code: 'keno', classify: 'keno', en: 'Keno', ty: 'Keno' },
  { vendor: 'SS', code: 'slot', classify: 'slot', en: 'Perlas Slot 5x3', ty: 'Perlas Slot 5x3' },
];

export const demoGameCount = SPECS.reduce((n, s) => n + s.count, 0) + IN_HOUSE.length;

export async function seedDemoGames(db: Kysely<Database>, merchantId: number): Promise<void> {
  const rows: Insertable<GamesTable>[] = [];
  for (const spec of SPECS)
    for (let i = 0; i < spec.count; i++) {
      const name = spec.name(i);
      const code = `${spec.vendor}-${pad(i + 1)}`;
      rows.push({
        merchant_id: merchantId,
        vendor_code: spec.vendor,
        game_code: code,
        name: JSON.stringify(name),
        search: `${name.EN} ${name.TY}`.toLowerCase(),
        game_type: spec.gameType,
        game_classify: spec.classify,
        icon: `/media/games/${spec.vendor}/${code}.svg`,
        min_bet: spec.minBet(i),
        line_num: spec.lines?.(i) ?? 0,
        languages: spec.languages ?? 'EN,TY',
        // a few hot and new games per vendor; plays give "popular" a stable order
        is_hot: i % 37 === 3 ? 1 : 0,
        is_new: i % 53 === 5 ? 1 : 0,
        plays: ((i * 7919) % 1000) * 13,
        sort: i,
        enabled: 1,
        maintenance: spec.vendor === 'DAGAT' && i === 119 ? 1 : 0,
      });
    }
  IN_HOUSE.forEach((g, i) =>
    rows.push({
      merchant_id: merchantId,
      vendor_code: g.vendor,
      game_code: g.code,
      name: JSON.stringify({ EN: g.en, TY: g.ty }),
      search: `${g.en} ${g.ty}`.toLowerCase(),
      game_type: 'INHOUSE',
      game_classify: g.classify,
      icon: `/media/games/${g.vendor}/${g.code}.svg`,
      min_bet: 100,
      line_num: g.code === 'slot' ? 10 : 0,
      languages: 'EN,TY',
      is_hot: 1,
      is_new: 0,
      plays: 20_000 - i,
      sort: i,
      enabled: 1,
      maintenance: 0,
    }),
  );
  // in chunks: one statement's parameters stay under every engine's limit
  for (let i = 0; i < rows.length; i += 200)
    await db
      .insertInto('games')
      .values(rows.slice(i, i + 200))
      .execute();
}
