import { die } from './cards.ts';
import { n1 } from './kit.ts';

const label = (x: number | string, y: number | string, size: number | string, fill: string, text: string) =>
  `<text x="${x}" y="${y}" font-family="Arial,sans-serif" font-size="${size}" font-weight="700" text-anchor="middle" fill="${fill}" stroke="none">${text}</text>`;

type Ball = [x: number, y: number, r: number, fill: string, text: string];

/** Numbered balls: discs, a shine on each, then the numbers in one text group (it keeps the file small). */
const balls = (list: Ball[]) =>
  list.map(([x, y, r, fill]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/>`).join('') +
  `<path d="${list.map(([x, y, r]) => `M${n1(x - r / 3)} ${n1(y - r / 2.5)}h0`).join('')}" stroke="#fff" stroke-opacity=".4" stroke-width="5"/>` +
  numbers(list.map(([x, y, r, , text]) => [x, n1(y + r * 0.36), n1(r * 1.05), text]));

/** White numbers, [x, y, size, text] each, sharing one set of font attributes. */
const numbers = (list: [number, string | number, string | number, string][]) =>
  `<g font-family="Arial,sans-serif" font-weight="700" text-anchor="middle" fill="#fff" stroke="none">${list.map(([x, y, size, text]) => `<text x="${x}" y="${y}" font-size="${size}">${text}</text>`).join('')}</g>`;

export const FISH_MOTIFS: Record<string, string> = {
  'ocean king':
    '<path d="M78 50L96 30V70Z" fill="#ff9a3a"/><path d="M34 28Q50 14 62 30Z" fill="#ff9a3a"/><path d="M8 50C24 24 66 22 80 50C66 78 24 76 8 50Z" fill="#ff6a1a"/>' +
    '<path d="M44 40q6 10 0 20M56 38q6 12 0 24" fill="none" stroke="#ffd08a"/><circle cx="24" cy="46" r="6" fill="#fff"/><circle cx="23" cy="46" r="3" fill="#111" stroke="none"/>' +
    '<path d="M14 28L16 10L24 19L30 6L36 19L44 10L46 28Z" fill="#ffcf33"/><circle cx="30" cy="20" r="2.5" fill="#d7141f" stroke="none"/>',
  'fish hunter':
    '<path d="M70 52L90 36V68Z" fill="#2fb3a0"/><path d="M14 52C28 30 60 30 72 52C60 74 28 74 14 52Z" fill="#3ad0c0"/><path d="M36 38V66M48 36V68" stroke="#1f8a7a" stroke-width="3"/>' +
    '<circle cx="26" cy="48" r="4" fill="#111"/><circle cx="48" cy="52" r="26" fill="none" stroke="#ff3d5a" stroke-width="4"/><path d="M48 18V34M48 70V86M14 52H30M66 52H82" stroke="#ff3d5a" stroke-width="4"/>',
  'deep sea':
    '<path d="M38 30Q40 6 62 8" fill="none" stroke-width="2.5"/><circle cx="64" cy="9" r="12" fill="#fff3a0" fill-opacity=".3" stroke="none"/><circle cx="64" cy="9" r="5" fill="#fff3a0"/>' +
    '<path d="M18 56C18 30 64 22 78 46L96 34V78L78 66C64 88 18 84 18 56Z" fill="#3a3a72"/><path d="M18 56L44 58L18 70Z" fill="#1b1226"/>' +
    '<path d="M22 57L26 63L30 57.5L34 64L38 58M22 68L26 62L30 67L34 61" fill="#fff" stroke="#fff" stroke-width="1"/><circle cx="38" cy="42" r="7" fill="#fff3a0"/><circle cx="38" cy="42" r="3" fill="#111" stroke="none"/>',
  'golden toad':
    '<ellipse cx="50" cy="64" rx="40" ry="26" fill="#e0a015"/><path d="M16 78Q8 90 20 92M84 78Q92 90 80 92M50 88V96" stroke="#b07a0a" stroke-width="6"/>' +
    '<circle cx="30" cy="34" r="12" fill="#ffcf33"/><circle cx="70" cy="34" r="12" fill="#ffcf33"/><circle cx="30" cy="34" r="6" fill="#1b1226"/><circle cx="70" cy="34" r="6" fill="#1b1226"/>' +
    '<circle cx="50" cy="66" r="13" fill="#ffe46b"/><rect x="46" y="62" width="8" height="8" fill="#b07a0a"/><circle cx="30" cy="60" r="3" fill="#b07a0a" stroke="none"/><circle cx="72" cy="58" r="3" fill="#b07a0a" stroke="none"/>',
  'shark bay':
    '<path d="M44 34L56 8L64 36Z" fill="#7a8aa0"/><path d="M4 54C20 30 70 28 86 46L98 30V72L86 60C70 76 20 76 4 54Z" fill="#8a9ab0"/>' +
    '<path d="M8 58C30 66 60 68 84 58C70 74 24 74 8 58Z" fill="#f2f4f8" stroke="none"/><path d="M34 46V56M39 45V55M44 45V55" fill="none" stroke="#4a5a70"/>' +
    '<path d="M8 58L13 62L17 58.5L21 63L25 59" fill="#fff" stroke="#fff" stroke-width="1"/><circle cx="22" cy="46" r="3" fill="#111" stroke="none"/>',
  'dragon fishing':
    '<path d="M8 86C24 40 46 96 64 56" fill="none" stroke="#1b1226" stroke-width="18"/><path d="M8 86C24 40 46 96 64 56" fill="none" stroke="#2fb36a" stroke-width="14"/>' +
    '<path d="M8 86C24 40 46 96 64 56" fill="none" stroke="#ffd21a" stroke-width="4" stroke-dasharray="4 5"/>' +
    '<path d="M62 44L54 24L66 36L68 16L74 38Z" fill="#ffcf33"/><ellipse cx="72" cy="48" rx="18" ry="13" fill="#2fb36a"/><path d="M86 50Q96 52 92 62M82 56Q88 64 80 70" fill="none" stroke="#ffcf33" stroke-width="2.5"/>' +
    '<circle cx="74" cy="44" r="4" fill="#fff"/><circle cx="75" cy="44" r="2" fill="#111" stroke="none"/>',
};

const grid3 = (draw: (x: number, y: number, i: number) => string) =>
  Array.from({ length: 9 }, (_, i) => draw(22 + (i % 3) * 28, 22 + Math.floor(i / 3) * 28, i)).join('');

export const INHOUSE_MOTIFS: Record<string, string> = {
  dice: `<g transform="translate(50 52) scale(1.45) translate(-50 -50)">${die({ x: 36, y: 56, rot: -14 }, 5)}${die({ x: 64, y: 44, rot: 12 }, 3)}</g>`,
  crash:
    '<path d="M6 94Q60 92 80 26" fill="none" stroke="#3ad0ff" stroke-width="5"/><g transform="translate(80 24) rotate(30)"><path d="M-6 10L-14 22H-4ZM6 10L14 22H4Z" fill="#e3262d"/>' +
    '<path d="M-5 14H5L0 30Z" fill="#ffb03b"/><path d="M0-22C9-12 9 4 6 14H-6C-9 4-9-12 0-22Z" fill="#fafafa"/><circle cy="-4" r="4" fill="#3ad0ff"/></g>' +
    label(30, 44, 20, '#5bff8a', '2.5x'),
  mines: grid3((x, y, i) =>
    i === 4
      ? `<rect x="${x - 12}" y="${y - 12}" width="24" height="24" rx="4" fill="#1f8a5a"/><path d="M${x - 8} ${y - 3}L${x - 3} ${y - 9}H${x + 3}L${x + 8} ${y - 3}L${x} ${y + 9}Z" fill="#5bff8a"/>`
      : i === 6
        ? `<rect x="${x - 12}" y="${y - 12}" width="24" height="24" rx="4" fill="#8a1428"/><circle cx="${x}" cy="${y + 1}" r="7" fill="#1b1226"/><path d="M${x + 4} ${y - 5}L${x + 8} ${y - 9}" stroke="#ffb03b" stroke-width="2.5"/>`
        : `<rect x="${x - 12}" y="${y - 12}" width="24" height="24" rx="4" fill="#2e3a5a"/>`,
  ),
  plinko:
    `<path d="${Array.from({ length: 6 }, (_, r) => Array.from({ length: r + 2 }, (_, c) => `M${n1(50 - (r + 1) * 6.5 + c * 13)} ${12 + r * 12}h0`).join('')).join('')}" stroke="#fafafa" stroke-width="5"/>` +
    '<circle cx="56.5" cy="46" r="6" fill="#ff4f8a"/>' +
    ['#e3262d', '#ff8a1c', '#ffcf33', '#5bd36b', '#ffcf33', '#ff8a1c', '#e3262d']
      .map((c, i) => `<rect x="${8 + i * 12}" y="84" width="11" height="10" rx="2" fill="${c}"/>`)
      .join(''),
  keno: balls(
    [7, 12, 23, 31, 38, 40, 15, 4].map((d, i): Ball => [
      15 + (i % 4) * 23,
      36 + Math.floor(i / 4) * 28,
      11,
      [1, 2, 6].includes(i) ? '#e0a015' : '#3a4a7a',
      String(d),
    ]),
  ),
  slot:
    '<rect x="6" y="18" width="88" height="66" rx="10" fill="#6a1fa0"/><rect x="12" y="26" width="76" height="50" rx="4" fill="#fffdf5"/><path d="M37 26V76M63 26V76" stroke="#c8c0b0" stroke-width="1.5"/>' +
    '<path d="M18 40H30L23 60" fill="none" stroke="#d7141f" stroke-width="4.5"/><circle cx="46" cy="56" r="5" fill="#d7141f"/><circle cx="55" cy="58" r="5" fill="#d7141f"/><path d="M46 51Q48 40 56 38M55 53Q54 44 56 38" fill="none" stroke="#2f8f5a" stroke-width="2"/>' +
    '<path d="M68 60Q68 38 76 38Q84 38 84 60Z" fill="#ffcf33"/><circle cx="76" cy="62" r="3" fill="#ffcf33"/><circle cx="50" cy="12" r="7" fill="#f4efe8"/>',
};

const MARK_SIX = ['#e3262d', '#1f5fd0', '#2f9a4a', '#e3262d', '#1f5fd0', '#2f9a4a'];
const PK_COLOURS = [
  '#ffd21a',
  '#1f8ad0',
  '#4a4a4a',
  '#ff8a1c',
  '#3ad0c0',
  '#4a2ad0',
  '#aaaaaa',
  '#e3262d',
  '#8a1428',
  '#2f9a4a',
];

export const LOTTERY_MOTIFS: Record<string, string> = {
  SSC:
    '<circle cx="50" cy="22" r="17" fill="#fafafa"/><path d="M50 11V22L59 27" fill="none" stroke-width="3"/>' +
    balls(
      [3, 8, 1, 5, 9].map((d, i): Ball => [10 + i * 20, [62, 70, 74, 70, 62][i]!, 10, '#d7141f', String(d)]),
    ),
  '11X5': balls(
    ['03', '07', '11', '01', '09'].map((d, i): Ball => [
      11 + i * 19.5,
      [66, 50, 44, 50, 66][i]!,
      11,
      i % 2 ? '#1f5fd0' : '#ff8a1c',
      d,
    ]),
  ),
  PK10:
    '<path d="M20 4V40" stroke-width="3"/><path d="M22 6H50V28H22Z" fill="#fafafa"/><path d="M22 8.75H50M29 14.25H50M22 19.75H50M29 25.25H50" stroke="#1b1226" stroke-width="5.5" stroke-dasharray="7" stroke-linecap="butt"/>' +
    PK_COLOURS.map(
      (c, i) =>
        `<rect x="${n1(4 + (i % 5) * 18.6)}" y="${46 + Math.floor(i / 5) * 25}" width="17" height="21" rx="3" fill="${c}"/>`,
    ).join('') +
    numbers(
      PK_COLOURS.map((_, i) => [
        n1(12.5 + (i % 5) * 18.6) as unknown as number,
        61 + Math.floor(i / 5) * 25,
        11,
        String(i + 1),
      ]),
    ),
  LHC:
    balls([
      ...[12, 19, 27, 33, 41, 48].map((d, i): Ball => [
        13 + (i % 4) * 24.5,
        i < 4 ? 32 : 62,
        11,
        MARK_SIX[i]!,
        String(d),
      ]),
      [85, 62, 13, '#2f9a4a', '8'],
    ]) + label(62, 70, 22, '#fff', '+'),
  LF: [5, 2, 8]
    .map(
      (d, i) =>
        `<rect x="${5 + i * 31}" y="22" width="28" height="48" rx="5" fill="#fafafa"/>` +
        label(19 + i * 31, 58, 32, '#d7141f', String(d)),
    )
    .join(''),
  VN:
    '<rect x="14" y="8" width="72" height="84" rx="4" fill="#fffdf0"/><rect x="14" y="8" width="72" height="20" rx="4" fill="#d7141f"/>' +
    '<path d="M50 11l2.4 5 5.4.6-4 3.7 1 5.4-4.8-2.7-4.8 2.7 1-5.4-4-3.7 5.4-.6z" fill="#ffcf33" stroke="none"/>' +
    label(50, 48, 14, '#1b1226', '27 350') +
    label(50, 66, 14, '#d7141f', '81 604') +
    '<path d="M22 76H78M22 84H62" stroke="#c8c0b0" stroke-width="3"/>',
};
