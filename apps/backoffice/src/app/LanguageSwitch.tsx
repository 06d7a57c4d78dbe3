import { LANGS, useI18n, type Lang } from '../i18n/index.tsx';

/** The console's language, TY or EN. */
export function LanguageSwitch() {
  const { lang, setLang, t } = useI18n();
  return (
    <label className="lang">
      <span className="sr-only">{t('app.language')}</span>
      <select value={lang} onChange={(e) => setLang(e.target.value as Lang)} aria-label={t('app.language')}>
        {(Object.keys(LANGS) as Lang[]).map((code) => (
          <option key={code} value={code}>
            {LANGS[code].label}
          </option>
        ))}
      </select>
    </label>
  );
}
