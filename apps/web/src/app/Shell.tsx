import { useCallback, useDeferredValue, useEffect, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useMatches, useSearchParams } from 'react-router';
import { BannerCarousel } from '../features/banner/BannerCarousel.tsx';
import { Footer } from '../features/footer/Footer.tsx';
import { Header } from '../features/header/Header.tsx';
import { SideMenu } from '../features/side-menu/SideMenu.tsx';
import { TabBar } from '../features/tab-bar/TabBar.tsx';
import { MaintenancePage } from '../features/status-pages/MaintenancePage.tsx';
import { RestrictionPage } from '../features/status-pages/RestrictionPage.tsx';
import { applyBrandLanguages } from '../i18n/index.ts';
import { apiSend, shape } from '../lib/api.ts';
import { useLangCode } from '../i18n/useLangCode.ts';
import { useSystemStatus } from '../lib/queries/status.ts';
import { captureLinkCodes } from '../lib/link-codes.ts';
import { isModalName, openModal } from '../lib/modals.ts';
import { signIn, useSession } from '../lib/session.ts';
import { exchangeSignInCode, SIGNIN_PARAM } from '../lib/signin-code.ts';
import { MemberCentreHost } from './MemberCentreHost.tsx';
import { ModalHost } from './ModalHost.tsx';
import { RouteFallback } from './RouteFallback.tsx';
import { BARLESS, GUARD_EXEMPT, type RouteHandle, type ShellOutlet } from './route-table.ts';

const NO_PARTS: RouteHandle = { parts: { header: false, banner: false, footer: false, sideMenu: false } };

/** The frame of every page: status gate, route guard, then the shell parts the route asks for. */
export function Shell() {
  const { t } = useTranslation();
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
  const [collapsed, setCollapsed] = useState(false);
  // On phones the side menu is a drawer: the header's menu button opens it.
  const [drawer, setDrawer] = useState(false);
  const closeDrawer = useCallback(() => setDrawer(false), []);
  const openDrawer = useCallback(() => setDrawer(true), []);
  const brand = data?.info.whitelabel;
  // Deep links such as /?modal=noticeModal (from a banner, a message or a campaign) open a modal.
  const linkedModal = params.get('modal');
  // Social sign-in comes back with a one-time code bound to this browser, traded for a session.
  const signinCode = params.get(SIGNIN_PARAM);

  // index.html's static header stays until this first real frame replaces it (no blank page while
  // the scripts and the status load).
  useLayoutEffect(() => {
    if (data || failed) document.getElementById('boot')?.remove();
  }, [data, failed]);

  useEffect(() => {
    if (brand) void applyBrandLanguages(brand.supportLanguages, brand.defaultLang);
  }, [brand]);

  // SPEC: a logged-in member's language choice is saved on the server too.
  const lang = useLangCode();
  const signedIn = session !== null;
  useEffect(() => {
    if (signedIn)
      void apiSend('PUT', '/wps/member/language', { language: lang }, shape<unknown>()).catch(
        () => undefined,
      );
  }, [lang, signedIn]);

  // With systemStatus 0 the way back from social sign-in signs in first; the code leaves the
  // address in the same update that signs in (a session token never travels in a link).
  useEffect(() => {
    if (!signinCode || data?.systemStatus !== 0) return;
    void exchangeSignInCode(signinCode).then((signedInAs) => {
      params.delete(SIGNIN_PARAM);
      setParams(params, { replace: true });
      if (signedInAs) signIn(signedInAs);
    });
  }, [signinCode, data?.systemStatus, params, setParams]);

  // An affiliate or referral link is kept for the visit, whichever page it lands on.
  useEffect(() => captureLinkCodes(params), [params]);

  useEffect(() => {
    if (!isModalName(linkedModal)) return;
    openModal(linkedModal, {
      url: params.get('url') ?? undefined,
      token: linkedModal === 'resetPassword' ? (params.get('token') ?? undefined) : undefined,
    });
    for (const key of ['modal', 'url', ...(linkedModal === 'resetPassword' ? ['token'] : [])])
      params.delete(key);
    setParams(params, { replace: true });
  }, [linkedModal, params, setParams]);

  if (failed) return <MaintenancePage failed />;
  if (!data) return <RouteFallback />;
  if (data.systemStatus === 1) return <MaintenancePage message={data.maintenance.message} />;
  if (data.systemStatus === 2) return <RestrictionPage location={data.location} />;
  if (brand?.loginedToHomePage && !session && !signinCode && !GUARD_EXEMPT.includes(pathname)) {
    // Keep the query: a mailed reset link (?modal=resetPassword&token=…) opens on /login too.
    return <Navigate to={{ pathname: '/login', search }} replace />;
  }

  // On /seamless and /vnlottery the bars stay hidden unless the `bars` flag allows them.
  const barless = BARLESS.includes(pathname);
  const barsAllowed = !barless || params.get('bars') === '1';
  const showBars = barsAllowed && !collapsed;
  const { parts } = handle;

  const sideMenu = parts.sideMenu && showBars;
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
      <ModalHost />
    </div>
  );
}
