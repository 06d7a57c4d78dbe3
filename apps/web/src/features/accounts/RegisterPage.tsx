import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { openModal } from '../../lib/modals.ts';
import { AccessBanner } from './register/AccessBanner.tsx';
import { PromoPanel } from './register/PromoPanel.tsx';
import { RegisterForm } from './register/RegisterForm.tsx';
import './accounts.css';

/** The body of /register (isPage): the form beside the new-player promotions, the access helper and the way home. */
export function RegisterPage() {
  const { t } = useTranslation();
  return (
    <div className="register-page">
      <section className="register-page__form">
        <RegisterForm onLogin={() => openModal('loginPopupModal', { tab: 'login' })} />
      </section>
      <div className="register-page__side">
        <PromoPanel />
        <AccessBanner />
      </div>
      <Link to="/" className="register-page__home">
        {t('register.backHome')}
      </Link>
    </div>
  );
}
