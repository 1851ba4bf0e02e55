import { Suspense, useState } from 'react';
import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Sidebar } from 'primereact/sidebar';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { appActions } from '@/lib/store/app-slice';
import { useViewer } from '@/app/routes/guard';
import { env } from '@/config/env';
import { ScreenLoading } from '@/components/feedback/loading';
import { SIDEBAR_EXPANDED_QUERY, STORAGE_KEYS } from '@/config/constants';
import { menuItems, type MenuItem } from './menu-entries';
import { useMediaQuery } from './use-media-query';

const SECTIONS: MenuItem['section'][] = ['modules', 'settings', 'platform'];

/** The menu entries the user may open, by section; the current page's link has aria-current="page" (NavLink). */
function MenuNav({ id, collapsed = false }: { id?: string; collapsed?: boolean }) {
  const { t } = useTranslation(['common', 'nav']);
  const items = menuItems(useViewer());
  return (
    <nav id={id} aria-label={t('menu.label')}>
      {SECTIONS.map((section) => {
        const entries = items.filter((i) => i.section === section);
        if (entries.length === 0) return null;
        const headingId = `${id ?? 'menu'}-${section}`;
        return (
          <div key={section}>
            <h2 id={headingId} className={collapsed ? 'sr-only' : undefined}>
              {t(`menu.sections.${section}`)}
            </h2>
            <ul aria-labelledby={headingId}>
              {entries.map((item) => {
                const label = t(`nav:${item.titleKey}`);
                return (
                  <li key={item.to}>
                    <NavLink to={item.to} end={item.to === '/'} title={collapsed ? label : undefined}>
                      <i className={item.icon} aria-hidden="true" />
                      <span className={collapsed ? 'sr-only' : undefined}>{label}</span>
                    </NavLink>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}

/** the drawer's id, for its button's aria-controls */
export const SIDE_MENU_ID = 'side-menu';

/** Phones and tablets: the menu is a drawer behind the header's menu button; it closes after each navigation. */
export function SideMenu() {
  const { t } = useTranslation('common');
  const open = useAppSelector((s) => s.app.menuOpen);
  const dispatch = useAppDispatch();
  return (
    <Sidebar
      id={SIDE_MENU_ID}
      visible={open}
      onHide={() => dispatch(appActions.menuToggled(false))}
      className="side-menu"
      header={<strong>{env.productName}</strong>}
      closeIcon={<i className="pi pi-times" aria-hidden="true" />}
      pt={{ closeButton: { 'aria-label': t('menu.close') } }}
    >
      {/* its own boundary: were the menu's namespace still loading, opening the drawer would otherwise hide the whole
          shell behind the layout's fallback */}
      <Suspense fallback={<ScreenLoading />}>
        <MenuNav />
      </Suspense>
    </Sidebar>
  );
}

type Choice = 'collapsed' | 'expanded';

/** What the user last chose on this device (null: never chose, the width decides). */
function rememberedChoice(): Choice | null {
  try {
    const stored = globalThis.localStorage?.getItem(STORAGE_KEYS.sidebar);
    return stored === 'collapsed' || stored === 'expanded' ? stored : null;
  } catch {
    return null; // storage unavailable (private mode, blocked)
  }
}

function remember(choice: Choice) {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEYS.sidebar, choice);
  } catch {
    /* not remembered: the choice holds until the page is reloaded */
  }
}

/**
 * Desktops: the menu stays beside the page and collapses to an icon rail; the user's choice is remembered on this
 * device. Until there is one, the sidebar is expanded where the registers keep their columns beside it.
 */
export function DesktopSidebar() {
  const { t } = useTranslation('common');
  const [choice, setChoice] = useState(rememberedChoice);
  const roomy = useMediaQuery(SIDEBAR_EXPANDED_QUERY);
  const collapsed = choice ? choice === 'collapsed' : !roomy;
  const toggleLabel = collapsed ? t('menu.expand') : t('menu.collapse');
  const toggle = () => {
    const next: Choice = collapsed ? 'expanded' : 'collapsed';
    setChoice(next);
    remember(next);
  };
  return (
    <div className={collapsed ? 'desktop-sidebar collapsed' : 'desktop-sidebar'}>
      <button
        type="button"
        className="sidebar-toggle"
        aria-expanded={!collapsed}
        aria-controls="desktop-nav"
        aria-label={toggleLabel}
        title={toggleLabel}
        onClick={toggle}
      >
        <i className={collapsed ? 'pi pi-angle-double-right' : 'pi pi-angle-double-left'} aria-hidden="true" />
      </button>
      <MenuNav id="desktop-nav" collapsed={collapsed} />
    </div>
  );
}
