import { EXPORT_MAX_ROWS } from '@/config/constants';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { apiErrorMessage } from '@/lib/api/notify-error';
import { showToast } from '@/lib/feedback/toast-service';
import { UPLOAD_ERROR_TOAST_LIFE_MS } from '@/config/constants';
import { fromFile, validateUpload, OOXML_TYPES } from '@/lib/files/validate-upload';
import { useUploadMessage } from '@/lib/files/file-field';
import { useExportObservationsMutation, useImportObservationsMutation, type ObservationFilters } from '../api/observations-api';
import type { SiteOption } from '../model';
import { parseObservationSheet, type RowProblem } from './import-parse';
import { useObservationLabels } from './labels';

/** Excel export of the filtered list, template download and import (spreadsheet code loads on demand). */
export function ExcelTools({ filters, canImport, sites }: { filters: ObservationFilters & { status?: string }; canImport: boolean; sites: SiteOption[] }) {
  const L = useObservationLabels();
  const { t, i18n } = useTranslation('observations');
  const uploadMessage = useUploadMessage();
  const [busy, setBusy] = useState<'export' | 'import' | 'template' | null>(null);
  const [problems, setProblems] = useState<RowProblem[] | null>(null);
  const [open, setOpen] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const [importRows] = useImportObservationsMutation();
  const [exportRows] = useExportObservationsMutation();

  const onExport = async () => {
    setBusy('export');
    const request = exportRows(filters);
    try {
      const data = await request.unwrap();
      const { buildExportWorkbook, downloadBlob } = await import('./excel');
      const buffer = await buildExportWorkbook(data.observations, L);
      downloadBlob(buffer, `observations-${new Date().toISOString().slice(0, 10)}.xlsx`);
      showToast({ severity: 'success', detail: t('excel.exported', { count: data.observations.length }) });
    } catch (error) {
      // SPEC §8: too many records in the chosen range → apply filters
      if ((error as { status?: unknown }).status === 422) showToast({ severity: 'warn', detail: t('excel.tooMany', { limit: EXPORT_MAX_ROWS.toLocaleString(i18n.language) }), group: 'alerts', life: 10_000 });
      else showToast({ severity: 'error', detail: apiErrorMessage(error) ?? t('excel.failed') });
    } finally {
      // the rows were for the file only: not kept in the store
      request.reset();
      setBusy(null);
    }
  };

  const onTemplate = async () => {
    setBusy('template');
    try {
      const { buildTemplateWorkbook, downloadBlob } = await import('./excel');
      downloadBlob(await buildTemplateWorkbook(sites, L), 'observations-import-template.xlsx');
    } finally {
      setBusy(null);
    }
  };

  const onFile = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (!file) return;
    setBusy('import');
    setProblems(null);
    try {
      const check = await validateUpload(fromFile(file), { allowedTypes: [OOXML_TYPES.xlsx] });
      if (!check.ok) {
        showToast({ severity: 'error', detail: `${uploadMessage(check)} (${file.name})`, life: UPLOAD_ERROR_TOAST_LIFE_MS, group: 'foo' });
        return;
      }
      const { readSheet } = await import('./excel');
      let matrix;
      try {
        matrix = await readSheet(await file.arrayBuffer());
      } catch {
        setProblems([{ row: 1, errors: ['unreadable'] }]);
        return;
      }
      const parsed = parseObservationSheet(matrix, sites, new Date(), L);
      if (parsed.problems.length) {
        setProblems(parsed.problems);
        return;
      }
      const result = await importRows({ rows: parsed.rows });
      if ('error' in result && result.error) {
        const body = (result.error as { data?: { rows?: { row: number; errors: string[] }[] } }).data;
        if (body?.rows) setProblems(body.rows.map((r) => ({ row: r.row, errors: r.errors.map((e) => `server:${e}`) })));
        else showToast({ severity: 'error', detail: apiErrorMessage(result.error) ?? t('excel.failed') });
        return;
      }
      showToast({ severity: 'success', detail: t('excel.imported', { count: result.data.imported }) });
      setOpen(false);
    } finally {
      input.value = '';
      setBusy(null);
    }
  };

  const problemText = (e: string) => (e.startsWith('server:') ? e.slice(7) : t(`excel.rowErrors.${e}`));

  return (
    <>
      <Button type="button" outlined icon="pi pi-file-excel" label={t('excel.export')} loading={busy === 'export'} onClick={() => void onExport()} />
      {canImport && <Button type="button" outlined icon="pi pi-upload" label={t('excel.import')} onClick={() => setOpen(true)} />}
      <Dialog header={t('excel.importTitle')} visible={open} onHide={() => setOpen(false)} style={{ width: 'min(640px, 95vw)' }}>
        <p>{t('excel.importHelp')}</p>
        <div className="form-actions" style={{ marginBottom: '1rem' }}>
          <Button type="button" outlined icon="pi pi-download" label={t('excel.template')} loading={busy === 'template'} onClick={() => void onTemplate()} />
        </div>
        <div className="field">
          <label htmlFor="obs-import-file">{t('excel.file')}</label>
          <input id="obs-import-file" ref={fileRef} type="file" accept=".xlsx" onChange={(e) => void onFile(e.currentTarget)} aria-busy={busy === 'import'} />
        </div>
        {problems && (
          <div role="alert" className="p-message p-message-error" style={{ padding: '0.75rem 1rem', display: 'block' }}>
            <p style={{ marginTop: 0, fontWeight: 600 }}>{t('excel.incorrectFormat')}</p>
            <ul style={{ margin: 0 }}>
              {problems.map((p) => (
                <li key={p.row}>
                  {t('excel.row', { row: p.row })}: {p.errors.map(problemText).join('; ')}
                </li>
              ))}
            </ul>
          </div>
        )}
      </Dialog>
    </>
  );
}
