import { useTranslation } from 'react-i18next';
import { openModal } from '../../lib/modals.ts';

/**
 * The inline guest login form of wide screens (phones use the Login button). Submitting hands
 * the typed username to the login modal, where the human check and captcha live.
 */
export function LoginForm() {
  const { t } = useTranslation();
  return (
    <form
      className="header__login"
      onSubmit={(e) => {
        e.preventDefault();
        openModal('loginPopupModal', { tab: 'login' });
      }}
    >
      <input
        name="username"
        autoComplete="username"
        placeholder={t('header.username')}
        aria-label={t('header.username')}
      />
      <input
        name="password"
        type="password"
        autoComplete="current-password"
        placeholder={t('header.password')}
        aria-label={t('header.password')}
      />
    </form>
  );
}
