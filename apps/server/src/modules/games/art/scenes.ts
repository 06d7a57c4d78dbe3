import type { Theme } from './backdrop.ts';
import { type Scene, LAYOUT_COUNT } from './compose.ts';
import { FISH_MOTIFS, INHOUSE_MOTIFS, LOTTERY_MOTIFS } from './extras.ts';
import { hashOf, plaque } from './kit.ts';
import { breakTitle, slug } from './slots.ts';
import { ESPORT_MOTIFS, SPORT_MOTIFS } from './sports.ts';
import { CARD_MOTIFS, LIVE_MOTIFS } from './tables.ts';
import { CARD_ROOMS, EXTRA_THEMES, FELTS, SEAS } from './themes.ts';

/** The known word of `name` among `keys` (longest first), else one picked by the name's hash. */
function keyOf(name: string, keys: string[]): string {
  const lower = name.toLowerCase();
  return (
    [...keys].sort((a, b) => b.length - a.length).find((k) => lower.includes(k)) ??
    keys[hashOf(name) % keys.length]!
  );
}

/** The number at the end of a name ("Baccarat Table 7"), 1 when there is none. */
const numberOf = (name: string) => Number(/(\d+)\s*$/.exec(name)?.[1] ?? 1);

/**
 * Numbered games of one kind (tables, rooms, sea rooms) differ by colour first, then by
 * composition: n runs through every colour before a composition repeats.
 */
function numbered(n: number, themes: Theme[], layouts: number) {
  const i = Math.max(0, n - 1);
  return { theme: themes[i % themes.length]!, layout: Math.floor(i / themes.length) % layouts };
}

export function liveScene(name: string): Scene {
  const key = keyOf(name, Object.keys(LIVE_MOTIFS));
  const n = numberOf(name);
  const motif = LIVE_MOTIFS[key]!;
  return {
    ...numbered(n, FELTS, LAYOUT_COUNT),
    motif: { id: slug(key), svg: motif.svg },
    title: { small: 'Live', big: [motif.title] },
    extra: plaque({ x: 172, y: 124 }, n),
    ornaments: 'none',
  };
}

export function cardRoomScene(name: string): Scene {
  const key = keyOf(name, Object.keys(CARD_MOTIFS));
  const n = numberOf(name);
  const motif = CARD_MOTIFS[key]!;
  return {
    ...numbered(n, CARD_ROOMS, 3),
    motif: { id: slug(key), svg: motif.svg },
    title: { big: breakTitle(motif.title) },
    extra: plaque({ x: 172, y: 124 }, n),
    ornaments: 'none',
  };
}

export function fishScene(name: string): Scene {
  const key = keyOf(name, Object.keys(FISH_MOTIFS));
  const n = numberOf(name);
  return {
    ...numbered(n, SEAS, 4),
    motif: { id: slug(key), svg: FISH_MOTIFS[key]! },
    title: { big: breakTitle(key.replace(/\b\w/g, (c) => c.toUpperCase())) },
    extra: plaque({ x: 172, y: 124 }, n),
    ornaments: n % 2 === 0 ? 'coins' : 'none',
  };
}

export function sportScene(name: string): Scene {
  const key = keyOf(name, Object.keys(SPORT_MOTIFS));
  const i = Object.keys(SPORT_MOTIFS).indexOf(key);
  return {
    theme: EXTRA_THEMES.stadiums[i % EXTRA_THEMES.stadiums.length]!,
    motif: { id: slug(key), svg: SPORT_MOTIFS[key]! },
    title: { small: 'Sportsbook', big: breakTitle(key) },
    layout: i % LAYOUT_COUNT,
    ornaments: 'none',
  };
}

export function esportScene(name: string, vendor: string): Scene {
  const keys = Object.keys(ESPORT_MOTIFS).filter((k) => k !== 'controller');
  const lower = name.toLowerCase();
  const key = keys.find((k) => lower.includes(k)) ?? 'controller';
  const game = key === 'controller' ? name : name.slice(0, key.length);
  const rest = name.slice(game.length).trim();
  const themes = EXTRA_THEMES.neon;
  // the league's name ("Pro League", "Arena") sets the colour, so one title at two vendors differs
  const league = hashOf(rest || vendor);
  return {
    theme: themes[league % themes.length]!,
    motif: { id: slug(key), svg: ESPORT_MOTIFS[key]! },
    title: { ...(rest ? { small: rest } : {}), big: breakTitle(game) },
    layout: (keys.indexOf(key) + league) % LAYOUT_COUNT,
    ornaments: 'none',
  };
}

const INHOUSE_TITLES: Record<string, string> = { slot: 'Perlas Slot' };

export function inhouseScene(code: string, name: string): Scene {
  const key = INHOUSE_MOTIFS[code] ? code : keyOf(name, Object.keys(INHOUSE_MOTIFS));
  const keys = Object.keys(INHOUSE_MOTIFS);
  return {
    theme: EXTRA_THEMES.originals[keys.indexOf(key) % EXTRA_THEMES.originals.length]!,
    motif: { id: slug(key), svg: INHOUSE_MOTIFS[key]! },
    title: { small: 'Originals', big: breakTitle(INHOUSE_TITLES[key] ?? name) },
    layout: 0,
    ornaments: 'sparkles',
  };
}

const LOTTERY_TITLES: Record<string, Scene['title']> = {
  SSC: { small: 'Time lottery', big: ['SSC'] },
  '11X5': { small: 'Pick 5', big: ['11 x 5'] },
  PK10: { small: 'Racing', big: ['PK10'] },
  LHC: { small: 'Lotto', big: ['Mark Six'] },
  LF: { small: 'Digits', big: ['3D'] },
  VN: { small: 'Lotto', big: ['Vietnam'] },
};

/** A lottery family's card (the lottery module points at /media/games/<vendor>/<family>.svg). */
export function lotteryScene(family: string, vendor: string): Scene {
  const themes = EXTRA_THEMES.lottery;
  return {
    theme: themes[(hashOf(vendor) + Object.keys(LOTTERY_MOTIFS).indexOf(family)) % themes.length]!,
    motif: { id: `lottery-${family.toLowerCase()}`, svg: LOTTERY_MOTIFS[family]! },
    title: LOTTERY_TITLES[family] ?? { big: [family] },
    layout: 0,
    ornaments: 'coins',
  };
}

export const isLotteryFamily = (code: string) => Object.hasOwn(LOTTERY_MOTIFS, code);
