import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { FormField } from '@/components/form/form-field';
import { useRecordForm } from '@/components/record/use-record-form';
import { organizationOrigin, verifyOrganization } from '../api/account';
import { accountErrorText } from '../components/error-text';
import { Notice } from '../components/notice';
import { organizationVerifySchema } from '../schemas/organization-verify-schema';

/**
 * /organization_verify (SPEC §2: only on the app, lvh or 192 hosts, signed in or not): on the product's shared
 * address nobody's organisation is known yet. The visitor types the organisation's ID (its sub-domain); the server
 * confirms it exists and is active, and the page offers the organisation's own sign-in address.
 */
export default function OrganizationVerifyPage() {
  const { t } = useTranslation(['auth', 'common']);
  const [found, setFound] = useState<{ name: string; sub_domain: string } | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const schema = useMemo(() => organizationVerifySchema(t), [t]);
  const initialValues = useMemo(() => ({ sub_domain: '' }), []);
  const { formik, focusRef } = useRecordForm({
    initialValues,
    schema,
    onSubmit: async ({ sub_domain }) => {
      setServerError(null);
      setFound(null);
      try {
        setFound(await verifyOrganization(sub_domain));
        return true;
      } catch (error) {
        setServerError(accountErrorText(t, error));
        return false;
      }
    },
  });
  const origin = found ? organizationOrigin(found.sub_domain) : null;
  return (
    <section aria-labelledby="org-verify-title">
      <h2 id="org-verify-title">{t('orgVerify.title')}</h2>
      <p className="hint">{t('orgVerify.intro')}</p>
      {serverError && <Notice severity="error" text={serverError} role="alert" />}
      <form ref={focusRef} onSubmit={formik.handleSubmit} noValidate>
        <FormField formik={formik} name="sub_domain" id="org-verify-id" label={t('fields.organizationId')} hint={t('orgVerify.hint')} autoComplete="organization" />
        <div className="form-actions">
          <Button type="submit" label={t('orgVerify.submit')} loading={formik.isSubmitting} style={{ width: '100%' }} />
        </div>
      </form>
      {found && (
        <div role="status" style={{ marginTop: '1rem' }}>
          <p>{t('orgVerify.found', { organization: found.name })}</p>
          {origin ? (
            <p>
              <a className="p-button" href={`${origin}/login`}>
                {t('orgVerify.continue', { organization: found.name })}
              </a>
            </p>
          ) : (
            <p>{t('orgVerify.noSubDomains', { id: found.sub_domain })}</p>
          )}
        </div>
      )}
    </section>
  );
}
