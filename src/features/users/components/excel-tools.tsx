import { useState } from 'react';
import { Button } from 'primereact/button';
import { apiErrorMessage } from '@/lib/api/notify-error';
import { showToast } from '@/lib/feedback/toast-service';
import { UPLOAD_ERROR_TOAST_LIFE_MS } from '@/config/constants';
import { fromFile, validateUpload, OOXML_TYPES } from '@/lib/files/validate-upload';
import { useUploadMessage } from '@/lib/files/file-field';
import { useExportUsersMutation, useImportUsersMutation, type ImportRefusal, type UserListArgs } from '../api/users-api';
import { IMPORT_BATCH_MAX, type ImportProblem, type UserFormData, type UserInput } from '../model';
import { userRuleKey } from '../schemas/rule-messages';
import { useUserLabels, type UserLabels } from './labels';
import { ScrollRegion } from '@/components/data/scroll-region';
import { ImportDialog, ImportReport as SheetImportReport } from '@/components/import/import-dialog';

const FIELD_LABELS: Record<string, string> = {
  full_name: 'fields.fullName',
  email: 'fields.email',
  employee_id: 'fields.employeeId',
  phone: 'fields.phone',
  role_id: 'fields.role',
  site_ids: 'fields.sites',
  gender: 'fields.gender',
  shift: 'fields.shift',
  is_contractor: 'fields.isContractor',
  is_admin: 'fields.isAdmin',
  licences: 'form.licences',
  status: 'fields.status',
  row: 'import.wholeRow',
};

/** a problem's message: a `users` key (client) or the server's English message (translated when known) */
export function problemText(L: UserLabels, message: string): string {
  if (/^(validation|import)\./.test(message)) return L.t(message);
  const key = userRuleKey(message);
  return key ? L.t(key) : message;
}

/** The per-row report of a refused import: every problem as (row, column, message) in a table. */
export function ImportReport({ problems }: { problems: ImportProblem[] }) {
  const L = useUserLabels();
  return <SheetImportReport problems={problems} t={L.t} columnLabel={(c) => FIELD_LABELS[c] ?? 'import.wholeRow'} message={(m) => problemText(L, m)} />;
}

type ImportRow = Partial<UserInput> & { row: number };

/** What an import will create, checked by the server (a dry run): the rows and the invitations, before asking. */
export function ImportPreview({ rows, formData, busy, onConfirm, onCancel }: { rows: ImportRow[]; formData: UserFormData; busy: boolean; onConfirm: () => void; onCancel: () => void }) {
  const L = useUserLabels();
  const { t } = L;
  const roles = new Map(formData.roles.map((r) => [r.id, r.name]));
  const sites = new Map(formData.sites.map((s) => [s.id, s.name]));
  return (
    <div className="import-preview">
      <p>{t('import.previewIntro', { count: rows.length })}</p>
      <ScrollRegion label={t('import.previewCaption', { count: rows.length })}>
        <table className="matrix">
          <caption>{t('import.previewCaption', { count: rows.length })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('import.row')}</th>
              <th scope="col">{t('fields.fullName')}</th>
              <th scope="col">{t('fields.email')}</th>
              <th scope="col">{t('fields.role')}</th>
              <th scope="col">{t('fields.sites')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.row}>
                <td>{r.row}</td>
                <td style={{ textAlign: 'left' }}>{r.full_name}</td>
                <td style={{ textAlign: 'left' }}>{r.email}</td>
                <td style={{ textAlign: 'left' }}>{r.role_id != null ? (roles.get(r.role_id) ?? '') : ''}</td>
                <td style={{ textAlign: 'left' }}>{(r.site_ids ?? []).map((id) => sites.get(id) ?? '').join(', ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <p>{t('import.invitations', { count: rows.length })}</p>
      <div className="form-actions">
        <Button type="button" icon="pi pi-check" label={t('import.confirm', { count: rows.length })} loading={busy} onClick={onConfirm} />
        <Button type="button" outlined label={t('import.cancelPreview')} disabled={busy} onClick={onCancel} />
      </div>
    </div>
  );
}

/** The Excel export of the filtered register (spreadsheet code loads on demand). */
export function ExportButton({ filters }: { filters: Omit<UserListArgs, 'page'> }) {
  const L = useUserLabels();
  const [busy, setBusy] = useState(false);
  const [exportUsers] = useExportUsersMutation();
  const onExport = async () => {
    setBusy(true);
    const request = exportUsers(filters);
    try {
      const data = await request.unwrap();
      const { buildExportWorkbook, downloadBlob } = await import('./excel');
      downloadBlob(await buildExportWorkbook(data.users, L), `users-${new Date().toISOString().slice(0, 10)}.xlsx`);
      showToast({ severity: 'success', detail: L.t('excel.exported', { count: data.users.length }) });
    } catch (error) {
      showToast({ severity: 'error', detail: apiErrorMessage(error) ?? L.t('excel.failed') });
    } finally {
      // the rows were for the file only: not kept in the store
      request.reset();
      setBusy(false);
    }
  };
  return <Button type="button" outlined icon="pi pi-file-excel" label={L.t('excel.export')} loading={busy} onClick={() => void onExport()} />;
}

/**
 * Import from Excel: template download, ≤ 100 rows per file, every row checked in the browser and then by the server
 * (a dry run) before anything is created; the preview shows the users and invitations and asks; all or nothing.
 */
export function ImportButton({ formData, disabled }: { formData: UserFormData | undefined; disabled?: boolean }) {
  const L = useUserLabels();
  const { t } = L;
  const uploadMessage = useUploadMessage();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState<'template' | 'import' | null>(null);
  const [problems, setProblems] = useState<ImportProblem[] | null>(null);
  const [preview, setPreview] = useState<ImportRow[] | null>(null);
  const [status, setStatus] = useState('');
  const [importUsers] = useImportUsersMutation();

  const onTemplate = async () => {
    if (!formData) return;
    setBusy('template');
    try {
      const { buildTemplateWorkbook, downloadBlob } = await import('./excel');
      downloadBlob(await buildTemplateWorkbook(formData, L), 'users-import-template.xlsx');
    } finally {
      setBusy(null);
    }
  };

  const onFile = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (!file || !formData) return;
    setBusy('import');
    setProblems(null);
    setPreview(null);
    setStatus(t('import.checking'));
    try {
      const check = await validateUpload(fromFile(file), { allowedTypes: [OOXML_TYPES.xlsx] });
      if (!check.ok) {
        setStatus('');
        showToast({ severity: 'error', detail: `${uploadMessage(check)} (${file.name})`, life: UPLOAD_ERROR_TOAST_LIFE_MS, group: 'foo' });
        return;
      }
      const [{ readSheet }, { parseUserSheet }] = await Promise.all([import('./excel'), import('./sheet')]);
      let matrix;
      try {
        matrix = await readSheet(await file.arrayBuffer());
      } catch {
        setStatus('');
        setProblems([{ row: 1, column: 'row', message: 'import.unreadable' }]);
        return;
      }
      const parsed = parseUserSheet(matrix, formData, L);
      if (parsed.problems.length) {
        setStatus('');
        setProblems(parsed.problems);
        return;
      }
      // the server checks what only it knows (emails taken, the plan's licences) without storing anything
      const result = await importUsers({ users: parsed.rows, dry_run: true });
      setStatus('');
      if (refused(result)) return;
      setPreview(parsed.rows);
    } finally {
      input.value = '';
      setBusy(null);
    }
  };

  /** a refusal shown as the per-row report; true when refused */
  const refused = (result: Awaited<ReturnType<typeof importUsers>>): boolean => {
    if (!('error' in result) || !result.error) return false;
    const body = (result.error as { data?: ImportRefusal }).data;
    if (body?.rows?.length) setProblems(body.rows);
    else if (body?.errors?.length) setProblems(body.errors.map((message) => ({ row: 1, column: 'row', message })));
    else showToast({ severity: 'error', detail: apiErrorMessage(result.error) ?? t('excel.failed') });
    return true;
  };

  const onConfirm = async () => {
    if (!preview) return;
    setBusy('import');
    try {
      const result = await importUsers({ users: preview });
      setPreview(null);
      if (refused(result) || !('data' in result) || !result.data) return;
      showToast({ severity: 'success', detail: t('import.done', { count: result.data.imported }) });
      setOpen(false);
    } finally {
      setBusy(null);
    }
  };

  const close = () => {
    setOpen(false);
    setPreview(null);
    setProblems(null);
  };

  return (
    <ImportDialog
      t={t}
      max={IMPORT_BATCH_MAX}
      fileId="users-import-file"
      open={open}
      onOpen={() => setOpen(true)}
      onHide={close}
      disabled={disabled || !formData}
      busy={busy}
      fileDisabled={!!preview && busy === 'import'}
      className="users-ui"
      status={status}
      onTemplate={() => void onTemplate()}
      onFile={(input) => void onFile(input)}
    >
      {problems && <ImportReport problems={problems} />}
      {preview && formData && <ImportPreview rows={preview} formData={formData} busy={busy === 'import'} onConfirm={() => void onConfirm()} onCancel={() => setPreview(null)} />}
    </ImportDialog>
  );
}
