import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useCan } from '@/lib/ability/use-can';
import { PlainButton } from '@/components/form/native-inputs';
import { useListState } from '@/components/list/list-state';
import { PERMIT_TYPES, type PermitType, type PlanZone } from '../model';
import { useGetSitePlanQuery, useGetSitePlansQuery, useUpdateZoneMutation } from '../api/site-plans-api';
import { refusedMessages, serverFieldErrors } from '../components/plan-forms';
import '../components/site-plans.css';

const SITE_KEY = ['site'] as const;

/**
 * /site-permits: per site, which zones require which permit types (stored as the zones' `required_permits`, read by
 * the permit module's clash checks later). Site read sees it; Site update changes it. The chosen site is in the URL
 * (`useListState`): a link opens it, the back button returns to the site before. Not a `Register`: one site's zones
 * (a handful) with a form per zone, nothing to search, sort or page, and no "any site".
 */
export default function SitePermitsPage() {
  const { t } = useTranslation('sitePlans');
  const canEdit = useCan('update', 'Site');
  const plans = useGetSitePlansQuery();
  const { filters, setFilter } = useListState<{ site?: number }>({ base: '/site-permits', filterKeys: SITE_KEY, numeric: SITE_KEY, defaultSort: '' });
  const withZones = (plans.data ?? []).filter((p) => p.zones_count > 0);
  const chosen = filters.site || withZones[0]?.site_id || 0;
  const plan = useGetSitePlanQuery(chosen, { skip: !chosen });
  const [message, setMessage] = useState('');

  return (
    <div className="site-plan-page">
      <h1>{t('permitsPage.title')}</h1>
      <p>{t('permitsPage.intro')}</p>
      <p className="plan-links">
        <Link to="/map-plotting">{t('links.allPlans')}</Link>
      </p>
      <p className="sr-only" role="status" aria-live="polite">
        {message}
      </p>
      {plans.isLoading ? (
        <p role="status">{t('overview.loading')}</p>
      ) : plans.error ? (
        <p role="alert">{t('overview.loadFailed')}</p>
      ) : (
        <>
          <div className="field plan-filter">
            <label htmlFor="permits-site">{t('permitsPage.site')}</label>
            <select id="permits-site" className="native-input" value={chosen || ''} onChange={(e) => setFilter('site', Number(e.target.value))}>
              {(plans.data ?? []).map((p) => (
                <option key={p.site_id} value={p.site_id}>
                  {t('permitsPage.siteOption', { name: p.site_name, n: p.zones_count })}
                </option>
              ))}
            </select>
          </div>
          {plan.data && (
            <section aria-labelledby="permits-zones-title">
              <h2 id="permits-zones-title">{t('permitsPage.zonesOf', { name: plan.data.site.name })}</h2>
              {plan.data.zones.length === 0 ? (
                <p>
                  {t('permitsPage.noZones')} <Link to={`/sites/${plan.data.site.id}/map-view`}>{t('permitsPage.drawZones', { name: plan.data.site.name })}</Link>
                </p>
              ) : (
                <>
                  <div className="plan-table-wrap">
                    <table className="plan-table">
                      <caption>{t('permitsPage.caption', { name: plan.data.site.name })}</caption>
                      <thead>
                        <tr>
                          <th scope="col">{t('permitsPage.zone')}</th>
                          <th scope="col">{t('permitsPage.required')}</th>
                        </tr>
                      </thead>
                      <tbody>
                        {plan.data.zones.map((z) => (
                          <tr key={z.id}>
                            <th scope="row">{z.name}</th>
                            <td>{z.required_permits.length ? z.required_permits.map((p) => t(`permits.${p}`)).join(', ') : t('zones.noPermits')}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                  {canEdit && plan.data.zones.map((z) => <ZonePermits key={`${z.id}-${z.required_permits.join()}`} siteId={plan.data!.site.id} zone={z} onSaved={setMessage} />)}
                </>
              )}
            </section>
          )}
        </>
      )}
    </div>
  );
}

function ZonePermits({ siteId, zone, onSaved }: { siteId: number; zone: PlanZone; onSaved(message: string): void }) {
  const { t } = useTranslation('sitePlans');
  const [chosen, setChosen] = useState<PermitType[]>(zone.required_permits);
  const [error, setError] = useState<string | null>(null);
  const [update, saving] = useUpdateZoneMutation();
  const save = async () => {
    setError(null);
    const result = await update({ siteId, zoneId: zone.id, required_permits: chosen });
    if (result.error) {
      const messages = refusedMessages(result.error);
      const text = messages ? serverFieldErrors(messages, t, true) : null;
      setError(text ? [...Object.values(text.fields), ...text.other].join(' ') : t('errors.saveFailed'));
      return;
    }
    onSaved(t('permitsPage.saved', { name: zone.name }));
  };
  const id = `zone-permits-${zone.id}`;
  return (
    <fieldset className="plan-permits plan-permits-card">
      <legend>{t('permitsPage.legend', { name: zone.name })}</legend>
      {PERMIT_TYPES.map((p) => (
        <label key={p} className="plan-check">
          <input type="checkbox" name={`${id}-${p}`} checked={chosen.includes(p)} onChange={(e) => setChosen((c) => (e.target.checked ? [...c, p] : c.filter((x) => x !== p)))} /> {t(`permits.${p}`)}
        </label>
      ))}
      {error && <p role="alert">{error}</p>}
      <PlainButton type="button" label={t('permitsPage.save', { name: zone.name })} loading={saving.isLoading} onClick={() => void save()} />
    </fieldset>
  );
}
