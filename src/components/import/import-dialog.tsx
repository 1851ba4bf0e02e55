import type { TFunction } from 'i18next';
import { useId, type ReactNode } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { ScrollRegion } from '@/components/data/scroll-region';
import type { SheetProblem } from '@/lib/excel/sheet-rows';

type T = TFunction;

/**
 * The per-row report of a refused spreadsheet import (users, contractor workers): nothing was added; every problem as
 * (row, column, message) in a table. `t` is the module's namespace (its `import.*` keys), `columnLabel` the key of a
 * column's label, `message` a problem's text (a key of the module or the server's message).
 */
export function ImportReport({ problems, t, columnLabel, message }: { problems: SheetProblem[]; t: T; columnLabel(column: string): string; message(text: string): string }) {
  const captionId = useId();
  return (
    <div className="import-report">
      <div role="alert" className="p-message p-message-error" style={{ padding: '0.75rem 1rem', display: 'block', marginBottom: '0.75rem' }}>
        <p style={{ margin: 0, fontWeight: 600 }}>{t('import.refused', { count: problems.length, rows: new Set(problems.map((p) => p.row)).size })}</p>
        <p style={{ margin: 0 }}>{t('import.nothingImported')}</p>
      </div>
      <ScrollRegion label={t('import.reportCaption', { count: problems.length })}>
        <table className="matrix">
          <caption id={captionId}>{t('import.reportCaption', { count: problems.length })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('import.row')}</th>
              <th scope="col">{t('import.column')}</th>
              <th scope="col">{t('import.problem')}</th>
            </tr>
          </thead>
          <tbody>
            {problems.map((p, i) => (
              <tr key={`${p.row}-${p.column}-${i}`}>
                <td>{p.row}</td>
                <td>{t(columnLabel(p.column))}</td>
                <td style={{ textAlign: 'left' }}>{message(p.message)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </div>
  );
}

/** the dialog of a spreadsheet import: the help, the template to download, the file input, the status line, then `children` (the report, a preview) */
export function ImportDialog({ t, max, fileId, open, onOpen, onHide, disabled, busy, fileDisabled, className, status, onTemplate, onFile, children }: {
  t: T;
  max: number;
  fileId: string;
  open: boolean;
  onOpen(): void;
  onHide(): void;
  disabled?: boolean;
  busy: 'template' | 'import' | null;
  fileDisabled?: boolean;
  className?: string;
  status: string;
  onTemplate(): void;
  onFile(input: HTMLInputElement): void;
  children?: ReactNode;
}) {
  return (
    <>
      <Button type="button" outlined icon="pi pi-upload" label={t('import.open')} disabled={disabled} onClick={onOpen} />
      <Dialog header={t('import.title')} visible={open} onHide={onHide} style={{ width: 'min(760px, 95vw)' }} className={className}>
        <p>{t('import.help', { max })}</p>
        <div className="form-actions" style={{ marginBottom: '1rem' }}>
          <Button type="button" outlined icon="pi pi-download" label={t('import.template')} loading={busy === 'template'} onClick={onTemplate} />
        </div>
        <div className="field">
          <label htmlFor={fileId}>{t('import.file')}</label>
          <input id={fileId} type="file" accept=".xlsx" onChange={(e) => onFile(e.currentTarget)} aria-busy={busy === 'import'} disabled={fileDisabled} />
        </div>
        <p role="status" className="hint">
          {status}
        </p>
        {children}
      </Dialog>
    </>
  );
}
