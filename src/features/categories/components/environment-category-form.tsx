import { useMemo } from 'react';
import { SelectField, TextField } from '@/components/form/fields';
import { useRecordForm } from '@/components/record/use-record-form';
import { DraftNotice } from '@/lib/drafts/draft-notice';
import { CATEGORY_STATUSES, ENVIRONMENT_TYPES, type EnvironmentCategoryInput, type EnvironmentCategoryRecord } from '../model';
import { environmentCategorySchema } from '../schemas/category-schema';
import { useCategoryLabels } from './labels';
import { savedOrRefused } from './server-errors';
import { SubmitCancel } from '@/components/record/form-parts';

interface Props {
  record?: EnvironmentCategoryRecord;
  /** the names the loaded list already uses (the server checks again) */
  takenNames: readonly string[];
  draftKey: string;
  onSubmit(values: EnvironmentCategoryInput): Promise<unknown>;
  onCancel(): void;
}

export function EnvironmentCategoryForm({ record, takenNames, draftKey, onSubmit, onCancel }: Props) {
  const L = useCategoryLabels();
  const { t } = L;
  const initialValues = useMemo<EnvironmentCategoryInput>(
    () => (record ? { name: record.name, env_type: record.env_type, unit: record.unit, description: record.description ?? '', status: record.status } : { name: '', env_type: '', unit: '', description: '', status: 'active' }),
    [record],
  );
  const { formik, focusRef, draft } = useRecordForm<EnvironmentCategoryInput>({
    initialValues,
    schema: () => environmentCategorySchema(t, { takenNames }),
    draftKey,
    onSubmit: async (values, helpers) => savedOrRefused(await onSubmit({ ...values, name: values.name.trim(), unit: values.unit.trim() }), helpers.setFieldError, t),
  });
  const idp = record ? `env-edit-${record.id}` : 'env-new';

  return (
    <form ref={focusRef} onSubmit={formik.handleSubmit} noValidate aria-label={record ? t('env.form.editTitle', { number: record.name }) : t('env.form.newTitle')}>
      <DraftNotice draft={draft} />
      <div className="form-grid two">
        <TextField formik={formik} name="name" id={`${idp}-name`} label={t('fields.name')} required />
        <SelectField formik={formik} name="env_type" id={`${idp}-type`} label={t('fields.envType')} required options={ENVIRONMENT_TYPES.map((v) => [v, L.envType(v)])} placeholder={t('form.choose')} />
        <TextField formik={formik} name="unit" id={`${idp}-unit`} label={t('fields.unit')} required />
        <SelectField formik={formik} name="status" id={`${idp}-status`} label={t('fields.status')} options={CATEGORY_STATUSES.map((v) => [v, L.status(v)])} />
      </div>
      <TextField formik={formik} name="description" id={`${idp}-description`} label={t('fields.description')} multiline />
      <SubmitCancel submit={t('form.save')} cancel={t('form.cancel')} submitting={formik.isSubmitting} onCancel={onCancel} />
    </form>
  );
}
