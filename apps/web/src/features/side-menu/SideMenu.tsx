import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import type { LangCode } from '@lotto/contracts/common/languages';
import { categoryHref, type VendorCategory } from '@lotto/contracts/games/categories';
import { offeredLanguages, setLanguage } from '../../i18n/index.ts';
import { languageName } from '../../i18n/languages.ts';
import { useLangCode } from '../../i18n/useLangCode.ts';
import { openCustomerService, serviceUrl } from '../../lib/customer-service.ts';
import { openModal } from '../../lib/modals.ts';
import { useUnreadMessages } from '../../lib/queries/member-state.ts';
import { useSystemStatus } from '../../lib/queries/status.ts';
import { useModuleOn } from '../../lib/queries/whitelabel.ts';
import { useVendorCategories } from '../../lib/queries/vendors.ts';
import { useMediaQuery } from '../../lib/media.ts';
import { useSession } from '../../lib/session.ts';
import { UnreadBadge } from '../../ui/UnreadBadge.tsx';
import { lazy, Suspense } from 'react';

// QR drawing is only needed once the menu shows app resources: keep it off the first load.
const QrCode = lazy(() => import('../../ui/QrCode.tsx').then((m) => ({ default: m.QrCode })));

const SOCIALS = ['FACEBOOK', 'INSTAGRAM', 'TELEGRAM', 'WHATSAPP'] as const;

/** Whether a category's item is the page on screen: the two lottery items share /elott. */
function useCategoryActive() {
  const { pathname, search } = useLocation();
  return (c: VendorCategory) => {
    const [path, query] = categoryHref(c).split('?');
    if (pathname !== path) return false;
    const wanted = new URLSearchParams(query).get('category');
    return !wanted || new URLSearchParams(search).get('category')?.toUpperCase() === wanted;
  };
}

type Drawer = { open: boolean; onClose: () => void };
type Resource = NonNullable<ReturnType<typeof useSystemStatus>['data']>['info']['resources'][number];

/** Any navigation (a menu item, the back button) puts the drawer away, and so does Escape. */
function useDrawerClose({ open, onClose }: Drawer) {
  const { pathname, search } = useLocation();
  useEffect(() => onClose(), [pathname, search, onClose]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);
}

/** Customer services: customer service (live chat, or the VIP entry above rank level 4), platform messages (members), announcements, the help centre. */
function ServiceLinks() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const unread = useUnreadMessages();
  // The server picks the entry (VIP above rank level 4); a member's chat room gets the taller window.
  const chat = useModuleOn('CBS3') && session !== null;
  return (
    <div className="side-menu__sub">
      <button type="button" onClick={() => openCustomerService(serviceUrl, chat ? 'chat' : 'service')}>
        {t('nav.customerService')}
      </button>
      <button
        type="button"
        onClick={() =>
          session
            ? void navigate({ search: '?memberCentre=messageV2' })
            : openModal('loginPopupModal', { tab: 'login' })
        }
      >
        {t('nav.platformMessages')}
        {session && (
          <UnreadBadge
            count={unread}
            label={t('inbox.unread', { count: unread ?? 0 })}
            testId="menu-unread"
          />
        )}
      </button>
      <button type="button" onClick={() => openModal('noticeModal')}>
        {t('nav.announcements')}
      </button>
      <button type="button" onClick={() => openModal('helpModal')}>
        {t('nav.helpCentre')}
      </button>
    </div>
  );
}

/** The app downloads as QR codes. */
function AppQr({ android, ios }: { android: Resource | undefined; ios: Resource | undefined }) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={null}>
      <div className="side-menu__qr">
        {android && (
          <QrCode value={android.qrCodeUrl || android.url} size={100} label={t('download.android')} />
        )}
        {ios && <QrCode value={ios.qrCodeUrl || ios.url} size={100} label={t('download.ios')} />}
      </div>
    </Suspense>
  );
}

/** The brand's languages, the current one pressed. */
function LanguageButtons({ languages }: { languages: LangCode[] }) {
  const { t } = useTranslation();
  const current = useLangCode();
  return (
    <div className="side-menu__langs" role="group" aria-label={t('language.label')}>
      {languages.map((code) => (
        <button
          key={code}
          type="button"
          aria-pressed={code === current}
          onClick={() => void setLanguage(code)}
        >
          {languageName(code)}
        </button>
      ))}
    </div>
  );
}

/** The brand's social pages it lists. */
function SocialLinks({ res }: { res: (type: string) => Resource | undefined }) {
  return (
    <div className="side-menu__social">
      {SOCIALS.map((type) => {
        const r = res(type);
        return r ? (
          <a key={type} href={r.url} target="_blank" rel="noopener noreferrer">
            {r.labelName}
          </a>
        ) : null;
      })}
    </div>
  );
}

/**
 * The side menu: beside the page on wide screens; on phones a drawer the header's menu button
 * opens, which closes on a choice, on Escape and on a tap outside it. Categories appear only
 * when they have vendors.
 */
export function SideMenu({ drawer }: { drawer: Drawer }) {
  const { t } = useTranslation();
  const isActive = useCategoryActive();
  const { open, onClose } = drawer;
  // Below 900 px the menu is a closed drawer until opened: its QR codes wait for that.
  const wide = useMediaQuery('(min-width: 900px)');
  useDrawerClose(drawer);
  const status = useSystemStatus().data;
  const categories = useVendorCategories();
  const [collapsed, setCollapsed] = useState(false);
  const [csOpen, setCsOpen] = useState(false);
  const resources = status?.info.resources ?? [];
  const res = (type: string) => resources.find((r) => r.resourceType === type);
  const android = res('Android');
  const ios = res('MOBILECONFIG');
  const languages = offeredLanguages(status?.info.whitelabel.supportLanguages ?? []);

  return (
    <nav
      className="side-menu"
      id="side-menu"
      data-collapsed={collapsed || undefined}
      data-open={open || undefined}
      aria-label={t('nav.menu')}
    >
      <div className="side-menu__drawer-head">
        <strong>{status?.info.whitelabel.name}</strong>
        <button type="button" className="icon-button" onClick={onClose} aria-label={t('nav.closeMenu')}>
          ✕
        </button>
      </div>
      <button
        type="button"
        className="side-menu__toggle"
        aria-expanded={!collapsed}
        onClick={() => setCollapsed((c) => !c)}
      >
        {collapsed ? t('nav.expand') : t('nav.collapse')}
      </button>
      <NavLink to="/" end>
        {t('nav.home')}
      </NavLink>
      <NavLink to="/inhouse">{t('nav.inhouse')}</NavLink>
      {categories.map((c) => (
        <Link key={c} to={categoryHref(c)} data-category={c} aria-current={isActive(c) ? 'page' : undefined}>
          {t(`category.${c}`)}
        </Link>
      ))}
      <NavLink to="/promotions">{t('nav.promotions')}</NavLink>
      <button type="button" aria-expanded={csOpen} onClick={() => setCsOpen((o) => !o)}>
        {t('nav.customerServices')}
      </button>
      {csOpen && <ServiceLinks />}
      <button type="button" onClick={() => openModal('downModal')}>
        {t('nav.appDownload')}
      </button>
      {(android || ios) && !collapsed && (open || wide) && <AppQr android={android} ios={ios} />}
      {languages.length > 1 && <LanguageButtons languages={languages} />}
      <SocialLinks res={res} />
    </nav>
  );
}
