import { useTranslation } from 'react-i18next';
import type { LangCode } from '@lotto/contracts/common/languages';
import { setLanguage } from '../i18n/index.ts';
import { useLangCode } from '../i18n/useLangCode.ts';

type Props = { languages: readonly LangCode[] };

/** One pressed button per language; fits TY/EN at 360 px. A list of 34 will need a menu. */
export function LanguageSwitch({ languages }: Props) {
  const { t } = useTranslation();
  const active = useLangCode();
  if (languages.length < 2) return null;

  return (
    <div className="segmented" role="group" aria-label={t('language.label')}>
      {languages.map((code) => (
        <button
          key={code}
          type="button"
          className="segmented__item"
          aria-pressed={code === active}
          onClick={() => void setLanguage(code)}
        >
          {t(`language.${code}`, { defaultValue: code })}
        </button>
      ))}
    </div>
  );
}
