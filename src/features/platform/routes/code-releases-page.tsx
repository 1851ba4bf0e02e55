import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { useRecordForm } from '@/components/record/use-record-form';
import { Dialog } from 'primereact/dialog';
import { refusalOnFields } from '@/lib/api/refusal';
import { toastApiError } from '@/lib/api/notify-error';
import { showToast } from '@/lib/feedback/toast-service';
import { TextField } from '@/components/form/fields';
import type { CodeRelease, CodeReleaseInput } from '../model';
import { codeReleaseSchema } from '../schemas/code-release-schema';
import { releaseFieldErrors } from '../schemas/rule-messages';
import { useDeleteCodeReleaseMutation, useGetCodeReleasesQuery, useSaveCodeReleaseMutation } from '../api/platform-api';

const today = () => new Date().toISOString().slice(0, 10);
const blank = (): CodeReleaseInput => ({ version: '', released_on: today(), notes: '' });

/**
 * /code_releases (master super admin): release notes with a semantic version and a date; new, edit, delete. The
 * latest release (not a pre-release, dated today or before) is shown once to every signed-in user ("what's new").
 */
export default function CodeReleasesPage() {
  const { t, i18n } = useTranslation('platform');
  const query = useGetCodeReleasesQuery();
  const [save] = useSaveCodeReleaseMutation();
  const [remove, removal] = useDeleteCodeReleaseMutation();
  const [editing, setEditing] = useState<CodeRelease | null>(null);
  const [deleting, setDeleting] = useState<CodeRelease | null>(null);
  const schema = useMemo(() => codeReleaseSchema(t), [t]);
  const { formik, focusRef } = useRecordForm<CodeReleaseInput>({
    enableReinitialize: false,
    initialValues: blank(),
    schema,
    onSubmit: async (values, helpers) => {
      const input = { version: values.version.trim(), released_on: values.released_on, notes: values.notes.trim() };
      const result = await save({ id: editing?.id, code_release: input });
      if ('error' in result && result.error) {
        if (!refusalOnFields(result.error, (m) => releaseFieldErrors(m, t), helpers.setErrors)) toastApiError(result.error);
        return false;
      }
      showToast({ severity: 'success', detail: t(editing ? 'releases.updated' : 'releases.created', { version: input.version }) });
      setEditing(null);
      helpers.resetForm({ values: blank() });
      return true;
    },
  });
  const edit = (r: CodeRelease) => {
    setEditing(r);
    void formik.resetForm({ values: { version: r.version, released_on: r.released_on, notes: r.notes } });
  };
  const cancelEdit = () => {
    setEditing(null);
    formik.resetForm({ values: blank() });
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    const result = await remove(deleting.id);
    if ('error' in result && result.error) toastApiError(result.error);
    else showToast({ severity: 'success', detail: t('releases.deleted', { version: deleting.version }) });
    setDeleting(null);
  };
  const rows = query.data?.code_releases ?? [];
  const formTitle = editing ? t('releases.editTitle', { version: editing.version }) : t('releases.newTitle');

  return (
    <div className="module-page">
      <div className="module-head">
        <h1>{t('releases.title')}</h1>
      </div>
      <p>{t('releases.intro')}</p>
      <form ref={focusRef} onSubmit={formik.handleSubmit} noValidate aria-label={formTitle}>
        <fieldset className="group">
          <legend>{formTitle}</legend>
          <div className="form-grid two">
            <TextField formik={formik} name="version" id="release-version" label={t('releases.version')} required />
            <TextField formik={formik} name="released_on" id="release-date" type="date" label={t('releases.date')} required />
          </div>
          <p className="hint">{t('releases.versionHint')}</p>
          <TextField formik={formik} name="notes" id="release-notes" label={t('releases.notes')} required multiline />
          <div className="form-actions">
            <Button type="submit" icon="pi pi-check" label={editing ? t('releases.saveChanges') : t('releases.add')} loading={formik.isSubmitting} />
            {editing && <Button type="button" outlined label={t('actions.cancel')} onClick={cancelEdit} />}
          </div>
        </fieldset>
      </form>
      <table className="p-datatable-table">
        <caption>{t('releases.caption', { count: rows.length })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('releases.version')}</th>
            <th scope="col">{t('releases.date')}</th>
            <th scope="col">{t('releases.notes')}</th>
            <th scope="col">
              <span className="sr-only">{t('releases.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              <th scope="row">{r.version}</th>
              <td>{new Date(`${r.released_on}T00:00:00`).toLocaleDateString(i18n.language)}</td>
              <td style={{ whiteSpace: 'pre-line' }}>{r.notes}</td>
              <td>
                <Button type="button" text icon="pi pi-pencil" aria-label={t('releases.editOne', { version: r.version })} onClick={() => edit(r)} />
                <Button type="button" text severity="danger" icon="pi pi-trash" aria-label={t('releases.deleteOne', { version: r.version })} onClick={() => setDeleting(r)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Dialog
        visible={!!deleting}
        onHide={() => setDeleting(null)}
        header={deleting ? t('releases.deleteTitle', { version: deleting.version }) : ''}
        style={{ width: 'min(30rem, 95vw)' }}
        footer={
          <>
            <Button type="button" outlined label={t('actions.cancel')} onClick={() => setDeleting(null)} />
            <Button type="button" severity="danger" label={t('releases.delete')} loading={removal.isLoading} onClick={() => void confirmDelete()} />
          </>
        }
      >
        <p>{t('releases.deleteQuestion')}</p>
      </Dialog>
    </div>
  );
}
