import { n1 } from './kit.ts';
import { star } from './motifs-ph.ts';

/** A temple tier: an upturned roof over a red hall, `w` wide each side of the centre. */
function tier(y: number, w: number): string {
  return (
    `<rect x="${50 - w + 8}" y="${y}" width="${2 * w - 16}" height="${w > 24 ? 13 : 10}" fill="#c8262d"/>` +
    `<path d="M${50 - w - 7} ${y - 4}Q${50 - w} ${y + 1} ${50 - w + 5} ${y}H${50 + w - 5}Q${50 + w} ${y + 1} ${50 + w + 7} ${y - 4}L${50 + w / 2} ${y - 13}H${50 - w / 2}Z" fill="#2f7a56"/>`
  );
}

/** A lion's mane: a scalloped ring of `bumps` around (50, 50). */
function mane(bumps: number): string {
  let d = '';
  for (let i = 0; i <= bumps; i++) {
    const a = (i * 2 * Math.PI) / bumps;
    const m = a - Math.PI / bumps;
    const p = `${n1(50 + 33 * Math.cos(a))} ${n1(52 + 33 * Math.sin(a))}`;
    d += i === 0 ? `M${p}` : `Q${n1(50 + 48 * Math.cos(m))} ${n1(52 + 48 * Math.sin(m))} ${p}`;
  }
  return `<path d="${d}Z" fill="#c8741e"/>`;
}

/** Sun rays: thin triangles fanning up from (50, 62). */
function sunRays(): string {
  let d = '';
  for (let i = 0; i < 9; i++) {
    const a = Math.PI + (i + 0.5) * (Math.PI / 9);
    const b = a + 0.08;
    d += `M50 62L${n1(50 + 60 * Math.cos(a - 0.08))} ${n1(62 + 60 * Math.sin(a - 0.08))}L${n1(50 + 60 * Math.cos(b))} ${n1(62 + 60 * Math.sin(b))}Z`;
  }
  return `<path d="${d}" fill="#fff3a0" fill-opacity=".7" stroke="none"/>`;
}

export const WORLD_MOTIFS: Record<string, string> = {
  lantern:
    '<path d="M50 2V20" stroke="#c8960f" stroke-width="3"/><rect x="36" y="17" width="28" height="9" rx="2" fill="#f2b82e"/>' +
    '<ellipse cx="50" cy="50" rx="37" ry="27" fill="#e3262d"/><ellipse cx="50" cy="50" rx="23" ry="27" fill="none" stroke="#9e1119"/><ellipse cx="50" cy="50" rx="8" ry="27" fill="none" stroke="#9e1119"/>' +
    '<ellipse cx="34" cy="42" rx="5" ry="10" fill="#fff" fill-opacity=".3" stroke="none"/><rect x="36" y="74" width="28" height="9" rx="2" fill="#f2b82e"/>' +
    '<path d="M44 83V97M50 83V99M56 83V97" stroke="#f2b82e" stroke-width="3"/>',
  reef:
    '<path d="M6 94C20 86 80 86 94 94Z" fill="#e9cf8e"/>' +
    '<path d="M30 90V70C30 60 20 58 20 46M30 72C30 60 40 56 40 44M30 80C38 76 44 70 46 62" fill="none" stroke="#ff6f91" stroke-width="7"/>' +
    '<path d="M70 90V74C70 64 78 60 80 50M70 78C62 72 58 64 60 54" fill="none" stroke="#ffa347" stroke-width="7"/>' +
    '<g transform="translate(46 18)"><path d="M0 9C6-2 20-2 27 9C20 20 6 20 0 9ZM27 9L36 0V18Z" fill="#ffd21a"/><path d="M9 2V16M17 1V17" stroke="#1f6fe0" stroke-width="3"/><circle cx="5" cy="8" r="1.8" fill="#111" stroke="none"/></g>' +
    '<g transform="translate(36 34) scale(-.7 .7)"><path d="M0 9C6-2 20-2 27 9C20 20 6 20 0 9ZM27 9L36 0V18Z" fill="#3ad0ff"/><circle cx="5" cy="8" r="2" fill="#111" stroke="none"/></g>' +
    '<circle cx="60" cy="50" r="3" fill="none" stroke="#fff"/><circle cx="66" cy="42" r="2" fill="none" stroke="#fff"/>',
  galleon:
    '<path d="M30 18V62M50 6V62M70 22V62" stroke="#5a3a1e" stroke-width="3"/>' +
    '<path d="M21 22Q30 26 39 22Q36 32 39 42Q30 38 21 42Q24 32 21 22Z" fill="#efe2c2"/><path d="M60 26Q70 30 80 26Q77 36 80 46Q70 42 60 46Q63 36 60 26Z" fill="#efe2c2"/>' +
    '<path d="M35 13Q50 19 65 13Q61 28 65 44Q50 38 35 44Q39 28 35 13Z" fill="#f8f0dc"/><path d="M50 6L63 10L50 14Z" fill="#e3262d"/>' +
    '<path d="M8 60V46H26V60Z" fill="#8b5a2b"/><path d="M6 58H94L84 80H20Z" fill="#7a4a22"/><path d="M12 66H88" stroke="#f2b82e" stroke-width="3"/>' +
    '<circle cx="32" cy="72" r="2.2" fill="#222" stroke="none"/><circle cx="46" cy="72" r="2.2" fill="#222" stroke="none"/><circle cx="60" cy="72" r="2.2" fill="#222" stroke="none"/><circle cx="74" cy="72" r="2.2" fill="#222" stroke="none"/>' +
    '<path d="M0 84Q12 78 25 84T50 84T75 84T100 84V96H0Z" fill="#2b7bd6"/>',
  temple:
    '<path d="M50 2V20" stroke="#f2b82e" stroke-width="3"/><circle cx="50" cy="8" r="3" fill="#f2b82e"/><circle cx="50" cy="15" r="3.5" fill="#f2b82e"/>' +
    tier(34, 18) +
    tier(58, 28) +
    tier(84, 38) +
    '<rect x="44" y="86" width="12" height="11" rx="1" fill="#3a1208"/><rect x="6" y="96" width="88" height="3" fill="#8a7a6a"/>',
  lotus:
    '<ellipse cx="50" cy="84" rx="44" ry="11" fill="#2f8f5a"/><path d="M50 84L80 78" stroke="#1f6a40"/>' +
    '<use href="#m1" fill="#d86b9e" transform="rotate(-58 50 78)"/><use href="#m1" fill="#d86b9e" transform="rotate(58 50 78)"/>' +
    '<use href="#m1" fill="#ef8fbc" transform="rotate(-30 50 78)"/><use href="#m1" fill="#ef8fbc" transform="rotate(30 50 78)"/>' +
    '<g fill="#fbc4dc"><path id="m1" d="M50 14C64 32 64 60 50 78C36 60 36 32 50 14Z"/></g><path d="M50 30V70" stroke="#f39cc4" fill="none"/>',
  treasure:
    '<path d="M16 46L24 20H76L84 46Z" fill="#7e4419"/><path d="M22 46Q30 28 40 38Q50 24 60 38Q70 28 78 46Z" fill="#ffd21a"/>' +
    '<circle cx="32" cy="36" r="5" fill="#ffe46b"/><circle cx="66" cy="34" r="5" fill="#ffe46b"/><path d="M50 22l6 7-6 8-6-8Z" fill="#3ad0ff"/>' +
    '<rect x="14" y="44" width="72" height="44" rx="3" fill="#9a5a25"/><path d="M14 58H86" stroke="#5a3210"/>' +
    '<rect x="26" y="44" width="7" height="44" fill="#f2b82e"/><rect x="67" y="44" width="7" height="44" fill="#f2b82e"/>' +
    '<rect x="42" y="52" width="16" height="18" rx="2" fill="#f2b82e"/><path d="M50 57V64" stroke="#3a1e08" stroke-width="3"/>',
  panda:
    '<circle cx="22" cy="26" r="13" fill="#1b1b1f"/><circle cx="78" cy="26" r="13" fill="#1b1b1f"/>' +
    '<ellipse cx="50" cy="55" rx="39" ry="35" fill="#fafafa"/>' +
    '<ellipse cx="34" cy="51" rx="9" ry="13" fill="#1b1b1f" transform="rotate(35 34 51)"/><ellipse cx="66" cy="51" rx="9" ry="13" fill="#1b1b1f" transform="rotate(-35 66 51)"/>' +
    '<circle cx="36" cy="49" r="3.5" fill="#fff" stroke="none"/><circle cx="64" cy="49" r="3.5" fill="#fff" stroke="none"/>' +
    '<ellipse cx="50" cy="66" rx="6" ry="4" fill="#1b1b1f"/><path d="M44 74Q50 79 56 74" fill="none"/>' +
    '<ellipse cx="26" cy="68" rx="6" ry="4" fill="#ffb3c1" stroke="none"/><ellipse cx="74" cy="68" rx="6" ry="4" fill="#ffb3c1" stroke="none"/>',
  koi:
    '<circle cx="50" cy="50" r="44" fill="none" stroke="#fff" stroke-opacity=".35"/><circle cx="50" cy="50" r="34" fill="none" stroke="#fff" stroke-opacity=".2"/>' +
    '<g transform="rotate(35 50 50)"><path d="M50 78C40 88 34 99 42 99C46 95 48 92 50 88C52 92 54 95 58 99C66 99 60 88 50 78Z" fill="#ff7a2a"/>' +
    '<path d="M41 36C28 34 22 43 24 50C30 46 36 44 43 44ZM59 36C72 34 78 43 76 50C70 46 64 44 57 44Z" fill="#ff9a4a"/>' +
    '<path d="M50 6C62 13 64 40 58 60C56 70 52 78 50 82C48 78 44 70 42 60C36 40 38 13 50 6Z" fill="#fff7ee"/>' +
    '<path d="M44 19C50 14 58 19 58 29C54 36 46 34 44 27Z" fill="#ff4a1a" stroke="none"/><path d="M46 45C52 43 58 49 56 60C50 62 46 56 46 45Z" fill="#ff6a1a" stroke="none"/>' +
    '<circle cx="45" cy="14" r="1.8" fill="#111" stroke="none"/><circle cx="55" cy="14" r="1.8" fill="#111" stroke="none"/></g>',
  sunrise:
    '<clipPath id="m1"><circle cx="50" cy="50" r="46"/></clipPath><g clip-path="url(#m1)"><rect width="100" height="100" fill="#ff9d4a"/>' +
    sunRays() +
    '<path d="M24 62A26 26 0 0 1 76 62Z" fill="#ffe45a"/><rect y="62" width="100" height="38" fill="#2b7bd6"/>' +
    '<path d="M30 70H70M38 78H62M44 86H56" stroke="#ffe45a" stroke-width="3"/></g><circle cx="50" cy="50" r="46" fill="none" stroke="#f2c94c" stroke-width="4"/>',
  firecracker:
    '<use href="#m1" transform="rotate(-26 50 96)"/><use href="#m1" transform="rotate(26 50 96)"/>' +
    '<g id="m1"><rect x="37" y="30" width="26" height="66" rx="5" fill="#e3262d"/><path d="M37 46H63M37 80H63" stroke="#f2b82e" stroke-width="5"/><path d="M50 30Q47 20 54 14" fill="none" stroke="#6b4a2a" stroke-width="2.5"/></g>' +
    `<path d="${star({ x: 56, y: 11 }, { outer: 12, inner: 4, points: 8 })}" fill="#ffe45a"/><path d="${star({ x: 56, y: 11 }, { outer: 6, inner: 2, points: 8 })}" fill="#fff" stroke="none"/>`,
  jackpot:
    '<path d="M18 24Q48 2 78 24Z" fill="#f2b82e"/><rect x="14" y="22" width="68" height="70" rx="8" fill="#e3262d"/>' +
    '<rect x="20" y="32" width="56" height="30" rx="3" fill="#fffdf5"/><path d="M38 32V62M58 32V62" stroke="#c8c0b0" stroke-width="1.5"/>' +
    '<g fill="none" stroke="#d7141f" stroke-width="4.5" stroke-linecap="square"><path id="m1" d="M23 39H34L27 56"/><use href="#m1" x="19"/><use href="#m1" x="38"/></g>' +
    '<rect x="22" y="68" width="52" height="10" rx="2" fill="#f2b82e"/><path d="M82 64H90V34" fill="none" stroke="#bfc6d2" stroke-width="4"/><circle cx="90" cy="30" r="7" fill="#e3262d"/>',
  pirates:
    '<path d="M18 78L82 22M18 22L82 78" stroke="#f5f0e6" stroke-width="9"/><circle cx="15" cy="20" r="6" fill="#f5f0e6"/><circle cx="85" cy="20" r="6" fill="#f5f0e6"/><circle cx="15" cy="80" r="6" fill="#f5f0e6"/><circle cx="85" cy="80" r="6" fill="#f5f0e6"/>' +
    '<path d="M28 46C28 18 72 18 72 46C72 58 66 62 64 64V74H36V64C34 62 28 58 28 46Z" fill="#f5f0e6"/>' +
    '<path d="M28 40C30 22 70 22 72 40C60 34 40 34 28 40Z" fill="#e3262d"/><path d="M70 36L84 30L80 42Z" fill="#e3262d"/>' +
    '<circle cx="41" cy="48" r="7" fill="#1b1226"/><path d="M30 42L70 54" stroke="#1b1226" stroke-width="2"/><ellipse cx="59" cy="49" rx="8" ry="7" fill="#1b1226"/>' +
    '<path d="M47 60L50 54L53 60Z" fill="#1b1226"/><path d="M42 64V72M50 64V72M58 64V72" stroke="#bdb5a6" stroke-width="1.5"/>',
  safari:
    mane(14) +
    '<circle cx="33" cy="33" r="8" fill="#f4c46a"/><circle cx="67" cy="33" r="8" fill="#f4c46a"/><circle cx="50" cy="53" r="25" fill="#f4c46a"/>' +
    '<circle cx="41" cy="48" r="3.5" fill="#2a1a0a" stroke="none"/><circle cx="59" cy="48" r="3.5" fill="#2a1a0a" stroke="none"/>' +
    '<ellipse cx="50" cy="64" rx="11" ry="9" fill="#fff1d0"/><path d="M44 57H56L50 64Z" fill="#5a2f1a"/><path d="M50 64V68M44 70Q50 74 56 70" fill="none"/>',
  orchid:
    '<use href="#m1" fill="#eab0e4" transform="rotate(120 50 50)"/><use href="#m1" fill="#eab0e4" transform="rotate(240 50 50)"/>' +
    '<g fill="#eab0e4"><ellipse id="m1" cx="50" cy="25" rx="10" ry="21"/></g>' +
    '<ellipse cx="29" cy="44" rx="19" ry="14" fill="#d56fcc" transform="rotate(-25 29 44)"/><ellipse cx="71" cy="44" rx="19" ry="14" fill="#d56fcc" transform="rotate(25 71 44)"/>' +
    '<circle cx="26" cy="44" r="2" fill="#9a3a8a" stroke="none"/><circle cx="74" cy="44" r="2" fill="#9a3a8a" stroke="none"/><circle cx="32" cy="50" r="1.5" fill="#9a3a8a" stroke="none"/><circle cx="68" cy="50" r="1.5" fill="#9a3a8a" stroke="none"/>' +
    '<path d="M39 54C39 72 46 82 50 88C54 82 61 72 61 54C56 59 44 59 39 54Z" fill="#8e2a7a"/><ellipse cx="50" cy="50" rx="6" ry="8" fill="#fff4c0"/>',
  mermaid:
    '<path d="M28 98C24 72 36 54 48 44C56 36 60 30 58 24L66 24C70 34 64 46 56 54C46 66 42 80 44 98Z" fill="#1fb5a0"/>' +
    '<path d="M58 25C52 14 40 8 30 10C40 16 50 21 62 26C68 18 78 10 90 8C82 14 74 21 66 26Z" fill="#15907f"/>' +
    '<path d="M32 82q4 4 8 0M34 72q4 4 8 0M38 62q4 4 8 0M44 53q4 4 8 0" fill="none" stroke="#9ff3e2"/>' +
    '<path d="M0 88Q12 82 24 88T48 88T72 88T100 88V100H0Z" fill="#2b7bd6"/><circle cx="72" cy="72" r="3" fill="#fff" stroke="none"/><circle cx="80" cy="62" r="2" fill="#fff" stroke="none"/><circle cx="20" cy="70" r="2.5" fill="#fff" stroke="none"/>',
  festival:
    '<ellipse cx="50" cy="22" rx="7" ry="20" fill="#e63b2e" transform="rotate(-60 50 50)"/><ellipse cx="50" cy="22" rx="7" ry="20" fill="#ffd21a" transform="rotate(-30 50 50)"/>' +
    '<ellipse cx="50" cy="20" rx="7" ry="20" fill="#2fb34a"/><ellipse cx="50" cy="22" rx="7" ry="20" fill="#3ad0ff" transform="rotate(30 50 50)"/><ellipse cx="50" cy="22" rx="7" ry="20" fill="#ff4f8a" transform="rotate(60 50 50)"/>' +
    '<path d="M18 42C18 30 82 30 82 42C84 68 68 90 50 90C32 90 16 68 18 42Z" fill="#f2b82e"/>' +
    '<path d="M27 50Q35 41 44 50Q35 56 27 50ZM56 50Q65 41 73 50Q65 56 56 50Z" fill="#1b1226"/>' +
    '<path d="M31 66Q50 88 69 66Q50 76 31 66Z" fill="#fff" stroke="#e3262d" stroke-width="2.5"/>' +
    '<circle cx="26" cy="62" r="2.5" fill="#ff4f8a" stroke="none"/><circle cx="74" cy="62" r="2.5" fill="#3ad0ff" stroke="none"/><circle cx="50" cy="40" r="3" fill="#e63b2e" stroke="none"/>',
  gem:
    '<path d="M24 34L36 20H64L76 34L50 86Z" fill="#3ad0ff"/><path d="M24 34H76M36 20L44 34L50 86M64 20L56 34L50 86M44 34L50 20L56 34" fill="none" stroke="#1b6a9e" stroke-width="1.5"/>' +
    '<path d="M38 24L44 32H32Z" fill="#fff" fill-opacity=".6" stroke="none"/>',
};
