import { languages, type LangCode } from '@lotto/contracts/common/languages';

/**
 * Brand language codes (upper-case, as sent in the `Language` header) and i18next resource
 * keys (lower-case, as the locale files are named) are two spellings of one thing.
 */
export const resourceKeyOf = (code: LangCode): string => code.toLowerCase();

const byCode = new Map<string, (typeof languages)[number]>(languages.map((l) => [l.code, l]));

export const isLangCode = (value: string): value is LangCode => byCode.has(value);

export const langCodeOf = (resourceKey: string): LangCode | undefined => {
  const code = resourceKey.toUpperCase();
  return isLangCode(code) ? code : undefined;
};

/** A language's own name (Filipino, English, Tiếng Việt ...), shown in language lists. */
export const languageName = (code: LangCode): string => byCode.get(code)?.name ?? code;

/** BCP 47 tag for `<html lang>` and Intl formatting (TY is `fil`). */
export const tagOf = (code: LangCode): string => byCode.get(code)?.tag ?? 'en';

const rtl = new Set<LangCode>(['AR', 'FA', 'UR']);
export const dirOf = (code: LangCode): 'rtl' | 'ltr' => (rtl.has(code) ? 'rtl' : 'ltr');

/** The stored hisLang if supported, else the default (docs/product/shell-and-routes.md#theme-and-language). */
export const resolveLanguage = (
  stored: string | null,
  { supported, fallback }: { supported: readonly LangCode[]; fallback: LangCode },
): LangCode => supported.find((code) => code === stored) ?? fallback;
