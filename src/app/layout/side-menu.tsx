import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Sidebar } from 'primereact/sidebar';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { appActions } from '@/lib/store/app-slice';
import { useViewer } from '@/app/routes/guard';
import { env } from '@/config/env';
import { menuItems, type MenuItem } from './menu-entries';

const SECTIONS: MenuItem['section'][] = ['modules', 'settings', 'platform'];

export function SideMenu() {
  const { t } = useTranslation(['common', 'nav']);
  const open = useAppSelector((s) => s.app.menuOpen);
  const dispatch = useAppDispatch();
  const items = menuItems(useViewer());
  return (
    <Sidebar
      visible={open}
      onHide={() => dispatch(appActions.menuToggled(false))}
      className="side-menu"
      header={<strong>{env.productName}</strong>}
      closeIcon={<i className="pi pi-times" aria-hidden="true" />}
      pt={{ closeButton: { 'aria-label': t('menu.close') } }}
    >
      <nav aria-label={t('menu.label')}>
        {SECTIONS.map((section) => {
          const entries = items.filter((i) => i.section === section);
          if (entries.length === 0) return null;
          return (
            <div key={section}>
              <h2 id={`menu-${section}`}>{t(`menu.sections.${section}`)}</h2>
              <ul aria-labelledby={`menu-${section}`}>
                {entries.map((item) => (
                  <li key={item.to}>
                    <NavLink to={item.to} end={item.to === '/'}>
                      <i className={item.icon} aria-hidden="true" />
                      {t(`nav:${item.titleKey}`)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </nav>
    </Sidebar>
  );
}
