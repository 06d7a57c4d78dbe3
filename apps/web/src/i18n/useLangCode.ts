import { useTranslation } from 'react-i18next';
import type { LangCode } from '@lotto/contracts/common/languages';
import { currentLangCode } from './index.ts';

/** The active brand language; re-renders on change, so it can sit in query keys. */
export const useLangCode = (): LangCode => {
  useTranslation(); // subscribes this component to languageChanged
  return currentLangCode();
};
