import { useState } from 'react';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { showToast } from '@/lib/feedback/toast-service';
import { SiteForm, siteFieldErrors, useCreateSiteMutation, useGetSiteFormDataQuery } from '@/features/sites/public';
import type { OnboardingState } from '../model/types';

/** the server's messages of a refused save (Rails-style 422), else null */
function refusedMessages(error: unknown): string[] | null {
  if (!error || typeof error !== 'object' || !('status' in error) || error.status !== 422) return null;
  const body = (error as { data?: { errors?: unknown } }).data;
  return Array.isArray(body?.errors) ? body.errors.filter((m): m is string => typeof m === 'string') : null;
}

/** Step 1: the organisation's sites, and the sites module's own form to add one (at least one is required). */
export function SitesStep({ state }: { state: OnboardingState }) {
  const { t } = useTranslation('onboarding');
  const { t: ts } = useTranslation('sites');
  const [adding, setAdding] = useState(state.sites.length === 0);
  const formData = useGetSiteFormDataQuery();
  const [create] = useCreateSiteMutation();

  return (
    <>
      <p>{t('sites.intro')}</p>
      {state.sites.length > 0 ? (
        <ul className="onboarding-list" aria-label={t('sites.listLabel')}>
          {state.sites.map((s) => (
            <li key={s.id}>{s.name}</li>
          ))}
        </ul>
      ) : (
        <p>{t('sites.none')}</p>
      )}
      {adding ? (
        formData.data ? (
          <section aria-labelledby="onboarding-new-site">
            <h3 id="onboarding-new-site">{t('sites.newTitle')}</h3>
            <SiteForm
              formData={formData.data}
              draftKey="onboarding:site:new"
              onCancel={() => setAdding(false)}
              onSubmit={async (values, helpers) => {
                const result = await create(values);
                if (!result.error) {
                  showToast({ severity: 'success', detail: t('sites.added', { name: result.data.name }) });
                  setAdding(false);
                  return true;
                }
                const messages = refusedMessages(result.error);
                if (messages) {
                  const { fields, other } = siteFieldErrors(messages, ts);
                  helpers.setErrors(fields);
                  if (other.length) showToast({ severity: 'error', detail: other.join(' ') });
                } else showToast({ severity: 'error', detail: t('errors.failed') });
                return false;
              }}
            />
          </section>
        ) : (
          <p role="status">{formData.isError ? t('errors.loadFailed') : t('loading')}</p>
        )
      ) : (
        <div>
          <Button type="button" outlined icon="pi pi-plus" label={t('sites.add')} onClick={() => setAdding(true)} />
        </div>
      )}
    </>
  );
}
