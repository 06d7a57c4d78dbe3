import type { Scene } from './compose.ts';
import { hashOf, plaque } from './kit.ts';
import { PH_MOTIFS } from './motifs-ph.ts';
import { WORLD_MOTIFS } from './motifs-world.ts';
import { SPARE_THEMES, WORD_THEMES } from './themes.ts';

/** Every subject a slot's name can call up, longest first so "rice terraces" wins over shorter words. */
export const SUBJECTS: Record<string, string> = { ...PH_MOTIFS, ...WORLD_MOTIFS };
const SUBJECT_KEYS = Object.keys(SUBJECTS)
  .filter((k) => k !== 'gem')
  .sort((a, b) => b.length - a.length);
/** Pictures for a name that names none of the subjects. */
const SPARE = ['gem', 'jackpot', 'treasure', 'pearl'];

export const slug = (key: string) => key.replace(/\s+/g, '-');

/** The subject named in `text`, if any: the last one, so in "Dragon Koi" the koi is the picture. */
export function subjectOf(text: string): string | undefined {
  const lower = ` ${text.toLowerCase()} `;
  let best: { key: string; at: number } | undefined;
  for (const key of SUBJECT_KEYS) {
    const at = lower.lastIndexOf(` ${key} `);
    if (at >= 0 && (!best || at > best.at)) best = { key, at };
  }
  return best?.key;
}

/** Long titles break at the space nearest the middle. */
export function breakTitle(text: string): string[] {
  if (text.length <= 14) return [text];
  const mid = text.length / 2;
  let cut = -1;
  for (let i = 0; i < text.length; i++)
    if (text[i] === ' ' && (cut < 0 || Math.abs(i - mid) < Math.abs(cut - mid))) cut = i;
  // a lone word of one or two letters ("2", "II") reads better on the line with the rest
  return cut < 3 || text.length - cut < 4 ? [text] : [text.slice(0, cut), text.slice(cut + 1)];
}

/**
 * A slot: the first word picks the colours and texture (Golden, Jade, Volcano ...), the subject
 * the picture (a carabao, a koi ...). "Deluxe" adds a gold frame and a ribbon; a trailing
 * number a plaque. A name with neither still gets a theme and picture from its hash.
 */
export function slotScene(name: string): Scene {
  const deluxe = /\bdeluxe\b/i.test(name);
  const number = /\s(\d+)$/.exec(name)?.[1];
  const core = name
    .replace(/\bdeluxe\b/i, '')
    .replace(/\s\d+$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  const [first = '', ...others] = core.split(' ');
  const theme = WORD_THEMES[first.toLowerCase()];
  const rest = theme && others.length > 0 ? others.join(' ') : core;
  const key = subjectOf(rest) ?? subjectOf(core) ?? SPARE[hashOf(core) % SPARE.length]!;
  const extras = number ? plaque({ x: 170, y: 124 }, Number(number) % 10000) : '';
  return {
    theme: theme ?? SPARE_THEMES[hashOf(core) % SPARE_THEMES.length]!,
    motif: { id: slug(key), svg: SUBJECTS[key]! },
    title: theme && others.length > 0 ? { small: first, big: breakTitle(rest) } : { big: breakTitle(core) },
    ...(extras ? { extra: extras } : {}),
    frame: deluxe,
    mirror: key !== 'jackpot',
  };
}
