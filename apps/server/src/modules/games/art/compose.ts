import { backdrop, type Theme } from './backdrop.ts';
import { between, coins, esc, n1, seeded, sparkleD, titleBlock, vendorMark } from './kit.ts';

/** What a tile shows, decided per category (scenes.ts); composed here into one SVG. */
export type Scene = {
  theme: Theme;
  /** The picture, drawn in a 100 x 100 box; `id` names its subject. */
  motif: { id: string; svg: string };
  title: { small?: string | undefined; big: string[] };
  /** More drawing over the picture in tile units: a table number, a ribbon. */
  extra?: string;
  /** A gold frame and a "Deluxe" ribbon under the title, for the Deluxe editions. */
  frame?: boolean;
  /** The composition; from the seed when not given. */
  layout?: number;
  /** The picture may be mirrored for variety: only pictures with no writing or sevens in them. */
  mirror?: boolean;
  /** Ornaments around the picture; from the seed when not given. */
  ornaments?: 'coins' | 'sparkles' | 'none';
};

const DELUXE_RIBBON =
  '<path d="M64 167H136L131 174.5L136 182H64L69 174.5Z" fill="#c8102e" stroke="#5a0010"/><text x="100" y="178" font-family="Arial,sans-serif" font-size="9" font-weight="700" letter-spacing="2.5" text-anchor="middle" fill="#ffe08a">DELUXE</text>';

type Layout = { x: number; y: number; s: number; free: 'left' | 'right' | 'both' | 'none' };

/** Where the picture sits; the free side gets the ornaments. */
const LAYOUTS: Layout[] = [
  { x: 100, y: 80, s: 1.14, free: 'both' },
  { x: 92, y: 78, s: 1.04, free: 'right' },
  { x: 108, y: 78, s: 1.04, free: 'left' },
  { x: 100, y: 80, s: 1.24, free: 'none' },
  { x: 100, y: 74, s: 0.98, free: 'both' },
];
export const LAYOUT_COUNT = LAYOUTS.length;

const INKS = {
  gold: ['#fff6c8', '#ffd34d', '#c8860a'],
  silver: ['#ffffff', '#e2e8f2', '#8a96aa'],
} as const;

function ornaments(kind: Scene['ornaments'], free: Layout['free'], rnd: () => number): string {
  if (kind === 'none' || free === 'none') return '';
  const sides = free === 'both' ? [22, 178] : free === 'left' ? [24] : [176];
  const spots = sides.map((x) => ({ x, y: between(rnd, [44, 92]), dx: x < 100 ? 8 : -8 }));
  return kind === 'coins'
    ? coins(
        spots.flatMap(({ x, y, dx }): [number, number, number][] => [
          [x, y, 9],
          [x + dx, y + 22, 6.5],
        ]),
      )
    : `<path d="${spots.map(({ x, y, dx }) => sparkleD({ x, y, r: 9 }) + sparkleD({ x: x + dx, y: y + 24, r: 5 })).join('')}" fill="#fff8d0"/>`;
}

/**
 * One tile: background, glow, picture with its shadow, ornaments, a shade behind the title,
 * the title, the vendor's mark and, for a Deluxe edition, a frame. 200 x 200 with a fixed
 * width and height so the image has its size before it is decoded.
 */
export function compose(scene: Scene, opts: { seed: number; vendor: string; label: string }): string {
  const rnd = seeded(opts.seed);
  const layout = LAYOUTS[(scene.layout ?? between(rnd, [0, LAYOUTS.length - 1])) % LAYOUTS.length]!;
  const flip = rnd() < 0.5 && scene.mirror === true;
  const tilt = between(rnd, [-6, 6]);
  const glow = { x: layout.x + between(rnd, [-12, 12]), y: layout.y - between(rnd, [0, 14]) };
  const bg = backdrop(scene.theme, { rnd, glow });
  const ink = INKS[scene.theme.ink ?? 'gold'];
  const { x, y, s } = layout;
  const place = flip
    ? `translate(${n1(x + 50 * s)} ${n1(y - 50 * s)}) scale(${-s} ${s}) rotate(${tilt} 50 50)`
    : `translate(${n1(x - 50 * s)} ${n1(y - 50 * s)}) scale(${s}) rotate(${tilt} 50 50)`;
  const kind = scene.ornaments ?? (['coins', 'sparkles', 'none'] as const)[between(rnd, [0, 2])];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200" role="img" aria-label="${esc(opts.label)}">` +
    `<defs>${bg.defs}` +
    '<linearGradient id="c" x2="0" y2="1"><stop offset=".5" stop-opacity="0"/><stop offset="1" stop-opacity=".8"/></linearGradient>' +
    `<linearGradient id="t" x2="0" y2="1"><stop stop-color="${ink[0]}"/><stop offset=".5" stop-color="${ink[1]}"/><stop offset="1" stop-color="${ink[2]}"/></linearGradient></defs>` +
    bg.body +
    `<ellipse cx="${x}" cy="${n1(y + 47 * s)}" rx="${n1(38 * s)}" ry="6" fill="#000" fill-opacity=".3"/>` +
    `<g id="${scene.motif.id}" transform="${place}" stroke="#1b1226" stroke-width="2" stroke-linejoin="round" stroke-linecap="round">${scene.motif.svg}</g>` +
    ornaments(kind, layout.free, rnd) +
    '<rect y="90" width="200" height="110" fill="url(#c)"/>' +
    (scene.extra ?? '') +
    // the ribbon sits under the title, clear of the card's badges and star at the top
    (scene.frame ? titleBlock(scene.title, 163) + DELUXE_RIBBON : titleBlock(scene.title)) +
    vendorMark(opts.vendor) +
    (scene.frame
      ? '<rect x="3" y="3" width="194" height="194" rx="12" fill="none" stroke="url(#t)" stroke-width="5"/>'
      : '') +
    '</svg>'
  );
}
