import { useMemo } from 'react';
import type { FormikHelpers } from 'formik';
import { TextField, fieldError } from '@/components/form/fields';
import { useRecordForm } from '@/components/record/use-record-form';
import { DraftNotice } from '@/lib/drafts/draft-notice';
import { FileField } from '@/lib/files/file-field';
import { DOCUMENT_TYPES, IMAGE_TYPES } from '@/lib/files/validate-upload';
import { todayIso } from '@/lib/forms/dates';
import type { DocumentInput, DocumentRecord } from '../model';
import { documentSchema } from '../schemas/document-schema';
import { useContractorLabels } from './labels';
import { FixErrors, SubmitCancel } from '@/components/record/form-parts';

/** what a contractor document may be: PDF, images, Office files (SPEC §5 allowed types) */
export const DOCUMENT_FILE_TYPES = ['application/pdf', ...IMAGE_TYPES, ...DOCUMENT_TYPES];

const initial = (record?: DocumentRecord): DocumentInput => ({ title: record?.title ?? '', valid_until: record?.valid_until ?? '', files: record?.files ?? [] });

interface Props {
  record?: DocumentRecord;
  draftKey: string;
  onSubmit(values: DocumentInput, helpers: FormikHelpers<DocumentInput>): Promise<boolean>;
  onCancel(): void;
}

/** A contractor document (SPEC §5): a title, a validity date in the future and exactly one file. */
export function DocumentForm({ record, draftKey, onSubmit, onCancel }: Props) {
  const { t } = useContractorLabels();
  const initialValues = useMemo(() => initial(record), [record]);
  const schema = useMemo(() => documentSchema(t), [t]);
  const { formik, focusRef, draft } = useRecordForm<DocumentInput>({ initialValues, schema, draftKey, onSubmit: (values, helpers) => onSubmit({ ...values, title: values.title.trim() }, helpers) });
  const idp = record ? `document-edit-${record.id}` : 'document-new';
  return (
    <form ref={focusRef} onSubmit={formik.handleSubmit} noValidate aria-label={record ? t('documents.editTitle', { number: record.title }) : t('documents.newTitle')}>
      <DraftNotice draft={draft} />
      <FixErrors formik={formik} text={t('form.fixErrors')} />
      <TextField formik={formik} name="title" id={`${idp}-title`} label={t('fields.title')} required />
      <TextField formik={formik} name="valid_until" id={`${idp}-valid-until`} label={t('fields.validUntil')} type="date" min={todayIso()} required />
      <FileField
        id={`${idp}-file`}
        label={`${t('fields.file')} *`}
        hint={t('documents.fileHint')}
        allowedTypes={DOCUMENT_FILE_TYPES}
        value={formik.values.files}
        onChange={(next) => {
          void formik.setFieldValue('files', next.slice(0, 1));
          void formik.setFieldTouched('files', true, false);
        }}
        error={fieldError(formik, 'files')}
      />
      <p className="hint">{t('documents.resubmitHint')}</p>
      <SubmitCancel submit={record ? t('form.saveChanges') : t('documents.add')} cancel={t('form.cancel')} submitting={formik.isSubmitting} onCancel={onCancel} />
    </form>
  );
}
