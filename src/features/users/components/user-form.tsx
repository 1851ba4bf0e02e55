import { useMemo } from 'react';
import type { FormikHelpers } from 'formik';
import { MultiSelectField, SelectField, TextField } from '@/components/form/fields';
import { useRecordForm } from '@/components/record/use-record-form';
import { DraftNotice } from '@/lib/drafts/draft-notice';
import { useTenantMemory } from '@/lib/api/tenant-memory';
import { EDITABLE_STATUSES, GENDERS, LICENCE_MODULES, NO_LICENCES, SHIFTS, type LicenceCount, type UserFormData, type UserInput, type UserRecord } from '../model';
import { userSchema } from '../schemas/user-schema';
import { CheckField } from './check-field';
import { useUserLabels, type UserLabels } from './labels';
import { FixErrors, FormError, SubmitCancel } from '@/components/record/form-parts';

export function initialUser(record?: UserRecord): UserInput {
  return {
    full_name: record?.full_name ?? '',
    email: record?.email ?? '',
    employee_id: record?.employee_id ?? '',
    phone: record?.phone ?? '',
    role_id: record?.role_id ?? null,
    site_ids: record?.site_ids ?? [],
    is_admin: record?.is_admin ?? false,
    is_contractor: record?.is_contractor ?? false,
    gender: record?.gender ?? '',
    shift: record?.shift ?? '',
    status: record?.status === 'Inactive' ? 'Inactive' : 'Active',
    licences: { ...NO_LICENCES, ...record?.licences },
  };
}

/** the values as the API takes them: trimmed text */
export function toUserInput(v: UserInput): UserInput {
  return { ...v, full_name: v.full_name.trim(), email: v.email.trim(), employee_id: v.employee_id.trim(), phone: v.phone.trim() };
}

/** "12 of 200 in use" / "12 in use, no limit" */
export function countText(L: UserLabels, c: LicenceCount | undefined): string {
  if (!c) return '';
  return c.total === null ? L.t('licenceCount.unlimited', { used: c.used }) : L.t('licenceCount.used', { used: c.used, total: c.total });
}

interface Props {
  record?: UserRecord;
  formData: UserFormData;
  draftKey: string;
  /** saves; false when refused (the form keeps what was typed; field errors were set through `helpers`) */
  onSubmit(values: UserInput, helpers: FormikHelpers<UserInput>): Promise<boolean>;
  onCancel(): void;
}

/** The user form (SPEC §3 "User"): every field, role and at least one site required (§5), licences per module (§6). */
export function UserForm({ record, formData, draftKey, onSubmit, onCancel }: Props) {
  const L = useUserLabels();
  const { t } = L;
  const { exhausted } = useTenantMemory();
  const initialValues = useMemo(() => initialUser(record), [record]);
  const schema = useMemo(() => userSchema(t), [t]);
  const { formik, focusRef, draft } = useRecordForm<UserInput>({ initialValues, schema, draftKey, onSubmit: (values, helpers) => onSubmit(toUserInput(values), helpers) });
  const idp = record ? `user-edit-${record.id}` : 'user-new';
  const roles = useMemo(() => formData.roles.map((r) => [String(r.id), r.name] as [string, string]), [formData.roles]);
  const sites = useMemo(() => formData.sites.map((s) => [String(s.id), s.name] as [string, string]), [formData.sites]);
  const counts = formData.licence_counts;

  return (
    <form ref={focusRef} onSubmit={formik.handleSubmit} noValidate aria-label={record ? t('form.editTitle', { number: record.full_name }) : t('form.newTitle')}>
      <DraftNotice draft={draft} />
      {exhausted && <FormError text={t('form.memoryExhausted')} />}
      <FixErrors formik={formik} text={t('form.fixErrors')} />
      {typeof formik.status === 'string' && formik.status && <FormError text={formik.status} />}
      <fieldset className="group">
        <legend>{t('form.identity')}</legend>
        <div className="form-grid two">
          <TextField formik={formik} name="full_name" id={`${idp}-name`} label={t('fields.fullName')} required />
          <TextField formik={formik} name="email" id={`${idp}-email`} label={t('fields.email')} type="email" required />
          <TextField formik={formik} name="employee_id" id={`${idp}-employee-id`} label={t('fields.employeeId')} />
          <TextField formik={formik} name="phone" id={`${idp}-phone`} label={t('fields.phone')} type="tel" />
          <SelectField formik={formik} name="gender" id={`${idp}-gender`} label={t('fields.gender')} placeholder={t('form.notSaid')} options={GENDERS.map((g) => [g, L.gender(g)])} />
          <SelectField formik={formik} name="shift" id={`${idp}-shift`} label={t('fields.shift')} placeholder={t('form.notSaid')} options={SHIFTS.map((s) => [s, L.shift(s)])} />
        </div>
      </fieldset>
      <fieldset className="group">
        <legend>{t('form.access')}</legend>
        <div className="form-grid two">
          <SelectField formik={formik} name="role_id" id={`${idp}-role`} label={t('fields.role')} required numeric placeholder={t('form.choose')} options={roles} />
          <SelectField formik={formik} name="status" id={`${idp}-status`} label={t('fields.status')} options={EDITABLE_STATUSES.map((s) => [s, t(`statusValues.${s}`)])} />
        </div>
        <MultiSelectField formik={formik} name="site_ids" id={`${idp}-sites`} label={t('fields.sites')} hint={t('form.sitesHint')} required options={sites} />
        <div className="check-row">
          {(formData.can_grant_admin || formik.values.is_admin) && <CheckField formik={formik} name="is_admin" id={`${idp}-admin`} label={t('fields.isAdmin')} hint={t('form.adminHint')} disabled={!formData.can_grant_admin} />}
          <CheckField formik={formik} name="is_contractor" id={`${idp}-contractor`} label={t('fields.isContractor')} />
        </div>
      </fieldset>
      <fieldset className="group">
        <legend>{t('form.licences')}</legend>
        <div className="check-row">
          {LICENCE_MODULES.map((m) => (
            <CheckField key={m} formik={formik} name={`licences.${m}`} id={`${idp}-licence-${m}`} label={L.licence(m)} hint={countText(L, counts[m])} />
          ))}
        </div>
        {typeof formik.errors.licences === 'string' && (
          <small id={`${idp}-licences-error`} className="field-error" role="alert">
            {formik.errors.licences}
          </small>
        )}
      </fieldset>
      <SubmitCancel submit={record ? t('form.saveChanges') : t('form.create')} cancel={t('form.cancel')} submitting={formik.isSubmitting} disabled={exhausted} onCancel={onCancel} />
    </form>
  );
}
