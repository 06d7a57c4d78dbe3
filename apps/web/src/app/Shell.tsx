import { lazy, Suspense, useCallback, useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useMatches, useSearchParams } from 'react-router';
import { BannerCarousel } from '../features/banner/BannerCarousel.tsx';
import { Footer } from '../features/footer/Footer.tsx';
import { Header } from '../features/header/Header.tsx';
import { SideMenu } from '../features/side-menu/SideMenu.tsx';
import { TabBar } from '../features/tab-bar/TabBar.tsx';
import { MaintenancePage } from '../features/status-pages/MaintenancePage.tsx';
import { RestrictionPage } from '../features/status-pages/RestrictionPage.tsx';
import { useSystemStatus } from '../lib/queries/status.ts';
import { useSession } from '../lib/session.ts';
import { SIGNIN_PARAM } from '../lib/signin-code.ts';
import { AgentCentreHost } from './AgentCentreHost.tsx';
import { ChatHost } from './ChatHost.tsx';
import { ContractOffersHost } from './ContractOffersHost.tsx';
import { MemberCentreHost } from './MemberCentreHost.tsx';
import { ModalHost } from './ModalHost.tsx';
import { useNoticePopups } from './notice-popups.ts';
import { RouteFallback } from './RouteFallback.tsx';
import { BARLESS, GUARD_EXEMPT, type RouteHandle, type ShellOutlet } from './route-table.ts';
import { useAddressLinks, useBootHandOver, useLanguages, useSignInCode } from './shell-hooks.ts';

// The top reward bar loads only for a signed-in member, after the page.
const RewardBar = lazy(() => import('../features/reward-bar/RewardBar.tsx'));
/** Routes that never show the reward bar (the seamless game frame and the VN lottery). */
const NO_REWARD_BAR = ['/seamless', '/vnlottery'];

const NO_PARTS: RouteHandle = { parts: { header: false, banner: false, footer: false, sideMenu: false } };

type Parts = RouteHandle['parts'];

/** The shell's parts around the page: side menu (a drawer on phones), header, bars toggle, banner, footer. */
function Frame({ handle, barsAllowed }: { handle: RouteHandle; barsAllowed: boolean }) {
  const { t } = useTranslation();
  const [collapsed, setCollapsed] = useState(false);
  // On phones the side menu is a drawer: the header's menu button opens it.
  const [drawer, setDrawer] = useState(false);
  const closeDrawer = useCallback(() => setDrawer(false), []);
  const openDrawer = useCallback(() => setDrawer(true), []);
  const showBars = barsAllowed && !collapsed;
  const parts: Parts = handle.parts;
  const sideMenu = parts.sideMenu && showBars;
  const signedIn = useSession() !== null;
  const { pathname } = useLocation();
  useNoticePopups();
  const rewardBar =
    signedIn && parts.header && showBars && !NO_REWARD_BAR.some((p) => pathname.startsWith(p));
  return (
    <div
      className="shell"
      data-side={sideMenu ? 'on' : 'off'}
      data-drawer={sideMenu && drawer ? 'open' : undefined}
    >
      {sideMenu && <SideMenu drawer={{ open: drawer, onClose: closeDrawer }} />}
      {sideMenu && drawer && (
        <button
          type="button"
          className="drawer-backdrop"
          aria-label={t('nav.closeMenu')}
          tabIndex={-1}
          onClick={closeDrawer}
        />
      )}
      <div className="shell__main">
        {parts.header && showBars && <Header onMenu={sideMenu ? openDrawer : undefined} menuOpen={drawer} />}
        {rewardBar && (
          <Suspense fallback={null}>
            <RewardBar />
          </Suspense>
        )}
        {handle.collapsibleBars && barsAllowed && (
          <button
            type="button"
            className="bars-toggle"
            aria-label={t('shell.toggleBars')}
            aria-expanded={!collapsed}
            onClick={() => setCollapsed((c) => !c)}
            data-testid="bars-toggle"
          >
            {collapsed ? '▾' : '▴'}
          </button>
        )}
        {parts.banner && handle.bannerGroup && (
          <BannerCarousel key={handle.bannerGroup} group={handle.bannerGroup} />
        )}
        <main id="content" className="shell__content">
          <Outlet context={{ headerShown: parts.header && showBars } satisfies ShellOutlet} />
        </main>
        {parts.footer && <Footer />}
      </div>
      {sideMenu && <TabBar onMenu={openDrawer} />}
      <MemberCentreHost />
      <AgentCentreHost />
      <ContractOffersHost />
      {/* pages without the shell (help centre, app download, the room itself) carry no floating chat */}
      {parts.header && <ChatHost />}
      <ModalHost />
    </div>
  );
}

/** The frame of every page: status gate, route guard, then the shell parts the route asks for. */
export function Shell() {
  const status = useSystemStatus();
  // The whole page renders when the status arrives: as a transition, in slices that leave the
  // main thread free between them, instead of one long task.
  const data = useDeferredValue(status.data);
  // Only a cached status and a failed fresh call: the site is out of reach, as with no status.
  const failed = status.isError && status.dataUpdatedAt === 0;
  const session = useSession();
  const { pathname, search } = useLocation();
  const [params, setParams] = useSearchParams();
  const handle = (useMatches().at(-1)?.handle as RouteHandle | undefined) ?? NO_PARTS;
  const brand = data?.info.whitelabel;
  useBootHandOver(Boolean(data) || failed);
  useLanguages(brand, session !== null);
  useSignInCode(data?.systemStatus === 0, { params, setParams });
  useAddressLinks({ params, setParams });

  if (failed) return <MaintenancePage failed />;
  if (!data) return <RouteFallback />;
  if (data.systemStatus === 1) return <MaintenancePage message={data.maintenance.message} />;
  if (data.systemStatus === 2) return <RestrictionPage location={data.location} />;
  if (brand?.loginedToHomePage && !session && !params.get(SIGNIN_PARAM) && !GUARD_EXEMPT.includes(pathname)) {
    // Keep the query: a mailed reset link (?modal=resetPassword&token=…) opens on /login too.
    return <Navigate to={{ pathname: '/login', search }} replace />;
  }
  // On /seamless and /vnlottery the bars stay hidden unless the `bars` flag allows them.
  const barsAllowed = !BARLESS.includes(pathname) || params.get('bars') === '1';
  return <Frame handle={handle} barsAllowed={barsAllowed} />;
}
