import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Register, RegisterPage } from '@/components/list/register';
import { useListState } from '@/components/list/list-state';
import { useAppSelector } from '@/lib/store/hooks';
import type { MailerModule } from '../model';
import { useGetMailerModulesQuery } from '../api/mailers-api';

const NO_FILTERS = [] as const;

/** /mailers (SPEC §2 admin only; §7 the organisation's mailer modules): each module with its number of scenarios. */
export default function MailerModulesPage() {
  const { t } = useTranslation('mailers');
  const orgId = useAppSelector((s) => s.session.user?.organization?.id ?? 0);
  const state = useListState<object>({ base: '/mailers', filterKeys: NO_FILTERS, defaultSort: 'name', defaultOrder: 'asc' });
  const query = useGetMailerModulesQuery(orgId, { skip: !orgId });
  const needle = state.search.trim().toLowerCase();
  const rows = (query.data?.mailer_modules ?? []).filter((m) => t(`modules.${m.key}`).toLowerCase().includes(needle));
  const sorted = [...rows].sort((a, b) => t(`modules.${a.key}`).localeCompare(t(`modules.${b.key}`)) * (state.sort.order === 'desc' ? -1 : 1));
  return (
    <RegisterPage title={t('modulesTitle')} outlet={null} listPath="/mailers">
      <p>{t('modulesIntro')}</p>
      <Register<MailerModule, object>
        idPrefix="mailers"
        title={t('modulesTitle')}
        state={state}
        filtersLabel={t('filters')}
        filters={[]}
        columns={[
          { header: t('fields.module'), sort: 'name', cell: (m) => <Link to={`/mailers/${m.key}/${m.id}`}>{t(`modules.${m.key}`)}</Link> },
          { header: t('fields.scenarioCount'), cell: (m) => m.scenario_count },
        ]}
        rows={sorted}
        total={sorted.length}
        perPage={Math.max(1, sorted.length)}
        query={query}
        caption={t('modulesCaption', { count: sorted.length })}
        loadFailed={t('loadFailed')}
      />
    </RegisterPage>
  );
}
