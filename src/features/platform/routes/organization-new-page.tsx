import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useRecordForm } from '@/components/record/use-record-form';
import { refusalOnFields } from '@/lib/api/refusal';
import { toastApiError } from '@/lib/api/notify-error';
import { showToast } from '@/lib/feedback/toast-service';
import { MultiSelectField, SelectField, TextField } from '@/components/form/fields';
import { PLANS, PLATFORM_MODULES, type OrganizationCreateInput } from '../model';
import { organizationCreateSchema } from '../schemas/organization-create-schema';
import { organizationFieldErrors } from '../schemas/rule-messages';
import { useCreateOrganizationMutation } from '../api/platform-api';
import { FixErrors, SubmitCancel } from '@/components/record/form-parts';

const INITIAL: OrganizationCreateInput = { name: '', sub_domain_name: '', plan: 'free_trial', modules: [...PLATFORM_MODULES], admin_name: '', admin_email: '' };

/**
 * Child 'new' of /organizations (SPEC §7 POST /organizations): a tenant with its sub-domain (checked on both sides:
 * format, reserved, not taken), plan, modules and first administrator. A refused save keeps what was typed.
 */
export default function OrganizationNewPage() {
  const { t } = useTranslation('platform');
  const navigate = useNavigate();
  const [create] = useCreateOrganizationMutation();
  const schema = useMemo(() => organizationCreateSchema(t), [t]);
  const { formik, focusRef } = useRecordForm<OrganizationCreateInput>({
    enableReinitialize: false,
    initialValues: INITIAL,
    schema,
    onSubmit: async (values, helpers) => {
      const result = await create({ ...values, name: values.name.trim(), sub_domain_name: values.sub_domain_name.trim().toLowerCase(), admin_name: values.admin_name.trim(), admin_email: values.admin_email.trim() });
      if ('error' in result && result.error) {
        if (!refusalOnFields(result.error, (m) => organizationFieldErrors(m, t), helpers.setErrors)) toastApiError(result.error);
        return false;
      }
      showToast({ severity: 'success', detail: t('create.done', { name: values.name.trim() }) });
      navigate('/organizations');
      return true;
    },
  });
  const idp = 'org-new';
  return (
    <section aria-labelledby="org-new-title">
      <h2 id="org-new-title">{t('create.title')}</h2>
      <form ref={focusRef} onSubmit={formik.handleSubmit} noValidate aria-label={t('create.title')}>
        <FixErrors formik={formik} text={t('form.fixErrors')} />
        <TextField formik={formik} name="name" id={`${idp}-name`} label={t('fields.name')} required />
        <TextField formik={formik} name="sub_domain_name" id={`${idp}-sub-domain`} label={t('fields.subDomain')} required />
        <p className="hint">{t('create.subDomainHint')}</p>
        <SelectField formik={formik} name="plan" id={`${idp}-plan`} label={t('fields.plan')} required options={PLANS.map((p) => [p, t(`plans.${p}`)])} />
        <MultiSelectField formik={formik} name="modules" id={`${idp}-modules`} label={t('fields.modules')} hint={t('form.modulesHint')} options={PLATFORM_MODULES.map((m) => [m, t(`modules.${m}`)])} />
        <TextField formik={formik} name="admin_name" id={`${idp}-admin-name`} label={t('create.adminName')} required />
        <TextField formik={formik} name="admin_email" id={`${idp}-admin-email`} type="email" label={t('create.adminEmail')} required />
        <SubmitCancel submit={t('create.submit')} cancel={t('actions.cancel')} submitting={formik.isSubmitting} onCancel={() => navigate('/organizations')} />
      </form>
    </section>
  );
}
