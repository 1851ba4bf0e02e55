import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { refusalOnFields } from '@/lib/api/refusal';
import { DraftNotice } from '@/lib/drafts/draft-notice';
import { MultiSelectField, SelectField, TextField } from '@/components/form/fields';
import { RecordEditor } from '@/components/record/record-editor';
import { useRecordForm } from '@/components/record/use-record-form';
import { PLANS, PLATFORM_MODULES, SUBSCRIPTION_TYPES, type OrganizationInput, type PlatformOrganization } from '../model';
import { organizationSchema } from '../schemas/organization-schema';
import { organizationFieldErrors } from '../schemas/rule-messages';
import { useGetOrganizationQuery, useUpdateOrganizationMutation } from '../api/platform-api';
import { FixErrors, SubmitCancel } from '@/components/record/form-parts';

const initial = (o: PlatformOrganization): OrganizationInput => ({ name: o.name, plan: o.plan, subscription_type: o.subscription_type, modules: [...o.modules], is_enterprise: o.is_enterprise, is_locked: o.is_locked });

/** Edit an organisation (SPEC §3 "Organization": name, plan, subscription, modules, enterprise and locked flags). */
export function OrganizationEditor({ id }: { id: number }) {
  const { t } = useTranslation('platform');
  const record = useGetOrganizationQuery(id);
  const [update] = useUpdateOrganizationMutation();
  return (
    <RecordEditor t={t} id={id} subject="Organization" titleId="organization-form-title" record={record} summaryPath={() => '/organizations'}>
      {({ record: org, submit }) =>
        org && (
          <OrganizationForm
            org={org}
            onSubmit={async (values, setErrors) => {
              const result = await update({ id, organization: { ...values, name: values.name.trim() } });
              if ('error' in result && result.error && refusalOnFields(result.error, (m) => organizationFieldErrors(m, t), setErrors)) return false;
              return submit(result);
            }}
          />
        )
      }
    </RecordEditor>
  );
}

function OrganizationForm({ org, onSubmit }: { org: PlatformOrganization; onSubmit(values: OrganizationInput, setErrors: (e: Record<string, string>) => void): Promise<boolean> }) {
  const { t } = useTranslation('platform');
  const navigate = useNavigate();
  const initialValues = useMemo(() => initial(org), [org]);
  const schema = useMemo(() => organizationSchema(t), [t]);
  const { formik, focusRef, draft } = useRecordForm<OrganizationInput>({ initialValues, schema, draftKey: `organization:edit:${org.id}`, onSubmit: (values, helpers) => onSubmit(values, helpers.setErrors) });
  const idp = `org-edit-${org.id}`;
  return (
    <form ref={focusRef} onSubmit={formik.handleSubmit} noValidate aria-label={t('form.editTitle', { number: org.name })}>
      <DraftNotice draft={draft} />
      <FixErrors formik={formik} text={t('form.fixErrors')} />
      <p>{t('form.subDomain', { subDomain: org.sub_domain_name })}</p>
      <TextField formik={formik} name="name" id={`${idp}-name`} label={t('fields.name')} required />
      <SelectField formik={formik} name="plan" id={`${idp}-plan`} label={t('fields.plan')} required options={PLANS.map((p) => [p, t(`plans.${p}`)])} />
      <SelectField formik={formik} name="subscription_type" id={`${idp}-subscription`} label={t('fields.subscription')} required options={SUBSCRIPTION_TYPES.map((s) => [s, t(`subscriptions.${s}`)])} />
      <MultiSelectField formik={formik} name="modules" id={`${idp}-modules`} label={t('fields.modules')} hint={t('form.modulesHint')} options={PLATFORM_MODULES.map((m) => [m, t(`modules.${m}`)])} />
      <div className="field-checkbox">
        <input type="checkbox" id={`${idp}-enterprise`} checked={formik.values.is_enterprise} onChange={(e) => void formik.setFieldValue('is_enterprise', e.target.checked)} />
        <label htmlFor={`${idp}-enterprise`}>{t('fields.enterprise')}</label>
      </div>
      <div className="field-checkbox">
        <input type="checkbox" id={`${idp}-locked`} checked={formik.values.is_locked} aria-describedby={`${idp}-locked-hint`} onChange={(e) => void formik.setFieldValue('is_locked', e.target.checked)} />
        <label htmlFor={`${idp}-locked`}>{t('fields.locked')}</label>
        <p id={`${idp}-locked-hint`} className="hint">
          {t('form.lockedHint')}
        </p>
      </div>
      <SubmitCancel submit={t('form.saveChanges')} cancel={t('actions.cancel')} submitting={formik.isSubmitting} onCancel={() => navigate('/organizations')} />
    </form>
  );
}
