import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { openModal } from '../../lib/modals.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { Tabs } from '../../ui/Tabs.tsx';

type Tab = 'login' | 'register';

/**
 * loginPopupModal with its login and register tabs. The forms' calls (POST /wps/session/login,
 * /wps/member/register) come with the accounts module; this is their frame and fields.
 */
export default function LoginPopupModal({ tab, onClose }: { tab?: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [active, setActive] = useState<Tab>(tab === 'register' ? 'register' : 'login');
  return (
    <Dialog title={t(active === 'login' ? 'header.login' : 'header.register')} onClose={onClose}>
      <Tabs
        label={t('header.login')}
        tabs={[
          { key: 'login', label: t('header.login') },
          { key: 'register', label: t('header.register') },
        ]}
        active={active}
        onChange={setActive}
      />
      {active === 'login' ? (
        <form className="form" onSubmit={(e) => e.preventDefault()}>
          <label>
            {t('header.username')}
            <input name="username" autoComplete="username" required />
          </label>
          <label>
            {t('header.password')}
            <input name="password" type="password" autoComplete="current-password" required />
          </label>
          <button type="submit" className="button">
            {t('header.login')}
          </button>
          <button type="button" className="link-button" onClick={() => openModal('forgetPassModal')}>
            {t('modal.forgotPassword')}
          </button>
        </form>
      ) : (
        <p>
          <Link to="/register" onClick={onClose} className="button">
            {t('header.register')}
          </Link>
        </p>
      )}
    </Dialog>
  );
}
