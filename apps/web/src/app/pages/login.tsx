import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { openModal } from '../../lib/modals.ts';
import { PageFrame } from './PageFrame.tsx';

/** /login: where the route guard sends visitors without a session. */
export function Component() {
  const { t } = useTranslation();
  useEffect(() => openModal('loginPopupModal', { tab: 'login' }), []);
  return <PageFrame title={t('header.login')} testId="login" />;
}
