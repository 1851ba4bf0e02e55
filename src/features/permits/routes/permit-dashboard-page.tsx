import { Link } from 'react-router-dom';
import { DateFilter } from '@/components/list/list-pieces';
import { useGetPermitDashboardQuery, useGetPermitViewOptionsQuery } from '../api/permit-views-api';
import { dashboardFiltersOf, permitsLink, type PermitCountItem, type PermitDashboardKind } from '../model/views';
import { CountChart, type CountRow } from '../components/views/count-chart';
import { usePermitViewLabels } from '../components/views/labels';
import '@/components/list/module.css';
import '../components/views/views.css';
import { useListState } from '@/components/list/list-state';

const FILTER_KEYS = ['from', 'to', 'site_id'] as const;

/** the counts of one answer as chart / table rows, each with its drill-down link */
const rows = (items: PermitCountItem[] | undefined, label: (i: PermitCountItem) => string): CountRow[] => (items ?? []).map((i) => ({ key: i.key, label: label(i), count: i.count, to: permitsLink(i.filter) }));

/**
 * /permit-dashboard (Permit read): the KPIs and the counts by status, site and template from
 * `GET /dashboard_data/permit_kpi | permit_status | permit_location | permit_template`, filtered by from / to / site
 * (in the URL, through `useListState`: back returns to the filters before). Every count links to /permits with the same filters, so the list shows exactly what was counted;
 * charts load chart.js lazily and come with their numbers as tables.
 */
export default function PermitDashboardPage() {
  const L = usePermitViewLabels();
  const { t } = L;
  const list = useListState<{ from?: string; to?: string; site_id?: number }>({ base: '/permit-dashboard', filterKeys: FILTER_KEYS, defaultSort: '' });
  const filters = dashboardFiltersOf((k) => {
    const v = list.filters[k as (typeof FILTER_KEYS)[number]];
    return v === undefined ? null : String(v);
  });
  const inverted = !!filters.from && !!filters.to && filters.from > filters.to;
  const options = useGetPermitViewOptionsQuery();
  const q = (kind: PermitDashboardKind) => ({ kind, ...filters });
  const skip = { skip: inverted };
  const kpi = useGetPermitDashboardQuery(q('permit_kpi'), skip);
  const status = useGetPermitDashboardQuery(q('permit_status'), skip);
  const location = useGetPermitDashboardQuery(q('permit_location'), skip);
  const template = useGetPermitDashboardQuery(q('permit_template'), skip);
  const failed = kpi.isError || status.isError || location.isError || template.isError;

  const set = (key: (typeof FILTER_KEYS)[number], value: string) => list.setFilter(key, key === 'site_id' && value ? Number(value) : value || undefined);
  const words = (title: string) => ({ item: t('dashboard.item'), count: t('dashboard.count'), chartOf: t('dashboard.chartOf', { title }), open: (label: string, count: number) => t('dashboard.open', { label, count }), none: t('dashboard.none') });

  return (
    <div className="module-page">
      <div className="module-head">
        <h1>{t('dashboard.title')}</h1>
        <span className="permit-views-head">
          <Link to="/permits">{t('links.board')}</Link>
        </span>
      </div>
      <form className="panel permit-dash-filters" role="search" aria-label={t('dashboard.filters')} onSubmit={(e) => e.preventDefault()}>
        <DateFilter id="pd-from" label={t('filters.from')} value={filters.from ?? undefined} onChange={(v) => set('from', v)} />
        <DateFilter id="pd-to" label={t('filters.to')} value={filters.to ?? undefined} onChange={(v) => set('to', v)} error={inverted ? t('dashboard.inverted') : undefined} />
        <div className="field">
          <label htmlFor="pd-site">{t('filters.site')}</label>
          <select id="pd-site" className="native-input" value={filters.site_id ?? ''} onChange={(e) => set('site_id', e.target.value)}>
            <option value="">{t('filters.any')}</option>
            {(options.data?.sites ?? []).map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
      </form>
      {failed && <p role="alert">{t('loadFailed')}</p>}
      <section className="panel" aria-labelledby="pd-kpi-title" aria-busy={kpi.isFetching}>
        <h2 id="pd-kpi-title">{t('dashboard.kpis')}</h2>
        {!kpi.data ? (
          <p aria-busy="true">{t('loading')}</p>
        ) : (
          <ul className="permit-kpis">
            {kpi.data.items.map((i) => {
              const label = L.kpi(i.key);
              const value = i.key === 'approval_hours' ? t('dashboard.hours', { count: i.count }) : String(i.count);
              const drill = Object.keys(i.filter).length > 0;
              return (
                <li key={i.key} data-kpi={i.key}>
                  <span className="value">{value}</span>
                  {drill ? (
                    <Link to={permitsLink(i.filter)} aria-label={t('dashboard.open', { label, count: i.count })}>
                      {label}
                    </Link>
                  ) : (
                    <span className="label">{label}</span>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <div className="permit-dashboard-grid">
        <CountChart id="pd-status" title={t('dashboard.byStatus')} kind="doughnut" rows={rows(status.data?.items, (i) => L.status(i.key))} words={words(t('dashboard.byStatus'))} />
        <CountChart id="pd-location" title={t('dashboard.byLocation')} kind="bar" rows={rows(location.data?.items, (i) => i.label)} words={words(t('dashboard.byLocation'))} />
        <CountChart id="pd-template" title={t('dashboard.byTemplate')} kind="bar" rows={rows(template.data?.items, (i) => i.label)} words={words(t('dashboard.byTemplate'))} />
      </div>
    </div>
  );
}
