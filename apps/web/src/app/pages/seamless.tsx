import { useTranslation } from 'react-i18next';
import { PageFrame } from './PageFrame.tsx';

/** /seamless: seamless-wallet games, full width with the bars hidden unless allowed. */
export function Component() {
  const { t } = useTranslation();
  return <PageFrame title={t('nav.seamless')} testId="seamless" />;
}
