import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { openModal } from '../../lib/modals.ts';
import { canOpenMemberCentre, useSession } from '../../lib/session.ts';
import { NavIcon, type NavIconName } from '../../ui/NavIcon.tsx';
import './tab-bar.css';

type Tab = { key: Exclude<NavIconName, 'me' | 'menu'>; to: string; match: (path: string) => boolean };

const TABS: Tab[] = [
  { key: 'home', to: '/', match: (p) => p === '/' || p === '/home' || p === '/index' },
  { key: 'lottery', to: '/elott', match: (p) => p === '/elott' || p === '/lottery' },
  { key: 'games', to: '/inhouse', match: (p) => p.startsWith('/inhouse') },
  { key: 'promotions', to: '/promotions', match: (p) => p.startsWith('/promotions') },
];

/**
 * The phone's tab bar, fixed at the bottom as big lottery and casino sites have it: home, the
 * lottery, the in-house games, promotions, and the member's own corner (the member centre, or
 * the login for a guest). Wide screens have the side menu instead and never show it.
 */
export function TabBar({ onMenu }: { onMenu: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const me = () =>
    session && canOpenMemberCentre(session)
      ? void navigate({ search: '?memberCentre=securityCenter' })
      : session
        ? onMenu()
        : openModal('loginPopupModal', { tab: 'login' });
  return (
    <nav className="tab-bar" aria-label={t('tabs.label')} data-testid="tab-bar">
      {TABS.map((tab) => (
        <Link
          key={tab.key}
          to={tab.to}
          className="tab-bar__item"
          aria-current={tab.match(pathname) ? 'page' : undefined}
          data-tab={tab.key}
        >
          <NavIcon name={tab.key} />
          <span>{t(`tabs.${tab.key}`)}</span>
        </Link>
      ))}
      <button type="button" className="tab-bar__item" onClick={me} data-tab="me">
        <NavIcon name="me" />
        <span>{session ? t('tabs.me') : t('tabs.login')}</span>
      </button>
    </nav>
  );
}
