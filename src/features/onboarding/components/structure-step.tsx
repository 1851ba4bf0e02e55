import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DivisionTreeEditor, useGetDivisionTreeQuery, useGetSiteFormDataQuery } from '@/features/sites/public';
import type { OnboardingState } from '../model/types';

/** Step 2: each site's divisions → departments → units, in the sites module's tree editor (skippable). */
export function StructureStep({ state }: { state: OnboardingState }) {
  const { t } = useTranslation('onboarding');
  const selectId = useId();
  const [chosen, setChosen] = useState<number | null>(null);
  const siteId = chosen && state.sites.some((s) => s.id === chosen) ? chosen : (state.sites[0]?.id ?? null);
  const tree = useGetDivisionTreeQuery(siteId ?? 0, { skip: !siteId });
  const formData = useGetSiteFormDataQuery();
  const site = state.sites.find((s) => s.id === siteId);

  if (!siteId) return <p>{t('structure.noSites')}</p>;
  return (
    <>
      <p>{t('structure.intro')}</p>
      {state.sites.length > 1 && (
        <div className="field" style={{ maxWidth: '24rem' }}>
          <label htmlFor={selectId}>{t('structure.site')}</label>
          <select id={selectId} className="native-select" value={siteId} onChange={(e) => setChosen(Number(e.target.value))}>
            {state.sites.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <h3>{t('structure.treeOf', { name: site?.name ?? '' })}</h3>
      {tree.data && formData.data ? (
        <DivisionTreeEditor key={siteId} siteId={siteId} nodes={tree.data.nodes} users={formData.data.users} canEdit />
      ) : (
        <p role="status">{tree.isError || formData.isError ? t('errors.loadFailed') : t('loading')}</p>
      )}
    </>
  );
}
