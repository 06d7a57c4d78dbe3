import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { openModal } from '../../lib/modals.ts';
import { PageFrame } from './PageFrame.tsx';

/** /register: the registration page (its form comes with the accounts module). */
export function Component() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('register.title')} testId="register">
      <p>
        <button
          type="button"
          className="link-button"
          onClick={() => openModal('loginPopupModal', { tab: 'login' })}
        >
          {t('register.haveAccount')}
        </button>
      </p>
      <Link to="/">{t('register.backHome')}</Link>
    </PageFrame>
  );
}
