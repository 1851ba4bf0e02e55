import { useMemo } from 'react';
import type { FormikHelpers } from 'formik';
import { ADDRESS_KEYS, AddressFields, initialAddress, ErrorText, MultiSelectField, SelectField, TextField, fieldError } from '@/components/form/fields';
import { useRecordForm } from '@/components/record/use-record-form';
import { DraftNotice } from '@/lib/drafts/draft-notice';
import { CONTRACTOR_STATUSES, type ContractorFormData, type ContractorInput, type ContractorRecord } from '../model';
import { contractorSchema } from '../schemas/contractor-schema';
import { useContractorLabels } from './labels';
import { FixErrors, SubmitCancel } from '@/components/record/form-parts';

function initial(record?: ContractorRecord): ContractorInput {
  return {
    company_name: record?.company_name ?? '',
    tax_id: record?.tax_id ?? '',
    primary_contact: record?.primary_contact ?? '',
    ...initialAddress(record),
    skills: record?.skills ?? [],
    site_ids: record?.site_ids ?? [],
    status: record?.status ?? 'Active',
    user_ids: record?.user_ids ?? [],
  };
}

const trimmed = (v: ContractorInput): ContractorInput => ({
  ...v,
  ...Object.fromEntries((['company_name', 'tax_id', 'primary_contact', ...ADDRESS_KEYS] as const).map((k) => [k, v[k].trim()])),
});

interface Props {
  record?: ContractorRecord;
  formData: ContractorFormData;
  isAdmin: boolean;
  draftKey: string;
  onSubmit(values: ContractorInput, helpers: FormikHelpers<ContractorInput>): Promise<boolean>;
  onCancel(): void;
}

/** The contractor form (SPEC §3 "Contractor"): company name required; skills from Settings > Categories (SPEC §5). */
export function ContractorForm({ record, formData, isAdmin, draftKey, onSubmit, onCancel }: Props) {
  const L = useContractorLabels();
  const { t } = L;
  const initialValues = useMemo(() => initial(record), [record]);
  const schema = useMemo(() => contractorSchema(t), [t]);
  const { formik, focusRef, draft } = useRecordForm<ContractorInput>({ initialValues, schema, draftKey, onSubmit: (values, helpers) => onSubmit(trimmed(values), helpers) });
  const idp = record ? `contractor-edit-${record.id}` : 'contractor-new';
  const skillsError = fieldError(formik, 'skills');
  const toggleSkill = (code: string, on: boolean) => void formik.setFieldValue('skills', on ? [...formik.values.skills, code] : formik.values.skills.filter((s) => s !== code));

  return (
    <form ref={focusRef} onSubmit={formik.handleSubmit} noValidate aria-label={record ? t('form.editTitle', { number: record.company_name }) : t('form.newTitle')}>
      <DraftNotice draft={draft} />
      <FixErrors formik={formik} text={t('form.fixErrors')} />
      <fieldset className="group">
        <legend>{t('form.company')}</legend>
        <TextField formik={formik} name="company_name" id={`${idp}-company`} label={t('fields.companyName')} required />
        <div className="form-grid two">
          <TextField formik={formik} name="tax_id" id={`${idp}-tax-id`} label={t('fields.taxId')} />
          <TextField formik={formik} name="primary_contact" id={`${idp}-contact`} label={t('fields.primaryContact')} />
          <SelectField formik={formik} name="status" id={`${idp}-status`} label={t('fields.status')} disabled={!isAdmin} options={CONTRACTOR_STATUSES.map((s) => [s, L.status(s)])} />
        </div>
      </fieldset>
      <fieldset className="group">
        <legend>{t('form.address')}</legend>
        <AddressFields formik={formik} idp={idp} label={(f) => t(`fields.${f}`)} />
      </fieldset>
      <fieldset className="group" aria-describedby={`${idp}-skills-hint${skillsError ? ` ${idp}-skills-error` : ''}`}>
        <legend>{t('fields.skills')}</legend>
        <small id={`${idp}-skills-hint`} className="hint">
          {t('form.skillsHint')}
        </small>
        {formData.skills.length === 0 && <p className="hint">{t('form.noSkills')}</p>}
        <div className="form-grid two">
          {formData.skills.map((s) => (
            <label key={s.code} className="check">
              <input type="checkbox" checked={formik.values.skills.includes(s.code)} onChange={(e) => toggleSkill(s.code, e.currentTarget.checked)} /> {s.name}
            </label>
          ))}
        </div>
        <ErrorText id={`${idp}-skills-error`} error={skillsError} />
      </fieldset>
      <fieldset className="group">
        <legend>{t('form.sitesAndUsers')}</legend>
        <MultiSelectField formik={formik} name="site_ids" id={`${idp}-sites`} label={t('fields.sites')} options={formData.sites.map((s) => [String(s.id), s.name])} />
        {isAdmin && <MultiSelectField formik={formik} name="user_ids" id={`${idp}-users`} label={t('fields.users')} hint={t('form.usersHint')} options={formData.users.map((u) => [String(u.id), u.full_name])} />}
      </fieldset>
      <SubmitCancel submit={record ? t('form.saveChanges') : t('form.create')} cancel={t('form.cancel')} submitting={formik.isSubmitting} onCancel={onCancel} />
    </form>
  );
}
