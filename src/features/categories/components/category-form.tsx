import { useMemo } from 'react';
import { SelectField, TextField } from '@/components/form/fields';
import { useRecordForm } from '@/components/record/use-record-form';
import { DraftNotice } from '@/lib/drafts/draft-notice';
import { CATEGORY_STATUSES, takenCategoryNames, type CategoryInput, type CategoryRecord, type CategoryType } from '../model';
import { categorySchema } from '../schemas/category-schema';
import { ALL_ROWS, useGetCategoriesQuery } from '../api/categories-api';
import { useCategoryLabels } from './labels';
import { savedOrRefused } from './server-errors';
import { SubmitCancel } from '@/components/record/form-parts';

interface Props {
  record?: CategoryRecord;
  types: readonly CategoryType[];
  draftKey: string;
  /** the save's refusal (null when saved): a Rails 422 on a field shows under it, what was typed stays */
  onSubmit(values: CategoryInput): Promise<unknown>;
  onCancel(): void;
}

export function initialCategory(record: CategoryRecord | undefined): CategoryInput {
  return record
    ? { name: record.name, category_type: record.category_type, parent_id: record.parent_id, description: record.description ?? '', status: record.status }
    : { name: '', category_type: '', parent_id: null, description: '', status: 'active' };
}

/** A top-level category (create and edit); its type is fixed once created. */
export function CategoryForm({ record, types, draftKey, onSubmit, onCancel }: Props) {
  const L = useCategoryLabels();
  const { t } = L;
  const initialValues = useMemo(() => initialCategory(record), [record]);
  const { formik, focusRef, draft } = useRecordForm<CategoryInput>({
    initialValues,
    schema: () => categorySchema(t, { takenNames: taken }),
    draftKey,
    onSubmit: async (values, helpers) => savedOrRefused(await onSubmit({ ...values, name: values.name.trim() }), helpers.setFieldError, t),
  });
  // the names already used at the top level of the chosen type (the server checks again)
  const siblings = useGetCategoriesQuery({ category_type: formik.values.category_type, parent_id: 'none', per_page: ALL_ROWS }, { skip: !formik.values.category_type });
  const taken = takenCategoryNames(siblings.data?.categories ?? [], { category_type: formik.values.category_type, parent_id: null, id: record?.id });
  const idp = record ? `cat-edit-${record.id}` : 'cat-new';

  return (
    <form ref={focusRef} onSubmit={formik.handleSubmit} noValidate aria-label={record ? t('form.editTitle', { number: record.name }) : t('form.newTitle')}>
      <DraftNotice draft={draft} />
      <div className="form-grid two">
        <TextField formik={formik} name="name" id={`${idp}-name`} label={t('fields.name')} required />
        <SelectField formik={formik} name="category_type" id={`${idp}-type`} label={t('fields.type')} required disabled={!!record} options={types.map((v) => [v, L.type(v)])} placeholder={t('form.choose')} />
        <SelectField formik={formik} name="status" id={`${idp}-status`} label={t('fields.status')} options={CATEGORY_STATUSES.map((v) => [v, L.status(v)])} />
      </div>
      <TextField formik={formik} name="description" id={`${idp}-description`} label={t('fields.description')} multiline />
      <SubmitCancel submit={t('form.save')} cancel={t('form.cancel')} submitting={formik.isSubmitting} onCancel={onCancel} />
    </form>
  );
}
