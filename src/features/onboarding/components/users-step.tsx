import { useMemo } from 'react';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { ErrorText, SelectField, TextField, fieldError } from '@/components/form/fields';
import { useRecordForm } from '@/components/record/use-record-form';
import { refusedMessages } from '@/lib/api/refusal';
import { showToast } from '@/lib/feedback/toast-service';
import { localizeServerMessage } from '@/lib/api/notify-error';
import { useOnboardingInviteUserMutation, type InviteInput } from '../api/onboarding-api';
import type { OnboardingState } from '../model/types';
import { inviteSchema } from '../schemas/invite-schema';

const EMPTY: InviteInput = { full_name: '', email: '', role_id: null, site_ids: [] };

/** Step 3: invite people one by one (POST /users of the users module), or import many later on /users (skippable). */
export function UsersStep({ state }: { state: OnboardingState }) {
  const { t } = useTranslation('onboarding');
  const [invite] = useOnboardingInviteUserMutation();
  const schema = useMemo(() => inviteSchema(t), [t]);
  // no draft: one invitation after another
  const { formik, focusRef } = useRecordForm<InviteInput>({
    initialValues: EMPTY,
    schema,
    onSubmit: async (values, helpers) => {
      const result = await invite({ ...values, full_name: values.full_name.trim(), email: values.email.trim() });
      if (!result.error) {
        showToast({ severity: 'success', detail: t('invite.sent', { name: values.full_name.trim() }) });
        helpers.resetForm();
        return true;
      }
      // refused: what was typed stays; the server's reasons are shown with the form
      const messages = refusedMessages(result.error);
      helpers.setStatus(messages?.length ? messages.map(localizeServerMessage).join(' ') : t('errors.failed'));
      return false;
    },
  });
  const sitesError = fieldError(formik, 'site_ids');
  const roles = state.roles.map((r) => [String(r.id), r.name] as [string, string]);
  const toggleSite = (id: number, on: boolean) => void formik.setFieldValue('site_ids', on ? [...formik.values.site_ids, id] : formik.values.site_ids.filter((s) => s !== id));

  return (
    <>
      <p>{t('users.intro')}</p>
      <section aria-labelledby="onboarding-people">
        <h3 id="onboarding-people">{t('users.listTitle', { count: state.users.length })}</h3>
        <ul className="onboarding-list">
          {state.users.map((u) => (
            <li key={u.id}>
              {u.full_name} ({u.email}) — {u.role_name}
            </li>
          ))}
        </ul>
      </section>
      <form ref={focusRef} noValidate onSubmit={formik.handleSubmit} aria-labelledby="onboarding-invite-title">
        <h3 id="onboarding-invite-title">{t('invite.title')}</h3>
        {typeof formik.status === 'string' && (
          <p role="alert" className="p-error">
            {formik.status}
          </p>
        )}
        <div className="form-grid two">
          <TextField formik={formik} name="full_name" id="invite-full-name" label={t('invite.fullName')} required />
          <TextField formik={formik} name="email" id="invite-email" label={t('invite.email')} type="email" required />
          <SelectField formik={formik} name="role_id" id="invite-role" label={t('invite.role')} required numeric placeholder={t('invite.chooseRole')} options={roles} />
        </div>
        <fieldset className="onboarding-checks" aria-describedby={sitesError ? 'invite-sites-error' : undefined}>
          <legend>
            {t('invite.sites')}
            <span aria-hidden="true"> *</span>
          </legend>
          {state.sites.map((s) => (
            <label key={s.id}>
              <input type="checkbox" name="site_ids" checked={formik.values.site_ids.includes(s.id)} aria-invalid={sitesError ? true : undefined} onChange={(e) => toggleSite(s.id, e.target.checked)} />
              {s.name}
            </label>
          ))}
        </fieldset>
        <ErrorText id="invite-sites-error" error={sitesError} />
        <div className="form-actions">
          <Button type="submit" icon="pi pi-send" label={t('invite.submit')} loading={formik.isSubmitting} />
        </div>
      </form>
      <p>{t('users.importHint')}</p>
    </>
  );
}
