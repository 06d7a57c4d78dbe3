import { n1 } from './kit.ts';
import { star } from './motifs-ph.ts';

/** A regular pentagon's points around (cx, cy), pointing `turn` radians off upright. */
function pentagon(cx: number, cy: number, r: number, turn = 0): string {
  let d = '';
  for (let i = 0; i < 5; i++) {
    const a = turn - Math.PI / 2 + (i * 2 * Math.PI) / 5;
    d += `${i === 0 ? 'M' : 'L'}${n1(cx + r * Math.cos(a))} ${n1(cy + r * Math.sin(a))}`;
  }
  return `${d}Z`;
}

/** A football: a black pentagon in the middle, five more cut by the rim, seams between. */
function football(): string {
  let patches = pentagon(50, 50, 12);
  let seams = '';
  for (let i = 0; i < 5; i++) {
    const a = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
    patches += pentagon(50 + 36 * Math.cos(a), 50 + 36 * Math.sin(a), 11, Math.PI + a + Math.PI / 2);
    seams += `M${n1(50 + 12 * Math.cos(a))} ${n1(50 + 12 * Math.sin(a))}L${n1(50 + 26 * Math.cos(a))} ${n1(50 + 26 * Math.sin(a))}`;
  }
  return (
    '<clipPath id="m1"><circle cx="50" cy="50" r="40"/></clipPath><circle cx="50" cy="50" r="40" fill="#fafafa"/>' +
    `<g clip-path="url(#m1)"><path d="${patches}" fill="#1b1226"/><path d="${seams}" fill="none"/></g><circle cx="50" cy="50" r="40" fill="none"/>`
  );
}

export const SPORT_MOTIFS: Record<string, string> = {
  football: football(),
  basketball:
    '<circle cx="50" cy="50" r="40" fill="#f07a1c"/><path d="M50 10V90M10 50H90M24 20Q42 50 24 80M76 20Q58 50 76 80" fill="none" stroke-width="2.5"/>',
  volleyball:
    '<circle cx="50" cy="50" r="40" fill="#f6f6f6"/><path d="M50 50C50 30 60 16 76 16M50 50C67 60 73 76 68 88M50 50C32 58 18 56 11 44" fill="none" stroke="#1f6fe0" stroke-width="8"/>' +
    '<path d="M30 16C36 30 50 38 66 38M88 56C74 58 62 68 58 88M16 72C28 64 34 50 30 34" fill="none" stroke="#ffd21a" stroke-width="6"/><circle cx="50" cy="50" r="40" fill="none"/>',
  boxing:
    '<path d="M30 32C30 14 64 10 72 24C84 26 88 42 81 55C78 67 70 73 58 73H40C32 73 28 65 28 57Z" fill="#d7141f"/><path d="M29 52C16 52 14 36 27 35" fill="#d7141f"/>' +
    '<path d="M40 28C48 22 60 22 66 28" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="3"/><rect x="36" y="72" width="32" height="20" rx="3" fill="#fafafa"/><path d="M44 76L60 88M60 76L44 88" stroke="#d7141f" stroke-width="2"/>',
  tennis:
    '<g transform="rotate(-35 38 40)"><path d="M38 66V96" stroke="#1b1226" stroke-width="9"/><path d="M38 66V96" stroke="#8b5a2b" stroke-width="5"/><ellipse cx="38" cy="38" rx="20" ry="27" fill="#fff" fill-opacity=".15" stroke="#1f6fe0" stroke-width="5"/>' +
    '<path d="M26 22V54M34 14V62M42 14V62M50 22V54M20 30H56M18 38H58M20 46H56" stroke="#fff" stroke-opacity=".6" stroke-width="1"/></g>' +
    '<circle cx="70" cy="70" r="19" fill="#d6f03a"/><path d="M54 60C64 64 66 78 60 86M86 60C76 64 74 78 80 86" fill="none" stroke="#fff" stroke-width="3"/>',
  badminton:
    '<g transform="rotate(-25 50 50)"><path d="M28 10L40 62H60L72 10Z" fill="#fafafa"/><path d="M38 12L45 62M50 10V62M62 12L55 62M31 26H69M35 44H65" fill="none" stroke="#c8c0b0" stroke-width="1.5"/>' +
    '<path d="M40 62H60V70A10 10 0 0 1 40 70Z" fill="#f2b82e"/></g>',
  baseball:
    '<path d="M16 88L78 18" stroke="#1b1226" stroke-width="12"/><path d="M16 88L78 18" stroke="#c8914a" stroke-width="8"/><circle cx="52" cy="60" r="26" fill="#fafafa"/>' +
    '<path d="M34 42C44 52 44 68 34 78M70 42C60 52 60 68 70 78" fill="none" stroke="#d7141f" stroke-width="2" stroke-dasharray="3 3"/>',
  'ice hockey':
    '<path d="M20 8L62 76H84M80 8L38 76H16" fill="none" stroke="#1b1226" stroke-width="10"/><path d="M20 8L62 76H84M80 8L38 76H16" fill="none" stroke="#c8914a" stroke-width="6"/>' +
    '<path d="M25 16L30 24M75 16L70 24" stroke="#1b1226" stroke-width="6"/><ellipse cx="50" cy="90" rx="15" ry="5.5" fill="#1b1226"/>',
  'table tennis':
    '<path d="M52 56L78 86" stroke="#1b1226" stroke-width="14"/><path d="M52 56L78 86" stroke="#c8914a" stroke-width="10"/><circle cx="40" cy="42" r="28" fill="#d7141f"/>' +
    '<circle cx="34" cy="36" r="10" fill="#fff" fill-opacity=".2" stroke="none"/><circle cx="80" cy="24" r="8" fill="#fafafa"/>',
  golf:
    '<ellipse cx="50" cy="82" rx="46" ry="12" fill="#3aa845"/><ellipse cx="66" cy="80" rx="8" ry="3" fill="#1b1226"/><path d="M66 80V12" stroke-width="3"/><path d="M66 12L92 20L66 28Z" fill="#d7141f"/>' +
    '<path d="M30 82L32 70H28Z" fill="#fafafa"/><circle cx="30" cy="62" r="9" fill="#fafafa"/><path d="M27 59h0M32 60h0M29 65h0" stroke="#c8c0b0" stroke-width="2"/>',
  motorsport:
    '<path d="M16 10V94" stroke-width="4"/><path d="M18 12Q40 4 60 14T92 14V58Q76 50 60 58T18 56Z" fill="#fafafa"/>' +
    '<path d="M18 12Q29 8 40 9V23Q29 22 18 26ZM40 23Q50 22 60 28V43Q50 36 40 37ZM60 14Q71 19 80 17V31Q71 33 60 28ZM80 31Q86 30 92 29V44Q86 43 80 45ZM18 41Q29 37 40 37V51Q29 51 18 56ZM60 43Q71 47 80 45V58Q71 55 60 58Z" fill="#1b1226" stroke="none"/>',
  cycling:
    '<g fill="none" stroke-width="4"><circle cx="24" cy="66" r="18"/><circle cx="76" cy="66" r="18"/></g><g fill="none" stroke="#e3262d" stroke-width="4"><path d="M24 66L40 36H68L76 66M40 36L52 66L68 36M52 66H24"/></g>' +
    '<path d="M34 30H46M64 30L70 24H78" fill="none" stroke-width="4"/><circle cx="52" cy="66" r="4" fill="#f2b82e"/>',
};

export const ESPORT_MOTIFS: Record<string, string> = {
  'dota 2':
    '<path d="M18 14L78 74M82 14L22 74" stroke="#dfe6f0" stroke-width="7"/><path d="M70 66L80 76M30 66L20 76" stroke="#8b5a2b" stroke-width="7"/>' +
    '<path d="M50 24L76 32V56C76 72 62 82 50 88C38 82 24 72 24 56V32Z" fill="#b8141f"/><path d="M50 34L66 40V56C66 66 58 72 50 76C42 72 34 66 34 56V40Z" fill="#ffcf33"/>',
  'league of legends':
    '<path d="M50 6L84 22V52C84 74 66 88 50 96C34 88 16 74 16 52V22Z" fill="#1f3f7a"/><path d="M50 14L76 26V52C76 68 62 80 50 86C38 80 24 68 24 52V26Z" fill="none" stroke="#ffcf33" stroke-width="3"/>' +
    '<path d="M50 22V80M40 34H60" stroke="#dfe6f0" stroke-width="5"/><path d="M6 38Q16 54 24 56M94 38Q84 54 76 56" fill="none" stroke="#ffcf33" stroke-width="4"/>',
  'counter-strike 2':
    '<circle cx="50" cy="50" r="34" fill="#1b1226" fill-opacity=".4" stroke="#5bff8a" stroke-width="5"/><circle cx="50" cy="50" r="16" fill="none" stroke="#5bff8a" stroke-width="3"/>' +
    '<path d="M50 6V30M50 70V94M6 50H30M70 50H94" stroke="#5bff8a" stroke-width="5"/><circle cx="50" cy="50" r="4" fill="#ff3d5a"/>',
  'mobile legends':
    '<rect x="24" y="8" width="52" height="86" rx="8" fill="#1b1226"/><rect x="29" y="16" width="42" height="66" rx="3" fill="#2a7fd6"/><circle cx="50" cy="88" r="3" fill="#666"/>' +
    '<path d="M40 72L64 26" stroke="#dfe6f0" stroke-width="5"/><path d="M36 64L48 72M44 76L38 82" stroke="#ffcf33" stroke-width="4"/>',
  valorant:
    '<path d="M50 6L86 50L50 94L14 50Z" fill="#ff4655"/><path d="M50 22L72 50L50 78L28 50Z" fill="#1b1226"/><path d="M50 34L62 50L50 66L38 50Z" fill="#fff3c0"/>' +
    '<path d="M4 50H14M86 50H96M50 0V6M50 94V100" stroke="#ff4655" stroke-width="4"/>',
  'honor of kings':
    '<path d="M14 70L8 26L32 46L50 14L68 46L92 26L86 70Z" fill="#ffcf33"/><rect x="14" y="70" width="72" height="14" rx="2" fill="#e0a015"/>' +
    '<circle cx="50" cy="56" r="6" fill="#d7141f"/><circle cx="30" cy="62" r="4" fill="#2a7fd6"/><circle cx="70" cy="62" r="4" fill="#2a7fd6"/>',
  'pubg mobile':
    '<path d="M10 40C10 10 90 10 90 40C80 34 70 34 60 40C54 34 46 34 40 40C30 34 20 34 10 40Z" fill="#ff8a1c"/><path d="M40 40C40 24 60 24 60 40" fill="#fff" fill-opacity=".35" stroke="none"/>' +
    '<path d="M12 40L40 70M40 40L46 70M60 40L54 70M88 40L60 70" fill="none" stroke="#dfe6f0" stroke-width="1.5"/><rect x="36" y="66" width="28" height="26" rx="2" fill="#5a6b3a"/><path d="M36 74H64M50 66V92" stroke="#2b3a1a" stroke-width="2"/>',
  'starcraft ii':
    '<circle cx="40" cy="56" r="30" fill="#6a3ab8"/><path d="M22 40C34 46 50 44 66 36M14 60C30 66 52 64 70 56" fill="none" stroke="#a98bff" stroke-width="3"/><ellipse cx="40" cy="56" rx="44" ry="10" fill="none" stroke="#ffcf33" stroke-width="3" transform="rotate(-15 40 56)"/>' +
    '<path d="M70 12L94 20L74 26L68 34Z" fill="#dfe6f0"/><path d="M70 22L56 26" stroke="#3ad0ff" stroke-width="3"/>',
  controller: `<path d="M22 34H78C92 34 96 60 92 74C89 84 80 84 74 76L66 66H34L26 76C20 84 11 84 8 74C4 60 8 34 22 34Z" fill="#2a2f3a"/><path d="M24 44V60M16 52H32" stroke="#dfe6f0" stroke-width="5"/><path d="${star({ x: 72, y: 50 }, { outer: 6, inner: 3, points: 4 })}" fill="#ffcf33"/>`,
};
