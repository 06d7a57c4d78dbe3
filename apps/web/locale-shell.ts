import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** Namespaces of the default language that stay out of the first page's script. */
export const DEFERRED_NAMESPACES = [
  // what the member and agent centres share
  'centre',
  'memberCentre',
  'agentCentre',
  // the promotion pages and the member centre's bonus screens
  'promo',
  // the point mall's page
  'mall',
  'lobby',
  'game',
  'inhouse',
  'lottery',
  'vnlottery',
  // the app download page and modal (the shell keeps only their step texts, `download`)
  'appDownload',
  // the help centre (modal and /helpmc), its Verify Representative check and the feedback form
  'helpCentre',
  'verifyRep',
  'feedback',
  // live chat: the floating window and the /chat page
  'chat',
];

const ID = 'virtual:ty-shell';
const RESOLVED = `\0${ID}`;

/**
 * `import ty from 'virtual:ty-shell'`: the default language's text without the namespaces of
 * lazily loaded screens (the member centre), which come with those screens from the full
 * `locales/ty.json` chunk. The first page carries only what the shell shows.
 */
export function localeShell(): Plugin {
  const file = new URL('./src/i18n/locales/ty.json', import.meta.url);
  return {
    name: 'locale-shell',
    resolveId: (id) => (id === ID ? RESOLVED : null),
    load(id) {
      if (id !== RESOLVED) return null;
      this.addWatchFile(file.pathname);
      const text = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      for (const key of DEFERRED_NAMESPACES) delete text[key];
      return `export default ${JSON.stringify(text)};`;
    },
  };
}
