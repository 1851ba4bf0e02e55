import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form/form-field';
import { PlainButton } from '@/components/form/native-inputs';
import { useLightForm } from '@/components/form/use-light-form';
import { useFocusInvalid } from '@/components/form/use-focus-invalid';
import { typedValues, useTypedBeforeHydration } from '@/components/form/typed-before-hydration';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { Notice } from '../components/notice';

// Prerendered and hydrated by the public shell, as the sign-in (issue 30: ≤ 150 KB of JS for every signed-out page):
// the rules (yup) load at the first check, the call (the API client) and its error texts at the first submit.
const rules = () => Promise.all([import('@/lib/forms/first-errors'), import('../schemas/organization-verify-schema')]);
const calls = () => Promise.all([import('../api/account'), import('../components/error-text')]);

interface Found {
  name: string;
  sub_domain: string;
  /** the organisation's sign-in address seen from this host; null on an IP address */
  origin: string | null;
}

/**
 * /organization_verify (SPEC §2: only on the app, lvh or 192 hosts, signed in or not): on the product's shared
 * address nobody's organisation is known yet. The visitor types the organisation's ID (its sub-domain); the server
 * confirms it exists and is active, and the page offers the organisation's own sign-in address.
 */
export default function OrganizationVerifyPage() {
  const { t } = useTranslation(['auth', 'common']);
  const [found, setFound] = useState<Found | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const hydrated = useHydrated();
  // a public page: the light form (no form library), as the sign-in (issue 18)
  const form = useLightForm({
    initialValues: { sub_domain: '' },
    validate: async (values) => {
      const [{ firstErrors }, { organizationVerifySchema }] = await rules();
      return firstErrors(organizationVerifySchema(t), values);
    },
    onSubmit: async ({ sub_domain }) => {
      setServerError(null);
      setFound(null);
      let errorText: ((error: unknown) => string) | null = null;
      try {
        const [{ verifyOrganization, organizationOrigin }, { accountErrorText }] = await calls();
        errorText = (error) => accountErrorText(t, error);
        const answer = await verifyOrganization(sub_domain);
        setFound({ ...answer, origin: organizationOrigin(answer.sub_domain) });
      } catch (error) {
        // what the user typed stays in the form
        setServerError(errorText ? errorText(error) : t('common:errors.generic'));
      }
    },
  });
  // after a refused submit the first invalid field has the focus; what was typed before hydration is kept (issue 30)
  const formRef = useFocusInvalid(form);
  useTypedBeforeHydration(formRef, (typed) => form.mergeValues(typedValues(typed, form.values)));
  return (
    <section aria-labelledby="org-verify-title">
      <h2 id="org-verify-title">{t('orgVerify.title')}</h2>
      <p className="hint">{t('orgVerify.intro')}</p>
      {serverError && <Notice severity="error" text={serverError} role="alert" />}
      <form ref={formRef} onSubmit={(e) => void form.handleSubmit(e)} noValidate>
        <FormField formik={form} name="sub_domain" id="org-verify-id" label={t('fields.organizationId')} hint={t('orgVerify.hint')} autoComplete="organization" />
        <div className="form-actions">
          {/* disabled until React handles the form: before, the browser would send it itself */}
          <PlainButton type="submit" label={t('orgVerify.submit')} loading={form.isSubmitting} disabled={!hydrated} style={{ width: '100%' }} />
        </div>
      </form>
      {found && (
        <div role="status" style={{ marginTop: '1rem' }}>
          <p>{t('orgVerify.found', { organization: found.name })}</p>
          {found.origin ? (
            <p>
              <a className="p-button" href={`${found.origin}/login`}>
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
