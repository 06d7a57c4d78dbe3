import { between, n1, sparkle } from './kit.ts';

/** How a tile's background is textured; each theme picks one. */
export type Pattern =
  | 'rays'
  | 'dots'
  | 'diamonds'
  | 'scales'
  | 'stars'
  | 'flames'
  | 'clouds'
  | 'facets'
  | 'leaves'
  | 'bolts'
  | 'waves'
  | 'grid'
  | 'bubbles'
  | 'rain'
  | 'sparkles'
  | 'stripes'
  | 'confetti'
  | 'felt'
  | 'sea'
  | 'stadium'
  | 'suits';

export type Theme = {
  /** Background gradient, top to bottom, and the glow behind the picture. */
  top: string;
  bottom: string;
  glow: string;
  pattern: Pattern;
  /** The title's metal: gold unless a theme reads better in silver. */
  ink?: 'gold' | 'silver';
};

type Rnd = () => number;
type Drawn = { defs: string; body: string };

const tile = (w: number, h: number, rot: number, inner: string): Drawn => ({
  defs: `<pattern id="q" width="${w}" height="${h}" patternUnits="userSpaceOnUse" patternTransform="rotate(${rot})">${inner}</pattern>`,
  body: '<rect width="200" height="200" fill="url(#q)"/>',
});

const scatter = (rnd: Rnd, count: number, draw: (x: number, y: number, i: number) => string) =>
  Array.from({ length: count }, (_, i) => draw(between(rnd, [6, 194]), between(rnd, [6, 150]), i)).join('');

/** Round dots in one path: a zero-length line with round caps draws a dot. */
const dots = (rnd: Rnd, count: number, colour: string, size: number, opacity = '.75') =>
  `<path d="${scatter(rnd, count, (x, y) => `M${x} ${y}h0`)}" stroke="${colour}" stroke-opacity="${opacity}" stroke-width="${size}" stroke-linecap="round"/>`;

/** Rays from the glow: a sunburst, the classic slot backdrop. */
function rays(rnd: Rnd, cx: number, cy: number): string {
  const count = between(rnd, [12, 18]);
  const turn = rnd() * Math.PI;
  const at = (a: number) => `${Math.round(cx + 220 * Math.cos(a))} ${Math.round(cy + 220 * Math.sin(a))}`;
  let d = '';
  for (let i = 0; i < count; i++) {
    const a = turn + (i * 2 * Math.PI) / count;
    d += `M${cx} ${cy}L${at(a)}L${at(a + Math.PI / count)}Z`;
  }
  return `<path d="${d}" fill="#fff" fill-opacity=".07"/>`;
}

const PATTERNS: Record<Pattern, (t: Theme, rnd: Rnd, cx: number, cy: number) => Drawn> = {
  rays: (_t, rnd, cx, cy) => ({ defs: '', body: rays(rnd, cx, cy) }),
  dots: (t, rnd) =>
    tile(
      16,
      16,
      between(rnd, [0, 45]),
      `<circle cx="4" cy="4" r="1.8" fill="${t.glow}" fill-opacity=".25"/>`,
    ),
  diamonds: (_t, rnd) =>
    tile(
      22,
      22,
      between(rnd, [0, 30]),
      '<path d="M11 1L21 11L11 21L1 11Z" fill="none" stroke="#fff" stroke-opacity=".1"/>',
    ),
  scales: (t, rnd) =>
    tile(
      16,
      12,
      between(rnd, [-10, 10]),
      `<path d="M0 12A8 8 0 0 1 16 12M-8 6A8 8 0 0 1 8 6A8 8 0 0 1 24 6" fill="none" stroke="${t.glow}" stroke-opacity=".22" stroke-width="1.5"/>`,
    ),
  stars: (_t, rnd) => ({
    defs: '',
    body:
      dots(rnd, 12, '#fff', 2.2) +
      dots(rnd, 10, '#fff', 1.2) +
      sparkle({ x: between(rnd, [20, 60]), y: between(rnd, [30, 60]), r: 6 }) +
      sparkle({ x: between(rnd, [140, 180]), y: between(rnd, [60, 110]), r: 5 }),
  }),
  flames: (t, rnd) => ({
    defs: '',
    body: scatter(rnd, 5, (x, _y, i) => {
      const h = 60 + (i % 3) * 25;
      return `<path d="M${x - 22} 200C${x - 24} ${200 - h / 2} ${x} ${200 - h / 2} ${x + 4} ${200 - h}C${x + 10} ${200 - h / 2} ${x + 26} ${200 - h / 3} ${x + 22} 200Z" fill="${t.glow}" fill-opacity=".22"/>`;
    }),
  }),
  clouds: (_t, rnd) => ({
    defs: '',
    body: scatter(
      rnd,
      4,
      (x, y) =>
        `<path d="M${x - 24} ${y}a10 10 0 0 1 14-9a12 12 0 0 1 22 0a10 10 0 0 1 12 9Z" fill="#fff" fill-opacity=".1"/>`,
    ),
  }),
  facets: (_t, rnd) => ({
    defs: '',
    body: scatter(
      rnd,
      7,
      (x, y, i) =>
        `<path d="M${x} ${y}L${x + between(rnd, [30, 70])} ${y + between(rnd, [-20, 40])}L${x + between(rnd, [-30, 20])} ${y + between(rnd, [30, 70])}Z" fill="#fff" fill-opacity="${0.04 + (i % 3) * 0.04}"/>`,
    ),
  }),
  leaves: (_t, rnd) => ({
    defs: '',
    body: `<path d="${scatter(rnd, 6, (x, y) => {
      const a = rnd() * 2 * Math.PI;
      const [c, s] = [Math.cos(a), Math.sin(a)];
      return `M${x} ${y}q${n1(22 * c + 26 * s)} ${n1(22 * s - 26 * c)} ${n1(44 * c)} ${n1(44 * s)}q${n1(-22 * c - 26 * s)} ${n1(-22 * s + 26 * c)} ${n1(-44 * c)} ${n1(-44 * s)}z`;
    })}" fill="#062a10" fill-opacity=".35"/>`,
  }),
  bolts: (t, rnd) => ({
    defs: '',
    body: scatter(
      rnd,
      3,
      (x, y) =>
        `<path d="M${x} ${y - 30}l-12 28h10l-8 26l20-34h-10l8-20Z" fill="${t.glow}" fill-opacity=".3"/>`,
    ),
  }),
  waves: (_t, rnd) => ({
    defs: '',
    body: Array.from(
      { length: 5 },
      (_, i) =>
        `<path d="M0 ${40 + i * 34 + between(rnd, [-6, 6])}q25-12 50 0t50 0t50 0t50 0" fill="none" stroke="#fff" stroke-opacity=".14" stroke-width="3"/>`,
    ).join(''),
  }),
  grid: (t) => ({
    defs: '',
    body: `<path d="M0 130H200M0 146H200M0 166H200M0 190H200M100 118L0 200M100 118L60 200M100 118L140 200M100 118L200 200M100 118L-100 200M100 118L300 200" fill="none" stroke="${t.glow}" stroke-opacity=".45"/>`,
  }),
  bubbles: (_t, rnd) => ({
    defs: '',
    body: `<g fill="none" stroke="#fff" stroke-opacity=".3" stroke-width="1.5">${scatter(rnd, 10, (x, y, i) => `<circle cx="${x}" cy="${y}" r="${2 + (i % 4) * 2}"/>`)}</g>`,
  }),
  rain: (_t, rnd) =>
    tile(
      14,
      18,
      between(rnd, [15, 25]),
      '<path d="M4 0V9" stroke="#dff" stroke-opacity=".22" stroke-width="1.5"/>',
    ),
  sparkles: (t, rnd) => ({
    defs: '',
    body: scatter(rnd, 7, (x, y, i) => sparkle({ x, y, r: 3 + (i % 3) * 2 }, t.glow)),
  }),
  stripes: (_t, rnd) => ({
    defs: '',
    body: scatter(rnd, 6, (_x, y, i) => {
      const left = i % 2 === 0;
      const e = left ? 0 : 200;
      const s = left ? 1 : -1;
      return `<path d="M${e} ${y}q${s * 30} 4 ${s * 56} 14q${s * -30} 2 ${s * -56} 8Z" fill="#120800" fill-opacity=".4"/>`;
    }),
  }),
  confetti: (_t, rnd) => ({
    defs: '',
    body: ['#ffd21a', '#3ad0ff', '#ff4f8a', '#5be36b']
      .map(
        (fill) =>
          `<path d="${scatter(rnd, 5, (x, y) => `M${x} ${y}l${between(rnd, [-6, 6])} ${between(rnd, [2, 5])} 2 -3z`)}" fill="${fill}"/>`,
      )
      .join(''),
  }),
  felt: (t) => ({
    defs: '',
    body: `<ellipse cx="100" cy="210" rx="150" ry="110" fill="none" stroke="#c8923a" stroke-width="10"/><ellipse cx="100" cy="210" rx="130" ry="92" fill="none" stroke="${t.glow}" stroke-opacity=".3" stroke-width="1.5"/>`,
  }),
  sea: (_t, rnd) => ({
    defs: '',
    body:
      '<path d="M40 0L10 200H50L70 0ZM120 0L110 200H150L140 0Z" fill="#fff" fill-opacity=".06"/>' +
      dots(rnd, 8, '#fff', 4, '.3') +
      dots(rnd, 6, '#fff', 7, '.2'),
  }),
  stadium: (t) => ({
    defs: '',
    body: `<path d="M0 0L70 120H90L20 0ZM200 0L130 120H110L180 0Z" fill="#fff" fill-opacity=".07"/><circle cx="20" cy="6" r="8" fill="${t.glow}" fill-opacity=".6"/><circle cx="180" cy="6" r="8" fill="${t.glow}" fill-opacity=".6"/><path d="M0 150H200M100 150V200" stroke="#fff" stroke-opacity=".15" stroke-width="2"/>`,
  }),
  suits: (_t, rnd) =>
    tile(
      28,
      28,
      between(rnd, [0, 40]),
      '<path d="M7 10C3 7 2 5 3 3.5C4 2 6 2.3 7 4C8 2.3 10 2 11 3.5C12 5 11 7 7 10ZM21 16L25 21L21 26L17 21Z" fill="#fff" fill-opacity=".08"/>',
    ),
};

/** The tile's background: the theme's gradient, its texture, and a glow where the picture sits. */
export function backdrop(theme: Theme, { rnd, glow }: { rnd: Rnd; glow: { x: number; y: number } }): Drawn {
  const texture = PATTERNS[theme.pattern](theme, rnd, glow.x, glow.y);
  return {
    defs:
      `<linearGradient id="a" x2="0" y2="1"><stop stop-color="${theme.top}"/><stop offset="1" stop-color="${theme.bottom}"/></linearGradient>` +
      `<radialGradient id="b"><stop stop-color="${theme.glow}" stop-opacity=".55"/><stop offset="1" stop-color="${theme.glow}" stop-opacity="0"/></radialGradient>` +
      texture.defs,
    body: `<rect width="200" height="200" fill="url(#a)"/>${texture.body}<circle cx="${glow.x}" cy="${glow.y}" r="86" fill="url(#b)"/>`,
  };
}
