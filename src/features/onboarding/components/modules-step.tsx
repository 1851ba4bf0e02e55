import { useTranslation } from 'react-i18next';
import { ORGANIZATION_MODULES } from '../model/wizard';

/** Step 4: the modules the organisation uses (stored as `organization.modules`); at least one. */
export function ModulesStep({ value, onChange }: { value: string[]; onChange(next: string[]): void }) {
  const { t } = useTranslation('onboarding');
  return (
    <>
      <p>{t('modules.intro')}</p>
      <fieldset className="onboarding-checks">
        <legend>{t('modules.legend')}</legend>
        {ORGANIZATION_MODULES.map((m) => (
          <label key={m}>
            <input type="checkbox" checked={value.includes(m)} onChange={(e) => onChange(e.target.checked ? ORGANIZATION_MODULES.filter((x) => x === m || value.includes(x)) : value.filter((x) => x !== m))} />
            {t(`modules.names.${m}`)}
          </label>
        ))}
      </fieldset>
    </>
  );
}
