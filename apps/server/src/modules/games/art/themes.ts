import type { Pattern, Theme } from './backdrop.ts';

const th = (top: string, bottom: string, glow: string, pattern: Pattern, ink?: 'silver'): Theme =>
  ink ? { top, bottom, glow, pattern, ink } : { top, bottom, glow, pattern };

/**
 * A slot's look from the first word of its name: each word has its own colours and texture,
 * chosen to say the word (Volcano smoulders, Monsoon rains, Neon glows on a grid).
 */
export const WORD_THEMES: Record<string, Theme> = {
  golden: th('#8a5a00', '#1f1200', '#ffcc33', 'rays'),
  lucky: th('#12804a', '#04200f', '#7dffa8', 'dots'),
  mighty: th('#6e1410', '#1a0403', '#ff7a3d', 'rays'),
  royal: th('#4a1d8a', '#12062a', '#d0a8ff', 'diamonds'),
  mystic: th('#2e1d66', '#0a0618', '#a98bff', 'stars'),
  blazing: th('#c23a0c', '#2a0800', '#ffb03b', 'flames'),
  jade: th('#0f7a60', '#022019', '#8fffd8', 'clouds'),
  silver: th('#6a7383', '#171a21', '#eef3fb', 'facets', 'silver'),
  wild: th('#50780f', '#132005', '#dcff5e', 'leaves'),
  crystal: th('#2d7cbc', '#0a1a30', '#c6ecff', 'facets', 'silver'),
  thunder: th('#30267a', '#08061c', '#ffe45a', 'bolts'),
  ruby: th('#9c1030', '#22030a', '#ff6a88', 'diamonds'),
  sunny: th('#ffad2a', '#b8410a', '#fff6b0', 'rays'),
  sapphire: th('#1446b0', '#050f30', '#7fb2ff', 'diamonds', 'silver'),
  dragon: th('#a81212', '#2a0303', '#ffd24a', 'scales'),
  island: th('#15b0bd', '#05434c', '#fff2a6', 'waves'),
  fiesta: th('#d83a74', '#3a0a22', '#ffd84d', 'confetti'),
  neon: th('#1f0c46', '#05020f', '#ff3df2', 'grid'),
  emerald: th('#0b8a4e', '#022412', '#62ffb8', 'diamonds'),
  tropical: th('#16a872', '#0a3a2a', '#ffe56a', 'leaves'),
  cosmic: th('#22136a', '#030214', '#8a6aff', 'stars'),
  fortune: th('#b81a1a', '#3a0404', '#ffd54d', 'dots'),
  magic: th('#6a1f9e', '#16052a', '#ff9cf2', 'sparkles'),
  diamond: th('#235680', '#081420', '#e4f8ff', 'facets', 'silver'),
  volcano: th('#64200a', '#120402', '#ff6a1f', 'flames'),
  coral: th('#ff7565', '#5a1a2a', '#ffd8c8', 'bubbles'),
  monsoon: th('#3e566f', '#0e1620', '#b8d6f4', 'rain', 'silver'),
  star: th('#142060', '#03061a', '#fff4b8', 'stars'),
  phoenix: th('#cc420c', '#2a0604', '#ffd24a', 'sparkles'),
  tiger: th('#d8720c', '#3a1602', '#ffd890', 'stripes'),
};

/** Themes for a name with no known first word: picked by the name's hash. */
export const SPARE_THEMES = Object.values(WORD_THEMES);

/** Live tables: the felt of table n, eight cloths. */
export const FELTS: Theme[] = [
  th('#128048', '#04301a', '#8affc0', 'felt'),
  th('#0c6e78', '#032a30', '#8ff6ff', 'felt'),
  th('#1a4fa6', '#071a40', '#9cc2ff', 'felt'),
  th('#8a1438', '#2a0412', '#ff9cb8', 'felt'),
  th('#55208c', '#180830', '#d8a8ff', 'felt'),
  th('#1d5a3c', '#06180f', '#c8ffd8', 'felt'),
  th('#a81a1a', '#300505', '#ffc08a', 'felt'),
  th('#183870', '#050f24', '#ffe08a', 'felt'),
];

/** Fishing rooms: five seas. */
export const SEAS: Theme[] = [
  th('#0f7fc8', '#041c40', '#7fe8ff', 'sea'),
  th('#0aa3a0', '#032c3a', '#a8fff0', 'sea'),
  th('#1b4fb8', '#060c30', '#9ab8ff', 'sea'),
  th('#1a8a6a', '#04201c', '#c8ff9a', 'sea'),
  th('#3a3aa8', '#0a0628', '#ffb8f0', 'sea'),
];

/** Card rooms: six table colours under a pattern of suits. */
export const CARD_ROOMS: Theme[] = [
  th('#1b6a3a', '#06200f', '#ffe08a', 'suits'),
  th('#7a1530', '#20040c', '#ffb0c0', 'suits'),
  th('#1c3f80', '#060f26', '#a8c8ff', 'suits'),
  th('#5a2a86', '#160826', '#f0b8ff', 'suits'),
  th('#8a5a12', '#241504', '#ffe6a0', 'suits'),
  th('#155e66', '#041c20', '#a8fff4', 'suits'),
];

/** Sportsbooks under floodlights, e-sports on a neon grid, the house's own games, the lottery. */
export const EXTRA_THEMES = {
  stadiums: [
    th('#17803a', '#05240f', '#d8ffd0', 'stadium'),
    th('#1d3f8a', '#07112a', '#ffe08a', 'stadium'),
    th('#8a1a1a', '#240505', '#ffd0a0', 'stadium'),
    th('#0f6a7a', '#03222a', '#c0f8ff', 'stadium'),
    th('#5a2a8a', '#150828', '#e8c8ff', 'stadium'),
    th('#2a2f3a', '#0a0c10', '#ffcf33', 'stadium'),
  ],
  neon: [
    th('#2a0c5a', '#07021a', '#ff3df2', 'grid'),
    th('#062a4a', '#010a16', '#3df2ff', 'grid'),
    th('#123a0a', '#030f02', '#9dff3d', 'grid'),
    th('#4a1a06', '#140500', '#ffa03d', 'grid'),
  ],
  originals: [
    th('#3a1670', '#0e0524', '#ffcf33', 'sparkles'),
    th('#0f5a6a', '#021a22', '#7ff6e8', 'sparkles'),
    th('#6a1448', '#1c0414', '#ff9ad8', 'sparkles'),
    th('#1a3a8a', '#050c26', '#9cc8ff', 'sparkles'),
  ],
  lottery: [
    th('#a8141f', '#2a0306', '#ffd24a', 'rays'),
    th('#123a8a', '#040c24', '#ffe08a', 'rays'),
    th('#0c6a52', '#021a14', '#b0ffd8', 'rays'),
    th('#5a1a8a', '#140526', '#ffc8f0', 'rays'),
  ],
};
