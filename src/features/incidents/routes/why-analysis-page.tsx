import '../components/investigation/investigation.css';
import { Message } from 'primereact/message';
import { ScreenLoading } from '@/components/feedback/loading';
import { useGetRootCauseSettingsQuery } from '../api/incidents-api';
import { useInvestigationLabels } from '../components/investigation/labels';
import { CategoryManager } from '../components/root-causes/category-manager';
import { InvPage } from '../components/inv-page';

/** /whyanalysis (RC Master read): the top categories of the root-cause tree. */
export default function WhyAnalysisPage() {
  const { t } = useInvestigationLabels();
  const settings = useGetRootCauseSettingsQuery();
  const all = settings.data?.root_cause_settings ?? [];
  return (
    <InvPage id="rc-title" title={t('rc.title')}>
      <p>{t('rc.intro')}</p>
      {settings.isLoading ? (
        <ScreenLoading />
      ) : settings.isError ? (
        <Message severity="error" text={t('rc.loadFailed')} />
      ) : (
        <CategoryManager parentId={null} items={all.filter((s) => s.parent_id === null)} all={all} title={t('rc.title')} />
      )}
    </InvPage>
  );
}
