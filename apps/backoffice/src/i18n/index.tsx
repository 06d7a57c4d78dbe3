import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { en, type MessageKey } from './en.ts';
import { ty } from './ty.ts';

/** The console's languages: the demo brand's two. The server answers errors in the one asked for. */
export const LANGS = {
  TY: { tag: 'fil', label: 'Tagalog', messages: ty },
  EN: { tag: 'en', label: 'English', messages: en },
} as const;
export type Lang = keyof typeof LANGS;
const STORE_KEY = 'bo.lang';

const stored = (): Lang => {
  try {
    const v = localStorage.getItem(STORE_KEY);
    if (v === 'TY' || v === 'EN') return v;
  } catch {
    // storage blocked: the default
  }
  return navigator.language.toLowerCase().startsWith('en') ? 'EN' : 'TY';
};

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;
export type I18n = { lang: Lang; setLang: (lang: Lang) => void; t: Translate };

const I18nContext = createContext<I18n | null>(null);

/** The language the page speaks now (kept in localStorage) and its translate function. */
export function I18nProvider({ children }: { children: ReactNode }) {
  const [lang, setLangState] = useState<Lang>(stored);
  const setLang = useCallback((next: Lang) => {
    setLangState(next);
    try {
      localStorage.setItem(STORE_KEY, next);
    } catch {
      // not kept: this page still switches
    }
  }, []);
  useEffect(() => {
    document.documentElement.lang = LANGS[lang].tag;
  }, [lang]);
  const value = useMemo<I18n>(() => {
    const messages: Record<MessageKey, string> = LANGS[lang].messages;
    const t: Translate = (key, values) =>
      messages[key].replace(/\{(\w+)\}/g, (whole, name: string) => String(values?.[name] ?? whole));
    return { lang, setLang, t };
  }, [lang, setLang]);
  return <I18nContext value={value}>{children}</I18nContext>;
}

export function useI18n(): I18n {
  const i18n = use(I18nContext);
  if (!i18n) throw new Error('useI18n outside I18nProvider');
  return i18n;
}

export type { MessageKey };
