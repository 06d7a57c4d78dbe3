/**
 * The 34 brand language codes (upper-case two letters, as existing clients send them in the
 * `Language` header) with the BCP 47 tag used for formatting and the name in that language.
 * TY is the region's Filipino (Tagalog mixed with English).
 */
export const languages = [
  { code: 'TY', tag: 'fil', name: 'Filipino' },
  { code: 'EN', tag: 'en', name: 'English' },
  { code: 'CN', tag: 'zh-CN', name: '简体中文' },
  { code: 'TW', tag: 'zh-TW', name: '繁體中文' },
  { code: 'VI', tag: 'vi', name: 'Tiếng Việt' },
  { code: 'TH', tag: 'th', name: 'ไทย' },
  { code: 'ID', tag: 'id', name: 'Bahasa Indonesia' },
  { code: 'MS', tag: 'ms', name: 'Bahasa Melayu' },
  { code: 'KM', tag: 'km', name: 'ខ្មែរ' },
  { code: 'LO', tag: 'lo', name: 'ລາວ' },
  { code: 'MY', tag: 'my', name: 'မြန်မာ' },
  { code: 'KO', tag: 'ko', name: '한국어' },
  { code: 'JA', tag: 'ja', name: '日本語' },
  { code: 'HI', tag: 'hi', name: 'हिन्दी' },
  { code: 'BN', tag: 'bn', name: 'বাংলা' },
  { code: 'UR', tag: 'ur', name: 'اردو' },
  { code: 'NE', tag: 'ne', name: 'नेपाली' },
  { code: 'TA', tag: 'ta', name: 'தமிழ்' },
  { code: 'TE', tag: 'te', name: 'తెలుగు' },
  { code: 'PT', tag: 'pt-BR', name: 'Português' },
  { code: 'ES', tag: 'es', name: 'Español' },
  { code: 'FR', tag: 'fr', name: 'Français' },
  { code: 'DE', tag: 'de', name: 'Deutsch' },
  { code: 'IT', tag: 'it', name: 'Italiano' },
  { code: 'RU', tag: 'ru', name: 'Русский' },
  { code: 'TR', tag: 'tr', name: 'Türkçe' },
  { code: 'AR', tag: 'ar', name: 'العربية' },
  { code: 'FA', tag: 'fa', name: 'فارسی' },
  { code: 'PL', tag: 'pl', name: 'Polski' },
  { code: 'NL', tag: 'nl', name: 'Nederlands' },
  { code: 'UK', tag: 'uk', name: 'Українська' },
  { code: 'KK', tag: 'kk', name: 'Қазақ тілі' },
  { code: 'UZ', tag: 'uz', name: 'Oʻzbekcha' },
  { code: 'SW', tag: 'sw', name: 'Kiswahili' },
] as const;

export type LangCode = (typeof languages)[number]['code'];
export const langCodes = languages.map((l) => l.code) as [LangCode, ...LangCode[]];
export const DEFAULT_LANG: LangCode = 'TY';
