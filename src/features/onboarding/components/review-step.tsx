import { useId, useState } from 'react';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { useAddStarterContentMutation } from '../api/onboarding-api';
import { INDUSTRIES, isIndustry, type Industry } from '../model/starter-content';
import type { OnboardingState } from '../model/types';
import { refusalText } from './refusal';

/** The last place: what was set up, the industry starter content (one click, idempotent) and "Finish". */
export function ReviewStep({ state }: { state: OnboardingState }) {
  const { t } = useTranslation('onboarding');
  const industryId = useId();
  const [industry, setIndustry] = useState<Industry | ''>(isIndustry(state.progress.industry) ? state.progress.industry : '');
  const [addStarter, adding] = useAddStarterContentMutation();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const nodes = state.sites.reduce((n, s) => n + s.nodes, 0);

  const add = async () => {
    if (!industry) {
      setOutcome({ ok: false, text: t('starter.chooseFirst') });
      return;
    }
    const result = await addStarter({ orgId: state.organization_id, industry });
    if (result.error) setOutcome({ ok: false, text: refusalText(result.error, t) ?? t('errors.failed') });
    else {
      const { categories, sub_categories, templates } = result.data.added;
      const total = categories + sub_categories + templates;
      setOutcome({
        ok: true,
        text: total > 0 ? t('starter.added', { industry: t(`industries.${industry}`), categories, subCategories: sub_categories, templates }) : t('starter.already', { industry: t(`industries.${industry}`) }),
      });
    }
  };

  return (
    <>
      <p>{t('review.intro')}</p>
      <dl className="onboarding-summary">
        <div>
          <dt>{t('steps.sites')}</dt>
          <dd>{t('review.sites', { count: state.sites.length })}</dd>
        </div>
        <div>
          <dt>{t('steps.structure')}</dt>
          <dd>{t('review.nodes', { count: nodes })}</dd>
        </div>
        <div>
          <dt>{t('steps.users')}</dt>
          <dd>{t('review.users', { count: state.users.length })}</dd>
        </div>
        <div>
          <dt>{t('steps.modules')}</dt>
          <dd>{state.modules.map((m) => t(`modules.names.${m}`, { defaultValue: m })).join(', ')}</dd>
        </div>
      </dl>
      <section aria-labelledby="onboarding-starter-title">
        <h3 id="onboarding-starter-title">{t('starter.title')}</h3>
        <p>{t('starter.intro')}</p>
        <div className="onboarding-starter">
          <div className="field">
            <label htmlFor={industryId}>{t('starter.industry')}</label>
            <select id={industryId} className="native-select" value={industry} onChange={(e) => setIndustry(isIndustry(e.target.value) ? e.target.value : '')}>
              <option value="">{t('starter.chooseIndustry')}</option>
              {INDUSTRIES.map((i) => (
                <option key={i} value={i}>
                  {t(`industries.${i}`)}
                </option>
              ))}
            </select>
          </div>
          <Button type="button" outlined icon="pi pi-download" label={t('starter.add')} loading={adding.isLoading} onClick={() => void add()} />
        </div>
        <p role="status" className={outcome && !outcome.ok ? 'p-error' : undefined}>
          {outcome?.text ?? (state.templates.length > 0 ? t('starter.stored', { count: state.templates.length }) : '')}
        </p>
      </section>
    </>
  );
}
