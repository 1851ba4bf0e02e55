import { Link, useParams } from 'react-router-dom';
import { TitledSection } from '@/components/layout/titled-section';
import { MissingRecord } from '@/components/feedback/missing-record';
import { useGetEnvironmentCategoriesQuery } from '../api/categories-api';
import { useCategoryLabels } from '../components/labels';

/** /environment_categories/{id} (admin only): one environment category, read from the list (SPEC §7 has no GET of one). */
export default function EnvironmentCategoryPage() {
  const L = useCategoryLabels();
  const { t } = L;
  const id = Number(useParams().id);
  const list = useGetEnvironmentCategoriesQuery();
  const e = list.data?.find((row) => row.id === id);
  if (!e) return <MissingRecord loading={list.isLoading} text={t('env.summary.notFound')} />;
  return (
    <TitledSection id="env-detail-title" level={1} title={t('env.detailTitle', { name: e.name })}>
      <dl className="summary-list">
        <dt>{t('fields.name')}</dt>
        <dd>{e.name}</dd>
        <dt>{t('fields.envType')}</dt>
        <dd>{L.envType(e.env_type)}</dd>
        <dt>{t('fields.unit')}</dt>
        <dd>{e.unit}</dd>
        <dt>{t('fields.status')}</dt>
        <dd>{L.status(e.status)}</dd>
        <dt>{t('fields.description')}</dt>
        <dd>{e.description || '—'}</dd>
        <dt>{t('fields.updatedAt')}</dt>
        <dd>{L.date(e.updated_at)}</dd>
      </dl>
      <p>
        <Link to={`/environment_categories/edit/${e.id}`}>{t('env.edit', { name: e.name })}</Link>
        {' · '}
        <Link to="/environment_categories">{t('env.back')}</Link>
      </p>
    </TitledSection>
  );
}
