import { n1 } from './kit.ts';

/**
 * Pictures of the Philippine subjects of the demo slots, each drawn flat in a 100 x 100 box
 * (the tile places and scales it). Shapes carry the tile's dark outline unless they say
 * stroke="none"; ids inside a picture start with "m" so they never meet the tile's own.
 */

/** Triangle flags hanging from a curved string: the banderitas of a town fiesta. */
function bunting(y: number, sag: number, colours: string[]): string {
  const flags = colours.map(() => '');
  for (let i = 0; i < 7; i++) {
    const t = (i + 0.5) / 7;
    const x = 4 + 92 * t;
    const top = y + 4 * sag * t * (1 - t);
    flags[i % colours.length] += `M${n1(x - 6)} ${n1(top)}h12l-6 16z`;
  }
  return (
    `<path d="M4 ${y}Q50 ${y + sag * 2} 96 ${y}" fill="none" stroke="#f3e6c8" stroke-width="1.5"/>` +
    colours.map((c, i) => `<path d="${flags[i]}" fill="${c}"/>`).join('')
  );
}

/** A star of `points` points around (cx, cy). */
export function star(
  { x: cx, y: cy }: { x: number; y: number },
  { outer, inner, points = 5 }: { outer: number; inner: number; points?: number },
): string {
  let d = '';
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = -Math.PI / 2 + (i * Math.PI) / points;
    d += `${i === 0 ? 'M' : 'L'}${n1(cx + r * Math.cos(a))} ${n1(cy + r * Math.sin(a))}`;
  }
  return `${d}Z`;
}

export const PH_MOTIFS: Record<string, string> = {
  carabao:
    '<path d="M50 34C32 34 12 30 5 10C18 20 34 22 50 22C66 22 82 20 95 10C88 30 68 34 50 34Z" fill="#ddd3bd"/>' +
    '<ellipse cx="23" cy="41" rx="12" ry="6" fill="#4a4d59" transform="rotate(20 23 41)"/><ellipse cx="77" cy="41" rx="12" ry="6" fill="#4a4d59" transform="rotate(-20 77 41)"/>' +
    '<path d="M34 30C30 50 35 72 38 82C41 95 59 95 62 82C65 72 70 50 66 30C60 26 40 26 34 30Z" fill="#5f6372"/>' +
    '<ellipse cx="50" cy="82" rx="15" ry="10" fill="#8d91a0"/><ellipse cx="44" cy="82" rx="2.5" ry="3.5" fill="#222" stroke="none"/><ellipse cx="56" cy="82" rx="2.5" ry="3.5" fill="#222" stroke="none"/>' +
    '<circle cx="41" cy="50" r="4" fill="#111"/><circle cx="59" cy="50" r="4" fill="#111"/><circle cx="42" cy="49" r="1.3" fill="#fff" stroke="none"/><circle cx="60" cy="49" r="1.3" fill="#fff" stroke="none"/>',
  jeepney:
    '<rect x="6" y="27" width="66" height="9" rx="2" fill="#cfd6e0"/><path d="M8 36H70L80 52H94V75H8Z" fill="#e63b2e"/><path d="M71 39L78 51H71Z" fill="#bfe6ff"/>' +
    '<rect id="m1" x="12" y="40" width="11" height="12" rx="1.5" fill="#bfe6ff"/><use href="#m1" x="14"/><use href="#m1" x="28"/><use href="#m1" x="42"/>' +
    '<path d="M8 58H94V63H8Z" fill="#ffd21a"/><path d="M8 63H94V67H8Z" fill="#1f6fe0"/><rect x="90" y="53" width="6" height="18" rx="1" fill="#cfd6e0"/>' +
    '<path d="M82 52L87 41L90 52Z" fill="#cfd6e0"/><circle cx="93" cy="57" r="2.2" fill="#fff3a0"/><path d="M20 31H58" stroke="#ff4f8a" stroke-width="2.5"/>' +
    '<circle cx="26" cy="76" r="10" fill="#222"/><circle cx="26" cy="76" r="4" fill="#cfd6e0"/><circle cx="77" cy="76" r="10" fill="#222"/><circle cx="77" cy="76" r="4" fill="#cfd6e0"/>',
  mango:
    '<path d="M30 32C48 12 86 22 84 56C82 86 46 94 28 76C14 62 17 44 30 32Z" fill="#ffc21a"/>' +
    '<path d="M58 25C76 27 86 40 84 58C79 45 70 34 58 25Z" fill="#ff7a1a" stroke="none"/>' +
    '<ellipse cx="36" cy="56" rx="5" ry="13" fill="#fff" fill-opacity=".4" stroke="none" transform="rotate(20 36 56)"/>' +
    '<path d="M44 28C48 14 62 7 76 11C67 24 56 28 44 28Z" fill="#3aa845"/><path d="M46 29L41 19" stroke-width="3.5"/>',
  pearl:
    '<path d="M12 56C14 20 86 20 88 56C70 48 30 48 12 56Z" fill="#eac8b8"/><path d="M22 44Q50 30 78 44M30 35Q50 27 70 35" fill="none" stroke="#c79886"/>' +
    '<ellipse cx="50" cy="60" rx="38" ry="9" fill="#7c3b50"/><path d="M10 62C12 92 88 92 90 62C72 70 28 70 10 62Z" fill="#d9a894"/>' +
    '<path d="M30 73L28 84M50 75V88M70 73L72 84" fill="none" stroke="#b8826e"/>' +
    '<circle cx="50" cy="53" r="15" fill="#f7f2ec"/><circle cx="45" cy="48" r="5" fill="#fff" stroke="none"/><path d="M38 60A14 14 0 0 0 63 58" fill="none" stroke="#d5c6b4" stroke-width="3"/>',
  sampaguita:
    '<path d="M14 84C24 62 42 62 50 72C40 82 26 86 14 84ZM86 84C76 62 58 62 50 72C60 82 74 86 86 84Z" fill="#3b9a4a"/>' +
    '<g fill="#fffdf4"><ellipse id="m1" cx="50" cy="26" rx="10" ry="21"/></g>' +
    '<use href="#m1" fill="#fffdf4" transform="rotate(72 50 50)"/><use href="#m1" fill="#fffdf4" transform="rotate(144 50 50)"/><use href="#m1" fill="#fffdf4" transform="rotate(216 50 50)"/><use href="#m1" fill="#fffdf4" transform="rotate(288 50 50)"/>' +
    '<g fill="#fff"><ellipse id="m2" cx="50" cy="37" rx="6" ry="12" transform="rotate(36 50 50)"/></g>' +
    '<use href="#m2" fill="#f4f0e4" transform="rotate(72 50 50)"/><use href="#m2" fill="#f4f0e4" transform="rotate(144 50 50)"/><use href="#m2" fill="#f4f0e4" transform="rotate(216 50 50)"/><use href="#m2" fill="#f4f0e4" transform="rotate(288 50 50)"/>' +
    '<circle cx="50" cy="50" r="7" fill="#f1d65a"/>',
  tarsier:
    '<circle cx="20" cy="30" r="14" fill="#b8875c"/><circle cx="80" cy="30" r="14" fill="#b8875c"/><circle cx="20" cy="30" r="7" fill="#e8a98a" stroke="none"/><circle cx="80" cy="30" r="7" fill="#e8a98a" stroke="none"/>' +
    '<ellipse cx="50" cy="54" rx="33" ry="30" fill="#c49567"/>' +
    '<circle cx="35" cy="50" r="14" fill="#f2b534"/><circle cx="65" cy="50" r="14" fill="#f2b534"/><circle cx="35" cy="50" r="10" fill="#140c06" stroke="none"/><circle cx="65" cy="50" r="10" fill="#140c06" stroke="none"/>' +
    '<circle cx="31" cy="45" r="3.5" fill="#fff" stroke="none"/><circle cx="61" cy="45" r="3.5" fill="#fff" stroke="none"/>' +
    '<path d="M47 67L50 71L53 67Z" fill="#5a3a24"/><path d="M44 76Q50 80 56 76" fill="none"/>' +
    '<rect x="8" y="86" width="84" height="9" rx="4.5" fill="#6b4a2a"/><path d="M28 88C28 80 36 80 38 86M62 86C64 80 72 80 72 88" fill="#c49567"/>',
  eagle:
    '<path d="M50 25C38 9 24 7 12 12C20 15 25 19 27 24C17 22 7 26 3 35C11 34 17 36 21 40C13 45 9 53 9 62C17 57 23 57 28 59Z" fill="#8b5a2b"/>' +
    '<path d="M19 17L34 27M8 33L27 38M13 54L27 50" fill="none" stroke="#5a3714"/>' +
    '<path d="M18 96C14 64 22 36 46 26C62 20 78 28 82 42L74 52C66 60 62 76 66 96Z" fill="#f3ead8"/>' +
    '<path d="M69 31C90 29 101 48 95 71C91 62 85 57 75 57L65 46Z" fill="#5a6b88"/><path d="M70 50C78 48 86 50 90 56" fill="none" stroke="#3a465c"/>' +
    '<circle cx="62" cy="41" r="4.5" fill="#6f9fe0"/><circle cx="62" cy="41" r="2.2" fill="#111" stroke="none"/><path d="M51 33L72 33L63 38Z" fill="#6b4420"/>' +
    '<path d="M34 62Q28 74 30 90M46 60Q42 74 44 92" fill="none" stroke="#cdbb9a"/>',
  fiesta:
    bunting(14, 9, ['#e63b2e', '#ffd21a', '#1f6fe0', '#2fb34a', '#ff7ac8']) +
    bunting(50, 9, ['#ffd21a', '#2fb34a', '#ff7ac8', '#e63b2e', '#1f6fe0']) +
    '<circle cx="20" cy="86" r="6" fill="#ff7ac8"/><circle cx="50" cy="90" r="6" fill="#ffd21a"/><circle cx="80" cy="86" r="6" fill="#3ad0ff"/>',
  volcano:
    '<path d="M26 26C18 14 32 4 42 10C46 0 62 2 62 14C74 12 78 26 66 28Z" fill="#d8d2ce"/>' +
    '<path d="M4 92L40 30Q50 22 60 30L96 92Z" fill="#6a4a3a"/><path d="M60 30L96 92H70Z" fill="#55392c" stroke="none"/>' +
    '<path d="M40 30Q50 22 60 30L57 37L53 33L49 39L45 33Z" fill="#ff7a1a"/>' +
    '<path d="M49 36C47 52 40 64 34 82M53 37C57 52 62 64 70 80" fill="none" stroke="#ff6a1a" stroke-width="4"/>' +
    '<path d="M4 92Q26 80 50 86T96 92Z" fill="#3f8a3a"/>',
  'rice terraces':
    '<clipPath id="m1"><circle cx="50" cy="50" r="46"/></clipPath><g clip-path="url(#m1)">' +
    '<rect width="100" height="100" fill="#9fd8f0"/><path d="M0 46L28 18L48 32L72 10L100 32V100H0Z" fill="#5d7f9e"/>' +
    '<g stroke="#e4f6b0" stroke-width="2.5"><path d="M0 48Q40 34 100 46V100H0Z" fill="#9ad654"/><path d="M0 60Q50 46 100 58V100H0Z" fill="#74c13c"/>' +
    '<path d="M0 72Q46 60 100 70V100H0Z" fill="#56a82e"/><path d="M0 84Q54 72 100 82V100H0Z" fill="#3a8f24"/></g>' +
    '<path d="M64 42l6-6 6 6v5h-12Z" fill="#8b5a2b" stroke-width="1.5"/></g><circle cx="50" cy="50" r="46" fill="none" stroke="#f2c94c" stroke-width="4"/>',
  parol:
    '<path d="M42 76Q34 88 44 98M58 76Q66 88 56 98" fill="none" stroke="#ff4f8a" stroke-width="5"/>' +
    '<circle cx="50" cy="46" r="40" fill="none" stroke="#2fb34a" stroke-width="5"/>' +
    `<path d="${star({ x: 50, y: 46 }, { outer: 40, inner: 17 })}" fill="#ffcf33"/><path d="${star({ x: 50, y: 46 }, { outer: 21, inner: 9 })}" fill="#e63b2e"/>` +
    '<circle cx="50" cy="46" r="5" fill="#fff8d0"/><circle cx="50" cy="6" r="3" fill="#fff"/><circle cx="88" cy="34" r="3" fill="#fff"/><circle cx="12" cy="34" r="3" fill="#fff"/>',
  bangka:
    '<path d="M50 8V60" stroke="#6b4a2a" stroke-width="3"/><path d="M50 10L82 52H50Z" fill="#ffd21a"/><path d="M50 24L72 52H50Z" fill="#e63b2e" stroke="none"/>' +
    '<path d="M4 56Q50 72 96 56L90 66Q50 82 10 66Z" fill="#f4f4f4"/><path d="M8 62Q50 76 92 62" fill="none" stroke="#1f6fe0" stroke-width="3"/>' +
    '<path d="M26 64Q20 74 22 84M74 64Q80 74 78 84" fill="none" stroke="#c9a35a" stroke-width="3"/><path d="M12 84H88" stroke="#c9a35a" stroke-width="4"/>' +
    '<path d="M0 90Q12 84 25 90T50 90T75 90T100 90V98H0Z" fill="#2b8ad6" stroke="none"/>',
  coconut:
    '<path d="M50 22C40 6 20 6 8 16C24 12 36 16 50 22ZM50 22C60 4 82 4 94 14C78 10 64 16 50 22ZM50 22C32 20 16 32 12 46C26 32 38 26 50 22ZM50 22C68 20 84 30 90 44C78 32 62 26 50 22Z" fill="#3aa845"/>' +
    '<circle cx="34" cy="60" r="23" fill="#7a4a22"/><circle cx="28" cy="53" r="3" fill="#3b2210" stroke="none"/><circle cx="38" cy="51" r="3" fill="#3b2210" stroke="none"/><circle cx="33" cy="60" r="3" fill="#3b2210" stroke="none"/>' +
    '<path d="M78 66L90 30" stroke="#ff4f8a" stroke-width="4"/><ellipse cx="68" cy="72" rx="25" ry="17" fill="#6b3e1c"/><ellipse cx="68" cy="67" rx="21" ry="10" fill="#fbf6ea"/><ellipse cx="68" cy="67" rx="13" ry="5" fill="#d8eef6" stroke="none"/>',
  typhoon:
    '<circle cx="50" cy="50" r="44" fill="#1b4f8a" fill-opacity=".5" stroke="none"/>' +
    '<g fill="none" stroke="#eaf4ff" stroke-width="9"><path d="M50 42C66 38 86 48 88 70"/><path d="M58 50C62 66 52 86 30 88"/><path d="M50 58C34 62 14 52 12 30"/><path d="M42 50C38 34 48 14 70 12"/></g>' +
    '<g fill="none" stroke="#8fc4ff" stroke-width="3" stroke-linecap="round"><path d="M64 30C74 34 80 40 82 48"/><path d="M18 52C20 62 26 70 36 74"/></g>' +
    '<circle cx="50" cy="50" r="8" fill="#0e2a50"/>',
};
