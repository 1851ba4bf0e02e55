import { useState } from 'react';
import { UPLOAD_ERROR_TOAST_LIFE_MS } from '@/config/constants';
import { showToast } from '@/lib/feedback/toast-service';
import { useUploadMessage } from '@/lib/files/file-field';
import { OOXML_TYPES, fromFile, validateUpload } from '@/lib/files/validate-upload';
import { ImportDialog, ImportReport } from '@/components/import/import-dialog';
import { useImportWorkersMutation, type ImportRefusal } from '../api/contractors-api';
import { WORKER_BATCH_MAX, type ImportProblem, type WorkerFieldRule } from '../model';
import { contractorRuleKey } from '../schemas/rule-messages';
import { useContractorLabels } from './labels';

const COLUMN_LABELS: Record<string, string> = { name: 'fields.name', age: 'fields.age', phone: 'fields.phone', id_number: 'fields.idNumber', gender: 'fields.gender', photo: 'fields.photo', row: 'import.wholeRow' };

/** The (row, column, message) report of a refused upload; nothing was added. */
export function WorkerImportReport({ problems }: { problems: ImportProblem[] }) {
  const { t } = useContractorLabels();
  const text = (message: string) => {
    if (/^(validation|import)\./.test(message)) return t(message);
    const key = contractorRuleKey(message);
    return key ? t(key) : message;
  };
  return <ImportReport problems={problems} t={t} columnLabel={(c) => COLUMN_LABELS[c] ?? 'import.wholeRow'} message={text} />;
}

/** Bulk upload: a template to download, ≤ 100 workers per file (SPEC §9), every row checked first; all or nothing. */
export function WorkerImportButton({ contractorId, fields }: { contractorId: number; fields: WorkerFieldRule[] | undefined }) {
  const L = useContractorLabels();
  const { t } = L;
  const uploadMessage = useUploadMessage();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState<'template' | 'import' | null>(null);
  const [problems, setProblems] = useState<ImportProblem[] | null>(null);
  const [status, setStatus] = useState('');
  const [importWorkers] = useImportWorkersMutation();

  const onTemplate = async () => {
    if (!fields) return;
    setBusy('template');
    try {
      const [{ buildWorkbook, downloadBlob }, { sheetColumnsFor }] = await Promise.all([import('@/lib/excel/workbook'), import('./worker-sheet')]);
      const columns = sheetColumnsFor(fields);
      const data = await buildWorkbook(
        t('import.sheetName'),
        columns.map((c) => t(c.label)),
        [columns.map((c) => (c.key === 'gender' ? L.gender('Female') : c.sample))],
      );
      downloadBlob(data, 'workers-upload-template.xlsx');
    } finally {
      setBusy(null);
    }
  };

  const onFile = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (!file || !fields) return;
    setBusy('import');
    setProblems(null);
    setStatus(t('import.checking'));
    try {
      const check = await validateUpload(fromFile(file), { allowedTypes: [OOXML_TYPES.xlsx] });
      if (!check.ok) {
        setStatus('');
        // not a spreadsheet: SPEC §5 'data entered in incorrect format'
        if (check.code === 'typeNotAllowed' || check.code === 'contentMismatch') {
          setProblems([{ row: 1, column: 'row', message: 'import.wrongFormat' }]);
          return;
        }
        showToast({ severity: 'error', detail: `${uploadMessage(check)} (${file.name})`, life: UPLOAD_ERROR_TOAST_LIFE_MS, group: 'foo' });
        return;
      }
      const [{ readSheet }, { parseWorkerSheet }] = await Promise.all([import('@/lib/excel/workbook'), import('./worker-sheet')]);
      let matrix;
      try {
        matrix = await readSheet(await file.arrayBuffer());
      } catch {
        setStatus('');
        setProblems([{ row: 1, column: 'row', message: 'import.wrongFormat' }]);
        return;
      }
      const parsed = await parseWorkerSheet(matrix, fields, t);
      if (parsed.problems.length) {
        setStatus('');
        setProblems(parsed.problems);
        return;
      }
      const result = await importWorkers({ contractorId, workers: parsed.rows });
      setStatus('');
      if ('error' in result && result.error) {
        const body = (result.error as { data?: ImportRefusal }).data;
        if (body?.rows?.length) setProblems(body.rows);
        else setProblems((body?.errors ?? ['import.wrongFormat']).map((message) => ({ row: 1, column: 'row', message })));
        return;
      }
      showToast({ severity: 'success', detail: t('import.done', { count: result.data.imported }) });
      setOpen(false);
    } finally {
      input.value = '';
      setBusy(null);
    }
  };

  return (
    <ImportDialog
      t={t}
      max={WORKER_BATCH_MAX}
      fileId="workers-import-file"
      open={open}
      onOpen={() => setOpen(true)}
      onHide={() => setOpen(false)}
      disabled={!fields}
      busy={busy}
      status={status}
      onTemplate={() => void onTemplate()}
      onFile={(input) => void onFile(input)}
    >
      {problems && <WorkerImportReport problems={problems} />}
    </ImportDialog>
  );
}
