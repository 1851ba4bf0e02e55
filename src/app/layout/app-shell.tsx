import { Suspense, lazy, useEffect, useMemo, useRef, useState } from 'react';
import { Link, Outlet, useLocation, useNavigation, useNavigationType } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { OverlayPanel } from 'primereact/overlaypanel';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { appActions } from '@/lib/store/app-slice';
import { env } from '@/config/env';
import { ScreenLoading } from '@/components/feedback/loading';
import { LanguageSwitcher } from '@/components/layout/language-switcher';
import { DesktopSidebar, SIDE_MENU_ID, SideMenu } from './side-menu';
import { useMediaQuery } from './use-media-query';
import { DESKTOP_SIDEBAR_QUERY } from '@/config/constants';
import { Footer } from './footer';
import { isWebView } from '@/components/layout/web-view';
import { useProfileRefresh } from '@/lib/session/use-profile-refresh';
import { NotificationBell } from '@/features/notifications/public';
import { WhatsNew } from '@/features/platform/public';
import { OfflineQueueSlot } from '@/components/offline/offline-queue-slot';
import { NavigationPreviewContext } from '@/lib/routing/navigation-preview';
import { previewNavigation } from '@/app/routes/navigation-preview';
import type { ServerRule } from '@/lib/session/types';
import { useBranding } from '@/lib/theme/branding';

// Only demo builds carry the demo settings panel (import.meta.env is a build-time constant).
const DemoPanel = import.meta.env.VITE_DEMO === 'true' ? lazy(() => import('@/mocks/ui/demo-panel')) : null;

function UserMenu() {
  const { t } = useTranslation('common');
  const user = useAppSelector((s) => s.session.user);
  const panel = useRef<OverlayPanel>(null);
  const [demoOpen, setDemoOpen] = useState(false);
  if (!user) return null;
  return (
    <>
      <Button
        text
        icon="pi pi-user"
        label={user.full_name}
        aria-haspopup="dialog"
        aria-label={t('userMenu.open', { name: user.full_name })}
        onClick={(e) => panel.current?.toggle(e)}
      />
      <OverlayPanel ref={panel} className="user-menu-panel" aria-label={t('userMenu.label')}>
        <div style={{ display: 'grid', gap: '0.75rem' }}>
          <div>
            <strong>{user.full_name}</strong>
            <div className="hint">{user.email}</div>
            <div className="hint">{user.role_name}</div>
            {user.organization && <div className="hint">{user.organization.name}</div>}
          </div>
          <Link to="/myaccount" onClick={() => panel.current?.hide()}>
            <i className="pi pi-id-card" aria-hidden="true" style={{ marginRight: '0.5rem' }} />
            {t('userMenu.myAccount')}
          </Link>
          <LanguageSwitcher />
          {DemoPanel && (
            <Button
              outlined
              icon="pi pi-sliders-h"
              label={t('demo.openSettings')}
              onClick={() => {
                // the menu closes like after "My account": left open, the next press of its button would close it
                panel.current?.hide();
                setDemoOpen(true);
              }}
            />
          )}
          <Link to="/logout" className="p-button p-button-danger" style={{ justifyContent: 'center', textDecoration: 'none' }}>
            <i className="pi pi-sign-out" aria-hidden="true" style={{ marginRight: '0.5rem' }} />
            {t('userMenu.signOut')}
          </Link>
        </div>
      </OverlayPanel>
      {DemoPanel && demoOpen && (
        <Suspense fallback={null}>
          <DemoPanel onClose={() => setDemoOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/** SPEC §2 root shell, signed in: the main body with a footer (hidden in web view). */
export default function AppShell() {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const location = useLocation();
  const webView = isWebView(location.search);
  const desktop = useMediaQuery(DESKTOP_SIDEBAR_QUERY);
  // while the next page's code loads (lazy routes) the page left stays on screen: say it is about to change
  const navigating = useNavigation().state !== 'idle';
  useProfileRefresh();
  // SPEC §1: an enterprise organisation's look (colours; one sub-domain's font) as CSS variables, live
  useBranding();
  const org = useAppSelector((s) => s.session.user?.organization);
  const logo = org?.plan === 'enterprise' ? org.branding?.logo_url : null;
  // "view as this role" within the organisation's chosen modules
  const modules = useAppSelector((s) => s.session.user?.organization?.modules);
  const preview = useMemo(() => (rules: ServerRule[]) => previewNavigation(rules, undefined, modules), [modules]);

  const menuOpen = useAppSelector((s) => s.app.menuOpen);
  const navigationType = useNavigationType();
  // SPEC §2: the side menu collapses after each navigation. A redirect (REPLACE, e.g. /incidents → /incidents/new
  // once its chunk has loaded) is not the user's navigation: a menu opened meanwhile stays open. Only a change
  // closes it, never the shell's first effects: the menu button works from the shell's first paint, and React runs
  // those effects after it (a tap in between opened the menu and the mount effect shut it again).
  const shown = useRef({ pathname: location.pathname, desktop });
  useEffect(() => {
    if (shown.current.pathname === location.pathname) return;
    shown.current.pathname = location.pathname;
    if (navigationType !== 'REPLACE') dispatch(appActions.menuToggled(false));
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- a change of page decides, not the type alone
  }, [dispatch, location.pathname]);
  // …and when the window grows into the desktop sidebar
  useEffect(() => {
    if (shown.current.desktop === desktop) return;
    shown.current.desktop = desktop;
    dispatch(appActions.menuToggled(false));
  }, [dispatch, desktop]);
  // the drawer is the shell's: it is closed when the shell goes (signing out), not left open for the next sign-in
  useEffect(() => () => void dispatch(appActions.menuToggled(false)), [dispatch]);

  return (
    <div className="app-shell">
      <header className="app-header">
        {/* desktops: the sidebar below is always there, so no menu button */}
        {!desktop && <Button text icon="pi pi-bars" aria-label={t('menu.open')} aria-expanded={menuOpen} aria-controls={menuOpen ? SIDE_MENU_ID : undefined} onClick={() => dispatch(appActions.menuToggled(true))} />}
        <Link to="/" className="brand">
          {logo ? <img src={logo} alt={org?.name ?? ''} className="brand-logo" style={{ height: '2rem', width: 'auto', verticalAlign: 'middle' }} /> : <i className="pi pi-shield" aria-hidden="true" />} {env.productName}
        </Link>
        <span className="spacer" />
        <NotificationBell />
        <UserMenu />
      </header>
      {/* reports kept on this device without network (offline queue): what waits, what was sent */}
      <OfflineQueueSlot className="app-offline-queue" />
      {!desktop && <SideMenu />}
      <div className="app-body">
        {desktop && <DesktopSidebar />}
        <main className="app-main" id="main" aria-busy={navigating || undefined}>
          <Suspense fallback={<ScreenLoading />}>
            {/* "view as this role" (features/roles) computes with the real menu and landing rules */}
            <NavigationPreviewContext.Provider value={preview}>
              <Outlet />
            </NavigationPreviewContext.Provider>
          </Suspense>
        </main>
      </div>
      {!webView && <Footer />}
      <WhatsNew />
    </div>
  );
}
