import { useMemo } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import type { FormikHelpers } from 'formik';
import { RecordEditor } from '@/components/record/record-editor';
import { SelectField, TextField, fieldError } from '@/components/form/fields';
import { useRecordForm } from '@/components/record/use-record-form';
import { DraftNotice } from '@/lib/drafts/draft-notice';
import { FileField } from '@/lib/files/file-field';
import type { Attachment } from '@/lib/files/attachment';
import { refusalOnFields } from '@/lib/api/refusal';
import { LIBRARY_TYPES, type LibraryFileInput, type LibraryFileRecord, type LibraryFolder } from '../model';
import { libraryFileSchema } from '../schemas/library-schemas';
import { libraryFieldErrors } from '../schemas/rule-messages';
import { useCreateLibraryFileMutation, useGetFoldersQuery, useGetLibraryFileQuery, useUpdateLibraryFileMutation } from '../api/library-api';
import { folderOptions } from '../components/folder-dialogs';
import { useLibraryLabels } from '../components/labels';
import { FixErrors, SubmitCancel } from '@/components/record/form-parts';

/** the native accept hint (the validator is the real check, SPEC §5) */
const ACCEPT = '.jpg,.jpeg,.png,.gif,.bmp,.webp,.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.mp4';

interface FileValues {
  name: string;
  folder_id: number | null;
  author: string;
  review_date: string;
  description: string;
  file: Attachment | null;
}

/** Children 'new' (upload, Library create) and 'edit/:id' (details and a new revision, Library update) of /library. */
export default function LibraryFilePage() {
  const { id: raw } = useParams();
  const id = raw ? Number(raw) : null;
  const { t } = useLibraryLabels();
  const navigate = useNavigate();
  const location = useLocation();
  const folders = useGetFoldersQuery();
  const record = useGetLibraryFileQuery(id ?? 0, { skip: !id });
  const [create] = useCreateLibraryFileMutation();
  const [update] = useUpdateLibraryFileMutation();
  // a new file goes into the folder the list shows
  const listFolder = Number(new URLSearchParams(location.search).get('folder_id')) || null;
  return (
    <RecordEditor
      key={id ?? 'new'}
      t={t}
      id={id}
      subject="Library"
      titleId="library-form-title"
      record={record}
      pending={{ loading: folders.isLoading, failed: folders.data ? null : t('list.loadFailed') }}
      summaryPath={(saved) => `/library/view/${saved}`}
    >
      {({ record: file, submit }) =>
        folders.data && (
          <LibraryFileForm
            record={file}
            folders={folders.data}
            defaultFolder={listFolder}
            onCancel={() => navigate({ pathname: '/library', search: location.search })}
            onSubmit={async (values, helpers) => {
              const result = id ? await update({ id, ...values, file: values.file ?? undefined }) : await create(values);
              if ('error' in result && result.error && refusalOnFields(result.error, (m) => libraryFieldErrors(m, t), helpers.setErrors)) return false;
              return submit(result);
            }}
          />
        )
      }
    </RecordEditor>
  );
}

function LibraryFileForm({ record, folders, defaultFolder, onSubmit, onCancel }: { record?: LibraryFileRecord; folders: LibraryFolder[]; defaultFolder: number | null; onSubmit(values: LibraryFileInput, helpers: FormikHelpers<FileValues>): Promise<boolean>; onCancel(): void }) {
  const { t } = useLibraryLabels();
  const initialValues = useMemo<FileValues>(
    () => ({
      name: record?.name ?? '',
      folder_id: record?.folder_id ?? (folders.some((f) => f.id === defaultFolder) ? defaultFolder : null),
      author: record?.author ?? '',
      review_date: record?.review_date ?? '',
      description: record?.description ?? '',
      file: null,
    }),
    [record, folders, defaultFolder],
  );
  const schema = useMemo(() => libraryFileSchema(t, !record), [t, record]);
  const { formik, focusRef, draft } = useRecordForm<FileValues>({
    initialValues,
    schema,
    draftKey: record ? `library:edit:${record.id}` : 'library:new',
    onSubmit: (v, helpers) => onSubmit({ name: v.name.trim(), folder_id: v.folder_id, author: v.author.trim(), review_date: v.review_date || null, description: v.description, file: v.file }, helpers),
  });
  const idp = record ? `library-edit-${record.id}` : 'library-new';
  const options = useMemo(() => folderOptions(folders), [folders]);
  const fileError = fieldError(formik, 'file');
  const label = record ? t('form.editTitle', { number: record.name }) : t('form.newTitle');
  return (
    <form ref={focusRef} onSubmit={formik.handleSubmit} noValidate aria-label={label}>
      <DraftNotice draft={draft} />
      <FixErrors formik={formik} text={t('form.fixErrors')} />
      <FileField
        id={`${idp}-file`}
        label={record ? t('form.replaceFile') : `${t('fields.file')} *`}
        hint={record ? t('form.replaceHint', { n: record.version + 1 }) : t('form.fileHint')}
        value={formik.values.file ? [formik.values.file] : []}
        onChange={(next) => {
          const chosen = next[0] ?? null;
          void formik.setFieldValue('file', chosen);
          // the document is named after its file until the user names it
          if (chosen && !formik.values.name.trim()) void formik.setFieldValue('name', chosen.name.replace(/\.[^.]+$/, ''));
        }}
        allowedTypes={LIBRARY_TYPES}
        accept={ACCEPT}
        error={fileError}
      />
      <TextField formik={formik} name="name" id={`${idp}-name`} label={t('fields.name')} required />
      <SelectField formik={formik} name="folder_id" id={`${idp}-folder`} label={t('fields.folder')} required numeric placeholder={t('form.choose')} options={options} />
      <div className="form-grid two">
        <TextField formik={formik} name="author" id={`${idp}-author`} label={t('fields.author')} />
        <TextField formik={formik} name="review_date" id={`${idp}-review`} label={t('fields.reviewDate')} type="date" />
      </div>
      <p className="hint">{t('form.controlHint')}</p>
      <TextField formik={formik} name="description" id={`${idp}-description`} label={t('fields.description')} multiline />
      <SubmitCancel submit={record ? t('form.saveChanges') : t('form.upload')} cancel={t('form.cancel')} submitting={formik.isSubmitting} onCancel={onCancel} />
    </form>
  );
}
