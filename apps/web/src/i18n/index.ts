import i18next from 'i18next';
import { DEFAULT_LANG, type LangCode } from '@lotto/contracts/common/languages';
import { readStorage, writeStorage } from '../lib/storage.ts';
import tyShell from 'virtual:ty-shell';
import { dirOf, langCodeOf, resolveLanguage, resourceKeyOf, tagOf } from './languages.ts';

type Messages = Record<string, unknown>;

const STORAGE_KEY = 'hisLang';
const FALLBACK = 'en';
// Key parity with en.json is checked by the compiler (locale-parity.ts), so these never need
// the fallback file; any other language may be partial and loads EN beside it.
const COMPLETE = new Set(['ty', 'en']);

// TY is the region's default: the shell's part of its text ships in the entry chunk (without
// the namespaces of lazy screens, apps/web/locale-shell.ts) and the whole file is its own chunk,
// fetched with the first screen that needs it. Every other locale is its own chunk, fetched only
// when someone picks it.
const loaders = import.meta.glob<Messages>('./locales/*.json', { import: 'default' });
const loaderOf = (key: string) => loaders[`./locales/${key}.json`];
const DEFAULT_KEY = 'ty';

/** Languages this build has text for, as brand codes. */
export const shippedLangCodes: readonly LangCode[] = Object.keys(loaders).flatMap((path) => {
  const code = langCodeOf(path.slice('./locales/'.length, -'.json'.length));
  return code ? [code] : [];
});

export const i18n = i18next.createInstance();

let supported: readonly LangCode[] = shippedLangCodes;
let fallbackLang: LangCode = DEFAULT_LANG;
let latestRequest = 0;

let markInitialized: () => void = () => undefined;
const initialized = new Promise<void>((resolve) => (markInitialized = resolve));

/** Set once a lazy screen asked for the default language's full text. */
let fullDefault: Promise<void> | undefined;

const ensureLoaded = async (key: string): Promise<void> => {
  if (key === DEFAULT_KEY) return fullDefault;
  if (i18n.hasResourceBundle(key, 'translation')) return;
  const load = loaderOf(key);
  if (!load) return;
  i18n.addResourceBundle(key, 'translation', await load());
};

/**
 * The default language's deferred namespaces (the member centre's text): a lazy screen loads
 * this beside its own chunk, so it never renders before its words are there.
 */
export const loadDeferredText = (): Promise<void> => {
  fullDefault ??= (async () => {
    const load = loaderOf(DEFAULT_KEY);
    if (!load) return;
    const text = await load();
    // A route chunk may ask before initI18n has run; i18next takes bundles only once it has.
    await initialized;
    i18n.addResourceBundle(DEFAULT_KEY, 'translation', text, true, true);
  })().catch((error: unknown) => {
    fullDefault = undefined; // a later screen may try again
    throw error;
  });
  return fullDefault;
};

/** Fetches a language's text without switching to it (a dialog that speaks a fixed language). */
export const loadLanguageText = (code: LangCode): Promise<void> => ensureLoaded(resourceKeyOf(code));

/** The active language as a brand code, for the `Language` header and query keys. */
export const currentLangCode = (): LangCode => langCodeOf(i18n.language ?? '') ?? fallbackLang;

/** Switches language; false when its text could not be fetched and the current one stays. */
export const setLanguage = async (code: LangCode): Promise<boolean> => {
  // A slow download must not override a choice made after it started.
  const request = ++latestRequest;
  const key = resourceKeyOf(code);
  try {
    await Promise.all([key, ...(COMPLETE.has(key) ? [] : [FALLBACK])].map(ensureLoaded));
  } catch {
    return false;
  }
  if (request !== latestRequest) return false;
  await i18n.changeLanguage(key);
  writeStorage('local', { key: STORAGE_KEY, value: code });
  return true;
};

/** The brand's languages this build has text for, in the brand's order. */
export const offeredLanguages = (brandLangs: readonly LangCode[]): LangCode[] =>
  brandLangs.filter((code) => shippedLangCodes.includes(code));

/**
 * Narrows the choice to what the brand offers once its configuration arrives; a stored
 * language the brand does not support gives way to the brand's default.
 */
export const applyBrandLanguages = async (
  brandLangs: readonly LangCode[],
  brandDefault: LangCode,
): Promise<void> => {
  const offered = offeredLanguages(brandLangs);
  supported = offered.length > 0 ? offered : [DEFAULT_LANG];
  fallbackLang = supported.includes(brandDefault) ? brandDefault : (supported[0] ?? DEFAULT_LANG);
  const next = resolveLanguage(currentLangCode(), { supported, fallback: fallbackLang });
  if (next !== currentLangCode()) await setLanguage(next);
};

i18n.on('languageChanged', (key) => {
  const code = langCodeOf(key) ?? fallbackLang;
  document.documentElement.lang = tagOf(code);
  document.documentElement.dir = dirOf(code);
});

export const initI18n = async (): Promise<void> => {
  await i18n.init({
    resources: { [DEFAULT_KEY]: { translation: tyShell } },
    // Other languages arrive through addResourceBundle, not a backend.
    partialBundledLanguages: true,
    lng: 'ty',
    fallbackLng: FALLBACK,
    interpolation: { escapeValue: false }, // React escapes on render.
    react: { bindI18nStore: 'added' }, // Re-render when a late fallback bundle lands.
  });
  markInitialized();
  const wanted = resolveLanguage(readStorage('local', STORAGE_KEY), { supported, fallback: fallbackLang });
  // If the chosen language's file cannot be fetched, show the bundled default, not a blank page.
  if (!(await setLanguage(wanted))) await setLanguage(DEFAULT_LANG);
};
