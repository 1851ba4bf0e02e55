import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { Register, RegisterPage } from '@/components/list/register';
import { useListState } from '@/components/list/list-state';
import type { MailerScenario } from '../model';
import { useGetMailerScenariosQuery } from '../api/mailers-api';

const NO_FILTERS = [] as const;

/** /mailers/:module/:moduleId: the module's scenarios, each opening its template editor. */
export default function MailerScenariosPage() {
  const { t, i18n } = useTranslation('mailers');
  const { module = '', moduleId = '0' } = useParams();
  const base = `/mailers/${module}/${moduleId}`;
  const state = useListState<object>({ base, filterKeys: NO_FILTERS, defaultSort: 'name', defaultOrder: 'asc' });
  const query = useGetMailerScenariosQuery(Number(moduleId));
  const needle = state.search.trim().toLowerCase();
  const rows = (query.data?.scenarios ?? []).filter((s) => t(`scenarios.${s.key}`).toLowerCase().includes(needle));
  const title = query.data ? t('scenariosTitle', { module: t(`modules.${query.data.mailer_module.key}`) }) : t('modulesTitle');
  return (
    <RegisterPage title={title} outlet={null} listPath={base} actions={<Link to="/mailers">{t('backToModules')}</Link>}>
      <Register<MailerScenario, object>
        idPrefix="mailer-scenarios"
        title={title}
        state={state}
        filtersLabel={t('filters')}
        filters={[]}
        columns={[
          { header: t('fields.scenario'), cell: (s) => <Link to={`${base}/scenario/${s.id}`}>{t(`scenarios.${s.key}`)}</Link> },
          { header: t('fields.subject'), cell: (s) => s.templates.en.subject },
          { header: t('fields.notifyCount'), cell: (s) => s.notify_user_ids.length },
          { header: t('fields.updatedAt'), cell: (s) => new Date(s.updated_at).toLocaleDateString(i18n.language) },
        ]}
        rows={rows}
        total={rows.length}
        perPage={Math.max(1, rows.length)}
        query={query}
        caption={t('scenariosCaption', { count: rows.length })}
        loadFailed={t('loadFailed')}
      />
    </RegisterPage>
  );
}
