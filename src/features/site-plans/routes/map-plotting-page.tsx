import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useGetSitePlansQuery } from '../api/site-plans-api';
import '../components/site-plans.css';

type Filter = 'all' | 'with' | 'without';

/** /map-plotting: every site with or without a plan, its pins and zones, and the way to its map view (Site read). */
export default function MapPlottingPage() {
  const { t } = useTranslation('sitePlans');
  const plans = useGetSitePlansQuery();
  const [filter, setFilter] = useState<Filter>('all');
  const rows = (plans.data ?? []).filter((r) => filter === 'all' || (filter === 'with' ? r.has_image : !r.has_image));
  return (
    <div className="site-plan-page">
      <h1>{t('overview.title')}</h1>
      <p>{t('overview.intro')}</p>
      <p className="plan-links">
        <Link to="/site-permits">{t('links.permits')}</Link>
        <Link to="/sites">{t('links.sites')}</Link>
      </p>
      <div className="field plan-filter">
        <label htmlFor="plan-filter">{t('overview.filter')}</label>
        <select id="plan-filter" className="native-input" value={filter} onChange={(e) => setFilter(e.target.value as Filter)}>
          <option value="all">{t('overview.filterAll')}</option>
          <option value="with">{t('overview.filterWith')}</option>
          <option value="without">{t('overview.filterWithout')}</option>
        </select>
      </div>
      {plans.isLoading ? (
        <p role="status">{t('overview.loading')}</p>
      ) : plans.error ? (
        <p role="alert">{t('overview.loadFailed')}</p>
      ) : (
        <div className="plan-table-wrap">
          <table className="plan-table">
            <caption>{t('overview.caption', { n: rows.length })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('overview.site')}</th>
                <th scope="col">{t('overview.plan')}</th>
                <th scope="col">{t('overview.pins')}</th>
                <th scope="col">{t('overview.zones')}</th>
                <th scope="col">{t('overview.status')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.length === 0 ? (
                <tr>
                  <td colSpan={5}>{t('overview.empty')}</td>
                </tr>
              ) : (
                rows.map((r) => (
                  <tr key={r.site_id}>
                    <th scope="row">
                      <Link to={`/sites/${r.site_id}/map-view`} aria-label={t('overview.open', { name: r.site_name })}>
                        {r.site_name}
                      </Link>
                    </th>
                    <td>{r.has_image ? r.image_name : t('overview.noPlan')}</td>
                    <td>{r.pins_count}</td>
                    <td>{r.zones_count}</td>
                    <td>{t(`siteStatus.${r.site_status}`, { defaultValue: r.site_status })}</td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
