import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/Dialog.tsx';
import { Tabs } from '../../ui/Tabs.tsx';
import { LoginPanel } from './LoginPanel.tsx';
import { RegisterForm } from './register/RegisterForm.tsx';
import './accounts.css';

type Tab = 'login' | 'register';

/** loginPopupModal (and registerModal, which opens it on the register tab): docs/product/shell-and-routes.md#modals. */
export default function LoginPopupModal({ tab, onClose }: { tab?: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [active, setActive] = useState<Tab>(tab === 'register' ? 'register' : 'login');
  return (
    <Dialog
      title={t(active === 'login' ? 'header.login' : 'header.register')}
      onClose={onClose}
      testId="login-modal"
    >
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
        <LoginPanel onRegister={() => setActive('register')} />
      ) : (
        <RegisterForm onLogin={() => setActive('login')} />
      )}
    </Dialog>
  );
}
