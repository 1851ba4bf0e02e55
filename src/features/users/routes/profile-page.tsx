import '../components/users.css';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { ButtonLink } from '@/components/list/list-pieces';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { SelectField, TextField } from '@/components/form/fields';
import { useRecordForm } from '@/components/record/use-record-form';
import { DraftNotice } from '@/lib/drafts/draft-notice';
import { useCan } from '@/lib/ability/use-can';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { sessionActions } from '@/lib/session/session-slice';
import { showToast } from '@/lib/feedback/toast-service';
import { MissingRecord } from '@/components/feedback/missing-record';
import { TitledSection } from '@/components/layout/titled-section';
import { profileSchema, type ProfileValues } from '@/features/account/public';
import { GENDERS, LICENCE_MODULES, SHIFTS, type UserRecord } from '../model';
import { refusedMessages, useGetUserRecordQuery, useUpdateOwnProfileMutation } from '../api/users-api';
import { userFieldErrors } from '../schemas/rule-messages';
import { useUserLabels } from '../components/labels';
import { FormError } from '@/components/record/form-parts';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((p) => p[0]!.toUpperCase())
    .join('');

function ProfileForm({ record }: { record: UserRecord }) {
  const L = useUserLabels();
  const { t } = L;
  // the account feature's profile schema (SPEC §5 "Account fields"), with its own messages
  const { t: ta } = useTranslation('account');
  const dispatch = useAppDispatch();
  const [save] = useUpdateOwnProfileMutation();
  const schema = useMemo(() => profileSchema(ta), [ta]);
  const initialValues = useMemo<ProfileValues>(() => ({ full_name: record.full_name, phone: record.phone, employee_id: record.employee_id, gender: record.gender, shift: record.shift }), [record]);
  const { formik, focusRef, draft } = useRecordForm<ProfileValues>({
    initialValues,
    schema,
    draftKey: 'profile',
    onSubmit: async (values, helpers) => {
      helpers.setStatus(null);
      const trimmed = { ...values, full_name: values.full_name.trim(), phone: values.phone.trim(), employee_id: values.employee_id.trim() };
      const result = await save({ id: record.id, user: trimmed });
      if (result.error) {
        // what was typed stays; the refusal shows on its fields and above the form
        const messages = refusedMessages(result.error) ?? [];
        const { fields, other } = userFieldErrors(messages, t);
        helpers.setErrors(fields);
        helpers.setStatus(other.join(' ') || (messages.length ? null : t('profile.saveFailed')));
        return false;
      }
      dispatch(sessionActions.profileLoaded({ user: result.data.profile }));
      helpers.resetForm({ values: trimmed });
      showToast({ severity: 'success', detail: t('profile.saved') });
      return true;
    },
  });
  return (
    <form ref={focusRef} onSubmit={formik.handleSubmit} noValidate aria-label={t('profile.formTitle')}>
      <DraftNotice draft={draft} />
      {typeof formik.status === 'string' && formik.status && <FormError text={formik.status} />}
      <div className="form-grid two">
        <TextField formik={formik} name="full_name" id="profile-name" label={t('fields.fullName')} required />
        <TextField formik={formik} name="phone" id="profile-phone" label={t('fields.phone')} type="tel" />
        <TextField formik={formik} name="employee_id" id="profile-employee-id" label={t('fields.employeeId')} />
        <SelectField formik={formik} name="gender" id="profile-gender" label={t('fields.gender')} placeholder={t('form.notSaid')} options={GENDERS.map((g) => [g, L.gender(g)])} />
        <SelectField formik={formik} name="shift" id="profile-shift" label={t('fields.shift')} placeholder={t('form.notSaid')} options={SHIFTS.map((s) => [s, L.shift(s)])} />
      </div>
      <div className="form-actions">
        <Button type="submit" icon="pi pi-check" label={t('profile.save')} loading={formik.isSubmitting} disabled={!formik.dirty && !draft.pending} />
      </div>
    </form>
  );
}

/** /profile: the signed-in user's own profile — who they are in the organisation (read-only) and their personal fields. */
export default function ProfilePage() {
  const L = useUserLabels();
  const { t } = L;
  const me = useAppSelector((s) => s.session.user);
  const canReadUsers = useCan('read', 'User');
  const record = useGetUserRecordQuery(me?.id ?? 0, { skip: !me });
  if (!me) return null;
  const u = record.data;
  return (
    <div className="module-page users-ui">
      <div className="module-head">
        <h1>{t('profile.title')}</h1>
        <div className="form-actions">
          <ButtonLink to="/myaccount" icon="pi pi-cog" label={t('profile.account')} outlined />
        </div>
      </div>
      {!u ? (
        <MissingRecord loading={record.isLoading} text={t('profile.loadFailed')} />
      ) : (
        <>
          <div className="profile-card card">
            <span className="avatar" aria-hidden="true">
              {initials(u.full_name)}
            </span>
            <dl className="facts">
              <dt>{t('fields.fullName')}</dt>
              <dd>{u.full_name}</dd>
              <dt>{t('fields.email')}</dt>
              <dd>{u.email}</dd>
              <dt>{t('fields.role')}</dt>
              <dd>{u.is_admin ? `${u.role_name} (${t('list.admin')})` : u.role_name}</dd>
              <dt>{t('fields.sites')}</dt>
              <dd>{u.site_names.join(', ') || '—'}</dd>
              <dt>{t('fields.licences')}</dt>
              <dd>{LICENCE_MODULES.filter((m) => u.licences[m]).map((m) => L.licence(m)).join(', ') || t('list.noLicence')}</dd>
            </dl>
          </div>
          {canReadUsers && (
            <p>
              <Link to={`/users/${u.id}/permission`}>{t('profile.permissions')}</Link>
            </p>
          )}
          <TitledSection id="profile-form-title" title={t('profile.formTitle')}>
            <ProfileForm record={u} />
          </TitledSection>
        </>
      )}
    </div>
  );
}
