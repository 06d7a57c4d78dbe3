import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { apiSend, shape } from '../../lib/api.ts';
import { openModal } from '../../lib/modals.ts';
import { useSystemStatus } from '../../lib/queries/status.ts';
import { useModuleOn } from '../../lib/queries/whitelabel.ts';
import { canOpenMemberCentre, signOut, useSession } from '../../lib/session.ts';
import { useTheme } from '../../lib/theme.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { ThemeSwitch } from '../../ui/ThemeSwitch.tsx';
import { AvatarMenu } from './AvatarMenu.tsx';
import { Balance } from './Balance.tsx';
import { LoginForm } from './LoginForm.tsx';

/** SPEC section 2 header: a login form and entry buttons for guests; money and account for members. */
export function Header() {
  const { t } = useTranslation();
  const status = useSystemStatus().data;
  const brand = status?.info.whitelabel;
  const session = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const theme = useTheme();
  const directReg = useModuleOn('DIRECTREG3');
  const creditMarket = useModuleOn('CREDITMAR3');
  const [confirmLogout, setConfirmLogout] = useState(false);
  const logo = theme === 'dark' ? brand?.theme.logoDark : brand?.theme.logoLight;
  const memberCentre = (page: string) => void navigate({ search: `?memberCentre=${page}` });

  const logout = async () => {
    setConfirmLogout(false);
    await apiSend('DELETE', '/wps/session/logout', undefined, shape<unknown>()).catch(() => undefined);
    signOut();
    void navigate('/');
  };

  return (
    <header className="header">
      <Link to="/" className="header__logo" aria-label={brand?.name ?? t('nav.home')}>
        {logo && (
          <img
            src={logo}
            alt={brand?.name ?? ''}
            width={120}
            height={32}
            data-register-logo={pathname.startsWith('/register') || undefined}
          />
        )}
      </Link>
      {session ? (
        <div className="header__member">
          {canOpenMemberCentre(session) && !creditMarket && (
            <>
              <button type="button" className="button" onClick={() => memberCentre('depositv2')}>
                {t('header.deposit')}
              </button>
              <button type="button" className="button button--ghost" onClick={() => memberCentre('withdraw')}>
                {t('header.withdraw')}
              </button>
            </>
          )}
          <Balance currencySymbol={brand?.currencySymbol ?? ''} />
          <AvatarMenu
            onSignOut={() => setConfirmLogout(true)}
            onMemberCentre={memberCentre}
            onAgentCentre={() => memberCentre('agent')}
          />
        </div>
      ) : (
        <div className="header__guest">
          <LoginForm />
          <button
            type="button"
            className="button"
            onClick={() => openModal('loginPopupModal', { tab: 'login' })}
          >
            {t('header.login')}
          </button>
          {directReg && (
            <Link className="button button--ghost" to="/register">
              {t('header.register')}
            </Link>
          )}
          {brand?.freePlay && (
            <button
              type="button"
              className="button button--ghost"
              onClick={() => openModal('loginPopupModal', { tab: 'demo' })}
            >
              {t('header.freeDemo')}
            </button>
          )}
        </div>
      )}
      <ThemeSwitch />
      {confirmLogout && (
        <Dialog title={t('in_popup_prompt')} onClose={() => setConfirmLogout(false)}>
          <p>{t('in_sure_logout')}</p>
          <div className="dialog__actions">
            <button type="button" className="button button--ghost" onClick={() => setConfirmLogout(false)}>
              {t('in_more_cancel')}
            </button>
            <button type="button" className="button" onClick={() => void logout()}>
              {t('header.signOut')}
            </button>
          </div>
        </Dialog>
      )}
    </header>
  );
}
