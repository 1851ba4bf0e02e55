import { useMemo, useState } from 'react';
import { useRecordForm } from '@/components/record/use-record-form';
import { useTranslation } from 'react-i18next';
import { InputText } from 'primereact/inputtext';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { sessionActions } from '@/lib/session/session-slice';
import { showToast } from '@/lib/feedback/toast-service';
import { apiErrorMessage } from '@/lib/api/notify-error';
import { DraftNotice } from '@/lib/drafts/draft-notice';
import { useGetUserQuery, useUpdateUserMutation } from '../api/account-api';
import { GENDERS, SHIFTS, profileSchema, type ProfileValues } from '../schemas/profile-schema';
import { FormError } from '@/components/record/form-parts';

const EMPTY: ProfileValues = { full_name: '', phone: '', employee_id: '', gender: '', shift: '' };

function ProfileForm({ userId, initial }: { userId: number; initial: ProfileValues }) {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const [updateUser] = useUpdateUserMutation();
  const schema = useMemo(() => profileSchema(t), [t]);

  // the values as loaded, once: a later refetch does not reset what is being typed
  const [initialValues] = useState(initial);
  const { formik, focusRef, draft } = useRecordForm<ProfileValues>({
    initialValues,
    schema,
    draftKey: 'my-account',
    onSubmit: async (values, helpers) => {
      helpers.setStatus(null);
      const result = await updateUser({ id: userId, user: values });
      if ('error' in result) {
        // keep every typed value; show the server's reason
        const message = apiErrorMessage(result.error);
        if (message) helpers.setStatus(message);
        return false;
      }
      dispatch(sessionActions.profileLoaded({ user: result.data.profile }));
      helpers.resetForm({ values });
      showToast({ severity: 'success', detail: t('saved') });
      return true;
    },
  });
  const error = (name: keyof ProfileValues) => (formik.touched[name] && formik.errors[name] ? String(formik.errors[name]) : null);
  const described = (name: keyof ProfileValues) => (error(name) ? `${name}-error` : undefined);

  return (
    <form ref={focusRef} onSubmit={formik.handleSubmit} noValidate className="card" style={{ maxWidth: 640 }}>
      <DraftNotice draft={draft} />
      {formik.status && <FormError text={formik.status} />}
      <div className="field">
        <label htmlFor="full_name">{t('fields.fullName')}</label>
        <InputText id="full_name" name="full_name" autoComplete="name" value={formik.values.full_name} onChange={formik.handleChange} onBlur={formik.handleBlur} invalid={!!error('full_name')} aria-describedby={described('full_name')} />
        {error('full_name') && <small id="full_name-error" className="field-error">{error('full_name')}</small>}
      </div>
      <div className="field">
        <label htmlFor="phone">{t('fields.phone')}</label>
        <InputText id="phone" name="phone" type="tel" autoComplete="tel" value={formik.values.phone} onChange={formik.handleChange} onBlur={formik.handleBlur} invalid={!!error('phone')} aria-describedby={described('phone')} />
        {error('phone') && <small id="phone-error" className="field-error">{error('phone')}</small>}
      </div>
      <div className="field">
        <label htmlFor="employee_id">{t('fields.employeeId')}</label>
        <InputText id="employee_id" name="employee_id" value={formik.values.employee_id} onChange={formik.handleChange} onBlur={formik.handleBlur} invalid={!!error('employee_id')} aria-describedby={described('employee_id')} />
        {error('employee_id') && <small id="employee_id-error" className="field-error">{error('employee_id')}</small>}
      </div>
      <div className="field">
        <label htmlFor="gender">{t('fields.gender')}</label>
        <select id="gender" name="gender" className="native-select" value={formik.values.gender} onChange={formik.handleChange} onBlur={formik.handleBlur}>
          <option value="">{t('choose')}</option>
          {GENDERS.map((g) => (
            <option key={g} value={g}>
              {t(`genders.${g}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="shift">{t('fields.shift')}</label>
        <select id="shift" name="shift" className="native-select" value={formik.values.shift} onChange={formik.handleChange} onBlur={formik.handleBlur}>
          <option value="">{t('choose')}</option>
          {SHIFTS.map((s) => (
            <option key={s} value={s}>
              {t(`shifts.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="form-actions">
        <Button type="submit" label={t('save')} icon="pi pi-check" loading={formik.isSubmitting} disabled={!formik.dirty && !draft.pending} />
      </div>
    </form>
  );
}

/** /myaccount: the signed-in user's own profile (SPEC §2 "my account"). */
export default function MyAccountPage() {
  const { t } = useTranslation('account');
  const user = useAppSelector((s) => s.session.user);
  const { data, isLoading, isError, refetch } = useGetUserQuery(user?.id ?? 0, { skip: !user });
  if (!user) return null;
  return (
    <section aria-labelledby="account-title">
      <div className="page-header">
        <h1 id="account-title">{t('title')}</h1>
      </div>
      <p className="hint">
        {t('signedInAs', { email: user.email, role: user.role_name })}
      </p>
      {isLoading && <p role="status">{t('loading')}</p>}
      {isError && (
        <Message severity="error" text={t('loadFailed')} role="alert" content={<span>{t('loadFailed')} <Button link label={t('retry')} onClick={() => void refetch()} /></span>} />
      )}
      {data && (
        <ProfileForm
          userId={user.id}
          initial={{ ...EMPTY, full_name: data.full_name ?? '', phone: data.phone ?? '', employee_id: data.employee_id ?? '', gender: data.gender ?? '', shift: data.shift ?? '' }}
        />
      )}
    </section>
  );
}
