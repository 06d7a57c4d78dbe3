import { n1 } from './kit.ts';

/** Suit outlines centred on 0,0, about 18 units across. */
const SUITS = {
  h: 'M0 7C-9 0-11-5-8-8C-5-11-1-9 0-6C1-9 5-11 8-8C11-5 9 0 0 7Z',
  d: 'M0-9L7 0L0 9L-7 0Z',
  s: 'M0-9C-5-3-10 0-8 4C-6 7-2 6-1 4L-3 9H3L1 4C2 6 6 7 8 4C10 0 5-3 0-9Z',
  c: 'M-4.2-4.5a4.2 4.2 0 1 0 8.4 0a4.2 4.2 0 1 0-8.4 0M-8.7 1.5a4.2 4.2 0 1 0 8.4 0a4.2 4.2 0 1 0-8.4 0M.3 1.5a4.2 4.2 0 1 0 8.4 0a4.2 4.2 0 1 0-8.4 0M-1 2L-3 9H3L1 2Z',
} as const;
export type Suit = keyof typeof SUITS;
/** Where a card, a tile or a die lies: its centre, turned `rot` degrees. */
export type Place = { x: number; y: number; rot: number };

const RED = '#d7141f';
const inkOf = (suit: Suit) => (suit === 'h' || suit === 'd' ? RED : '#1b1226');

/** A face-up playing card centred at (x, y), turned `rot` degrees: rank in the corner, suit in the middle. */
export function card({ x, y, rot }: Place, { rank, suit }: { rank: string; suit: Suit }): string {
  const ink = inkOf(suit);
  return (
    `<g transform="translate(${x} ${y}) rotate(${rot})"><rect x="-15" y="-21" width="30" height="42" rx="3" fill="#fffdf6"/>` +
    `<text x="-10" y="-9" font-family="Arial,sans-serif" font-size="11" font-weight="700" text-anchor="middle" fill="${ink}" stroke="none">${rank}</text>` +
    `<path d="${SUITS[suit]}" transform="translate(2 4) scale(1.15)" fill="${ink}" stroke="none"/></g>`
  );
}

/** A face-down card: a patterned back. */
export const cardBack = ({ x, y, rot }: Place, colour: string) =>
  `<g transform="translate(${x} ${y}) rotate(${rot})"><rect x="-15" y="-21" width="30" height="42" rx="3" fill="#fffdf6"/><rect x="-11" y="-17" width="22" height="34" rx="2" fill="${colour}" stroke="none"/><path d="M0-12L8 0L0 12L-8 0Z" fill="none" stroke="#ffd34d" stroke-width="1.5"/></g>`;

/** A suit on its own, for emblems. */
export const suit = (
  { x, y, scale }: { x: number; y: number; scale: number },
  { s, fill = inkOf(s) }: { s: Suit; fill?: string },
) => `<path d="${SUITS[s]}" transform="translate(${x} ${y}) scale(${scale})" fill="${fill}"/>`;

/** A stack of chips seen from the side, `count` high, at (x, y) (its bottom). */
export function chipStack(
  { x, y }: { x: number; y: number },
  { count, colour }: { count: number; colour: string },
): string {
  let out = '';
  for (let i = 0; i < count; i++)
    out += `<ellipse cx="${x}" cy="${n1(y - i * 5)}" rx="11" ry="4.5" fill="${colour}"/>`;
  return `${out}<ellipse cx="${x}" cy="${n1(y - (count - 1) * 5)}" rx="6" ry="2.2" fill="#fff" fill-opacity=".6" stroke="none"/>`;
}

/** A domino-style tile with pips: `pips` lists [x, y] spots in a 20 x 40 tile, `red` spots in red. */
export function tile(opts: {
  x: number;
  y: number;
  rot: number;
  face: string;
  pips: number[][];
  ink: string;
}): string {
  const dots = opts.pips.map(([px, py]) => `<circle cx="${px! - 10}" cy="${py! - 20}" r="3"/>`).join('');
  return `<g transform="translate(${opts.x} ${opts.y}) rotate(${opts.rot})"><rect x="-12" y="-22" width="24" height="44" rx="4" fill="${opts.face}"/><path d="M-9 0H9" stroke-width="1.5"/><g fill="${opts.ink}" stroke="none">${dots}</g></g>`;
}

// Pip spots of a die's faces in a 28-unit square centred on 0,0.
const FACES: number[][][] = [
  [[0, 0]],
  [
    [-7, -7],
    [7, 7],
  ],
  [
    [-7, -7],
    [0, 0],
    [7, 7],
  ],
  [
    [-7, -7],
    [7, -7],
    [-7, 7],
    [7, 7],
  ],
  [
    [-7, -7],
    [7, -7],
    [0, 0],
    [-7, 7],
    [7, 7],
  ],
  [
    [-7, -7],
    [7, -7],
    [-7, 0],
    [7, 0],
    [-7, 7],
    [7, 7],
  ],
];

/** A die showing `face` (1 to 6) at (x, y); the one and the four in red, as on Asian dice. */
export function die({ x, y, rot }: Place, face: number): string {
  const ink = face === 1 || face === 4 ? '#d7141f' : '#1b1226';
  const r = face === 1 ? 5 : 3;
  const dots = (FACES[face - 1] ?? []).map(([px, py]) => `<circle cx="${px}" cy="${py}" r="${r}"/>`).join('');
  return `<g transform="translate(${x} ${y}) rotate(${rot})"><rect x="-14" y="-14" width="28" height="28" rx="6" fill="#fffdf6"/><g fill="${ink}" stroke="none">${dots}</g></g>`;
}
