import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { useNavigationPreview } from '@/lib/routing/navigation-preview';
import { rulesFromRoleActions, type RoleAction } from '../model';

const SECTIONS = ['modules', 'settings'] as const;

/**
 * "View as this role": the side menu (sections and entries) and the landing page an ordinary holder of these rights
 * would get, from the app's own menu and landing rules (lib/routing/navigation-preview.ts). It follows the matrix as
 * it is edited, before saving.
 */
export function RolePreview({ actions, roleName }: { actions: RoleAction[]; roleName: string }) {
  const { t } = useTranslation(['roles', 'nav', 'common']);
  const preview = useNavigationPreview();
  const [open, setOpen] = useState(false);
  const regionId = useId();
  const headingId = `${regionId}-title`;
  const result = useMemo(() => (preview && open ? preview(rulesFromRoleActions(actions)) : null), [preview, open, actions]);
  if (!preview) return null;
  return (
    <section className="panel role-preview" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('preview.title')}</h3>
      <p className="hint">{t('preview.hint')}</p>
      <Button type="button" outlined icon={open ? 'pi pi-eye-slash' : 'pi pi-eye'} label={open ? t('preview.hide') : t('preview.show')} aria-expanded={open} aria-controls={regionId} onClick={() => setOpen(!open)} />
      <div id={regionId} role="region" aria-label={t('preview.regionLabel', { name: roleName || t('preview.unnamed') })} hidden={!open}>
        {result && (
          <>
            <p>
              <strong>{t('preview.landing')}</strong> {result.landingTitleKey ? t(`nav:${result.landingTitleKey}`) : result.landing} <code>{result.landing}</code>
            </p>
            <div className="role-preview-sections">
              {SECTIONS.map((section) => {
                const entries = result.menu.filter((e) => e.section === section);
                return (
                  <div key={section}>
                    <h4>{t(`common:menu.sections.${section}`)}</h4>
                    {entries.length === 0 ? (
                      <p className="hint">{t('preview.noEntries')}</p>
                    ) : (
                      <ul aria-label={t('preview.sectionList', { section: t(`common:menu.sections.${section}`) })}>
                        {entries.map((e) => (
                          <li key={e.to}>
                            <i className={e.icon} aria-hidden="true" /> {t(`nav:${e.titleKey}`)}
                          </li>
                        ))}
                      </ul>
                    )}
                  </div>
                );
              })}
            </div>
          </>
        )}
      </div>
    </section>
  );
}
