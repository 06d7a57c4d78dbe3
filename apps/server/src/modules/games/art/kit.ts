/**
 * Small shared pieces of the game art: a stable hash and random source (so a game's picture
 * never changes between requests or servers), XML escaping, the title type and the little
 * ornaments (coins, sparkles, chips, cards) several scenes share.
 */

/** FNV-1a: the same text always gives the same 32-bit number. */
export function hashOf(text: string): number {
  let h = 2166136261;
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  return h;
}

/** Mulberry32: a repeatable sequence of numbers in [0, 1) from a seed. */
export function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A whole number in [min, max] from a random source. */
export const between = (rnd: () => number, [min, max]: readonly [min: number, max: number]) =>
  min + Math.floor(rnd() * (max - min + 1));

/** Game names come from the database: never let one close a tag or an attribute. */
export const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Coordinates to one decimal: enough on a 200 px tile, and it keeps the files small. */
export const n1 = (v: number) => String(Math.round(v * 10) / 10);

// Bold sans capitals in thousandths of an em (Arial, Helvetica and Liberation share them).
const WIDTHS: Record<string, number> = {
  I: 278,
  J: 556,
  E: 667,
  F: 611,
  L: 611,
  T: 611,
  Z: 611,
  P: 667,
  S: 667,
  V: 667,
  X: 667,
  Y: 667,
  G: 778,
  O: 778,
  Q: 778,
  M: 833,
  W: 944,
  ' ': 278,
  "'": 238,
  '-': 333,
  '.': 278,
  '#': 556,
  '&': 722,
};
const widthOf = (c: string) => WIDTHS[c] ?? (/\d/.test(c) ? 556 : 722);

/** The width of a capitalised line at `size` px with `spacing` px between letters. */
export const textWidth = (text: string, { size, spacing = 0 }: { size: number; spacing?: number }) =>
  [...text].reduce((w, c) => w + (widthOf(c) * size) / 1000 + spacing, 0);

export type TitleLine = { text: string; size: number; spacing?: number };

/**
 * One title line, centred, as large as it fits in `max` px up to its size. textLength pins the
 * drawn width to the estimate, so a device's own fallback font can never push it past the edge.
 */
export function titleLine(
  line: TitleLine,
  { y, max = 178 }: { y: number; max?: number },
): { svg: string; size: number } {
  const text = line.text.toUpperCase();
  const spacing = line.spacing ?? 0;
  const natural = textWidth(text, { size: line.size, spacing });
  const size = natural > max ? Math.max(11, (line.size * max) / natural) : line.size;
  const width = Math.min(max, textWidth(text, { size, spacing: (spacing * size) / line.size }));
  const ls = spacing ? ` letter-spacing="${n1((spacing * size) / line.size)}"` : '';
  return {
    svg: `<text x="100" y="${n1(y)}" font-size="${n1(size)}"${ls} textLength="${n1(width)}" lengthAdjust="spacingAndGlyphs">${esc(text)}</text>`,
    size,
  };
}

/** The title block, bottom up: the big lines sit on the base line, the small line above them. */
export function titleBlock(title: { small?: string | undefined; big: string[] }, base = 177): string {
  let y = base;
  const out: string[] = [];
  for (const text of [...title.big].reverse()) {
    const line = titleLine({ text, size: title.big.length > 1 ? 24 : 31 }, { y });
    out.unshift(line.svg);
    y -= line.size * 0.92;
  }
  if (title.small)
    out.unshift(titleLine({ text: title.small, size: 12.5, spacing: 2.2 }, { y: y - 2, max: 150 }).svg);
  return `<g font-family="Arial,Liberation Sans,Helvetica,Roboto,sans-serif" font-weight="700" text-anchor="middle" fill="url(#t)" stroke="#12070a" stroke-width="3.2" stroke-linejoin="round" paint-order="stroke">${out.join('')}</g>`;
}

/** The vendor's mark: a small pill at the foot of the tile. */
export function vendorMark(vendor: string): string {
  if (!vendor) return '';
  const text = vendor.toUpperCase().slice(0, 12);
  const w = textWidth(text, { size: 7.5, spacing: 1 }) + 12;
  return `<rect x="${n1(100 - w / 2)}" y="184" width="${n1(w)}" height="12" rx="6" fill="#000" fill-opacity=".45"/><text x="100" y="193" font-family="Arial,sans-serif" font-size="7.5" font-weight="700" letter-spacing="1" text-anchor="middle" fill="#fff" fill-opacity=".85">${esc(text)}</text>`;
}

/** A point and a radius. */
export type Circle = { x: number; y: number; r: number };

/** A four-pointed sparkle's outline at (x, y), in relative steps to keep it short. */
export const sparkleD = ({ x, y, r }: Circle) => {
  const a = n1(r * 0.15);
  const b = n1(r * 0.85);
  const c = n1(r);
  return `M${n1(x)} ${n1(y - r)}q${a} ${b} ${c} ${c}q-${b} ${a}-${c} ${c}q-${a}-${b}-${c}-${c}q${b}-${a} ${c}-${c}z`;
};

export const sparkle = (at: Circle, fill = '#fff8d0') => `<path d="${sparkleD(at)}" fill="${fill}"/>`;

/** Gold coins, [x, y, r] each, sharing their paint. */
export const coins = (list: [number, number, number][]) =>
  `<g fill="#ffcf33" stroke="#9a6206" stroke-width="1.5">${list.map(([x, y, r]) => `<circle cx="${n1(x)}" cy="${n1(y)}" r="${r}"/>`).join('')}</g>` +
  `<g fill="none" stroke="#e0a015" stroke-width="1.5">${list.map(([x, y, r]) => `<circle cx="${n1(x)}" cy="${n1(y)}" r="${n1(r * 0.62)}"/>`).join('')}</g>`;

/** A casino chip at (x, y) in `color`. */
export const chip = ({ x, y, r }: Circle, color: string) =>
  `<circle cx="${n1(x)}" cy="${n1(y)}" r="${n1(r)}" fill="${color}" stroke="#0007"/><circle cx="${n1(x)}" cy="${n1(y)}" r="${n1(r * 0.8)}" fill="none" stroke="#fff" stroke-width="${n1(r * 0.28)}" stroke-dasharray="${n1(r * 0.42)} ${n1(r * 0.42)}"/><circle cx="${n1(x)}" cy="${n1(y)}" r="${n1(r * 0.5)}" fill="#fff" fill-opacity=".3"/>`;

/** A round number plaque (a table or room number) at (x, y). */
export const plaque = ({ x, y }: { x: number; y: number }, n: number) =>
  `<circle cx="${n1(x)}" cy="${n1(y)}" r="15" fill="#1b0f12" stroke="url(#t)" stroke-width="3"/><text x="${n1(x)}" y="${n1(y + 5.5)}" font-family="Arial,sans-serif" font-size="${n < 10 ? 16 : 14}" font-weight="700" text-anchor="middle" fill="#ffe08a">${n}</text>`;
