import '../components/investigation/investigation.css';
import { Link, useParams } from 'react-router-dom';
import { ScreenLoading } from '@/components/feedback/loading';
import { useGetRootCauseParentListingQuery, useGetRootCauseSettingsQuery } from '../api/incidents-api';
import { useInvestigationLabels } from '../components/investigation/labels';
import { CategoryManager } from '../components/root-causes/category-manager';
import { PageError } from '../components/inv-page';

/** /whyanalysis/:id/list: one category's children, with the breadcrumb from root_cause_parent_listing. */
export default function WhyAnalysisListPage() {
  const { t } = useInvestigationLabels();
  const id = Number(useParams().id);
  const listing = useGetRootCauseParentListingQuery(id, { skip: !Number.isFinite(id) });
  const settings = useGetRootCauseSettingsQuery();
  const parents = listing.data?.parents ?? [];
  const current = parents[parents.length - 1];
  if (listing.isLoading || settings.isLoading) return <ScreenLoading />;
  if (!listing.data || !current) {
    return <PageError id="rc-title" title={t('rc.title')} text={t('rc.notFound')} />;
  }
  return (
    <section className="inv-page" aria-labelledby="rc-title">
      <nav className="inv-crumbs" aria-label={t('rc.breadcrumb')}>
        <ol>
          <li>
            <Link to="/whyanalysis">{t('rc.title')}</Link>
          </li>
          {parents.map((p, i) =>
            i === parents.length - 1 ? (
              <li key={p.id} aria-current="page">
                {p.name}
              </li>
            ) : (
              <li key={p.id}>
                <Link to={`/whyanalysis/${p.id}/list`}>{p.name}</Link>
              </li>
            ),
          )}
        </ol>
      </nav>
      <div className="inv-head">
        <h1 id="rc-title">{t('rc.childrenOf', { name: current.name })}</h1>
        {!current.active && <span className="badge badge-inactive">{t('rc.inactive')}</span>}
      </div>
      <CategoryManager parentId={current.id} items={listing.data.children} all={settings.data?.root_cause_settings ?? []} title={t('rc.childrenOf', { name: current.name })} />
    </section>
  );
}
