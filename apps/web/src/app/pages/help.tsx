import { useTranslation } from 'react-i18next';
import { PageFrame } from './PageFrame.tsx';

/** /help: the user agreement the registration form links to. */
export function Component() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('help.agreementTitle')} testId="help">
      <p>{t('help.agreementBody')}</p>
    </PageFrame>
  );
}
