import { Link, useOutlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useCan } from '@/lib/ability/use-can';
import { useDebounced } from '@/lib/hooks/use-debounced';
import { EditLink, NewLink } from '@/components/list/list-pieces';
import { Badge } from '@/components/list/list-ui';
import { Register, RegisterPage } from '@/components/list/register';
import { useListState } from '@/components/list/list-state';
import { LISTED_SITE_STATUSES, SITES_PER_PAGE, type SiteRecord } from '../model';
import { useGetSitesQuery } from '../api/sites-api';
import { useSiteLabels } from '../components/labels';

const NO_FILTERS = [] as const;

/** FRAME of /sites: the sites register (Active / Inactive / All with counts, search, sort) and the new / edit panel. */
export default function SitesPage() {
  const outlet = useOutlet();
  const L = useSiteLabels();
  const { t } = L;
  const { t: tPlans } = useTranslation('sitePlans');
  const { t: tQr } = useTranslation('qrCodes');
  const canCreate = useCan('create', 'Site');
  const canUpdate = useCan('update', 'Site');
  const state = useListState<object>({ base: '/sites', filterKeys: NO_FILTERS, defaultSort: 'name', defaultOrder: 'asc', defaultTab: 'active' });
  const { page, tab, search, sort, linkTo } = state;
  const searched = useDebounced(search.trim());
  const query = useGetSitesQuery({ page, status: tab, search: searched || undefined, sort: sort.field, order: sort.order });
  const rows = query.data?.sites ?? [];
  const total = query.data?.total_count ?? 0;
  const counts = query.data?.status_counts;

  return (
    <RegisterPage title={t('list.title')} actions={canCreate && <NewLink to={linkTo('/sites/new')} label={t('list.new')} />} outlet={outlet} listPath="/sites">
      <Register<SiteRecord, object>
        idPrefix="sites"
        title={t('list.title')}
        state={state}
        tabs={{
          label: t('list.statusTabs'),
          items: [...LISTED_SITE_STATUSES.map((s) => ({ value: s, label: L.status(s), count: counts?.[s] })), { value: 'all', label: t('status.all'), count: counts?.all }],
        }}
        filtersLabel={t('list.filters')}
        filters={[]}
        columns={[
          { header: t('fields.name'), sort: 'name', cell: (s) => s.name },
          { header: t('fields.timeZone'), sort: 'time_zone', cell: (s) => s.time_zone.replace(/_/g, ' ') },
          { header: t('fields.headOfSafety'), sort: 'head_of_safety_name', cell: (s) => s.head_of_safety_name ?? '' },
          { header: t('fields.city'), cell: (s) => [s.city, s.country].filter(Boolean).join(', ') },
          { header: t('fields.status'), sort: 'status', cell: (s) => <Badge kind={s.status}>{L.status(s.status)}</Badge> },
        ]}
        rows={rows}
        rowActions={(s) => (
          <>
            {canUpdate && <EditLink to={linkTo(`/sites/edit/${s.id}`)} label={t('list.editOne', { name: s.name })} />}
            <Link to={`/sites/${s.id}/divisions`} aria-label={t('divisions.openOne', { name: s.name })} title={t('divisions.openOne', { name: s.name })}>
              <i className="pi pi-sitemap" aria-hidden="true" />
            </Link>
            {/* the site's plan (features/site-plans) */}
            <Link to={`/sites/${s.id}/map-view`} aria-label={tPlans('overview.open', { name: s.name })} title={tPlans('overview.open', { name: s.name })}>
              <i className="pi pi-map" aria-hidden="true" />
            </Link>
            {/* the site's QR code sheet (features/qr-codes) */}
            {canUpdate && (
              <Link to={`/qr-codes?site=${s.id}`} aria-label={tQr('links.openOne', { name: s.name })} title={tQr('links.openOne', { name: s.name })}>
                <i className="pi pi-qrcode" aria-hidden="true" />
              </Link>
            )}
          </>
        )}
        total={total}
        perPage={SITES_PER_PAGE}
        query={query}
        caption={t('list.caption', { count: total })}
        loadFailed={t('list.loadFailed')}
      />
    </RegisterPage>
  );
}
