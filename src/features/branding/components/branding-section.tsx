import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useRecordForm } from '@/components/record/use-record-form';
import { Button } from 'primereact/button';
import { TextField } from '@/components/form/fields';
import { showToast } from '@/lib/feedback/toast-service';
import { toastApiError } from '@/lib/api/notify-error';
import { sessionActions } from '@/lib/session/session-slice';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { HEX_COLOR, contrastRatio } from '@/lib/theme/branding';
import type { BrandingInput } from '../model';
import { brandingSchema } from '../schemas/branding-schema';
import { brandingFieldErrors } from '../schemas/rule-messages';
import { useUpdateBrandingMutation } from '../api/branding-api';

/**
 * The enterprise organisation's customised look (SPEC §1), for its admin: the brand colour (refused below 4.5:1
 * against white, WCAG 2.2 AA) and the logo. Saved, it applies app-wide at once (the session's organisation) and on
 * every other open page through OrganizationChannel.
 */
export function BrandingSection() {
  // its texts are in the billing namespace (the page it is on): a namespace of its own would add to every page's loader map
  const { t } = useTranslation('billing', { keyPrefix: 'branding' });
  const dispatch = useAppDispatch();
  const org = useAppSelector((s) => s.session.user?.organization ?? null);
  const [save] = useUpdateBrandingMutation();
  const schema = useMemo(() => brandingSchema(t), [t]);
  const { formik, focusRef } = useRecordForm<BrandingInput>({
    enableReinitialize: false,
    initialValues: { primary_color: org?.branding?.primary_color ?? '', logo_url: org?.branding?.logo_url ?? '' },
    schema,
    onSubmit: async (values, helpers) => {
      const result = await save({ primary_color: values.primary_color?.trim() ?? '', logo_url: values.logo_url?.trim() || null });
      if ('data' in result && result.data) {
        dispatch(sessionActions.organizationUpdated(result.data.organization));
        showToast({ severity: 'success', detail: t('saved') });
        return true;
      }
      const messages = (result.error as { data?: { errors?: string[] } }).data?.errors ?? [];
      const { fields, other } = brandingFieldErrors(messages, t);
      if (Object.keys(fields).length) helpers.setErrors(fields);
      if (other.length || !messages.length) toastApiError(result.error);
      return false;
    },
  });
  const color = formik.values.primary_color?.trim() ?? '';
  const ratio = HEX_COLOR.test(color) ? contrastRatio(color, '#ffffff') : null;
  return (
    <section aria-labelledby="branding-title">
      <h2 id="branding-title">{t('title')}</h2>
      <p className="hint">{t('intro')}</p>
      <form ref={focusRef} onSubmit={formik.handleSubmit} noValidate aria-labelledby="branding-title">
        <TextField formik={formik} name="primary_color" id="branding-color" label={t('fields.primaryColor')} required />
        {ratio !== null && (
          <p className="hint">
            <span aria-hidden="true" style={{ display: 'inline-block', width: '1.5rem', height: '1rem', verticalAlign: 'middle', marginRight: '0.5rem', background: color, border: '1px solid #6b7280' }} />
            {t('contrast', { ratio: ratio.toFixed(1) })}
          </p>
        )}
        <TextField formik={formik} name="logo_url" id="branding-logo" label={t('fields.logoUrl')} />
        <p className="hint">{t('fontNote')}</p>
        <Button type="submit" label={t('save')} loading={formik.isSubmitting} />
      </form>
    </section>
  );
}
