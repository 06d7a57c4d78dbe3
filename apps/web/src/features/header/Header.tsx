import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { errorText } from '../../lib/api-errors.ts';
import { useMediaQuery } from '../../lib/media.ts';
import { openModal } from '../../lib/modals.ts';
import { usePlayMoney } from '../../lib/queries/member.ts';
import { useSystemStatus } from '../../lib/queries/status.ts';
import { useModuleOn } from '../../lib/queries/whitelabel.ts';
import { canOpenMemberCentre, useSession } from '../../lib/session.ts';
import { useTheme } from '../../lib/theme.ts';
import { AlertDialog } from '../../ui/AlertDialog.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { NavIcon } from '../../ui/NavIcon.tsx';
import { ThemeSwitch } from '../../ui/ThemeSwitch.tsx';
import { AvatarMenu } from './AvatarMenu.tsx';
import { Balance } from './Balance.tsx';
import { MessagesButton } from './MessagesButton.tsx';

// The sign-in code (inline form, logout, free demo) loads after the page: none of it is needed
// to show the home page, and phones never show the inline form.
const LoginForm = lazy(() => import('./LoginForm.tsx').then((m) => ({ default: m.LoginForm })));
const auth = () => import('../../lib/auth.ts');

type Props = {
  /** Opens the side menu as a drawer (phones); absent on pages without the side menu. */
  onMenu?: (() => void) | undefined;
  menuOpen?: boolean;
};

type Brand = NonNullable<ReturnType<typeof useSystemStatus>['data']>['info']['whitelabel'];

/** A member's part: deposit and withdraw (real money only), the balance, the account menu. */
function MemberBar({ brand, onSignOut }: { brand: Brand | undefined; onSignOut: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const creditMarket = useModuleOn('CREDITMAR3');
  // Play money is never paid in or out: a free demo gets no deposit or withdraw entry.
  const playMoney = usePlayMoney();
  const memberCentre = (page: string) => void navigate({ search: `?memberCentre=${page}` });
  return (
    <div className="header__member">
      {canOpenMemberCentre(session) && !creditMarket && !playMoney && (
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
      {/* after the balance: on phones it joins the balance's row, leaving deposit and withdraw theirs */}
      {canOpenMemberCentre(session) && <MessagesButton onOpen={() => memberCentre('messageV2')} />}
      <AvatarMenu
        onSignOut={onSignOut}
        onMemberCentre={memberCentre}
        onAgentCentre={() => void navigate({ search: '?agentCentre=agentTeamOverview' })}
      />
    </div>
  );
}

/** A guest's part: the inline sign-in form on wide screens, login, register and the free demo. */
function GuestBar({
  brand,
  onDemoError,
}: {
  brand: Brand | undefined;
  onDemoError: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const directReg = useModuleOn('DIRECTREG3');
  // The inline sign-in form is a wide-screen part (shell-header.css): phones never fetch its code.
  const inlineLogin = useMediaQuery('(min-width: 1100px)');
  const freeDemo = () =>
    auth()
      .then((m) => m.freePlayLogin())
      .then(
        () => void navigate('/'),
        (error: unknown) => onDemoError(error),
      );
  return (
    <div className="header__guest">
      {inlineLogin && (
        <Suspense fallback={null}>
          <LoginForm />
        </Suspense>
      )}
      <button
        type="button"
        className="button header__login-open"
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
          onClick={() => void freeDemo()}
          data-testid="free-demo"
        >
          {t('header.freeDemo')}
        </button>
      )}
    </div>
  );
}

/** Logout asks first, then ends the session on the server (a failed call still signs out; docs/product/shell-and-routes.md#header). */
function LogoutConfirm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOutNow = async () => {
    onClose();
    await (await auth()).logout();
    void navigate('/');
  };
  return (
    <Dialog title={t('in_popup_prompt')} onClose={onClose}>
      <p>{t('in_sure_logout')}</p>
      <div className="dialog__actions">
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t('in_more_cancel')}
        </button>
        <button type="button" className="button" onClick={() => void signOutNow()}>
          {t('header.signOut')}
        </button>
      </div>
    </Dialog>
  );
}

/** The header: a login form and entry buttons for guests; money and account for members. */
export function Header({ onMenu, menuOpen = false }: Props) {
  const { t } = useTranslation();
  const brand = useSystemStatus().data?.info.whitelabel;
  const session = useSession();
  const { pathname } = useLocation();
  const theme = useTheme();
  const [confirmLogout, setConfirmLogout] = useState(false);
  const [demoError, setDemoError] = useState<unknown>(null);
  const logo = theme === 'dark' ? brand?.theme.logoDark : brand?.theme.logoLight;

  return (
    <header className="header">
      {onMenu && (
        <button
          type="button"
          className="icon-button header__menu"
          onClick={onMenu}
          aria-label={t('nav.openMenu')}
          aria-controls="side-menu"
          aria-expanded={menuOpen}
          data-testid="menu-button"
        >
          <NavIcon name="menu" />
        </button>
      )}
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
        <MemberBar brand={brand} onSignOut={() => setConfirmLogout(true)} />
      ) : (
        <GuestBar brand={brand} onDemoError={setDemoError} />
      )}
      <ThemeSwitch />
      {confirmLogout && <LogoutConfirm onClose={() => setConfirmLogout(false)} />}
      {demoError !== null && (
        <AlertDialog message={errorText(t, demoError)} onClose={() => setDemoError(null)} />
      )}
    </header>
  );
}
