import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useDebounced } from '@/lib/hooks/use-debounced';
import { Register, RegisterPage } from '@/components/list/register';
import { useListState } from '@/components/list/list-state';
import { localList } from '@/components/list/local-list';
import type { SitePlanSummary } from '../model';
import { useGetSitePlansQuery } from '../api/site-plans-api';
import '../components/site-plans.css';

const PER_PAGE = 25;
const FILTER_KEYS = ['plan'] as const;
type PlanFilters = { plan?: 'with' | 'without' };
const SORTS: Record<string, (r: SitePlanSummary) => string | number> = {
  site_name: (r) => r.site_name.toLocaleLowerCase(),
  pins_count: (r) => r.pins_count,
  zones_count: (r) => r.zones_count,
  site_status: (r) => r.site_status,
};

/**
 * /map-plotting: every site with or without a plan, its pins and zones, and the way to its map view (Site read). The
 * server sends every site at once: the plan filter, search, sort and page are applied here and kept in the URL.
 */
export default function MapPlottingPage() {
  const { t } = useTranslation('sitePlans');
  const plans = useGetSitePlansQuery();
  const state = useListState<PlanFilters>({ base: '/map-plotting', filterKeys: FILTER_KEYS, defaultSort: 'site_name', defaultOrder: 'asc' });
  const { filters, page, sort } = state;
  const searched = useDebounced(state.search.trim().toLocaleLowerCase());
  const { rows, total } = localList(plans.data ?? [], {
    matches: (r) => (!filters.plan || (filters.plan === 'with' ? r.has_image : !r.has_image)) && (!searched || r.site_name.toLocaleLowerCase().includes(searched)),
    sorts: SORTS,
    fallback: 'site_name',
    sort,
    page,
    perPage: PER_PAGE,
  });
  return (
    <RegisterPage title={t('overview.title')} outlet={null} listPath="/map-plotting">
      <p>{t('overview.intro')}</p>
      <p className="plan-links">
        <Link to="/site-permits">{t('links.permits')}</Link>
        <Link to="/sites">{t('links.sites')}</Link>
      </p>
      <Register<SitePlanSummary, PlanFilters>
        idPrefix="plans"
        title={t('overview.title')}
        state={state}
        filtersLabel={t('overview.filters')}
        filters={[{ kind: 'select', key: 'plan', id: 'plan', label: t('overview.filter'), options: [['with', t('overview.filterWith')], ['without', t('overview.filterWithout')]] }]}
        columns={[
          {
            header: t('overview.site'),
            sort: 'site_name',
            cell: (r) => (
              <Link to={`/sites/${r.site_id}/map-view`} aria-label={t('overview.open', { name: r.site_name })}>
                {r.site_name}
              </Link>
            ),
          },
          { header: t('overview.plan'), cell: (r) => (r.has_image ? r.image_name : t('overview.noPlan')) },
          { header: t('overview.pins'), sort: 'pins_count', cell: (r) => r.pins_count },
          { header: t('overview.zones'), sort: 'zones_count', cell: (r) => r.zones_count },
          { header: t('overview.status'), sort: 'site_status', cell: (r) => t(`siteStatus.${r.site_status}`, { defaultValue: r.site_status }) },
        ]}
        rows={rows}
        rowKey={(r) => r.site_id}
        total={total}
        perPage={PER_PAGE}
        query={plans}
        caption={t('overview.caption', { n: total })}
        loadFailed={t('overview.loadFailed')}
        empty={t('overview.empty')}
      />
    </RegisterPage>
  );
}
