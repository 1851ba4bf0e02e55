import { useTranslation } from 'react-i18next';
import { Message } from 'primereact/message';
import { MissingRecord } from '@/components/feedback/missing-record';
import { TitledSection } from '@/components/layout/titled-section';
import { showToast } from '@/lib/feedback/toast-service';
import { MAILER_MODULE_KEYS } from '../model';
import { useGetEmailSubscriptionsQuery, useSetEmailSubscriptionMutation } from '../api/mailers-api';

/** /emailsubscription (SPEC §2 any signed-in user): which email notifications they receive, per module and scenario. */
export default function EmailSubscriptionPage() {
  const { t } = useTranslation('mailers');
  const query = useGetEmailSubscriptionsQuery();
  const [setSubscription, saving] = useSetEmailSubscriptionMutation();
  const rows = query.data?.email_subscriptions ?? [];
  const toggle = async (scenarioId: number, enabled: boolean) => {
    const result = await setSubscription({ scenarioId, enabled });
    if ('error' in result) showToast({ severity: 'error', detail: t('saveFailed') });
  };
  return (
    <TitledSection id="email-subscription-title" level={1} title={t('subscriptionsTitle')}>
      <p>{t('subscriptionsIntro')}</p>
      {query.isError ? (
        <Message severity="error" text={t('loadFailed')} />
      ) : !query.data ? (
        <MissingRecord loading text="" />
      ) : (
        MAILER_MODULE_KEYS.filter((m) => rows.some((r) => r.module_key === m)).map((m) => (
          <fieldset key={m} className="field">
            <legend>{t(`modules.${m}`)}</legend>
            {rows
              .filter((r) => r.module_key === m)
              .map((r) => (
                <div key={r.scenario_id} style={{ display: 'flex', alignItems: 'center', gap: '0.75rem', marginBottom: '0.5rem' }}>
                  <input type="checkbox" role="switch" aria-checked={r.enabled} id={`sub-${r.scenario_id}`} checked={r.enabled} disabled={saving.isLoading} onChange={(e) => void toggle(r.scenario_id, e.currentTarget.checked)} />
                  <label htmlFor={`sub-${r.scenario_id}`}>{t(`scenarios.${r.scenario_key}`)}</label>
                </div>
              ))}
          </fieldset>
        ))
      )}
    </TitledSection>
  );
}
