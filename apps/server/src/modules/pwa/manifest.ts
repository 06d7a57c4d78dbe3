import { createHash } from 'node:crypto';
import { languages } from '@lotto/contracts';
import { pick } from '../../lib/texts.ts';
import type { Brand } from '../brand/index.ts';
import type { IconColours } from './icon.ts';

/** The page colour of each theme: the web app's `--color-bg` and index.html's theme-color. */
const SURFACE = { dark: '#0f1218', light: '#f5f6f8' } as const;

export const ICONS = {
  'icon-192.png': { size: 192, maskable: false },
  'icon-512.png': { size: 512, maskable: false },
  'maskable-512.png': { size: 512, maskable: true },
} as const;
export type IconFile = keyof typeof ICONS;
export const ICON_PREFIX = '/pwa/';

/** What a brand's icons are drawn from: its name's initial and its colours. */
export const iconSourceOf = (brand: Brand): { name: string; colours: IconColours } => ({
  name: brand.settings.name,
  colours: {
    surface: SURFACE[brand.settings.theme.defaultTheme],
    primary: brand.settings.theme.primaryColor,
    accent: brand.settings.theme.accentColor,
  },
});

/** Changes when what the icons are drawn from changes, so an installed app fetches the new ones. */
const iconVersion = (brand: Brand) =>
  createHash('sha256')
    .update(JSON.stringify(iconSourceOf(brand)))
    .digest('hex')
    .slice(0, 10);

/** At most 12 characters (what a launcher shows under the icon): whole words where they fit. */
export function shortNameOf(name: string): string {
  if (name.length <= 12) return name;
  let short = '';
  for (const word of name.split(/\s+/)) {
    const next = short ? `${short} ${word}` : word;
    if (next.length > 12) break;
    short = next;
  }
  return short || name.slice(0, 12);
}

/**
 * A brand's web app manifest: its name, description and language, its page colour as the
 * splash and title-bar colour, and its icons (modules/pwa/icon.ts). Opens the home page full
 * screen, like an installed app.
 */
export function manifestFor(brand: Brand) {
  const { name, defaultLang, description, footer, theme } = brand.settings;
  const text =
    pick(description, { lang: defaultLang, fallback: defaultLang }) ||
    pick(footer.about, { lang: defaultLang, fallback: defaultLang });
  const v = iconVersion(brand);
  const icon = (file: IconFile) => ({
    src: `${ICON_PREFIX}${file}?v=${v}`,
    sizes: `${ICONS[file].size}x${ICONS[file].size}`,
    type: 'image/png',
    purpose: ICONS[file].maskable ? 'maskable' : 'any',
  });
  return {
    id: '/',
    name,
    short_name: shortNameOf(name),
    description: text,
    lang: languages.find((l) => l.code === defaultLang)?.tag ?? 'en',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: SURFACE[theme.defaultTheme],
    theme_color: SURFACE[theme.defaultTheme],
    categories: ['games', 'entertainment'],
    icons: (Object.keys(ICONS) as IconFile[]).map(icon),
  };
}
